import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { buildStale } from '../build';
import { startSuite } from '../suite';

const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const SINGLETONS = ['react', 'react-dom', '@mui/material'];
const TARGET_KB = 250;

export interface BundleResult {
  jsFiles: number;
  jsGzipBytes: number;
  copies: Record<string, number>;
}

/**
 * First load of /offers, signed in: total JS (gzip level 9 of every script the browser fetched)
 * and how many copies of React, ReactDOM, MUI and the session store it evaluated.
 */
export async function benchBundle(): Promise<BundleResult> {
  await buildStale();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'offerdesk-bench-'));
  const suite = await startSuite({ dataDir, portOffset: 300 });
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'offerdesk-bench-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });
  try {
    const { DEMO_USERS, DEMO_PASSWORD } = await import('../../api/src/seed/demoUsers');
    const tokenRes = await fetch(`${suite.apiUrl}/Token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', client_id: 'bench', username: DEMO_USERS[0].userName, password: DEMO_PASSWORD }).toString(),
    });
    const token = await tokenRes.json();
    const page = context.pages()[0] ?? (await context.newPage());
    // Sign in the way the shell stores a session, before the first load.
    await page.addInitScript((t) => {
      localStorage.setItem('offerdesk.session', JSON.stringify({ accessToken: t.access_token, userName: t.userName, name: t.userName, expiresAt: Date.now() + t.expires_in * 1000 }));
    }, token);
    const scripts: { url: string; body: Promise<Buffer> }[] = [];
    page.on('response', (res) => {
      const type = res.request().resourceType();
      if (type === 'script' || res.url().endsWith('.js')) scripts.push({ url: res.url(), body: res.body() });
    });
    await page.goto(`${suite.shellUrl}/offers`);
    await page.getByText(/Sent Offers/).first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const copies = await page.evaluate((names) => {
      type Share = Record<string, Record<string, Record<string, { loaded?: boolean; lib?: unknown; loading?: unknown }>>>;
      const fed = (globalThis as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Share> } }).__FEDERATION__;
      const result: Record<string, number> = {};
      for (const name of names) {
        const loaded = new Set<unknown>();
        for (const scopeSet of Object.values(fed?.__SHARE__ ?? {})) {
          for (const scope of Object.values(scopeSet)) {
            for (const entry of Object.values(scope[name] ?? {})) if (entry.loaded || entry.lib) loaded.add(entry.lib ?? entry);
          }
        }
        result[name] = loaded.size;
      }
      result['session store'] = (globalThis as { __OFFERDESK_SESSION_STORE_COPIES__?: number }).__OFFERDESK_SESSION_STORE_COPIES__ ?? 0;
      return result;
    }, SINGLETONS);
    const unique = new Map<string, Buffer>();
    for (const s of scripts) unique.set(s.url, await s.body);
    let jsGzipBytes = 0;
    for (const body of unique.values()) jsGzipBytes += zlib.gzipSync(body, { level: 9 }).length;
    return { jsFiles: unique.size, jsGzipBytes, copies };
  } finally {
    await context.close();
    await suite.close();
    fs.rmSync(userDataDir, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printBundle(r: BundleResult): void {
  const kb = r.jsGzipBytes / 1000;
  console.log('\nFirst load of /offers (signed in)');
  console.log(`  JS files               ${r.jsFiles}`);
  console.log(`  JS gzip total          ${kb.toFixed(1)} KB  (target ≤ ${TARGET_KB} KB: ${kb <= TARGET_KB ? 'met' : 'NOT met'}, ratio ${(kb / TARGET_KB).toFixed(2)})`);
  for (const [name, n] of Object.entries(r.copies)) console.log(`  copies of ${name.padEnd(13)} ${n}${n === 1 ? '' : '  ← must be 1'}`);
}
