import { createInstance } from '@module-federation/enhanced/runtime';
import * as runtimeCore from '@module-federation/runtime-core';
import type { MountFn } from '@offerdesk/runtime';
import type { PortalConfig } from './portalConfig';

type Federation = ReturnType<typeof createInstance>;
let federation: Federation | null = null;

/**
 * The Module Federation runtime the remotes need from their host: the federation runtime core
 * (@module-federation/runtime-core, the suite's pinned version) on the global
 * `_FEDERATION_RUNTIME_CORE` (the remotes are built with `experiments.externalRuntime`), and a
 * federation instance that knows where each remote's remoteEntry.js is. Nothing else: each remote
 * brings its own React, UI library and @offerdesk/runtime when the host shares none.
 */
function federationOf(config: PortalConfig): Federation {
  (globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE ??= runtimeCore;
  federation ??= createInstance({
    name: 'brokeragePortal',
    remotes: Object.entries(config.remotes).map(([name, entry]) => ({ name, entry })),
    shared: {},
  });
  return federation;
}

/** The `mount` a remote exposes (`<remote>/mount`, the runtime's mount contract). */
export async function loadMount(config: PortalConfig, remote: string): Promise<MountFn> {
  const exposed = await federationOf(config).loadRemote<{ mount: MountFn }>(`${remote}/mount`);
  if (!exposed?.mount) throw new Error(`${remote} exposes no mount()`);
  return exposed.mount;
}
