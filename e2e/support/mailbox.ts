import type { Page } from 'playwright-core';
import { API_URL } from './ports';

/** The API's local mailbox (the suite runs without SMTP_URL). */
export const MAILBOX_URL = `${API_URL}/mailbox`;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Opens the mailbox in the page, finds the newest message to `to` (the nth newest with `nth`, 0
 * first; only subjects containing `subjectIncludes` when given) and opens it. Polls up to about
 * 15 s: mail is queued, the worker delivers it shortly after.
 */
export async function openMail(page: Page, to: string, opts: { subjectIncludes?: string; nth?: number } = {}): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    await page.goto(MAILBOX_URL);
    const rows = page.getByRole('row').filter({ has: page.getByRole('cell', { name: to, exact: true }) });
    const matching = opts.subjectIncludes
      ? rows.filter({ has: page.getByRole('link', { name: new RegExp(escapeRegExp(opts.subjectIncludes)) }) })
      : rows;
    const row = matching.nth(opts.nth ?? 0);
    if (await row.count()) {
      await row.getByRole('link').first().click();
      await page.getByRole('heading', { name: 'Message' }).waitFor();
      return;
    }
    if (Date.now() > deadline)
      throw new Error(`No mail to ${to}${opts.subjectIncludes ? ` about "${opts.subjectIncludes}"` : ''} in the mailbox after 15 s`);
    await page.waitForTimeout(500);
  }
}

/** The first link of the newest message to `to` (see openMail). */
export async function mailLink(page: Page, to: string, opts: { subjectIncludes?: string; nth?: number } = {}): Promise<string> {
  await openMail(page, to, opts);
  const href = await page.locator('pre a').first().getAttribute('href');
  if (!href) throw new Error(`The message to ${to} has no link`);
  return href;
}
