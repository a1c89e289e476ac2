/**
 * MLS search and address search benchmark: `npm run bench api` (scripts/bench.ts) or
 * `node -r @swc-node/register api/bench/mlsSearch.ts`.
 * Generates 100,000 embedded MLS listings into a fresh PGlite dir (and a fresh PostgreSQL schema when
 * DATABASE_URL is set), serves the API in this process and drives, from a forked process over
 * keep-alive HTTP, a set of different queries per case: address prefix, address words, MLS number
 * prefix / street number, and FindAddress. Prints p50/p95 per case against the 10 ms target.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app';
import { issueToken } from '../src/auth/token';
import { hashPassword } from '../src/auth/password';
import type { Db } from '../src/db/db';
import { forEachEngine, httpTimings, percentile } from './engines';
import { migrate } from '../src/db/migrate';
import { insertEmbeddedMls } from '../src/features/mls/embedded/generator';
import { insertAgentUser, insertBrokerage } from '../src/seed/writers';

const LISTINGS = Number(process.env.BENCH_MLS_LISTINGS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 1000);
const TARGET_P95_MS = 10;
const QUERIES_PER_CASE = 50;

export interface MlsBenchRow {
  engine: string;
  case: string;
  p50: number;
  p95: number;
}

/** Query inputs taken from real listings (spread over the set), so that every request finds something. */
async function cases(db: Db): Promise<Record<string, string[]>> {
  const rows = await db.query<{ mlsId: string; streetNumber: string; streetName: string; city: string; key: string; stateId: number }>(
    `select mls_id as "mlsId", street_number as "streetNumber", street_name as "streetName", city, search_key as key, state_id as "stateId"
       from mls_listings where id % $1 = 7 order by id limit $2`,
    [Math.floor(LISTINGS / QUERIES_PER_CASE), QUERIES_PER_CASE],
  );
  const q = encodeURIComponent;
  const prefixOf = (key: string) => key.split(' ').slice(0, 2).join(' ');
  return {
    'address prefix': rows.map((r) => `/mlsLookup/getMlsDataByAddress?address=${q(prefixOf(r.key))}&filterByAgentMlsProviders=true`),
    'address words': rows.map(
      (r) => `/mlsLookup/getMlsDataByAddress?address=${q(`${r.streetName} ${r.city}`)}&filterByAgentMlsProviders=true`,
    ),
    'MLS number prefix': rows.map((r) => `/mlsLookup/getMlsDataByStreetOrMlsNumber?keywords=${r.mlsId.slice(0, 5)}`),
    'street number': rows.map((r) => `/mlsLookup/getMlsDataByStreetOrMlsNumber?keywords=${r.streetNumber}`),
    FindAddress: rows.map((r) => `/place/FindAddress?address=${q(`${r.streetNumber} ${r.streetName}`)}&countryId=0&stateId=${r.stateId}`),
  };
}

async function benchEngine(engine: string, db: Db): Promise<MlsBenchRow[]> {
  await migrate(db);
  const start = Date.now();
  await insertEmbeddedMls(db, LISTINGS);
  console.log(`  ${engine}: generated ${LISTINGS} MLS listings in ${Date.now() - start} ms`);
  const brokerageId = await insertBrokerage(db, { name: 'Bench Realty', isInhouse: true, stateId: 3 });
  const agent = await insertAgentUser(db, {
    firstName: 'Bench',
    lastName: 'Agent',
    brokerageId,
    username: 'bench.mls',
    passwordHash: await hashPassword('bench'),
  });
  const secret = randomBytes(32);
  const app = await buildApp({ db, tokenSecret: secret, tokenTtlSeconds: 3600, corsOrigins: [], formBuilderEnabled: true, docsUi: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const { port } = app.server.address() as AddressInfo;
    const token = issueToken(secret, { ...agent, brokerageId }, 3600);
    const rows: MlsBenchRow[] = [];
    for (const [name, paths] of Object.entries(await cases(db))) {
      const urls = paths.map((p) => `http://127.0.0.1:${port}${p}`);
      await httpTimings(urls.slice(0, 10), token, 100); // warm-up
      const timings = await httpTimings(urls, token, RUNS);
      rows.push({ engine, case: name, p50: percentile(timings, 50), p95: percentile(timings, 95) });
    }
    return rows;
  } finally {
    await app.close();
  }
}

export function printMlsBench(rows: MlsBenchRow[]): void {
  const f = (n: number) => n.toFixed(2).padStart(9);
  console.log(
    `\nMLS search and FindAddress  (${LISTINGS} listings, ${RUNS} sequential keep-alive requests per case over ${QUERIES_PER_CASE} different queries)`,
  );
  console.log(`engine    case                    p50 ms    p95 ms  target: p95 <= ${TARGET_P95_MS} ms`);
  for (const r of rows) {
    console.log(`${r.engine.padEnd(10)}${r.case.padEnd(20)}${f(r.p50)}${f(r.p95)}  ${r.p95 <= TARGET_P95_MS ? 'ok' : 'MISSED'}`);
  }
}

export async function runMlsSearchBench(): Promise<MlsBenchRow[]> {
  const rows = await forEachEngine('mls', async (engine, db) => benchEngine(engine, db));
  printMlsBench(rows);
  return rows;
}

if (require.main === module) {
  runMlsSearchBench().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
