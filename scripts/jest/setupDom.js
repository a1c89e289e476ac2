require('@testing-library/jest-dom');
// jsdom lacks the encoders react-router needs.
const util = require('node:util');
if (!globalThis.TextEncoder) globalThis.TextEncoder = util.TextEncoder;
if (!globalThis.TextDecoder) globalThis.TextDecoder = util.TextDecoder;
// react-query delivers its updates on a timer (setTimeout 0), which fake timers would hold back:
// in tests they follow as microtasks, as the answer of a resolved request does.
require('@tanstack/react-query').notifyManager.setScheduler((cb) => queueMicrotask(cb));
// findBy*/waitFor wait for what a screen shows after its requests answer. On two busy cores a
// render after an msw answer can take over the default 1 s: wait up to 5 s (a state that never
// comes still fails, only later).
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
