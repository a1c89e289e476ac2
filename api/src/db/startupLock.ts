import type { Db } from './db';

/** The advisory lock key of the start-up work: any constant every instance shares ("OfferDsk" as a bigint). */
const STARTUP_LOCK_KEY = '5721372962515612523';

/**
 * Runs the start-up work (migrations, first seeding, sealing earlier sets) while holding a
 * transaction-level advisory lock, so API instances started together on one PostgreSQL take turns:
 * the first migrates and seeds, the others find it done. The work itself runs on the pool, outside
 * the lock's transaction. PGlite is opened by one process only, so it needs no lock.
 */
export async function withStartupLock<T>(db: Db, work: () => Promise<T>): Promise<T> {
  if (db.engine === 'pglite') return work();
  return db.tx(async (lockTx) => {
    await lockTx.query('select pg_advisory_xact_lock($1::bigint)', [STARTUP_LOCK_KEY]);
    return work();
  });
}
