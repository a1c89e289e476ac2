/**
 * `@offerdesk/runtime/first-paint`: the first screen's early reads and its first paint. Needs no
 * shared library (the shell's entry and the remotes' first paint scripts bundle it); their state is
 * on the page's global object, so every copy sees the same.
 */
export * from './earlyReads';
export * from './overlay';
export { readStoredSession, type SessionData } from '../session/storedSession';
export * from './imagesShown';
export { scopeSessionToFrame } from '../session/frameSession';
