import path from 'node:path';
import { reach } from '../moduleGraph';
import { sharedDeps } from '../webpack/sharedDeps';

const root = path.join(__dirname, '../..');
const shellSrc = path.join(root, 'shell/src');

/** Every package the shell's entry chunk reaches before its async boundary (`import('./bootstrap')`). */
function entryPackages(): Map<string, string> {
  const { packages } = reach([path.join(shellSrc, 'index.ts')]);
  return new Map([...packages].map(([spec, file]) => [spec, path.relative(root, file)]));
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
