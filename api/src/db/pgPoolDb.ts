import pg from 'pg';
import type { Db, SqlParam } from './db';
import { firstRow } from './db';

type Client = Pick<pg.PoolClient, 'query'>;

// Keep numbers as numbers: int8 (counts) and numeric (money) come back as JS numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

function wrap(pool: pg.Pool, client: Client, inTx: boolean): Db {
  const db: Db = {
    engine: 'postgres',
    query: async <T>(sql: string, params: readonly SqlParam[] = []) =>
      (await client.query(sql, params as unknown[])).rows as T[],
    one: <T>(sql: string, params?: readonly SqlParam[]) => firstRow(db.query<T>(sql, params)),
    exec: async (sql) => {
      await client.query(sql);
    },
    tx: async (fn) => {
      if (inTx) return fn(db);
      const conn = await pool.connect();
      try {
        await conn.query('begin');
        const result = await fn(wrap(pool, conn, true));
        await conn.query('commit');
        return result;
      } catch (error) {
        await conn.query('rollback');
        throw error;
      } finally {
        conn.release();
      }
    },
    close: () => pool.end(),
  };
  return db;
}

/** A PostgreSQL pool; `searchPath` (tests, bench) sets the schema of every connection. */
export function openPgPool(databaseUrl: string, options: { searchPath?: string; max?: number } = {}): Db {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.max ?? 10,
    options: options.searchPath ? `-c search_path=${options.searchPath}` : undefined,
  });
  return wrap(pool, pool, false);
}
