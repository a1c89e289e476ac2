require('@testing-library/jest-dom');
// jsdom lacks the encoders react-router needs.
const util = require('node:util');
if (!globalThis.TextEncoder) globalThis.TextEncoder = util.TextEncoder;
if (!globalThis.TextDecoder) globalThis.TextDecoder = util.TextDecoder;
// react-query delivers its updates on a timer (setTimeout 0), which fake timers would hold back:
// in tests they follow as microtasks, as the answer of a resolved request does.
require('@tanstack/react-query').notifyManager.setScheduler((cb) => queueMicrotask(cb));
