/**
 * Jest environment for the API suites (`@jest-environment ./helpers/pgliteEnvironment.js`): the node
 * environment plus Node's own `require`, so that PGlite loads outside jest's VM sandbox. PGlite's CJS
 * build calls import() internally, which the sandbox refuses without --experimental-vm-modules.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- jest loads environments as CommonJS
const { TestEnvironment } = require('jest-environment-node');

class PgliteEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global.__offerdeskNodeRequire = require;
  }
}

module.exports = PgliteEnvironment;
