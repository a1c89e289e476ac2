import type { Page } from 'playwright-core';
import { API_URL } from './ports';

/** The API's local mailbox (the suite runs without SMTP_URL). */
export const MAILBOX_URL = `${API_URL}/mailbox`;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface MailQuery {
  /** Only subjects containing this. */
  subjectIncludes?: string;
  /** The nth newest match, 0 first. */
  nth?: number;
  /** Only messages after this one (lastMailId() taken before the action that sends them): the journeys share one mailbox, and an earlier journey's message to the same person must not stand in for one still queued. */
  after?: number;
}

/** The id of the newest message in the mailbox (0 when empty). */
export async function lastMailId(): Promise<number> {
  const html = await (await fetch(MAILBOX_URL)).text();
  return Math.max(0, ...[...html.matchAll(/href="\/mailbox\/(\d+)"/g)].map((m) => Number(m[1])));
}

/**
 * Opens the mailbox in the page, finds the newest message to `to` that matches `opts` and opens it.
 * Polls up to about 15 s: mail is queued, the worker delivers it shortly after.
 */
export async function openMail(page: Page, to: string, opts: MailQuery = {}): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    await page.goto(MAILBOX_URL);
    const rows = page.getByRole('row').filter({ has: page.getByRole('cell', { name: to, exact: true }) });
    const matching = opts.subjectIncludes
      ? rows.filter({ has: page.getByRole('link', { name: new RegExp(escapeRegExp(opts.subjectIncludes)) }) })
      : rows;
    // Newest by id, the order mail is queued in: the list is in the order it was sent, and a message queued
    // earlier can be sent after a later one (its link then older than the later one's).
    const newer = [];
    for (const r of await matching.all()) {
      const id = Number((await r.getByRole('link').first().getAttribute('href'))?.split('/').pop());
      if (id > (opts.after ?? 0)) newer.push({ id, r });
    }
    const row = newer.sort((x, y) => y.id - x.id)[opts.nth ?? 0]?.r;
    if (row) {
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
export async function mailLink(page: Page, to: string, opts: MailQuery = {}): Promise<string> {
  await openMail(page, to, opts);
  const href = await page.locator('pre a').first().getAttribute('href');
  if (!href) throw new Error(`The message to ${to} has no link`);
  return href;
}
