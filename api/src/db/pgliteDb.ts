import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Db, SqlParam } from './db';
import { firstRow } from './db';

type Runner = Pick<Transaction, 'query' | 'exec'>;

function wrap(pg: PGlite, runner: Runner, inTx: boolean): Db {
  const db: Db = {
    engine: 'pglite',
    query: async <T>(sql: string, params: readonly SqlParam[] = []) =>
      (await runner.query<T>(sql, params as unknown[])).rows,
    one: <T>(sql: string, params?: readonly SqlParam[]) => firstRow(db.query<T>(sql, params)),
    exec: async (sql) => {
      await runner.exec(sql);
    },
    tx: (fn) => (inTx ? fn(db) : pg.transaction((t) => fn(wrap(pg, t, true)))),
    close: () => pg.close(),
  };
  return db;
}

/** PGlite in `dataDir` (file-backed) or in memory when dataDir is undefined. */
export async function openPglite(dataDir?: string): Promise<Db> {
  const toNumber = (v: string) => Number(v);
  const pg = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    // Same shapes as the pg adapter: int8 and numeric come back as JS numbers.
    parsers: { [types.INT8]: toNumber, [types.NUMERIC]: toNumber },
  });
  return wrap(pg, pg, false);
}
