import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';

interface LockedPackage {
  version?: string;
  link?: boolean;
  resolved?: string;
  engines?: { node?: string };
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  hasInstallScript?: boolean;
}

const root = path.resolve(__dirname, '../..');
const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockedPackage> };
const rootPkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  engines: { node: string };
  overrides?: Record<string, Record<string, string>>;
  allowScripts?: Record<string, boolean>;
};

/** The range npm installs `name` at for the package locked at `key`: package.json `overrides` win over the package's own. */
function rangeFor(key: string, name: string, declared: string): string {
  const parent = Object.keys(rootPkg.overrides ?? {}).find((p) => key.endsWith(`node_modules/${p}`));
  return (parent && rootPkg.overrides![parent][name]) || declared;
}

/** Where Node (and npm) finds `name` for the package locked at `from`: the nearest node_modules up the path. */
function resolveFrom(from: string, name: string): string | undefined {
  for (let dir = from; ;) {
    const key = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (lock.packages[key]) return key;
    if (!dir) return undefined;
    // One level up: out of the innermost node_modules/<package>, or from a workspace folder to the root.
    const i = dir.lastIndexOf('node_modules/');
    dir = i < 0 ? '' : dir.slice(0, i).replace(/\/$/, '');
  }
}

describe('package-lock.json', () => {
  // `npm ci` refuses a lock that misses an entry (EUSAGE "Missing: … from lock file"), among them the
  // other platforms' optional binaries (@swc/core-*, @rspack/binding-*), which `npm install` does not need.
  it('lists every dependency and optional dependency of every locked package, at a version its range accepts', () => {
    const missing: string[] = [];
    for (const [key, pkg] of Object.entries(lock.packages)) {
      if (pkg.link) continue;
      for (const [name, declared] of Object.entries({ ...pkg.dependencies, ...pkg.optionalDependencies })) {
        const range = rangeFor(key, name, declared);
        const found = resolveFrom(key, name);
        const target = found && (lock.packages[found].link ? lock.packages[lock.packages[found].resolved!] : lock.packages[found]);
        if (!target) missing.push(`${key || '(root)'} → ${name}@${range}`);
        else if (semver.validRange(range) && target.version && !semver.satisfies(target.version, range, { includePrerelease: true }))
          missing.push(`${key || '(root)'} → ${name}@${range} (locked ${target.version})`);
      }
    }
    expect(missing).toEqual([]);
  });

  // npm prints EBADENGINE for a package whose engines exclude the running Node: none may for any Node the project accepts.
  it('holds no package whose engines exclude the lowest Node of each range the project declares', () => {
    const lowest = rootPkg.engines.node.split('||').map((r) => semver.minVersion(r.trim())!.version);
    const refusing = Object.entries(lock.packages).flatMap(([key, pkg]) =>
      lowest
        .filter((v) => pkg.engines?.node && !semver.satisfies(v, pkg.engines.node))
        .map((v) => `${key}: ${pkg.engines!.node} excludes ${v}`),
    );
    expect(refusing).toEqual([]);
  });

  // The host hands its own federation runtime core to every remote (scripts/webpack/standalone/provideRuntimeCore.ts):
  // the core the root declares must be the one the runtime itself runs on, or the host's main.js carries two.
  it('holds one @module-federation/runtime-core', () => {
    const cores = Object.keys(lock.packages).filter((k) => k.endsWith('node_modules/@module-federation/runtime-core'));
    expect(cores).toEqual(['node_modules/@module-federation/runtime-core']);
  });

  // npm 11 warns at every install about a package whose install script package.json neither allows nor denies
  // (`allowScripts`). None is needed here: @swc/core's checks for its native binary (installed as an optional
  // dependency), @parcel/watcher's builds from source only when asked, msw's copies its service worker only into
  // a folder package.json names (none).
  it('names every package with an install script in allowScripts', () => {
    const scripted = Object.entries(lock.packages)
      .filter(([, pkg]) => pkg.hasInstallScript)
      .map(([key]) => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length));
    expect(scripted.length).toBeGreaterThan(0);
    expect(scripted.filter((name) => !(name in (rootPkg.allowScripts ?? {})))).toEqual([]);
  });
});
