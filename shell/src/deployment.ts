import { parseRouteManifest } from '@offerdesk/shared/routing';
import { fetchRemotesConfig, registerRemoteEntries, type RemotesConfig } from './remoteLoader';

/*
 * Reading the deployment (remotes.json and the remotes' route manifests) needs no shared library:
 * the shell starts it before React and the rest load (firstScreen.ts).
 */

/** One screen of the deployment: which remote serves it, with its title. */
export interface DeployedRoute {
  remote: string;
  path: string;
  title: string;
  public: boolean;
  /** The screen shows its own breadcrumb and heading (see RouteManifestEntry.ownBreadcrumb). */
  ownBreadcrumb?: boolean;
  /** Not an offer screen: the breadcrumb is 'Home › title' (see RouteManifestEntry.outsideOffers). */
  outsideOffers?: boolean;
  /** API reads the screen makes first (see RouteManifestEntry.prefetch). */
  prefetch?: string[];
  /** The screen's first paint script, an absolute URL (see RouteManifestEntry.firstPaint). */
  firstPaint?: string;
}

/** The route → remote map of this deployment, read from the remotes' manifests at start. */
export interface RouteMap {
  routes: DeployedRoute[];
  /** What the error panel calls each remote's area. */
  areas: Record<string, string>;
  /** The @offerdesk/runtime range each remote's manifest says it needs. */
  runtimes?: Record<string, string>;
  /**
   * remotes.json or a remote's manifest could not be read: an address no known route matches may
   * belong to the missing remote, so it is not called "not found".
   */
  incomplete: boolean;
}

/** A manifest that has not answered by then counts as missing: the shell does not wait on one slow remote. */
export const MANIFEST_TIMEOUT_MS = 10_000;

async function fetchManifest(name: string, url: string) {
  const ac = new AbortController();
  const timer = setTimeout(() => ac.abort(), MANIFEST_TIMEOUT_MS);
  try {
    const res = await fetch(url, { cache: 'no-store', signal: ac.signal });
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    const manifest = parseRouteManifest(await res.json(), url);
    if (manifest.remote !== name) throw new Error(`${url} is the manifest of ${manifest.remote}, not of ${name}`);
    return manifest;
  } finally {
    clearTimeout(timer);
  }
}

/** Reads every remote's manifest in parallel; one that fails leaves its remote unavailable, not the rest. */
export async function loadRouteMap(remotes: RemotesConfig): Promise<RouteMap> {
  const names = Object.keys(remotes);
  const results = await Promise.allSettled(names.map((name) => fetchManifest(name, remotes[name].routes)));
  const map: RouteMap = { routes: [], areas: {}, runtimes: {}, incomplete: false };
  results.forEach((r, i) => {
    const remote = names[i];
    if (r.status === 'rejected') {
      console.error(`[shell] the route manifest of ${remote} could not be read`, r.reason);
      map.incomplete = true;
      return;
    }
    map.areas[remote] = r.value.area;
    if (r.value.runtime) map.runtimes![remote] = r.value.runtime;
    for (const route of r.value.routes)
      map.routes.push({
        remote,
        path: route.path,
        title: route.title,
        public: !!route.public,
        ...(route.ownBreadcrumb ? { ownBreadcrumb: true } : {}),
        ...(route.outsideOffers ? { outsideOffers: true } : {}),
        ...(route.prefetch ? { prefetch: route.prefetch } : {}),
        ...(route.firstPaint ? { firstPaint: new URL(route.firstPaint, new URL(remotes[remote].routes, location.href)).href } : {}),
      });
  });
  return map;
}

/** Entries registered with the federation runtime so far, by remote. */
const registered = new Map<string, string>();

/**
 * Reads the deployment at start (before any remote code runs) and again on Retry: remotes.json,
 * then every remote's manifest. New remotes are registered; a remote whose entry moved is
 * re-registered.
 */
export async function loadDeployment(): Promise<RouteMap> {
  let remotes: RemotesConfig;
  try {
    remotes = await fetchRemotesConfig();
  } catch (e) {
    console.error('[shell] remotes.json could not be read', e);
    return { routes: [], areas: {}, incomplete: true };
  }
  for (const [name, loc] of Object.entries(remotes)) {
    const known = registered.get(name);
    if (known === loc.entry) continue;
    registerRemoteEntries({ [name]: loc }, known !== undefined);
    registered.set(name, loc.entry);
  }
  return loadRouteMap(remotes);
}

/** Test hook. */
export function forgetRegisteredRemotes(): void {
  registered.clear();
}
