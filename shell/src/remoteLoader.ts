import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

/**
 * The one place the shell touches the Module Federation runtime (tests mock this module).
 * Remote URLs come from /remotes.json at run time: changing one needs no rebuild of the shell.
 */

export type RemoteManifest = Record<string, string>;

const MANIFEST_URL = '/remotes.json';

/** Reads remotes.json (never cached: a deploy changes it in place). */
export async function fetchRemoteManifest(url = MANIFEST_URL): Promise<RemoteManifest> {
  const res = await fetch(url, { cache: 'no-store' });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  const json = (await res.json()) as unknown;
  if (!json || typeof json !== 'object') throw new Error(`${url} is not a JSON object`);
  return Object.fromEntries(Object.entries(json as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

/** Registers (or, with force, re-registers: this drops the runtime's cached entry, failed or not) remotes. */
export function registerRemoteEntries(manifest: RemoteManifest, force = false): void {
  const remotes = Object.entries(manifest).map(([name, entry]) => ({ name, entry }));
  if (remotes.length) registerRemotes(remotes, { force });
}

/** Loads `remote/exposed` through the federation runtime; a missing module is an error. */
export async function loadRemoteModule<T>(id: string): Promise<T> {
  const mod = await loadRemote<T>(id);
  if (mod == null) throw new Error(`Module Federation returned nothing for ${id}`);
  return mod;
}
