import fs from 'node:fs';
import path from 'node:path';
import { sharedDeps } from '../webpack/sharedDeps';

const root = path.join(__dirname, '../..');
const shellSrc = path.join(root, 'shell/src');

/** Static imports and re-exports of a module (type-only ones and dynamic `import()` left out). */
function staticImports(file: string): string[] {
  const code = fs.readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const m of code.matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)) found.push(m[1]);
  return found;
}

function resolveLocal(from: string, spec: string): string {
  const base = path.resolve(path.dirname(from), spec);
  const candidates = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  const hit = candidates.find((c) => fs.existsSync(c));
  if (!hit) throw new Error(`${path.relative(root, from)} imports ${spec}, which does not resolve`);
  return hit;
}

/** Every package the shell's entry chunk reaches before its async boundary (`import('./bootstrap')`). */
function entryPackages(): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const spec of staticImports(file)) {
      if (spec.startsWith('.')) walk(resolveLocal(file, spec));
      else if (!packages.has(spec)) packages.set(spec, path.relative(root, file));
    }
  };
  walk(path.join(shellSrc, 'index.ts'));
  return packages;
}

describe("the shell's entry", () => {
  it('loads no shared module before the shared modules are negotiated (a synchronous one stops the page)', () => {
    const shared = Object.keys(sharedDeps(path.join(root, 'shell')));
    const offending = [...entryPackages()].filter(([spec]) => shared.includes(spec)).map(([spec, file]) => `${file} imports ${spec}`);
    expect(offending).toEqual([]);
  });

  it('finds the imports it checks (the walk reaches the early loaders)', () => {
    const packages = entryPackages();
    expect([...packages.keys()]).toEqual(
      expect.arrayContaining(['@module-federation/enhanced/runtime', '@offerdesk/runtime/version-check']),
    );
  });
});
