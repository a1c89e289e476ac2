import * as runtimeCore from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Remotes are built with `experiments.externalRuntime`: their remoteEntry.js and main.js read the
 * federation runtime core from this global instead of carrying their own. The host sets it to its
 * own core (the same module its runtime runs on, so one copy in the page); a remote's own page (no
 * shell) sets it from a script of its own (StandaloneRuntimePlugin).
 */
export function provideRuntimeCore(): void {
  const g = globalThis as { _FEDERATION_RUNTIME_CORE?: unknown };
  g._FEDERATION_RUNTIME_CORE ??= runtimeCore;
}

/**
 * The host's runtime plugin. ModuleFederationPlugin's own `provideExternalRuntime` imports the core
 * through another path and put a second copy of it into the host's main.js (+22 KB gzip).
 */
export default function provideRuntimeCorePlugin(): ModuleFederationRuntimePlugin {
  provideRuntimeCore();
  return { name: 'offerdesk-provide-runtime-core' };
}
