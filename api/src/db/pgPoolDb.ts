import pg from 'pg';
import type { Db, SqlParam } from './db';
import { DatabaseUnavailableError, DEFAULT_JOB_SCHEMA, firstRow } from './db';
import { listenOnOwnConnection, type Listen } from './pgListener';

type Client = Pick<pg.PoolClient, 'query'>;

// Keep numbers as numbers: int8 (counts) and numeric (money) come back as JS numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

/** SQLSTATE classes and codes of a lost or refused connection (not of a bad statement). */
const CONNECTION_SQLSTATE = /^(08|57P0[1-3]|53300)/;
const CONNECTION_ERRNO = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH']);

/** True when the error says the connection to the server is gone, not that the statement was wrong. */
export function isConnectionError(error: unknown): boolean {
  // Read by shape, not `instanceof Error`: a socket's errors are made by Node's own realm, which is
  // not always the realm of this module (a test sandbox, a worker).
  if (typeof error !== 'object' || error === null || error instanceof DatabaseUnavailableError) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (CONNECTION_SQLSTATE.test(code) || CONNECTION_ERRNO.has(code))) return true;
  return (
    typeof message === 'string' &&
    /Connection terminated|connection timeout|Client has encountered a connection error|Client was closed/i.test(message)
  );
}

/** Connection failures become DatabaseUnavailableError (a 503); statement errors pass unchanged. */
const classify = (error: unknown): unknown => (isConnectionError(error) ? new DatabaseUnavailableError(error as Error) : error);

export interface PgPoolOptions {
  /** Sets the schema search path of every connection (tests, bench). */
  searchPath?: string;
  max?: number;
  /** application_name of the connections (default offerdesk-api). */
  applicationName?: string;
  /** Told of a connection that failed while idle or between statements; the pool replaces it. Default: stderr. */
  onConnectionError?: (error: Error) => void;
}

const logToStderr = (error: Error) => {
  process.stderr.write(
    `${JSON.stringify({ level: 40, time: Date.now(), msg: 'database connection lost', err: { message: error.message, code: (error as { code?: string }).code } })}\n`,
  );
};

interface PoolContext {
  onConnectionError: (error: Error) => void;
  jobSchema: string;
  listen: Listen;
}

function wrap(pool: pg.Pool, client: Client, inTx: boolean, ctx: PoolContext): Db {
  const { onConnectionError, jobSchema } = ctx;
  let ending: Promise<void> | undefined;
  const db: Db = {
    engine: 'postgres',
    jobSchema,
    query: async <T>(sql: string, params: readonly SqlParam[] = []) => {
      try {
        return (await client.query(sql, params as unknown[])).rows as T[];
      } catch (error) {
        throw classify(error);
      }
    },
    one: <T>(sql: string, params?: readonly SqlParam[]) => firstRow(db.query<T>(sql, params)),
    exec: async (sql) => {
      try {
        await client.query(sql);
      } catch (error) {
        throw classify(error);
      }
    },
    tx: async (fn) => {
      if (inTx) return fn(db);
      let conn: pg.PoolClient;
      try {
        conn = await pool.connect();
      } catch (error) {
        throw classify(error);
      }
      // A checked-out client whose server goes away between statements emits 'error': without a
      // listener that would end the process. The broken client is destroyed on release.
      let broken: Error | undefined;
      const onError = (error: Error) => {
        broken = error;
        onConnectionError(error);
      };
      conn.on('error', onError);
      try {
        await conn.query('begin');
        const result = await fn(wrap(pool, conn, true, ctx));
        await conn.query('commit');
        return result;
      } catch (error) {
        try {
          await conn.query('rollback');
        } catch (rollbackError) {
          // The first error is the one to report; a connection that cannot roll back is not reused.
          broken ??= rollbackError as Error;
        }
        throw classify(error);
      } finally {
        conn.removeListener('error', onError);
        conn.release(broken);
      }
    },
    listen: ctx.listen,
    // Closing twice (a test that closed it under a running app, then its cleanup) ends the pool once.
    close: () => (ending ??= pool.end()),
  };
  return db;
}

/** A PostgreSQL pool that survives lost connections: idle ones are replaced, requests in flight fail with a 503. */
export function openPgPool(databaseUrl: string, options: PgPoolOptions = {}): Db {
  const onConnectionError = options.onConnectionError ?? logToStderr;
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.max ?? 10,
    application_name: options.applicationName ?? 'offerdesk-api',
    options: options.searchPath ? `-c search_path=${options.searchPath}` : undefined,
  });
  // An idle client whose server went away (restart, pg_terminate_backend): the pool drops it.
  pool.on('error', (error) => onConnectionError(error));
  const listen = listenOnOwnConnection({
    connectionString: databaseUrl,
    application_name: `${options.applicationName ?? 'offerdesk-api'}-listen`,
  });
  return wrap(pool, pool, false, { onConnectionError, jobSchema: jobSchemaOf(options.searchPath), listen });
}

/** The job queue's schema: `pgboss`, or `<schema>_pgboss` beside the first schema of a set search path (tests, bench). */
export const jobSchemaOf = (searchPath?: string) => {
  const first = searchPath?.split(',')[0].trim();
  return first && first !== 'public' ? `${first}_pgboss` : DEFAULT_JOB_SCHEMA;
};
