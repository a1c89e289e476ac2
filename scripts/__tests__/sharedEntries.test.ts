import path from 'node:path';
import ts from 'typescript';
import usedExports from '../../shared/used-exports.json';
import { reach as reachFrom } from '../moduleGraph';
import { sharedCodeVersion, sharedDeps } from '../webpack/sharedDeps';

const root = path.resolve(__dirname, '../..');
const src = (p: string) => path.join(root, p);

/** What the entries (repository paths) reach: see scripts/moduleGraph.ts. */
const reach = (entries: string[]) => reachFrom(entries.map(src));

const rel = (files: Iterable<string>) => [...files].map((f) => path.relative(root, f)).sort();

describe('the shared entries', () => {
  it('the features entry takes the contract, client, ApiError and views from the root entry by name, never a second copy', () => {
    const rootEntry = reach(['shared/src/index.ts']);
    const features = reach(['shared/src/features.ts']);
    expect(features.packages.has('@offerdesk/shared')).toBe(true);
    // Only framework-free domain rules (constants and pure functions, imported relatively by the
    // API's rules too) may be in both chunks.
    const both = rel([...features.modules].filter((m) => rootEntry.modules.has(m)));
    expect(both.filter((m) => !m.startsWith('shared/src/domain/'))).toEqual([]);
    expect(rel(features.modules)).not.toEqual(expect.arrayContaining(['shared/src/contract/index.ts']));
  });

  it('the first page (the shell and the offers list) imports no entry that only later screens need', () => {
    const firstPage = reach(['shell/src/bootstrap.tsx', 'mf-offers-list/src/routes.tsx', 'mf-offers-list/src/mount.ts']);
    const later = ['@offerdesk/shared/features', '@offerdesk/shared/forms', '@offerdesk/shared/mui-extra'];
    expect([...firstPage.packages].filter(([p]) => later.includes(p))).toEqual([]);
    // The walk reaches the list's screen.
    expect(rel(firstPage.modules)).toContain('mf-offers-list/src/offers/OffersPage.tsx');
  });

  it('no name is exported by two entries (each name has one copy in the page)', () => {
    const entries = ['shared/src/index.ts', 'shared/src/features.ts', 'shared/src/forms.ts'].map(src);
    const program = ts.createProgram(entries, { moduleResolution: ts.ModuleResolutionKind.Bundler, jsx: ts.JsxEmit.ReactJSX });
    const checker = program.getTypeChecker();
    const owner = new Map<string, string>();
    const twice: string[] = [];
    for (const entry of entries) {
      const symbol = checker.getSymbolAtLocation(program.getSourceFile(entry)!)!;
      for (const { name } of checker.getExportsOfModule(symbol)) {
        if (owner.has(name)) twice.push(`${name}: ${owner.get(name)} and ${path.relative(root, entry)}`);
        owner.set(name, path.relative(root, entry));
      }
    }
    expect(owner.size).toBeGreaterThan(100);
    expect(twice).toEqual([]);
  });

  it('both entries are shared under the one content-fingerprint version of shared code', () => {
    for (const app of ['shell', 'mf-offers-list', 'mf-documents']) {
      const deps = sharedDeps(src(app));
      const version = sharedCodeVersion();
      expect(deps['@offerdesk/shared']).toMatchObject({ singleton: false, strictVersion: true, version, requiredVersion: version });
      expect(deps['@offerdesk/shared/features']).toEqual({ ...deps['@offerdesk/shared'], import: src('shared/src/features.ts') });
    }
  });

  it('react-query is one tree-shaken singleton carrying the one used-exports list', () => {
    const deps = sharedDeps(src('mf-parties'));
    expect(deps['@tanstack/react-query']).toMatchObject({
      singleton: true,
      treeShaking: { mode: 'runtime-infer', usedExports: usedExports['@tanstack/react-query'] },
    });
    expect(usedExports['@tanstack/react-query']).toEqual(expect.arrayContaining(['QueryClient', 'QueryClientProvider', 'useQuery']));
  });
});
