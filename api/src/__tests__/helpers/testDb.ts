import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/db';
import { migrate } from '../../db/migrate';
import { openPglite } from '../../db/pgliteDb';
import { openPgPool, type PgPoolOptions } from '../../db/pgPoolDb';
import { migratedImage } from './migratedImage';

export type Engine = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when DATABASE_URL is set. */
export const ENGINES: Engine[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDb {
  db: Db;
  close(): Promise<void>;
}

/**
 * A migrated, empty database: in-memory PGlite (or file-backed in `pgliteDir`, for a test that
 * hands the folder to an API process afterwards), or a fresh PostgreSQL schema dropped on close.
 */
export async function openTestDb(
  engine: Engine,
  pgOptions: Pick<PgPoolOptions, 'applicationName' | 'onConnectionError' | 'max'> & {
    /** The API's connections go here (a relay in front of the server, for a fault test); the schema is made directly. */
    url?: string;
  } = {},
  pgliteDir?: string,
): Promise<TestDb> {
  if (engine === 'pglite') {
    const db = await openPglite(pgliteDir, pgliteDir ? undefined : await migratedImage());
    await migrate(db);
    return { db, close: () => db.close() };
  }
  const url = process.env.DATABASE_URL!;
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = openPgPool(url, { max: 1, applicationName: 'offerdesk-test-admin' });
  await admin.exec(`create schema ${schema}`);
  const { url: apiUrl = url, ...poolOptions } = pgOptions;
  const db = openPgPool(apiUrl, { searchPath: `${schema},public`, max: 4, applicationName: 'offerdesk-test', ...poolOptions });
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    await admin.exec(`drop schema ${schema} cascade`);
    await admin.close();
    throw error;
  }
  return {
    db,
    close: async () => {
      await db.close();
      await admin.exec(`drop schema ${schema} cascade; drop schema if exists ${db.jobSchema} cascade`);
      await admin.close();
    },
  };
}
