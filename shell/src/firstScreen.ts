import {
  dismissFirstPaint,
  readStoredSession,
  startEarlyReads,
  whenFirstPaintDrawn,
  type SessionData,
} from '@offerdesk/runtime/first-paint';
import { loadDeployment, type DeployedRoute, type RouteMap } from './deployment';
import { drawFirstPaintFrame } from './firstPaintFrame';
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
  /**
   * Settles when the page may go on to load and evaluate the shared libraries and the remote: at once
   * without a signed-in agent, else once the screen's first reads are started and its first paint (if
   * it has one) is drawn, or FIRST_PAINT_WAIT_MS have passed.
   */
  painted: Promise<void>;
}

/** The longest the shared libraries wait for the first paint (a slow API must not hold the app back). */
export const FIRST_PAINT_WAIT_MS = 1200;

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

/** Loads a script (a first paint); settles when it has run or failed. */
function runScript(src: string): Promise<void> {
  return new Promise((resolve) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      console.error(`[shell] the first paint ${src} could not be loaded`);
      dismissFirstPaint();
      resolve();
    };
    document.head.append(script);
  });
}

/**
 * With a signed-in agent (the stored session), starts the screen's first API reads (its manifest's
 * `prefetch`) and, on a top-level page, draws its first paint: the shell's frame, then the remote's
 * first paint script, which draws from those reads. Settles once it is drawn (or there is none).
 */
async function paintFirstScreen(
  session: SessionData,
  config: Record<string, unknown>,
  route: DeployedRoute | undefined,
  tooLate: () => boolean,
): Promise<void> {
  if (!route?.prefetch || route.public) return;
  const apiBase = config.apiBase;
  if (typeof apiBase !== 'string' || !apiBase) return;
  startEarlyReads(apiBase, session.accessToken, route.prefetch);
  // Inside a parent frame the page has no header of its own: no first paint there.
  // Nor once the app has started without it (it would lie over the app's own screen).
  if (!route.firstPaint || window.parent !== window || tooLate()) return;
  drawFirstPaintFrame(route.title);
  await runScript(route.firstPaint);
  await whenFirstPaintDrawn();
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

let started: FirstScreen | null = null;

/** Starts the first screen's loads once; later calls answer the same promises. */
export function startFirstScreen(pathname: string): FirstScreen {
  if (started) return started;
  const config = fetchConfigJson();
  const routeMap = loadDeployment();
  const owner = routeMap.then((map) => map.routes.find((r) => patternTakes(r.path, pathname)));
  // Without a stored session nothing is read or painted early: the app loads at once.
  let appStarted = false;
  const session = readStoredSession();
  const painted = session
    ? Promise.race([
        Promise.all([config, owner])
          .then(([c, route]) => paintFirstScreen(session, c, route, () => appStarted))
          .catch(() => dismissFirstPaint()),
        delay(FIRST_PAINT_WAIT_MS),
      ]).then(() => {
        appStarted = true;
      })
    : Promise.resolve();
  const remote = Promise.all([routeMap, owner, painted]).then(async ([map, route]) => {
    if (!route) return null;
    // The same load the outlet waits for (cached per remote); its failure is the outlet's to show.
    await loadRemoteScreens(route.remote, map.runtimes?.[route.remote]).catch(() => undefined);
    return route.remote;
  });
  started = { config, routeMap, remote, painted };
  return started;
}
