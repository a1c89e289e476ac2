import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { chromiumArgs, CHROMIUM_PATH } from '../../scripts/chromium';
import { BROWSER_PORTS } from './ports';

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  /** Console errors and failed page scripts seen so far. */
  errors: string[];
  close(): Promise<void>;
}

/**
 * One Debian Chromium per journey file (jest gives each file its own module registry), started on
 * the first person's need and closed after the file's last test (e2e/support/setupJourney.ts).
 * Each person is a new context of it: a fresh profile of their own (cookies, storage, cache), as a
 * new browser would be, at half a new browser's cost.
 */
let browser: Promise<Browser> | undefined;
const sharedBrowser = () =>
  (browser ??= chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumArgs(BROWSER_PORTS), headless: true }));

/** Closes this file's Chromium, if one was started. */
export async function closeSharedBrowser(): Promise<void> {
  const started = browser;
  browser = undefined;
  if (started) await (await started).close();
}

/** A person's own browser (a fresh context); collects page errors so a journey can assert there were none. */
export async function openBrowser(viewport = { width: 1280, height: 900 }, options: { hasTouch?: boolean } = {}): Promise<BrowserSession> {
  const context = await (await sharedBrowser()).newContext({ viewport, hasTouch: options.hasTouch ?? false });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return {
    context,
    page,
    errors,
    close: () => context.close(),
  };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = path.resolve(__dirname, '../artifacts');
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}
