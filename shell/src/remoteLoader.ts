import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

/**
 * The one place the shell touches the Module Federation runtime (tests mock this module).
 * The deployment says at run time, in /remotes.json, where each remote's entry and route
 * manifest are: changing either needs no rebuild of the shell.
 */

export interface RemoteLocation {
  /** The remote's remoteEntry.js. */
  entry: string;
  /** The remote's route manifest (routes.json, published with its build). */
  routes: string;
}

/** remotes.json: remote name → where it is deployed. */
export type RemotesConfig = Record<string, RemoteLocation>;

const REMOTES_CONFIG_URL = '/remotes.json';

const isUrl = (v: unknown): v is string => typeof v === 'string' && v.length > 0;

/** Reads remotes.json (never cached: a deploy changes it in place). Entries without both URLs are left out. */
export async function fetchRemotesConfig(url = REMOTES_CONFIG_URL): Promise<RemotesConfig> {
  const res = await fetch(url, { cache: 'no-store' });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  const json = (await res.json()) as unknown;
  if (!json || typeof json !== 'object' || Array.isArray(json)) throw new Error(`${url} is not a JSON object`);
  const config: RemotesConfig = {};
  for (const [name, value] of Object.entries(json as Record<string, unknown>)) {
    const loc = value as Partial<RemoteLocation> | null;
    if (loc && isUrl(loc.entry) && isUrl(loc.routes)) config[name] = { entry: loc.entry, routes: loc.routes };
    else console.error(`[shell] ${url}: ${name} needs an entry and a routes URL`);
  }
  return config;
}

/** Registers (or, with force, re-registers: this drops the runtime's cached entry, failed or not) remotes. */
export function registerRemoteEntries(config: RemotesConfig, force = false): void {
  const remotes = Object.entries(config).map(([name, { entry }]) => ({ name, entry }));
  if (remotes.length) registerRemotes(remotes, { force });
}

/** Loads `remote/exposed` through the federation runtime; a missing module is an error. */
export async function loadRemoteModule<T>(id: string): Promise<T> {
  const mod = await loadRemote<T>(id);
  if (mod == null) throw new Error(`Module Federation returned nothing for ${id}`);
  return mod;
}
