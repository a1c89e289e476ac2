/**
 * e2e journeys in Debian's Chromium against the suite as `npm start` runs it: two workers, each with a
 * suite of its own (e2e/support/globalSetup.ts), so that a journey never meets another's data or settings.
 */
module.exports = {
  rootDir: '..',
  displayName: 'e2e',
  testMatch: ['<rootDir>/e2e/journeys/**/*.e2e.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }] },
  globalSetup: '<rootDir>/e2e/support/globalSetup.ts',
  globalTeardown: '<rootDir>/e2e/support/globalTeardown.ts',
  setupFilesAfterEnv: ['<rootDir>/e2e/support/setupJourney.ts'],
  testEnvironment: 'node',
  testTimeout: 60000,
  maxWorkers: 2,
};
