/** One jest run for every workspace: node for api/shared/tooling, jsdom for the apps. */
const os = require('node:os');
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const common = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  testMatch: ['**/__tests__/**/*.test.ts?(x)'],
  moduleNameMapper: { '\\.(css|svg|png)$': '<rootDir>/scripts/jest/fileStub.js' },
  setupFilesAfterEnv: ['<rootDir>/scripts/jest/cpuPerFile.js'],
};
module.exports = {
  // jest's default is one worker per core but one: a single worker on two cores, the second idle. Every
  // test file is isolated (its own PGlite copy or PostgreSQL schema, ports chosen by the system, its own
  // temporary folders), so files run side by side on at least two.
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
  // A screen test clicks through MUI in jsdom: seconds on a quiet machine, far more on two busy cores.
  // jest reads the limit from the run's own options, not from a project's.
  testTimeout: 60_000,
  projects: [
    { ...common, displayName: 'shared', roots: ['<rootDir>/runtime/src', '<rootDir>/shared/src'], testEnvironment: 'node' },
    { ...common, displayName: 'scripts', roots: ['<rootDir>/scripts'], testEnvironment: 'node' },
    {
      ...common,
      displayName: 'api',
      roots: ['<rootDir>/api/src'],
      testEnvironment: 'node',
    },
    {
      ...common,
      displayName: 'apps',
      roots: [
        '<rootDir>/shell/src',
        '<rootDir>/mf-offers-list/src',
        '<rootDir>/mf-offer-wizard/src',
        '<rootDir>/mf-parties/src',
        '<rootDir>/mf-documents/src',
        '<rootDir>/mf-party-portal/src',
      ],
      // jsdom with Node's fetch, streams and export conditions, so msw/node intercepts the client's requests,
      // and a quick refusal of style rules that cannot match (scripts/jest/domEnvironment.js).
      testEnvironment: '<rootDir>/scripts/jest/domEnvironment.js',
      // msw's ESM-only dependencies (.mjs files, until-async) are compiled to CJS.
      transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
      transformIgnorePatterns: ['/node_modules/(?!until-async/).+\\.(?!mjs$)[a-z]+$'],
      setupFilesAfterEnv: [...common.setupFilesAfterEnv, '<rootDir>/scripts/jest/setupDom.js'],
    },
  ],
};
