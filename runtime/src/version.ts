import runtimePackage from '../package.json';

/** The version of the runtime this page loaded (the host's: the runtime is a singleton). */
export const RUNTIME_VERSION: string = runtimePackage.version;
