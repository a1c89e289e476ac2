/**
 * The static module graph of the front-end sources, read without a bundler: what an entry's chunk
 * holds (modules reached by relative imports) and which packages it imports, so tests can hold
 * rules about what a first load fetches.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Value imports and re-exports of a module (type-only ones and dynamic `import()` left out). */
export function staticImports(file: string): string[] {
  const sf = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  for (const st of sf.statements) {
    if (ts.isImportDeclaration(st)) {
      const clause = st.importClause;
      const bindings = clause?.namedBindings;
      const onlyTypes =
        clause?.isTypeOnly ||
        (clause && !clause.name && bindings && ts.isNamedImports(bindings) && bindings.elements.every((e) => e.isTypeOnly));
      if (!onlyTypes) found.push((st.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(st) && st.moduleSpecifier && !st.isTypeOnly) {
      found.push((st.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return found;
}

/** The file a relative import names (.ts, .tsx or a folder's index). */
export function resolveLocal(from: string, spec: string): string {
  const base = path.resolve(path.dirname(from), spec);
  const hit = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find((c) => fs.existsSync(c));
  if (!hit) throw new Error(`${from} imports ${spec}, which does not resolve`);
  return hit;
}

/**
 * The modules the entries reach by static relative imports (their chunk) and each package they
 * import by name, with the first module that imports it.
 */
export function reach(entries: string[]): { modules: Set<string>; packages: Map<string, string> } {
  const modules = new Set<string>();
  const packages = new Map<string, string>();
  const walk = (file: string) => {
    if (modules.has(file)) return;
    modules.add(file);
    for (const spec of staticImports(file)) {
      if (spec.startsWith('.')) walk(resolveLocal(file, spec));
      else if (!packages.has(spec)) packages.set(spec, file);
    }
  };
  entries.forEach(walk);
  return { modules, packages };
}
