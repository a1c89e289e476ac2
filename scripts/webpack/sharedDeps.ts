import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import runtimePkg from '../../runtime/package.json';
import sharedPkg from '../../shared/package.json';
import usedExports from '../../shared/used-exports.json';
import { parseRange } from '@offerdesk/runtime/version-check';
import { hashTestBuildFlags, hashTree } from './treeHash';

const repoRoot = path.resolve(__dirname, '../..');

/** The version ranges an app declares in its own package.json. */
function declaredRanges(appDir: string): Record<string, string> {
  const pkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  return pkg.dependencies ?? {};
}

/**
 * The installed version, read from the package's own package.json (some packages hide it behind
 * `exports`), looked up from the app's folder upwards as Node resolves it.
 */
function installedVersion(pkg: string, fromDir: string): string {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', pkg, 'package.json');
    if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')).version;
    if (path.dirname(dir) === dir) throw new Error(`${pkg} is not installed for ${fromDir}`);
  }
}

/**
 * The run-time version of this build's @offerdesk/shared: its package version with a fingerprint
 * of what the compiled shared code depends on (its sources, the lock file, the test-only flags) as
 * the patch number. Apps built from the same shared code share one copy; a remote built from
 * other shared code requires exactly its own version, so it loads its own copy, never the shell's.
 */
export function sharedCodeVersion(): string {
  const h = crypto.createHash('sha256');
  for (const p of ['shared/src', 'shared/package.json', 'package-lock.json']) hashTree(path.join(repoRoot, p), h);
  hashTestBuildFlags(h);
  const [major, minor] = sharedPkg.version.split('.');
  return `${major}.${minor}.${parseInt(h.digest('hex').slice(0, 12), 16)}`;
}

/**
 * The singletons every app shares, so React, MUI and the host runtime (session store, …) load
 * exactly once in the browser. Every app provides each of them, so each is a dependency of every app: the required
 * range is the one the app's own package.json declares, and a build stops when it declares none.
 */
export function sharedDeps(appDir: string) {
  const ranges = declaredRanges(appDir);
  const declared = (pkg: string): string => {
    if (ranges[pkg]) return ranges[pkg];
    throw new Error(`${path.relative(repoRoot, appDir)}/package.json must declare ${pkg}: the app provides it to the others`);
  };
  const runtimeRange = (range: string): string => {
    const parsed = parseRange(range);
    if (!parsed)
      throw new Error(
        `${path.relative(repoRoot, appDir)}/package.json: @offerdesk/runtime needs a range of the form 1.2.3, ^1.2.3, ~1.2.3 or >=1.2.3 (got ${range})`,
      );
    // Test-only build flag: the app asks for the runtime's next minor version (newer than the runtime
    // this tree has, whatever range the app declares), as a remote built against a newer runtime API
    // would, so a test can release it under an older shell.
    if (process.env.OFFERDESK_TEST_REQUIRE_NEWER_RUNTIME === '1') {
      const [major, minor] = installedVersion('@offerdesk/runtime', appDir).split('.').map(Number);
      return `^${major}.${minor + 1}.0`;
    }
    return range;
  };
  const singleton = (name: string, versionOf = name) => ({
    singleton: true,
    requiredVersion: declared(versionOf),
    version: installedVersion(versionOf, appDir),
    eager: false,
  });
  /**
   * MUI, the router and react-query are shared tree-shaken: every app declares the SAME list of used exports
   * (shared/used-exports.json, enforced by lint), so whichever app provides the module provides
   * everything every app uses.
   */
  const treeShaken = (name: keyof typeof usedExports) => ({
    ...singleton(name),
    treeShaking: { mode: 'runtime-infer' as const, usedExports: usedExports[name] },
  });
  const codeVersion = sharedCodeVersion();
  const sharedCode = { singleton: false, strictVersion: true, requiredVersion: codeVersion, version: codeVersion, eager: false };
  return {
    react: singleton('react'),
    'react/jsx-runtime': singleton('react/jsx-runtime', 'react'),
    'react-dom': singleton('react-dom'),
    'react-dom/client': singleton('react-dom/client', 'react-dom'),
    'react-router-dom': treeShaken('react-router-dom'),
    '@mui/material': treeShaken('@mui/material'),
    '@emotion/react': singleton('@emotion/react'),
    '@emotion/styled': singleton('@emotion/styled'),
    zustand: singleton('zustand'),
    'final-form': singleton('final-form'),
    'react-final-form': singleton('react-final-form'),
    dayjs: singleton('dayjs'),
    // One server-state library, so the shell's QueryClientProvider reaches every remote it mounts.
    '@tanstack/react-query': treeShaken('@tanstack/react-query'),
    // The host runtime: one copy (the host's, loaded first) at its own semantic version. A remote
    // whose declared range the loaded runtime does not satisfy fails to load with a clear error
    // (runtimeVersionPlugin.ts) instead of running on a runtime that lacks what it uses.
    '@offerdesk/runtime': {
      singleton: true,
      strictVersion: true,
      requiredVersion: runtimeRange(declared('@offerdesk/runtime')),
      version: runtimePkg.version,
      eager: false,
    },
    // Stateless shared code, shared version-aware (not a singleton): one copy for the apps built
    // from the same shared code, and a remote released later with other shared code runs its own
    // domain rules, formatters, contract and schemas (sharedCodeVersion).
    // The root entry holds what the first page needs (contract, client and ApiError, the list's
    // rules, formatters, query keys and views).
    '@offerdesk/shared': sharedCode,
    // What only later screens use (their endpoint functions and rules, the wizard's steps), under
    // the same version: it imports the root entry by name, so it uses the root's copy of the contract,
    // the client and ApiError.
    '@offerdesk/shared/features': { ...sharedCode, import: path.join(repoRoot, 'shared/src/features.ts') },
    // Forms, schemas, lookups, MLS mapping: off the first page too; it imports the root and features
    // entries by name, so it shares their copy of the client and views.
    '@offerdesk/shared/forms': { ...sharedCode, import: path.join(repoRoot, 'shared/src/forms.ts') },
    // MUI components off the first page, from MUI's own paths, versioned as the MUI they were
    // built with; every app provides it (the shell first, so its copy wins, like its MUI), and
    // muiExtraRuntimePlugin.ts picks the entry of the loaded MUI's version.
    '@offerdesk/shared/mui-extra': {
      ...singleton('@offerdesk/shared/mui-extra', '@mui/material'),
      import: path.join(repoRoot, 'shared/src/muiExtra.ts'),
    },
  };
}
