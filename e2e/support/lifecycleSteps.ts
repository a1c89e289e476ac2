import type { Page } from 'playwright-core';
import { expectAccessible, expectNoSideScroll } from './accessible';

/**
 * Steps of the offer's life after sending that several journeys take, each on a page that is already open.
 * axe on every screen.
 */

/** The Share step (open, its buyer listed): Add Reviewer with `reviewer`'s names and e-mail. */
export async function addReviewerHere(page: Page, reviewer: { first: string; last: string; email: string }): Promise<void> {
  await page.getByRole('button', { name: 'Add Reviewer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Reviewer' });
  await dialog.getByLabel('First Name').fill(reviewer.first);
  await dialog.getByLabel('Last Name').fill(reviewer.last);
  await dialog.getByLabel('Email').fill(reviewer.email);
  await expectAccessible(page, 'Add Reviewer');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** The Share step with its reviewer: Send for Review, and the success screen. */
export async function sendForReviewHere(page: Page): Promise<void> {
  await expectAccessible(page, 'Share with a reviewer');
  await page.getByRole('button', { name: 'Send for Review' }).click();
  await page.waitForURL('**/offer-success');
  await page.getByRole('heading', { name: 'Your offer has been sent to reviewer.' }).waitFor();
  await expectAccessible(page, 'Success: sent to reviewer');
}

/**
 * A seller's counter-offer page, from its landing page (open): Counter Offer, the price and terms, Forward to Agent and
 * OK on 'Counter Offer Sent'. `beforeSend` runs just before the counter is sent (the journeys mark the mailbox there).
 * Answers the counter page's address (with its link token, as the page was opened).
 */
export async function counterHere(page: Page, price: string, terms: string, beforeSend: () => Promise<void>): Promise<string> {
  await page.getByRole('button', { name: 'Counter Offer' }).click();
  await page.waitForURL(/\/counter-offer\//);
  const address = page.url();
  await page.getByLabel('Counter Price').fill(price);
  await page.getByLabel('Counter Terms').fill(terms);
  await expectNoSideScroll(page);
  await expectAccessible(page, 'Counter offer, seller, 375 px');
  await beforeSend();
  await page.getByRole('button', { name: 'Forward to Agent' }).click();
  const done = page.getByRole('dialog', { name: 'Counter Offer Sent' });
  await done.waitFor();
  await expectAccessible(page, 'Counter Offer Sent, 375 px');
  await done.getByRole('button', { name: 'OK' }).click();
  return address;
}

/** The reviewer's page (open from its mailed link): `decision`, and the status it answers. */
export async function reviewHere(page: Page, decision: 'Accept' | 'Reject'): Promise<void> {
  await page.getByRole('heading', { name: 'Review Offer' }).waitFor();
  await page.getByRole('button', { name: decision, exact: true }).waitFor();
  await expectAccessible(page, 'Review Offer');
  await page.getByRole('button', { name: decision, exact: true }).click();
  await page
    .getByRole('status')
    .filter({ hasText: decision === 'Accept' ? 'Offer accepted and sent for signature to parties' : 'Offer rejected successfully' })
    .waitFor();
  await expectAccessible(page, `Review Offer: ${decision}ed`);
}

/** A forward page titled `title` (open): a message, Forward, and OK on its done dialog `done`. */
export async function forwardHere(page: Page, title: string, done: string): Promise<void> {
  await page.getByRole('heading', { name: title }).waitFor();
  await expectAccessible(page, title);
  await page.getByLabel('Message (optional)').fill('Please have a look.');
  await page.getByRole('button', { name: 'Forward', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: done });
  await dialog.waitFor();
  await expectAccessible(page, done);
  await dialog.getByRole('button', { name: 'OK' }).click();
}

/**
 * A landing page's forward button `button` (docs/domain/offers.md, the forward flow): 'Forward Without Review?' comes
 * first unless this offer, party and counter were reviewed already; one wait for whichever comes, the dialog or the
 * forward page titled `title`.
 */
export async function forwardFromLanding(page: Page, button: string, title: string, done: string): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).click();
  const ask = page.getByRole('dialog', { name: 'Forward Without Review?' });
  const forwardPage = page.getByRole('heading', { name: title });
  await ask.or(forwardPage).first().waitFor();
  if (await ask.isVisible()) {
    await expectAccessible(page, `Forward Without Review? (${button})`);
    await ask.getByRole('button', { name: 'Continue' }).click();
  }
  await forwardHere(page, title, done);
}

/**
 * A buyer client's registration page (open): e-mail, username and a password, Register, the success message, and
 * 'Back to the offer' to its landing page (waited for). axe on the filled form and on the success; `where` names them.
 */
export async function registerHere(page: Page, email: string, username: string, where: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Username').fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Str0ng!pw');
  await page.getByLabel(/^Confirm Password/).fill('Str0ng!pw');
  await expectAccessible(page, `Client Registration, filled, ${where}`);
  await page.getByRole('button', { name: 'Register' }).click();
  await page.getByText('Registration is successful. Please check your email for the client mobile app invite.').waitFor();
  await expectAccessible(page, `Client Registration, done, ${where}`);
  await page.getByRole('link', { name: 'Back to the offer' }).click();
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByRole('button', { name: /^View\/Print/ }).waitFor();
}
