import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { chromiumArgs, CHROMIUM_PATH } from '../../scripts/chromium';
import { BROWSER_PORTS } from './ports';

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  /** Console errors and failed page scripts seen so far. */
  errors: string[];
  close(): Promise<void>;
}

/** Debian's Chromium with a fresh profile; collects page errors so a journey can assert there were none. */
export async function openBrowser(viewport = { width: 1280, height: 900 }, options: { hasTouch?: boolean } = {}): Promise<BrowserSession> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'offerdesk-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    args: chromiumArgs(BROWSER_PORTS),
    viewport,
    hasTouch: options.hasTouch ?? false,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return {
    context,
    page,
    errors,
    async close() {
      await context.close();
      fs.rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = path.resolve(__dirname, '../artifacts');
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}
