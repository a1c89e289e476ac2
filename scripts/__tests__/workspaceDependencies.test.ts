import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APPS } from '../webpack/apps';
import { sharedDeps } from '../webpack/sharedDeps';
import { importSpecifiers, packageOf, readPackageJson, undeclaredImports, type Workspace } from '../workspaceImports';

const root = path.resolve(__dirname, '../..');
const rootPkg = readPackageJson(root);
const workspaces: Workspace[] = (rootPkg.workspaces ?? []).map((w) => ({
  dir: path.join(root, w),
  pkg: readPackageJson(path.join(root, w)),
}));
/** The root's tooling (build, lint, test, types): test code in any workspace may use it. */
const testTooling = new Set(Object.keys(rootPkg.devDependencies ?? {}));

describe('each app and package declares what it imports', () => {
  it.each(workspaces.map((w) => [path.relative(root, w.dir), w] as const))('%s declares every package its source imports', (_name, ws) => {
    expect(undeclaredImports(ws, { others: workspaces.filter((o) => o !== ws), testTooling })).toEqual([]);
  });

  it('the root declares only tooling, and the tooling it imports', () => {
    expect(rootPkg.dependencies ?? {}).toEqual({});
    const options = {
      others: [],
      testTooling,
      alsoAllowed: new Set(workspaces.map((w) => w.pkg.name)),
      skip: workspaces.map((w) => w.dir),
    };
    expect(undeclaredImports({ dir: root, pkg: rootPkg }, options)).toEqual([]);
  });

  it('gives a package one version range wherever it is declared', () => {
    const ranges = new Map<string, Set<string>>();
    for (const pkg of [rootPkg, ...workspaces.map((w) => w.pkg)]) {
      for (const [name, range] of Object.entries({ ...pkg.dependencies, ...pkg.devDependencies }))
        ranges.set(name, (ranges.get(name) ?? new Set()).add(range));
    }
    expect([...ranges].filter(([, r]) => r.size > 1).map(([name, r]) => `${name}: ${[...r].join(' vs ')}`)).toEqual([]);
  });

  it('has every app declare the packages it provides to the others through Module Federation', () => {
    for (const app of APPS) expect(() => sharedDeps(app.dir)).not.toThrow();
  });
});

describe('the import scan', () => {
  let tmp: string;
  beforeEach(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'offerdesk-imports-'));
  });
  afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(tmp, file)), { recursive: true });
    fs.writeFileSync(path.join(tmp, file), text);
  };

  it('reads imports, re-exports, import() and require() of packages, and nothing in comments or strings', () => {
    const source = [
      "import React from 'react';",
      "import type { Db } from 'pg';",
      "export { Box } from '@mui/material/Box';",
      "import 'dayjs/locale/en';",
      "const later = () => import('zustand/vanilla');",
      "const cjs = require('fastify');",
      "const file = require.resolve('axe-core/axe.min.js');",
      "import fs from 'node:fs';",
      "import path from 'path';",
      "import { x } from './x';",
      "// import nope from 'in-a-comment';",
      "const text = \"import nope from 'in-a-string'; require.resolve('nor-this')\";",
    ].join('\n');
    expect(importSpecifiers(source).map(packageOf).filter(Boolean).sort()).toEqual([
      '@mui/material',
      'axe-core',
      'dayjs',
      'fastify',
      'pg',
      'react',
      'zustand',
    ]);
  });

  it('reports an undeclared package and a relative import into another workspace; test code may use the tooling', () => {
    write('app/package.json', JSON.stringify({ name: '@x/app', dependencies: { react: '^19.0.0' } }));
    write(
      'app/src/index.ts',
      "import React from 'react';\nimport dayjs from 'dayjs';\nimport { api } from '../../api/src';\nimport { self } from '@x/app';\n",
    );
    write('app/src/__tests__/a.test.ts', "import { render } from '@testing-library/react';\nimport fc from 'fast-check';\n");
    write('api/package.json', JSON.stringify({ name: '@x/api' }));
    const app = { dir: path.join(tmp, 'app'), pkg: readPackageJson(path.join(tmp, 'app')) };
    const api = { dir: path.join(tmp, 'api'), pkg: readPackageJson(path.join(tmp, 'api')) };
    expect(undeclaredImports(app, { others: [api], testTooling: new Set(['@testing-library/react']) })).toEqual([
      `@x/api (${path.join('src', 'index.ts')})`,
      `dayjs (${path.join('src', 'index.ts')})`,
      `fast-check (${path.join('src', '__tests__', 'a.test.ts')})`,
    ]);
  });

  it('stops a build of an app that does not declare a package it provides to the others', () => {
    write('app/package.json', JSON.stringify({ name: '@x/app', dependencies: { 'react-dom': '^19.0.0' } }));
    expect(() => sharedDeps(path.join(tmp, 'app'))).toThrow(/package\.json must declare react: the app provides it to the others/);
  });
});
