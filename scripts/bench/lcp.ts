import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { BENCH_AGENT, prepareBenchDataDir } from '../../api/bench/seedOffers';
import { buildStale } from '../build';
import { chromiumArgs, CHROMIUM_PATH } from '../chromium';
import { startSuite } from '../suite';
import { buildMonolith, inShellsPlace } from './monolith';
import { watchRequests } from './quietPage';

const OFFERS = 50;
const RUNS = Number(process.env.BENCH_LCP_RUNS ?? 9);
const CPU_SLOWDOWN = 4;
const TARGET_S = 1.0;
/** Federated ÷ monolith LCP of the same page. */
const TARGET_RATIO = 1.1;

export interface LcpRun {
  /** Largest contentful paint, ms after navigation start. */
  lcp: number;
  /** The first offer card in the document, ms after navigation start. */
  cards: number;
  /** What the largest paint was. */
  element: string;
  /** The first image request (a card's photo), ms after navigation start; null when none. */
  firstPhoto: number | null;
  /** Every request of the load: start and end (ms after navigation start). */
  requests: { url: string; start: number; end: number }[];
}

export interface LcpSeries {
  runs: LcpRun[];
  lcpMedian: number;
  cardsMedian: number;
}

/** The federated suite and the monolith of the same pages, run alternately in one process. */
export interface LcpResult {
  federated: LcpSeries;
  monolith: LcpSeries;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// Runs in the page before any of its scripts: notes when the first offer card enters the document.
function watchCards(): void {
  const w = window as unknown as { __benchCards?: number };
  new MutationObserver((_, observer) => {
    if (document.querySelector('main article')) {
      w.__benchCards = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
}

async function oneRun(browser: Browser, url: string, session: string, what: string): Promise<LcpRun> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.addInitScript((s) => localStorage.setItem('offerdesk.session', s), session);
    await page.addInitScript(watchCards);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const requests = watchRequests(page);
    try {
      await page.goto(url);
      await page.locator('main article').first().waitFor({ timeout: 60_000 });
      await requests.settled();
    } catch (error) {
      throw new Error(`${what}: ${(error as Error).message}`, { cause: error });
    }
    return await page.evaluate(
      () =>
        new Promise<LcpRun>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null; url?: string })[];
            const last = entries[entries.length - 1];
            const el = last.element;
            const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
            const requests = resources.map((r) => ({ url: r.name, start: r.startTime, end: r.responseEnd }));
            const photos = resources.filter((r) => r.initiatorType === 'img').map((r) => r.startTime);
            const element = el
              ? `${el.tagName.toLowerCase()} "${(el.textContent ?? last.url ?? '').trim().slice(0, 40)}"`
              : (last.url ?? '?');
            resolve({
              lcp: last.startTime,
              cards: (window as unknown as { __benchCards: number }).__benchCards,
              element,
              firstPhoto: photos.length ? Math.min(...photos) : null,
              requests,
            });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
  } finally {
    await context.close();
  }
}

const seriesOf = (runs: LcpRun[]): LcpSeries => ({
  runs,
  lcpMedian: median(runs.map((r) => r.lcp)),
  cardsMedian: median(runs.map((r) => r.cards)),
});

/** The session exactly as the shell stores it after sign-in, for the bench agent. */
async function benchSession(apiUrl: string): Promise<string> {
  const tokenRes = await fetch(`${apiUrl}/Token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      client_id: 'bench',
      username: BENCH_AGENT.userName,
      password: BENCH_AGENT.password,
    }).toString(),
  });
  if (!tokenRes.ok) throw new Error(`sign-in of ${BENCH_AGENT.userName} answered ${tokenRes.status}`);
  const t = (await tokenRes.json()) as { access_token: string; userName: string; expires_in: number };
  return JSON.stringify({
    accessToken: t.access_token,
    userName: t.userName,
    name: t.userName,
    expiresAt: Date.now() + t.expires_in * 1000,
  });
}

/**
 * Largest contentful paint of /offers, signed in, the agent having 50 offers: a fresh browser
 * context per run, the CPU slowed down 4× and the HTTP cache off; the median of the runs. Each
 * round loads the federated suite and then the monolith of the same pages from the same origin,
 * so both series share the machine's load (docs/benchmarks.md).
 */
export async function benchLcp(): Promise<LcpResult> {
  await buildStale();
  const monolithDir = fs.mkdtempSync(path.join(os.tmpdir(), 'offerdesk-bench-lcp-monolith-'));
  await buildMonolith(monolithDir);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'offerdesk-bench-lcp-'));
  await prepareBenchDataDir(dataDir, OFFERS);
  const suite = await startSuite({ dataDir, portOffset: Number(process.env.OFFERDESK_PORT_OFFSET ?? 300) });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumArgs() });
  try {
    const session = await benchSession(suite.apiUrl);
    const url = `${suite.shellUrl}/offers`;
    const federated: LcpRun[] = [];
    const monolith: LcpRun[] = [];
    // Round 0 warms the servers' file caches and is not counted.
    for (let round = 0; round <= RUNS; round++) {
      const f = await oneRun(browser, url, session, `federated, round ${round}`);
      const m = await inShellsPlace(suite, monolithDir, () => oneRun(browser, url, session, `monolith, round ${round}`));
      if (round === 0) continue;
      federated.push(f);
      monolith.push(m);
    }
    return { federated: seriesOf(federated), monolith: seriesOf(monolith) };
  } finally {
    await browser.close();
    await suite.close();
    for (const dir of [dataDir, monolithDir]) fs.rmSync(dir, { recursive: true, force: true });
  }
}

const s = (ms: number | null) => (ms === null ? '–' : `${(ms / 1000).toFixed(2)} s`);

function printSeries(name: string, r: LcpSeries): void {
  const photos = r.runs.map((x) => x.firstPhoto).filter((x): x is number => x !== null);
  console.log(
    `  ${name.padEnd(10)} LCP ${s(r.lcpMedian)}, first offer card ${s(r.cardsMedian)}, first photo requested ${s(photos.length ? median(photos) : null)}`,
  );
  console.log(`             runs ${r.runs.map((x) => `${s(x.lcp)}/${s(x.cards)}`).join(', ')}  (LCP/cards; largest: ${r.runs[0].element})`);
  if (process.env.BENCH_DETAIL) {
    const run = r.runs.find((x) => x.lcp === r.lcpMedian) ?? r.runs[0];
    console.log(`\n  start ms   end ms  request (${name}, median run)`);
    for (const q of run.requests) console.log(`  ${q.start.toFixed(0).padStart(8)} ${q.end.toFixed(0).padStart(8)}  ${q.url}`);
  }
}

export function printLcp(r: LcpResult): void {
  const { federated, monolith } = r;
  console.log(
    `\nLargest contentful paint of /offers (signed in, ${OFFERS} offers, CPU ${CPU_SLOWDOWN}× slower, cache disabled, median of ${federated.runs.length}, federated and monolith alternately)`,
  );
  printSeries('federated', federated);
  printSeries('monolith', monolith);
  const ratio = federated.lcpMedian / monolith.lcpMedian;
  const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
  console.log(
    `  LCP                    ${s(federated.lcpMedian)}  (target ≤ ${TARGET_S.toFixed(1)} s: ${met(federated.lcpMedian / 1000 <= TARGET_S)})`,
  );
  console.log(`  federated ÷ monolith   ${ratio.toFixed(3)}  (target ≤ ${TARGET_RATIO}: ${met(ratio <= TARGET_RATIO)})`);
}
