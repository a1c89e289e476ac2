import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../src/db/db';
import { openPglite } from '../src/db/pgliteDb';
import { openPgPool } from '../src/db/pgPoolDb';

/**
 * Runs a benchmark on each engine: a fresh PGlite folder always, and a fresh schema of the
 * PostgreSQL at DATABASE_URL when it is set. Everything it made is removed afterwards.
 */
export async function forEachEngine<T>(name: string, run: (engine: string, db: Db) => Promise<T[]>): Promise<T[]> {
  const rows: T[] = [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `offerdesk-bench-${name}-`));
  const pglite = await openPglite(dir);
  try {
    rows.push(...(await run('pglite', pglite)));
  } finally {
    await pglite.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const url = process.env.DATABASE_URL;
  if (url) rows.push(...(await onFreshSchema(url, (pg) => run('postgres', pg))));
  return rows;
}

/**
 * Runs `run` on a fresh schema of the PostgreSQL at `url` (its connections' application_name is the
 * schema's name); the schema and the job queue's schema beside it are dropped afterwards (whatever `run` did).
 */
export async function onFreshSchema<T>(url: string, run: (db: Db, schema: string) => Promise<T>): Promise<T> {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = openPgPool(url, { max: 1 });
  await admin.exec(`create schema ${schema}`);
  // Named for the schema, so that a bench can tell its own connections in pg_stat_activity.
  const pg = openPgPool(url, { searchPath: `${schema},public`, applicationName: schema });
  try {
    return await run(pg, schema);
  } finally {
    await pg.close();
    await admin.exec(`drop schema if exists ${pg.jobSchema} cascade; drop schema ${schema} cascade`);
    await admin.close();
  }
}

export const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

/**
 * Runs a bench client script in a second process (so that its work never shares the API's event
 * loop): sends it `input` when given and resolves with the first message it sends back.
 */
export function fromChildProcess<T>(script: string, args: string[], input?: object): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(__dirname, script), args, { execArgv: [] });
    child.once('message', (m) => resolve(m as T));
    child.once('error', reject);
    child.once('exit', (code) => (code ? reject(new Error(`bench client exited with ${code}`)) : undefined));
    if (input) child.send(input);
  });
}

/**
 * Fires `runs` sequential keep-alive GETs from a second process (httpClient.mjs), cycling through
 * the URLs, and returns the timings in ms.
 */
export async function httpTimings(urls: string[], token: string, runs: number): Promise<number[]> {
  const { timings } = await fromChildProcess<{ timings: number[] }>('httpClient.mjs', [urls[0], token, String(runs), ...urls.slice(1)]);
  return timings;
}
