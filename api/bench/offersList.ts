/**
 * Offers-list benchmark: `npm run bench api` (scripts/bench.ts) or
 * `node -r @swc-node/register -e "require('./api/bench/offersList').runOffersListBench()"`.
 * Seeds 100,000 offers into a fresh PGlite dir (and a fresh PostgreSQL schema when DATABASE_URL is set),
 * serves the API in this process, drives GET /offer/getAll from a forked process over keep-alive HTTP,
 * then times the same SQL statement straight on the database and prints p50/p95 and the ratio.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { OfferStatus } from '@offerdesk/shared/domain';
import { buildApp } from '../src/app';
import { issueToken } from '../src/auth/token';
import type { Db } from '../src/db/db';
import { forEachEngine, httpTimings, percentile } from './engines';
import { migrate } from '../src/db/migrate';
import { buildOfferListQuery } from '../src/features/offers/offerListSql';
import { seedBenchOffers } from './seedOffers';

const OFFERS = 100_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 1000);
const STATUSES = [OfferStatus.draft, OfferStatus.forwardedToSellerAgent, OfferStatus.accepted];
const SEARCH = 'mesa';
/** HTTP p95 at most this many times the p95 of the same SQL on the database, and at most HTTP_P95_MS. */
const TARGET_RATIO = 1.5;
const HTTP_P95_MS = 25;
const QUERY = `searchTerm=${SEARCH}&selectedOfferStatus=${STATUSES.join(',')}&sortByTerm=asc&pageSize=20`;

export interface BenchRow {
  engine: string;
  httpP50: number;
  httpP95: number;
  sqlP50: number;
  sqlP95: number;
  ratio: number;
}

async function sqlTimings(db: Db, agent: { userId: number; personId: number }): Promise<number[]> {
  const { sql, params } = buildOfferListQuery({
    tab: 'sent',
    userId: agent.userId,
    personId: agent.personId,
    statusIds: STATUSES,
    searchTerm: SEARCH,
    includeArchived: false,
    ascending: true,
    limit: 21,
  });
  const timings: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = process.hrtime.bigint();
    await db.query(sql, params);
    timings.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return timings;
}

async function benchEngine(engine: string, db: Db): Promise<BenchRow> {
  await migrate(db);
  const seedStart = Date.now();
  const agent = await seedBenchOffers(db, OFFERS);
  console.log(`  ${engine}: seeded ${OFFERS} offers in ${Date.now() - seedStart} ms`);
  const secret = randomBytes(32);
  const app = await buildApp({ db, tokenSecret: secret, tokenTtlSeconds: 3600, corsOrigins: [], formBuilderEnabled: true, docsUi: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const { port } = app.server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}/offer/getAll?${QUERY}`;
    await sqlTimings(db, agent); // warm-up of the plan and caches
    const http = await httpTimings([url], issueToken(secret, agent, 3600), RUNS);
    const sql = await sqlTimings(db, agent);
    const row = {
      engine,
      httpP50: percentile(http, 50),
      httpP95: percentile(http, 95),
      sqlP50: percentile(sql, 50),
      sqlP95: percentile(sql, 95),
    };
    return { ...row, ratio: row.httpP95 / row.sqlP95 };
  } finally {
    await app.close();
  }
}

export function printBench(rows: BenchRow[]): void {
  const f = (n: number) => n.toFixed(2).padStart(8);
  console.log(`\nGET /offer/getAll?${QUERY}  (${OFFERS} offers, ${RUNS} sequential keep-alive requests)`);
  console.log(
    `engine      http p50  http p95   sql p50   sql p95  p95 ratio  target: ratio <= ${TARGET_RATIO}, http p95 <= ${HTTP_P95_MS} ms`,
  );
  for (const r of rows) {
    const ok = r.ratio <= TARGET_RATIO && r.httpP95 <= HTTP_P95_MS ? 'ok' : 'MISSED';
    console.log(`${r.engine.padEnd(10)}${f(r.httpP50)}${f(r.httpP95)}${f(r.sqlP50)}${f(r.sqlP95)}${f(r.ratio).padStart(11)}  ${ok}`);
  }
}

export async function runOffersListBench(): Promise<BenchRow[]> {
  const rows = await forEachEngine('offers', async (engine, db) => [await benchEngine(engine, db)]);
  printBench(rows);
  return rows;
}

if (require.main === module) {
  runOffersListBench().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
