/** The one database interface the repositories use; PGlite and PostgreSQL implement it. */
export type SqlParam = string | number | boolean | null | Date | readonly unknown[] | Record<string, unknown>;

export interface Db {
  readonly engine: 'pglite' | 'postgres';
  /** The schema of the durable job queue (pg-boss) beside this database's tables. */
  readonly jobSchema: string;
  /** One statement with $1… parameters; returns the rows. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly SqlParam[]): Promise<T[]>;
  /** The first row, or undefined. */
  one<T = Record<string, unknown>>(sql: string, params?: readonly SqlParam[]): Promise<T | undefined>;
  /** Several statements without parameters (migrations, bulk seeds). */
  exec(sql: string): Promise<void>;
  /** Runs fn in a transaction (nested calls join the outer one). */
  tx<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  /**
   * Calls onMessage with each payload notified on `channel` (lower-case; a NOTIFY inside a
   * transaction arrives when it commits), on this database from any process. `onGap` is told when
   * the listening connection was lost and is back: notifications in between are lost. Resolves to stop.
   */
  listen(channel: string, onMessage: (payload: string) => void, onGap?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** The job queue's schema when nothing else is said: one per database. */
export const DEFAULT_JOB_SCHEMA = 'pgboss';

export const firstRow = async <T>(rows: Promise<T[]>): Promise<T | undefined> => (await rows)[0];

/** The database cannot be reached (connection lost or refused): the request may be retried. */
export class DatabaseUnavailableError extends Error {
  constructor(readonly cause: Error) {
    super(`The database is unavailable: ${cause.message}`);
    this.name = 'DatabaseUnavailableError';
  }
}
