/** The sign-in throttle's counters (sign_in_attempts), one fixed window per key, shared by every API instance. */
import type { Db } from '../db/db';

export interface WindowCount {
  /** Attempts in the current window, this one included. */
  attempts: number;
  /** Seconds until the window ends (at least 1). */
  secondsLeft: number;
}

/**
 * Counts one attempt under `keyHash` in a window of `windowSeconds`: a window that has ended starts
 * again at 1. One statement, so concurrent attempts on any instance each count exactly once.
 */
export async function countAttempt(db: Db, keyHash: string, windowSeconds: number): Promise<WindowCount> {
  const rows = await db.query<WindowCount>(
    `insert into sign_in_attempts as a (key_hash, window_ends, attempts)
       values ($1, now() + make_interval(secs => $2), 1)
     on conflict (key_hash) do update set
       attempts = case when a.window_ends <= now() then 1 else a.attempts + 1 end,
       window_ends = case when a.window_ends <= now() then excluded.window_ends else a.window_ends end
     returning attempts, greatest(1, ceil(extract(epoch from window_ends - now())))::int as "secondsLeft"`,
    [keyHash, windowSeconds],
  );
  return rows[0]!;
}

/** Drops the counters whose window has ended. */
export async function deleteEndedWindows(db: Db): Promise<void> {
  await db.query('delete from sign_in_attempts where window_ends <= now()');
}
