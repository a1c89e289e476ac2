/**
 * `@offerdesk/runtime`: what must be ONE copy in the browser, shared as a Module Federation
 * singleton at a real semantic version (package.json). Everything stateless (domain rules,
 * formatters, the contract and its client, form schemas, UI pieces) is in `@offerdesk/shared`,
 * which every app bundles for itself.
 */
export { RUNTIME_VERSION } from './version';
export * from './session/sessionStore';
export * from './session/hostStore';
export * from './session/storage';
export * from './frame';
export * from './mount';
export * from './query/queryClient';
export * from './wizard/steps';
export * from './wizard/wizardStore';
export { isRuntimeVersionError, runtimeVersionError, satisfies, type RuntimeVersionError } from './versionCheck';
