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
  projects: [
    { ...common, displayName: 'shared', roots: ['<rootDir>/shared/src'], testEnvironment: 'node' },
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
      roots: ['<rootDir>/shell/src', '<rootDir>/mf-offers-list/src', '<rootDir>/mf-offer-wizard/src', '<rootDir>/mf-parties/src', '<rootDir>/mf-documents/src', '<rootDir>/mf-party-portal/src'],
      testEnvironment: 'jsdom',
      setupFilesAfterEnv: ['<rootDir>/scripts/jest/setupDom.js'],
    },
  ],
};
