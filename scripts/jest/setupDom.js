require('@testing-library/jest-dom');
// jsdom lacks the encoders react-router needs.
const util = require('node:util');
if (!globalThis.TextEncoder) globalThis.TextEncoder = util.TextEncoder;
if (!globalThis.TextDecoder) globalThis.TextDecoder = util.TextDecoder;
