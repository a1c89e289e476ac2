import type { Page } from 'playwright-core';

/** The page's live streams (docs/domain/live.md) stay open for good: they never make a page busy. */
const STREAM = /\/live\//;

/**
 * Watches a page's requests from before its load: `settled()` resolves once no request but a live
 * stream has been open for `quietMs` (Playwright's 'networkidle' never comes while a stream is open).
 */
export function watchRequests(page: Page) {
  const open = new Set<unknown>();
  let lastChange = Date.now();
  const change = () => (lastChange = Date.now());
  page.on('request', (r) => {
    if (!STREAM.test(r.url())) open.add(r);
    change();
  });
  const done = (r: unknown) => {
    open.delete(r);
    change();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async settled(quietMs = 500, timeoutMs = 30_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (open.size || Date.now() - lastChange < quietMs) {
        if (Date.now() > deadline)
          throw new Error(`still loading after ${timeoutMs} ms: ${[...open].map((r) => (r as { url(): string }).url()).join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}
