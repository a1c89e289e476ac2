/*
 * The seller agent compares the four competing offers the demo data gives one of Alex's listings
 * (MLS 6120451): opens the comparison from the received offers, on a phone swipes through the cards,
 * on a desk reads each offer's down payment and seller concessions and edits the seller's costs (the net
 * to seller follows, less the concessions), accepts Casey's cash offer and declines
 * the three others in one step. Each side's list shows the right status and each buyer agent's mail is
 * in the mailbox.
 */
import type { OfferListItem } from '@offerdesk/shared/contract';
import { OfferStatus } from '@offerdesk/shared/domain';
import type { Page } from 'playwright-core';
import { expectAccessible, expectNoSideScroll } from '../support/accessible';
import { apiGet, apiToken, signIn } from '../support/agent';
import { openBrowser, screenshot, type BrowserSession } from '../support/browser';
import { lastMailId, openMail } from '../support/mailbox';
import { SHELL_URL } from '../support/ports';
import { DEMO_USERS } from '../../api/src';

const MLS = '6120451';
const emailOf = (userName: string) => DEMO_USERS.find((u) => u.userName === userName)!.email;

/** From the Offers page: the received offers of the listing, then the first card's 'Compare offers for this listing'. */
async function openComparison(page: Page): Promise<void> {
  await signIn(page);
  await page.getByRole('tab', { name: /Received Offer/ }).click();
  await page.getByPlaceholder('Search Offers').fill(MLS);
  const cards = page.getByRole('region', { name: 'Received offers' }).getByRole('article');
  // The search applies after a pause in typing: wait for the listing's four offers alone.
  const deadline = Date.now() + 15_000;
  while ((await cards.count()) !== 4 && Date.now() < deadline) await page.waitForTimeout(250);
  expect(await cards.count()).toBe(4);
  await expectAccessible(page, 'received offers of the listing');
  await cards.first().getByRole('link', { name: 'Compare offers for this listing' }).click();
  await page.waitForURL(/\/compare-offers\/\d+$/);
  await page.getByText(`MLS ${MLS} · 4 received offers`).waitFor();
}

/** The statuses of the listing's offers in a list (sent or received) of an agent, by API. */
async function statusesIn(userName: string, list: 'getAll' | 'GetReceivedOffers') {
  const token = await apiToken(userName);
  const { data } = await apiGet<OfferListItem[]>(`/offer/${list}?searchTerm=${MLS}&pageSize=20`, token);
  return data.map((o) => o.statusId).sort();
}

describe('comparing the received offers of a listing', () => {
  let b: BrowserSession | undefined;
  afterEach(async () => {
    await b?.close();
    b = undefined;
  });

  it('on a phone, the offers are cards to swipe, each with its terms and the best marked', async () => {
    b = await openBrowser({ width: 375, height: 812 }, { hasTouch: true });
    const { page } = b;
    await openComparison(page);
    const cards = page.getByRole('region', { name: 'Offers, one card each' });
    await cards.getByRole('article').nth(3).waitFor();
    expect(await page.getByRole('table', { name: 'Offers side by side' }).isVisible()).toBe(false);
    // Sorted by net to seller: Sam's $620,000 first, marked best on its net.
    const first = cards.getByRole('article').first();
    await first.getByText('from Sam Rivera').waitFor();
    expect(await first.locator('[data-best="net"]').count()).toBe(1);
    expect(await cards.evaluate((el) => getComputedStyle(el).scrollSnapType)).toContain('x');
    await expectNoSideScroll(page);
    await screenshot(page, 'compare-offers-375');
    await expectAccessible(page, 'compare offers at 375 px');
  });

  it('the seller agent edits the costs, accepts one offer and declines the three others; each side and each mailbox shows it', async () => {
    b = await openBrowser();
    const { page } = b;
    await openComparison(page);
    const table = page.getByRole('table', { name: 'Offers side by side' });
    const netRow = table.locator('tr[data-row="net"]');
    // Default costs (5 %): 620,000 − 31,000 − Sam's 12,000 seller concessions.
    await netRow.getByText('$577,000').waitFor();
    // Each offer's down payment and seller concessions, as the demo data states them.
    const terms = { down: ['$122,400', '$598,500', '$21,700', '$30,250'], concessions: ['$6,000', '$2,500', '$12,000', '$9,000'] };
    for (const [row, amounts] of Object.entries(terms)) {
      for (const amount of amounts) await table.locator(`tr[data-row="${row}"]`).getByText(amount, { exact: true }).waitFor();
    }
    await screenshot(page, 'compare-offers-1280');
    await expectAccessible(page, 'compare offers at 1280 px');

    await page.getByRole('textbox', { name: 'Commission' }).fill('6');
    await page.getByRole('textbox', { name: 'Closing costs' }).fill('5000');
    await page.getByRole('textbox', { name: 'Mortgage payoff' }).fill('250000');
    // 620,000 − 37,200 − 5,000 − 250,000 − 12,000
    await netRow.getByText('$315,800').waitFor();
    await page.getByRole('button', { name: 'Save costs' }).click();
    await page.getByText('Costs saved for this listing.').waitFor();
    await page.reload();
    await netRow.getByText('$315,800').waitFor();

    const before = await lastMailId();
    await table.getByRole('button', { name: 'Accept Offer 2 from Casey Nguyen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Accept Offer 2?' });
    await dialog.getByText('These 3 offers are declined').waitFor();
    await dialog.getByRole('textbox', { name: /Message to the buyer agents/ }).fill('Thank you for your offer.');
    await expectAccessible(page, 'accept one offer, decline the others');
    await dialog.getByRole('button', { name: 'Accept and decline 3' }).click();
    await page.getByText('Offer 2 accepted; the other 3 offers were declined. Each buyer agent was told by e-mail.').waitFor();
    await table.getByText('Accepted Offer').waitFor();
    expect(await table.getByText('Rejected', { exact: true }).count()).toBe(3);
    expect(await table.getByRole('button', { name: /^Accept Offer/ }).count()).toBe(0);
    await screenshot(page, 'compare-offers-decided');
    await expectAccessible(page, 'compare offers, decided');

    // The seller agent's received list.
    await page.goto(`${SHELL_URL}/offers`);
    await page.getByRole('tab', { name: /Received Offer/ }).click();
    await page.getByPlaceholder('Search Offers').fill(MLS);
    const received = page.getByRole('region', { name: 'Received offers' });
    await received.getByText('Accepted Offer').waitFor();
    expect(await received.getByText('Rejected', { exact: true }).count()).toBe(3);
    await expectAccessible(page, 'received offers after the decision');
    // Each buyer agent's own sent list: Forwarded To Buyer Agent ('Accepted Offer') or Rejected.
    expect(await statusesIn('casey.nguyen', 'getAll')).toEqual([OfferStatus.forwardedToBuyerAgent]);
    expect(await statusesIn('jordan.lee', 'getAll')).toEqual([OfferStatus.rejected, OfferStatus.rejected]);
    expect(await statusesIn('sam.rivera', 'getAll')).toEqual([OfferStatus.rejected]);

    // Each buyer agent's mail.
    await openMail(page, emailOf('casey.nguyen'), { subjectIncludes: 'An offer was forwarded to you', after: before });
    await page.getByText('Thank you for your offer.').waitFor();
    await expectAccessible(page, 'mailbox, the accepted offer');
    await openMail(page, emailOf('sam.rivera'), { subjectIncludes: 'was declined', after: before });
    await page.getByText(/Alex Morgan sent you an offer/).waitFor();
    await openMail(page, emailOf('jordan.lee'), { subjectIncludes: 'was declined', after: before });
    await openMail(page, emailOf('jordan.lee'), { subjectIncludes: 'was declined', after: before, nth: 1 });
  });
});
