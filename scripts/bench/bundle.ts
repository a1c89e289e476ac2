import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { buildStale } from '../build';
import { chromiumArgs, CHROMIUM_PATH } from '../chromium';
import { startSuite } from '../suite';
import { buildMonolith, inShellsPlace } from './monolith';
import { watchRequests } from './quietPage';

const SINGLETONS = ['react', 'react-dom', '@mui/material'];
const TARGET_KB = 250;
/** Federated ÷ monolith first-load JS (gzip). */
const TARGET_RATIO = 1.15;

/**
 * Text that exists in exactly one module of each library. A build may place a module in more
 * than one of its chunks, but its webpack runtime instantiates a module id once; so the number of
 * distinct builds (chunk-loading globals `webpackChunk<uniqueName>`) whose loaded scripts contain
 * the text is the number of copies that can run.
 */
const CODE_MARKERS: Record<string, RegExp> = {
  // react.production.js: the client internals object React hands to react-dom (defined, not read).
  react: /__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE\s*=/,
  // react-dom-client: the key it stores its root on the container element under.
  'react-dom': /__reactContainer\$/,
  // @mui/material/styles/createPalette: the palette's tonalOffset default is only read there.
  '@mui/material': /\btonalOffset\b/,
  // shared/src/session/sessionStore.ts
  'session store': /__OFFERDESK_SESSION_STORE_COPIES__/,
  'host store': /__OFFERDESK_HOST_STORE_COPIES__/,
};

export interface ScriptFile {
  url: string;
  gzipBytes: number;
}

export interface Copies {
  /** Share-scope entries (full or tree-shaken) whose module was loaded, counted by module object. */
  shareScope: number | null;
  /** Loaded script files that contain the library's code. */
  codeFiles: string[];
  /** The builds (webpack uniqueName, else origin) those files belong to. */
  codeBuilds: string[];
  /** Module evaluations the library counted itself (session and host stores only). */
  evaluated: number | null;
}

export interface BundleResult {
  jsFiles: number;
  jsGzipBytes: number;
  files: ScriptFile[];
  copies: Record<string, Copies>;
  /** The same counts after opening the Create An Offer dialog (lazy shares loaded). */
  copiesAfterDialog: Record<string, Copies>;
  /** The same first load from the monolith build of the same pages. */
  monolith: { jsFiles: number; jsGzipBytes: number; files: ScriptFile[] };
}

interface FirstLoad {
  page: Page;
  requests: ReturnType<typeof watchRequests>;
  scripts: { url: string; body: Promise<Buffer> }[];
  jsFiles: number;
  jsGzipBytes: number;
  files: ScriptFile[];
}

/** Opens `/offers` signed in and sums the gzip size (level 9) of every script the browser fetched. */
async function firstLoadOfOffers(context: BrowserContext, shellUrl: string, token: Token): Promise<FirstLoad> {
  const page = await context.newPage();
  // Sign in the way the shell stores a session, before the first load.
  await page.addInitScript((t) => {
    localStorage.setItem(
      'offerdesk.session',
      JSON.stringify({ accessToken: t.access_token, userName: t.userName, name: t.userName, expiresAt: Date.now() + t.expires_in * 1000 }),
    );
  }, token);
  const scripts: { url: string; body: Promise<Buffer> }[] = [];
  page.on('response', (res) => {
    const type = res.request().resourceType();
    if (type === 'script' || res.url().endsWith('.js')) scripts.push({ url: res.url(), body: res.body() });
  });
  const requests = watchRequests(page);
  await page.goto(`${shellUrl}/offers`);
  await page
    .getByText(/Sent Offers/)
    .first()
    .waitFor({ timeout: 60_000 });
  await requests.settled();
  const unique = new Map<string, Buffer>();
  for (const s of scripts) unique.set(s.url, await s.body);
  let jsGzipBytes = 0;
  const files: ScriptFile[] = [];
  for (const [url, body] of unique) {
    const gzipBytes = zlib.gzipSync(body, { level: 9 }).length;
    jsGzipBytes += gzipBytes;
    files.push({ url, gzipBytes });
  }
  files.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { page, requests, scripts, jsFiles: unique.size, jsGzipBytes, files };
}

interface Token {
  access_token: string;
  userName: string;
  expires_in: number;
}

/**
 * First load of /offers, signed in: total JS (gzip level 9 of every script the browser fetched)
 * and how many copies of React, ReactDOM, MUI and the session store it evaluated; then the same
 * pages built as one monolith (no federation) for the federated ÷ monolith ratio (F1).
 */
export async function benchBundle(): Promise<BundleResult> {
  // BENCH_SKIP_BUILD=1 measures the builds already in each app's dist/ as they are.
  if (!process.env.BENCH_SKIP_BUILD) await buildStale();
  const monolithDir = fs.mkdtempSync(path.join(os.tmpdir(), 'offerdesk-bench-monolith-'));
  await buildMonolith(monolithDir);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'offerdesk-bench-'));
  const suite = await startSuite({ dataDir, portOffset: 300 + Number(process.env.OFFERDESK_PORT_OFFSET ?? 0) });
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'offerdesk-bench-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    args: chromiumArgs(),
  });
  try {
    const { DEMO_USERS, DEMO_PASSWORD } = await import('../../api/src');
    const tokenRes = await fetch(`${suite.apiUrl}/Token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'password',
        client_id: 'bench',
        username: DEMO_USERS[0].userName,
        password: DEMO_PASSWORD,
      }).toString(),
    });
    const token = (await tokenRes.json()) as Token;
    const federated = await firstLoadOfOffers(context, suite.shellUrl, token);
    const { page, scripts } = federated;
    const copies = await countCopies(page, scripts);
    // Not part of the first load: open Create An Offer (lazy dialog, @offerdesk/shared/forms,
    // @offerdesk/shared/mui-extra) and count again, so a lazily loaded share that brings its own
    // MUI internals or store shows up here.
    await page.getByRole('button', { name: 'Create An Offer' }).first().click();
    await page.getByRole('dialog').waitFor({ timeout: 60_000 });
    await federated.requests.settled();
    const copiesAfterDialog = await countCopies(page, scripts);
    await page.close();

    const monolith = await inShellsPlace(suite, monolithDir, async () => {
      const load = await firstLoadOfOffers(context, suite.shellUrl, token);
      await load.page.close();
      return load;
    });
    return {
      jsFiles: federated.jsFiles,
      jsGzipBytes: federated.jsGzipBytes,
      files: federated.files,
      copies,
      copiesAfterDialog,
      monolith: { jsFiles: monolith.jsFiles, jsGzipBytes: monolith.jsGzipBytes, files: monolith.files },
    };
  } finally {
    await context.close();
    await suite.close();
    for (const dir of [userDataDir, dataDir, monolithDir]) fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function countCopies(page: Page, scripts: { url: string; body: Promise<Buffer> }[]): Promise<Record<string, Copies>> {
  const shareScope = await page.evaluate(async (names) => {
    type Entry = { loaded?: boolean; lib?: () => unknown; treeShaking?: { loaded?: boolean; lib?: () => unknown } };
    type Share = Record<string, Record<string, Record<string, Entry>>>;
    const fed = (globalThis as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Share> } }).__FEDERATION__;
    const result: Record<string, number> = {};
    for (const name of names) {
      // The same entry object is reachable from every instance's scope map: count module objects.
      const modules = new Set<unknown>();
      for (const scopeSet of Object.values(fed?.__SHARE__ ?? {})) {
        for (const scope of Object.values(scopeSet)) {
          for (const entry of Object.values(scope[name] ?? {})) {
            // A tree-shaken share (runtime-infer) keeps its module under entry.treeShaking.
            for (const e of [entry, entry.treeShaking]) {
              if (e?.lib) modules.add(e.lib());
              else if (e?.loaded) modules.add(e);
            }
          }
        }
      }
      result[name] = modules.size;
    }
    const g = globalThis as { __OFFERDESK_SESSION_STORE_COPIES__?: number; __OFFERDESK_HOST_STORE_COPIES__?: number };
    result['session store'] = g.__OFFERDESK_SESSION_STORE_COPIES__ ?? 0;
    result['host store'] = g.__OFFERDESK_HOST_STORE_COPIES__ ?? 0;
    return result;
  }, SINGLETONS);
  const unique = new Map<string, string>();
  for (const s of scripts) unique.set(s.url, (await s.body).toString('utf8'));
  const copies: Record<string, Copies> = {};
  for (const [name, marker] of Object.entries(CODE_MARKERS)) {
    const hits = [...unique].filter(([, body]) => marker.test(body));
    const codeFiles = hits.map(([url]) => url);
    const codeBuilds = [...new Set(hits.map(([url, body]) => /\bwebpackChunk(\w+)/.exec(body)?.[1] ?? new URL(url).origin))];
    const isStore = name.endsWith(' store');
    copies[name] = { shareScope: isStore ? null : shareScope[name], codeFiles, codeBuilds, evaluated: isStore ? shareScope[name] : null };
  }
  return copies;
}

/** The one number per library: 1 only when every way of counting agrees. */
export function copiesOf(c: Copies): number {
  const counts = [c.codeBuilds.length, ...(c.shareScope === null ? [] : [c.shareScope]), ...(c.evaluated === null ? [] : [c.evaluated])];
  return counts.every((n) => n === counts[0]) ? counts[0] : Math.max(...counts) || -1;
}

function printCopies(copies: Record<string, Copies>): void {
  for (const [name, c] of Object.entries(copies)) {
    const n = copiesOf(c);
    const how = [
      c.shareScope === null ? null : `share scope ${c.shareScope}`,
      c.evaluated === null ? null : `evaluated ${c.evaluated}`,
      `code in ${c.codeBuilds.length} build(s) ${c.codeBuilds.join(', ') || '–'}: ${c.codeFiles.map((u) => new URL(u).port + new URL(u).pathname).join(', ') || '–'}`,
    ]
      .filter(Boolean)
      .join('; ');
    console.log(`  copies of ${name.padEnd(13)} ${n}${n === 1 ? '' : '  ← must be 1'}  (${how})`);
  }
}

export function printBundle(r: BundleResult): void {
  const kb = r.jsGzipBytes / 1000;
  console.log('\nFirst load of /offers (signed in)');
  console.log(`  JS files               ${r.jsFiles}`);
  console.log(
    `  JS gzip total          ${kb.toFixed(1)} KB  (target ≤ ${TARGET_KB} KB: ${kb <= TARGET_KB ? 'met' : 'NOT met'}, ratio ${(kb / TARGET_KB).toFixed(2)})`,
  );
  const ratio = r.jsGzipBytes / r.monolith.jsGzipBytes;
  console.log(
    `  monolith (one build, no federation): ${r.monolith.jsFiles} JS files, ${(r.monolith.jsGzipBytes / 1000).toFixed(1)} KB gzip`,
  );
  console.log(`  federated ÷ monolith   ${ratio.toFixed(3)}  (target ≤ ${TARGET_RATIO}: ${ratio <= TARGET_RATIO ? 'met' : 'NOT met'})`);
  printCopies(r.copies);
  console.log('  after opening Create An Offer (lazy dialog, forms and mui-extra shares):');
  printCopies(r.copiesAfterDialog);
  if (process.env.BENCH_DETAIL) {
    console.log('\n  gzip B   file');
    for (const f of r.files) console.log(`  ${String(f.gzipBytes).padStart(7)}  ${f.url}`);
    console.log('\n  gzip B   monolith file');
    for (const f of r.monolith.files) console.log(`  ${String(f.gzipBytes).padStart(7)}  ${f.url}`);
  }
}
