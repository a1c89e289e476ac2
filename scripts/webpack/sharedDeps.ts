import fs from 'node:fs';
import path from 'node:path';
import rootPkg from '../../package.json';
import sharedPkg from '../../shared/package.json';
import usedExports from '../../shared/used-exports.json';

const deps = rootPkg.dependencies as Record<string, string>;
const repoRoot = path.resolve(__dirname, '../..');

/** The installed version, read from the package's own package.json (some packages hide it behind `exports`). */
function installedVersion(pkg: string): string {
  return JSON.parse(fs.readFileSync(path.join(repoRoot, 'node_modules', pkg, 'package.json'), 'utf8')).version;
}

const singleton = (name: string, versionOf = name) => ({
  singleton: true,
  requiredVersion: deps[versionOf],
  version: installedVersion(versionOf),
  eager: false,
});

/**
 * MUI and the router are shared tree-shaken: every app declares the SAME list of used exports
 * (shared/used-exports.json, enforced by lint), so whichever app provides the module provides
 * everything every app uses.
 */
const treeShaken = (name: keyof typeof usedExports) => ({
  ...singleton(name),
  treeShaking: { mode: 'runtime-infer' as const, usedExports: usedExports[name] },
});

/**
 * The singletons every app shares (DESIGN.md): versions come from the root package.json,
 * so React, MUI and the session store load exactly once in the browser.
 */
export function sharedDeps() {
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
    '@tanstack/react-query': singleton('@tanstack/react-query'),
    '@offerdesk/shared': { singleton: true, requiredVersion: `^${sharedPkg.version}`, version: sharedPkg.version },
    // The second entry (forms, schemas, lookups, wizard store): off the first page; it takes
    // every stateful part from the root entry above, so it never brings its own stores.
    '@offerdesk/shared/forms': {
      singleton: true,
      requiredVersion: `^${sharedPkg.version}`,
      version: sharedPkg.version,
      // A file path is provided by every app, even one that never imports it (the shell would
      // otherwise leave it to whichever remote registers it).
      import: path.join(repoRoot, 'shared/src/forms.ts'),
    },
    // MUI components off the first page, from MUI's own paths, versioned as the MUI they were
    // built with; every app provides it (the shell first, so its copy wins, like its MUI), and
    // muiExtraRuntimePlugin.ts picks the entry of the loaded MUI's version.
    '@offerdesk/shared/mui-extra': { ...singleton('@offerdesk/shared/mui-extra', '@mui/material'), import: path.join(repoRoot, 'shared/src/muiExtra.ts') },
  };
}
