import { loadDeployment, type RouteMap } from './deployment';
import { loadRemoteScreens } from './remoteScreens';

/**
 * What the first screen waits for, started by the entry before the shell's shared libraries (React,
 * the UI library, the router) have loaded: config.json, the deployment's route map and then the
 * code of the remote that owns the address. Nothing here needs a shared library.
 */
export interface FirstScreen {
  /** config.json as served ({} when it cannot be read). */
  config: Promise<Record<string, unknown>>;
  routeMap: Promise<RouteMap>;
  /** The remote the entry guessed for the address, once its screens have loaded or failed; null: none guessed. */
  remote: Promise<string | null>;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether a route pattern (`/offers`, `/create-offer/:offerId?`, `/docs/*`) takes the path, case
 * insensitive. Only a hint for what to load early: the router decides what is shown.
 */
export function patternTakes(pattern: string, pathname: string): boolean {
  const parts = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment === '*') return '(?:/.*)?';
      const optional = segment.endsWith('?');
      const name = optional ? segment.slice(0, -1) : segment;
      const part = name.startsWith(':') ? '/[^/]+' : `/${escapeRegExp(name)}`;
      return optional ? `(?:${part})?` : part;
    });
  return new RegExp(`^${parts.join('')}/*$`, 'i').test(pathname);
}

/** config.json, never cached (a deploy changes it in place). */
export async function fetchConfigJson(url = '/config.json'): Promise<Record<string, unknown>> {
  try {
    const res = await fetch(url, { cache: 'no-store' });
    return res.ok ? ((await res.json()) as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

let started: FirstScreen | null = null;

/** Starts the first screen's loads once; later calls answer the same promises. */
export function startFirstScreen(pathname: string): FirstScreen {
  if (started) return started;
  const routeMap = loadDeployment();
  const remote = routeMap.then(async (map) => {
    const owner = map.routes.find((r) => patternTakes(r.path, pathname));
    if (!owner) return null;
    // The same load the outlet waits for (cached per remote); its failure is the outlet's to show.
    await loadRemoteScreens(owner.remote, map.runtimes?.[owner.remote]).catch(() => undefined);
    return owner.remote;
  });
  started = { config: fetchConfigJson(), routeMap, remote };
  return started;
}
