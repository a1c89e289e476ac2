import type { Db } from '../db/db';
/** Placeholder until the reminder schedule lands. */
export async function sendDueReminders(_db: Db, _now: Date, _linkBaseUrl: string): Promise<number> {
  return 0;
}
