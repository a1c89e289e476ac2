import type { PGlite as PGliteType, Transaction } from '@electric-sql/pglite';
import type { Db, SqlParam } from './db';
import { DEFAULT_JOB_SCHEMA, firstRow } from './db';

/*
 * Under jest, the API suites' environment hands over Node's own require so that PGlite loads outside
 * the VM sandbox (its CJS build calls import() internally); under plain Node this is `require`.
 */
const loadModule: NodeJS.Require = (globalThis as { __offerdeskNodeRequire?: NodeJS.Require }).__offerdeskNodeRequire ?? require;
const { PGlite, types } = loadModule('@electric-sql/pglite') as typeof import('@electric-sql/pglite');
const { pg_trgm } = loadModule('@electric-sql/pglite/contrib/pg_trgm') as typeof import('@electric-sql/pglite/contrib/pg_trgm');
type PGlite = PGliteType;

/** Dates go as ISO text: a Date made in another realm (jest) would not be recognised by PGlite. */
const toParams = (params: readonly SqlParam[]) => params.map((p) => (p instanceof Date ? p.toISOString() : p)) as unknown[];

type Runner = Pick<Transaction, 'query' | 'exec'>;

function wrap(pg: PGlite, runner: Runner, inTx: boolean): Db {
  let closing: Promise<void> | undefined;
  const db: Db = {
    engine: 'pglite',
    jobSchema: DEFAULT_JOB_SCHEMA,
    query: async <T>(sql: string, params: readonly SqlParam[] = []) => (await runner.query<T>(sql, toParams(params))).rows,
    one: <T>(sql: string, params?: readonly SqlParam[]) => firstRow(db.query<T>(sql, params)),
    exec: async (sql) => {
      await runner.exec(sql);
    },
    tx: (fn) => (inTx ? fn(db) : pg.transaction((t) => fn(wrap(pg, t, true)))),
    // PGlite's own LISTEN/NOTIFY: one process holds the database, so nothing is ever lost in between.
    listen: (channel, onMessage) => pg.listen(channel, onMessage),
    close: () => (closing ??= pg.close()),
  };
  return db;
}

const pgliteOptions = () => {
  const toNumber = (v: string) => Number(v);
  return {
    extensions: { pg_trgm },
    // Same shapes as the pg adapter: int8 and numeric come back as JS numbers.
    parsers: { [types.INT8]: toNumber, [types.NUMERIC]: toNumber },
  };
};

/**
 * PGlite in `dataDir` (file-backed) or in memory when dataDir is undefined; in memory it may start
 * from `image`, a data folder `pgliteImage` made (no initdb: seconds less per database).
 */
export async function openPglite(dataDir?: string, image?: Uint8Array): Promise<Db> {
  // A Blob of Node's own realm: PGlite runs outside jest's sandbox.
  const { Blob: NodeBlob } = loadModule('node:buffer') as typeof import('node:buffer');
  const pg = await PGlite.create(dataDir, {
    ...pgliteOptions(),
    ...(image && !dataDir ? { loadDataDir: new NodeBlob([image]) as unknown as Blob } : {}),
  });
  return wrap(pg, pg, false);
}

/** The data folder of an in-memory database after `prepare` (an uncompressed tar), to open copies of with `openPglite`. */
export async function pgliteImage(prepare: (db: Db) => Promise<unknown>): Promise<Uint8Array> {
  const pg = await PGlite.create(undefined, pgliteOptions());
  try {
    await prepare(wrap(pg, pg, false));
    return new Uint8Array(await (await pg.dumpDataDir('none')).arrayBuffer());
  } finally {
    await pg.close();
  }
}
