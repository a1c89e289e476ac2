import { closeSharedBrowser } from './browser';

// Every journey file closes its one Chromium after its last test.
afterAll(() => closeSharedBrowser());
