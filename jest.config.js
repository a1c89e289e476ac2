/** One jest run for every workspace: node for api/shared/tooling, jsdom for the apps. */
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
};
module.exports = {
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
      // jsdom with Node's fetch, streams and export conditions, so msw/node intercepts the client's requests.
      testEnvironment: 'jest-fixed-jsdom',
      // msw's ESM-only dependencies (.mjs files, until-async) are compiled to CJS.
      transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
      transformIgnorePatterns: ['/node_modules/(?!until-async/).+\\.(?!mjs$)[a-z]+$'],
      setupFilesAfterEnv: ['<rootDir>/scripts/jest/setupDom.js'],
    },
  ],
};
