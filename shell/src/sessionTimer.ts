import { sessionStore } from '@offerdesk/runtime';

export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
};

/** setTimeout cannot wait longer than 2^31-1 ms; a longer wait is done in steps. */
const MAX_DELAY = 2_147_483_647;

/**
 * The session timer: fires `onExpire` when `expiresAt` (issue time + expires_in) is reached.
 * Returns a cancel function.
 */
export function startExpiryTimer(expiresAt: number, onExpire: () => void, clock: Clock = systemClock): () => void {
  let handle: unknown;
  let cancelled = false;
  const arm = () => {
    if (cancelled) return;
    const left = expiresAt - clock.now();
    if (left <= 0) {
      onExpire();
      return;
    }
    handle = clock.setTimeout(arm, Math.min(left, MAX_DELAY));
  };
  arm();
  return () => {
    cancelled = true;
    if (handle !== undefined) clock.clearTimeout(handle);
  };
}

/** Keeps one timer for the current session: at expiry the store logs out ('expired'). */
export function watchSessionExpiry(clock: Clock = systemClock): () => void {
  let cancel: (() => void) | null = null;
  let armedFor: number | null = null;
  const sync = () => {
    const expiresAt = sessionStore.getState().session?.expiresAt ?? null;
    if (expiresAt === armedFor) return;
    cancel?.();
    cancel = null;
    armedFor = expiresAt;
    if (expiresAt !== null) cancel = startExpiryTimer(expiresAt, () => sessionStore.getState().logout('expired'), clock);
  };
  sync();
  const unsubscribe = sessionStore.subscribe(sync);
  return () => {
    unsubscribe();
    cancel?.();
  };
}
