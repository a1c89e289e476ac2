/**
 * A static scan of the packages each workspace imports, so a test can hold the rule that every
 * app and package declares in its own package.json what it imports (it then builds and deploys
 * from its own folder) and the root keeps only the tooling.
 */
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

export interface PackageJson {
  name: string;
  version?: string;
  workspaces?: string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

export interface Workspace {
  dir: string;
  pkg: PackageJson;
}

export const readPackageJson = (dir: string): PackageJson => JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));

const SOURCE_FILE = /\.(?:[cm]?[jt]s|tsx|jsx)$/;
/** Test code: a `__tests__` or `testing` folder (the workspace's test kit) or a `*.test.*` file. */
const TEST_FILE = /(?:^|[\\/])(?:__tests__|testing)[\\/]|\.test\.[cm]?[jt]sx?$/;

/** Every source file under `dir`, without installed packages, build output, hidden folders and the `skip` folders. */
export function sourceFiles(dir: string, skip: readonly string[] = []): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.') || skip.includes(full)) continue;
    if (entry.isDirectory()) out.push(...sourceFiles(full, skip));
    else if (SOURCE_FILE.test(entry.name)) out.push(full);
  }
  return out;
}

/**
 * What a source file imports: `import … from`, `export … from`, `import '…'`, `import('…')`,
 * `require('…')` (read by TypeScript's scanner, so text in strings and comments does not count)
 * and `require.resolve('…')`.
 */
export function importSpecifiers(source: string, fileName = 'source.ts'): string[] {
  const found = ts.preProcessFile(source, true, true).importedFiles.map((f) => f.fileName);
  if (!source.includes('require.resolve')) return found;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest);
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      node.expression.getText(file) === 'require.resolve' &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The package a bare specifier names ('@mui/material/Button' → '@mui/material'); null for a relative path or a Node built-in. */
export function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return builtinModules.includes(name) ? null : name;
}

export interface ScanOptions {
  /** The other workspaces: a relative import into one of them is an import of that package. */
  others: readonly Workspace[];
  /** Packages test code may import without declaring them (the root's test tooling). */
  testTooling: ReadonlySet<string>;
  /** Packages any file may import without declaring them. */
  alsoAllowed?: ReadonlySet<string>;
  /** Folders of `ws.dir` that are not its source (the workspaces inside the root). */
  skip?: readonly string[];
}

/** Every import of the workspace its package.json does not declare, as 'package (file)', sorted. */
export function undeclaredImports(ws: Workspace, options: ScanOptions): string[] {
  const declared = new Set([
    ws.pkg.name,
    ...Object.keys(ws.pkg.dependencies ?? {}),
    ...Object.keys(ws.pkg.devDependencies ?? {}),
    ...(options.alsoAllowed ?? []),
  ]);
  const missing = new Set<string>();
  for (const file of sourceFiles(ws.dir, options.skip)) {
    const relative = path.relative(ws.dir, file);
    const isTest = TEST_FILE.test(relative);
    for (const specifier of importSpecifiers(fs.readFileSync(file, 'utf8'), file)) {
      let name = packageOf(specifier);
      if (name === null && specifier.startsWith('.')) {
        const target = path.resolve(path.dirname(file), specifier);
        name = options.others.find((o) => target === o.dir || target.startsWith(o.dir + path.sep))?.pkg.name ?? null;
      }
      if (name === null || declared.has(name) || (isTest && options.testTooling.has(name))) continue;
      missing.add(`${name} (${relative})`);
    }
  }
  return [...missing].sort();
}
