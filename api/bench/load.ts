/**
 * Load benchmark: `npm run bench -- load [flags]` (scripts/bench.ts), on the PostgreSQL at DATABASE_URL
 * (a fresh schema, dropped afterwards). Serves the API in this process and drives it with autocannon
 * from a second process (loadClient.mjs):
 * - agents working their lists and saving the wizard's Offer Information (a request every
 *   --agent-interval s each): the sent list, a search of it, the received list, the draft's save;
 * - parties opening their offer and signing (a step every --party-interval s each): the offer through
 *   the party link, the sign set through the sign link, the signature (stamped into every document).
 * After --warmup s the measured --seconds start: per route p50/p95/p99, errors, this process's event-loop
 * delay and memory. Then reads alone (the sent list and a party's offer) at rising rates (--rates, each
 * for --step-seconds) give the highest steady rate at which read p95 stays ≤ 250 ms. Each target is
 * printed as met or not met.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { PARTY_LINK_HEADER } from '@offerdesk/shared/contract';
import { OfferStatus } from '@offerdesk/shared/domain';
import { buildApp } from '../src/app';
import { issueToken } from '../src/auth/token';
import { migrate } from '../src/db/migrate';
import { openPgPool } from '../src/db/pgPoolDb';
import { closePdfPool, pdfWorkSettings } from '../src/pdf/pdfPool';
import { generateSealKey } from '../src/pdf/sealPdf';
import { fromChildProcess, onFreshSchema, percentile } from './engines';
import { draftBody, seedLoadAgents, seedLoadSigners, type LoadAgent, type LoadSigner } from './loadSeed';
import { setsWithUnstampedMarks } from '../src/features/signing/signSetMarksRepo';
import { printQueueDepths, sampleQueueDepths } from './queueDepthSampler';

const TARGETS = { readP95: 50, signP95: 250, loopP99: 100, rssGrowth: 0.1, steadyReadP95: 250 };

export const LOAD_FLAGS = {
  seconds: { type: 'string', default: '60' },
  warmup: { type: 'string', default: '10' },
  agents: { type: 'string', default: '100' },
  'agent-interval': { type: 'string', default: '2' },
  parties: { type: 'string', default: '200' },
  'party-interval': { type: 'string', default: '5' },
  offers: { type: 'string', default: '200' },
  rates: { type: 'string', default: '25,50,100,200,400,800' },
  'step-seconds': { type: 'string', default: '10' },
} as const;

interface Step {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}
interface Population {
  name: string;
  rate: number;
  routes: string[];
  loops: Step[][];
}
/** Per route: [status, ms, ms since the phase started] of each response. */
type Samples = Record<string, Array<[number, number, number]>>;
interface PhaseResult {
  samples: Samples;
  /** Connection errors and timeouts: how many, and the first ones. */
  failureCount: number;
  failures: string[];
  errorBodies: string[];
  timeouts: number;
}

const SIGN_ROUTE = 'POST /offer/SignDocumentsByParty';
const SEARCH = `searchTerm=mesa&selectedOfferStatus=${[OfferStatus.draft, OfferStatus.forwardedToSellerAgent, OfferStatus.accepted].join(',')}&sortByTerm=asc&pageSize=20`;
const isRead = (route: string) => route.startsWith('GET ');
const json = (body: unknown, token?: string): Pick<Step, 'headers' | 'body'> => ({
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});

function agentPopulation(agents: LoadAgent[], tokenOf: (a: LoadAgent) => string, rate: number): Population {
  const bearer = (a: LoadAgent) => ({ authorization: `Bearer ${tokenOf(a)}` });
  return {
    name: 'agents',
    rate,
    routes: ['GET /offer/getAll', 'GET /offer/getAll (search)', 'GET /offer/GetReceivedOffers', 'POST /offer/createoffer'],
    loops: agents.map((a) => [
      { method: 'GET', path: '/offer/getAll?pageSize=20', headers: bearer(a) },
      { method: 'GET', path: `/offer/getAll?${SEARCH}`, headers: bearer(a) },
      { method: 'GET', path: '/offer/GetReceivedOffers?pageSize=20', headers: bearer(a) },
      { method: 'POST', path: '/offer/createoffer', ...json(draftBody(a.draftId), tokenOf(a)) },
    ]),
  };
}

const openOffer = (s: LoadSigner): Step => ({
  method: 'GET',
  path: `/offer/GetOfferByParty/${s.offerId}/${s.partyId}`,
  headers: { [PARTY_LINK_HEADER]: s.partyLink },
});
const signerQuery = (s: LoadSigner) => `signSetId=${s.signSetId}&signToken=${s.signToken}`;

function partyPopulation(signers: LoadSigner[], rate: number): Population {
  return {
    name: 'parties',
    rate,
    routes: ['GET /offer/GetOfferByParty', 'GET /offer/GetSignSetByToken', SIGN_ROUTE],
    loops: signers.map((s) => [
      openOffer(s),
      { method: 'GET', path: `/offer/GetSignSetByToken?${signerQuery(s)}` },
      {
        method: 'POST',
        path: `/offer/SignDocumentsByParty?${signerQuery(s)}`,
        ...json({ signature: { type: 'typed', value: `Signer ${s.partyId}` }, initials: { type: 'typed', value: 'SP' } }),
      },
    ]),
  };
}

/** The API's pool size (openPgPool's default). */
const POOL_SIZE = 10;

/**
 * Samples, every 250 ms, the API's connections by state (pg_stat_activity, by the schema's
 * application_name): a connection idle in a transaction is held by a request waiting on something else.
 */
function connectionSampler(url: string, applicationName: string) {
  const admin = openPgPool(url, { max: 1 });
  const idle: number[] = [];
  let maxActive = 0;
  const timer = setInterval(() => {
    admin
      .one<{ idleInTx: number; active: number }>(
        `select count(*) filter (where state = 'idle in transaction') as "idleInTx", count(*) filter (where state = 'active') as active
           from pg_stat_activity where application_name = $1`,
        [applicationName],
      )
      .then(
        (r) => {
          idle.push(r!.idleInTx);
          maxActive = Math.max(maxActive, r!.active);
        },
        () => undefined,
      );
  }, 250);
  return {
    async stop() {
      clearInterval(timer);
      await admin.close();
      return { idleInTx: idle.reduce((a, b) => a + b, 0) / Math.max(1, idle.length), maxIdleInTx: Math.max(0, ...idle), maxActive };
    },
  };
}

const runPhase = (url: string, seconds: number, populations: Population[]) =>
  fromChildProcess<PhaseResult>('loadClient.mjs', [], { url, seconds, populations });

interface RouteRow {
  route: string;
  count: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** The rows of `routes` in their order, from the samples taken `from` ms into the phase on. */
function routeRows(samples: Samples, routes: string[], from: number): RouteRow[] {
  return routes.map((route) => {
    const kept = (samples[route] ?? []).filter(([, , at]) => at >= from);
    const ms = kept.map(([, time]) => time);
    return {
      route,
      count: kept.length,
      errors: kept.filter(([status]) => status >= 400).length,
      p50: percentile(ms, 50),
      p95: percentile(ms, 95),
      p99: percentile(ms, 99),
      max: Math.max(...ms),
    };
  });
}

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT MET');

function printRows(rows: RouteRow[]) {
  const f = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '-').padStart(8);
  console.log(`  ${'route'.padEnd(32)}${'count'.padStart(7)}${'errors'.padStart(8)}  p50 ms  p95 ms  p99 ms  max ms`);
  for (const r of rows)
    console.log(
      `  ${r.route.padEnd(32)}${String(r.count).padStart(7)}${String(r.errors).padStart(8)}${f(r.p50)}${f(r.p95)}${f(r.p99)}${f(r.max)}`,
    );
}

/** Reads alone at each rate in turn until one is not steady: the highest steady rate. */
async function stepRates(url: string, rates: number[], seconds: number, agents: Population, parties: Population) {
  const reads: Population = {
    name: 'reads',
    rate: 0,
    routes: [agents.routes[0], parties.routes[0]],
    loops: parties.loops.map((loop, i) => [agents.loops[i % agents.loops.length][0], loop[0]]),
  };
  let steady = 0;
  console.log(
    `\nReads alone (the sent list and a party's offer, alternately), ${seconds} s a rate; steady = p95 ≤ ${TARGETS.steadyReadP95} ms, no error, ≥ 90 % of the rate served`,
  );
  for (const rate of rates) {
    const result = await runPhase(url, seconds, [{ ...reads, rate }]);
    const all = Object.values(result.samples).flat();
    const p95 = percentile(
      all.map(([, ms]) => ms),
      95,
    );
    const errors = all.filter(([status]) => status >= 400).length + result.failureCount;
    const served = all.length / seconds;
    const ok = p95 <= TARGETS.steadyReadP95 && errors === 0 && served >= 0.9 * rate;
    console.log(
      `  ${String(rate).padStart(5)} req/s: served ${served.toFixed(0).padStart(5)}/s, p95 ${p95.toFixed(1).padStart(7)} ms, errors ${errors}  ${ok ? 'steady' : 'not steady'}`,
    );
    if (!ok) break;
    steady = rate;
  }
  return steady;
}

export async function runLoadBench(argv: string[]): Promise<void> {
  const { values } = parseArgs({ args: argv, options: LOAD_FLAGS });
  const n = (name: keyof typeof LOAD_FLAGS) => Number(values[name]);
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('The load benchmark runs on PostgreSQL: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test).');
  const [seconds, warmup] = [n('seconds'), n('warmup')];
  const agentRate = n('agents') / n('agent-interval');
  const partyRate = n('parties') / n('party-interval');
  // A party's pass is three steps, each pass a new signer; one more pass per connection is built before it starts.
  const signersNeeded = Math.ceil(((partyRate * (warmup + seconds)) / 3) * 1.1) + Math.round(partyRate) * 2;

  await onFreshSchema(url, async (db, schema) => {
    await migrate(db);
    let started = Date.now();
    const agents = await seedLoadAgents(db, n('agents'), n('offers'));
    const signers = await seedLoadSigners(db, agents, signersNeeded);
    console.log(
      `Seeded ${agents.length} agents with ${n('offers')} offers and a draft each, ${signers.length} signers of ${signers.length / 2} shared sets in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const secret = randomBytes(32);
    // The sealing key made before (as startApi loads its key at start), not on the first completed set under load.
    const sealKey = generateSealKey();
    const app = await buildApp({
      db,
      sealKey,
      tokenSecret: secret,
      tokenTtlSeconds: 3600,
      corsOrigins: [],
      formBuilderEnabled: true,
      docsUi: false,
    });
    // Requests still being answered: the steps wait until the mixed load's backlog is gone. Counted
    // down when the response closes, answered or not: a request whose client left when the load
    // stopped never reaches onResponse, and the count used to hold it for good.
    let inFlight = 0;
    app.addHook('onRequest', (_request, reply, done) => {
      inFlight++;
      reply.raw.once('close', () => inFlight--);
      done();
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const tokens = new Map(agents.map((a) => [a.userId, issueToken(secret, a, 3600)]));
      const agentLoad = agentPopulation(agents, (a) => tokens.get(a.userId)!, agentRate);
      const partyLoad = partyPopulation(signers, partyRate);

      console.log(
        `\n${n('agents')} agents (a request every ${n('agent-interval')} s each: ${agentRate.toFixed(0)} req/s) and ${n('parties')} parties (a step every ${n('party-interval')} s each: ${partyRate.toFixed(0)} req/s), ${warmup} s warm-up then ${seconds} s measured; load average ${os
          .loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}, ${os.availableParallelism()} cores, ${pdfWorkSettings().threads} PDF thread(s)`,
      );
      const connections = connectionSampler(url, schema);
      const loop = monitorEventLoopDelay({ resolution: 10 });
      const rss: number[] = [];
      let sampler: NodeJS.Timeout | undefined;
      const warm = setTimeout(() => {
        loop.enable();
        rss.push(process.memoryUsage().rss);
        sampler = setInterval(() => rss.push(process.memoryUsage().rss), 1000);
      }, warmup * 1000);
      started = Date.now();
      const depths = sampleQueueDepths(base, 5000);
      const result = await runPhase(base, warmup + seconds, [agentLoad, partyLoad]);
      clearTimeout(warm);
      clearInterval(sampler);
      loop.disable();
      rss.push(process.memoryUsage().rss);
      const loadAfter = os.loadavg();
      const held = await connections.stop();

      const rows = routeRows(result.samples, [...agentLoad.routes, ...partyLoad.routes], warmup * 1000);
      printRows(rows);
      // Every error counts, the warm-up's too.
      const errors =
        Object.values(result.samples)
          .flat()
          .filter(([status]) => status >= 400).length + result.failureCount;
      if (result.errorBodies.length || result.failures.length) {
        console.log('  errors (first of each):');
        for (const e of [...new Set([...result.errorBodies, ...result.failures])].slice(0, 10)) console.log(`    ${e}`);
      }
      const lag = { p50: loop.percentile(50) / 1e6, p99: loop.percentile(99) / 1e6, max: loop.max / 1e6 };
      const growth = (rss[rss.length - 1] - rss[0]) / rss[0];
      console.log(
        `  event-loop delay of the API process: p50 ${lag.p50.toFixed(1)} ms, p99 ${lag.p99.toFixed(1)} ms, max ${lag.max.toFixed(1)} ms`,
      );
      console.log(
        `  RSS: ${mb(rss[0])} after warm-up, ${mb(rss[rss.length - 1])} at the end (${(growth * 100).toFixed(1)} %), peak ${mb(Math.max(...rss))}; load average after ${loadAfter.map((l) => l.toFixed(1)).join(' ')}`,
      );
      console.log(
        `  the API's PostgreSQL connections (pool of ${POOL_SIZE}), sampled every 250 ms: in a transaction but idle (waiting on the API) mean ${held.idleInTx.toFixed(1)}, max ${held.maxIdleInTx}; busy on a statement max ${held.maxActive}`,
      );
      const reads = rows.filter((r) => isRead(r.route));
      const sign = rows.find((r) => r.route === SIGN_ROUTE);
      const drainStart = Date.now();
      while (inFlight > 0 && Date.now() - drainStart < 120_000) await new Promise((resolve) => setTimeout(resolve, 100));
      console.log(`  the API answered the last requests of the load ${((Date.now() - drainStart) / 1000).toFixed(1)} s after it stopped`);
      // Signatures answer before their stamping (docs/domain/signing.md#stamping-after-the-signature): how far behind it was.
      const backlog = (await setsWithUnstampedMarks(db)).length;
      while ((await setsWithUnstampedMarks(db)).length && Date.now() - drainStart < 600_000)
        await new Promise((resolve) => setTimeout(resolve, 250));
      printQueueDepths(await depths.stop());
      console.log(
        `  the stamping caught up ${((Date.now() - drainStart) / 1000).toFixed(1)} s after the load stopped (${backlog} sets with marks to stamp then); RSS then ${mb(process.memoryUsage().rss)} (${(((process.memoryUsage().rss - rss[0]) / rss[0]) * 100).toFixed(1)} % above its size after the warm-up)`,
      );
      const steady = await stepRates(base, values.rates.split(',').map(Number), n('step-seconds'), agentLoad, partyLoad);
      console.log(`\nHighest steady read rate: ${steady ? `${steady} req/s` : `below ${values.rates.split(',')[0]} req/s`}`);
      console.log('Targets:');
      console.log(`  0 errors                                ${errors}  ${verdict(errors === 0)}`);
      const worstRead = Math.max(...reads.map((r) => r.p95));
      console.log(
        `  read p95 ≤ ${TARGETS.readP95} ms (worst route)             ${worstRead.toFixed(1)} ms  ${verdict(worstRead <= TARGETS.readP95)}`,
      );
      console.log(
        `  signature p95 ≤ ${TARGETS.signP95} ms (with stamping)   ${sign ? `${sign.p95.toFixed(1)} ms` : 'none'}  ${verdict(!!sign && sign.p95 <= TARGETS.signP95)}`,
      );
      console.log(
        `  event-loop delay p99 ≤ ${TARGETS.loopP99} ms             ${lag.p99.toFixed(1)} ms  ${verdict(lag.p99 <= TARGETS.loopP99)}`,
      );
      console.log(
        `  RSS growth after warm-up ≤ ${TARGETS.rssGrowth * 100} %          ${(growth * 100).toFixed(1)} %  ${verdict(growth <= TARGETS.rssGrowth)}`,
      );
    } finally {
      await app.close();
      await closePdfPool();
    }
  });
}
