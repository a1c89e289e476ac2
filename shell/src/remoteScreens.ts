import type { RemoteRoute } from '@offerdesk/runtime';
// The shell's entry runs this before the shared singletons are negotiated: the version check comes
// from the runtime's plain subpath (bundled here), never from the shared runtime itself. The
// shell's runtime is the page's runtime, so its own version constant is the one to compare.
import { RUNTIME_VERSION, runtimeVersionError, satisfies } from '@offerdesk/runtime/version-check';
import { fetchRemotesConfig, loadRemoteModule, registerRemoteEntries } from './remoteLoader';

/** How long the shell waits for a remote before it shows the error panel. */
export const REMOTE_LOAD_TIMEOUT_MS = 20_000;

const cache = new Map<string, Promise<readonly RemoteRoute[]>>();

function withTimeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`${what} did not load within ${Math.round(ms / 1000)} s`)), ms);
    p.then(
      (v) => {
        clearTimeout(t);
        resolve(v);
      },
      (e) => {
        clearTimeout(t);
        reject(e);
      },
    );
  });
}

async function fetchScreens(remote: string, runtime?: string): Promise<readonly RemoteRoute[]> {
  // The remote's manifest says which runtime it needs: a newer one than this page runs fails
  // here, before any of its code runs (its error panel says so).
  if (runtime && !satisfies(RUNTIME_VERSION, runtime)) throw runtimeVersionError(remote, runtime, RUNTIME_VERSION);
  const mod = await loadRemoteModule<{ routes?: RemoteRoute[]; default?: RemoteRoute[] }>(`${remote}/routes`);
  const routes = mod.routes ?? mod.default;
  if (!Array.isArray(routes)) throw new Error(`${remote}/routes exposes no route list`);
  return routes;
}

/**
 * Writes the outcome onto the promise the way React's `use()` reads it (status and value or
 * reason): a remote loaded before the outlet renders (firstScreen.ts) is shown in the same render,
 * without a pass through the loading fallback.
 */
function markSettled<T>(p: Promise<T>): void {
  const t = p as Promise<T> & { status?: string; value?: T; reason?: unknown };
  p.then(
    (value) => {
      Object.assign(t, { status: 'fulfilled', value });
    },
    (reason: unknown) => {
      Object.assign(t, { status: 'rejected', reason });
    },
  );
}

/**
 * The screens a remote exposes (`<remote>/routes`), once its manifest's runtime range (`runtime`)
 * admits this page's runtime; one load per remote, shared by every render.
 */
export function loadRemoteScreens(remote: string, runtime?: string, timeoutMs = REMOTE_LOAD_TIMEOUT_MS): Promise<readonly RemoteRoute[]> {
  let p = cache.get(remote);
  if (!p) {
    p = withTimeout(fetchScreens(remote, runtime), timeoutMs, remote);
    markSettled(p);
    // A failed promise stays cached (React's use() must see the same promise to show the
    // error); Retry clears it through resetRemote.
    cache.set(remote, p);
    p.catch(() => undefined); // handled by the outlet's error boundary
  }
  return p;
}

/**
 * Prepares a real retry: forgets the failed load and re-registers the remote from a fresh
 * remotes.json (the federation runtime caches a failed entry until the remote is re-registered).
 */
export async function resetRemote(remote: string): Promise<void> {
  cache.delete(remote);
  try {
    const config = await fetchRemotesConfig();
    if (config[remote]) registerRemoteEntries({ [remote]: config[remote] }, true);
  } catch {
    // remotes.json unreachable: the retry itself will fail and show the panel again.
  }
}

/** Test hook. */
export function clearRemoteScreenCache(): void {
  cache.clear();
}
