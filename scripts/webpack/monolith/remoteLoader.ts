import type { RemotesConfig } from '../../../shell/src/remoteLoader';

/**
 * The shell's remote loader in the monolith build (scripts/webpack/monolithConfig.ts): the same
 * screens, bundled into the one build instead of loaded through Module Federation. Route
 * manifests are still read from remotes.json, so the first load fetches what the federated one does.
 */

/** Remote name → its folder, set by the monolith build. */
declare const __OFFERDESK_MONOLITH_REMOTES__: Record<string, string>;

export type { RemoteLocation, RemotesConfig } from '../../../shell/src/remoteLoader';

export async function fetchRemotesConfig(url = '/remotes.json'): Promise<RemotesConfig> {
  const res = await fetch(url, { cache: 'no-store' });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return (await res.json()) as RemotesConfig;
}

/** Nothing to register: every remote is part of the build. */
export function registerRemoteEntries(): void {}

/** `remote/routes` → that remote's src/routes.tsx, a lazy chunk of this build. */
export async function loadRemoteModule<T>(id: string): Promise<T> {
  const [remote, exposed] = id.split('/');
  const dir = __OFFERDESK_MONOLITH_REMOTES__[remote];
  if (!dir || exposed !== 'routes') throw new Error(`The monolith has no ${id}`);
  return (await import(/* webpackInclude: /[\\/]mf-[a-z-]+[\\/]src[\\/]routes\.tsx$/ */ `../../../${dir}/src/routes.tsx`)) as T;
}
