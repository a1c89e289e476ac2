import type { Page } from 'playwright-core';
import type { OfferListItem } from '@offerdesk/shared/contract';
import { apiGet, apiToken, signIn, type Token } from '../support/agent';
import { expectAccessible } from '../support/accessible';
import { openBrowser, screenshot, type BrowserSession } from '../support/browser';
import { SHELL_URL } from '../support/ports';

const cards = (page: Page, tab: 'Sent' | 'Received' = 'Sent') => page.getByRole('region', { name: `${tab} offers` }).getByRole('article');

/** Waits until the list shows exactly what the API answers for the same query. */
async function expectCards(page: Page, expected: OfferListItem[], tab: 'Sent' | 'Received' = 'Sent') {
  const ids = expected.map((o) => String(o.id));
  await page.waitForFunction(
    ({ want, label }) => {
      const region = document.querySelector(`section[aria-label="${label}"]`);
      const got = region ? [...region.querySelectorAll('article')].map((a) => a.getAttribute('data-offer-id')) : [];
      return got.length === want.length && got.every((id, i) => id === want[i]);
    },
    { want: ids, label: `${tab} offers` },
    { timeout: 15_000 },
  );
}

describe('the offers list against real data', () => {
  let b: BrowserSession;
  let token: Token;
  beforeAll(async () => {
    token = await apiToken();
  });
  beforeEach(async () => {
    b = await openBrowser();
    await signIn(b.page);
    await b.page.getByRole('tab', { name: /Sent Offers/ }).waitFor();
  });
  afterEach(async () => {
    await b.close();
  });

  it('lists sent offers newest first, searches, filters by status and shows archived offers', async () => {
    const { page } = b;
    const first = await apiGet<OfferListItem[]>('/offer/getAll?sortByTerm=dsc&pageSize=20', token);
    await expectCards(page, first.data);
    await page.getByText('No offers found').waitFor({ state: 'detached' });
    await expectAccessible(page, 'offers list, sent tab');

    // Search by the city of an offer on the list.
    const city = first.data.find((o) => o.city)!.city!;
    await page.getByLabel('Search Offers').fill(city);
    const searched = await apiGet<OfferListItem[]>(
      `/offer/getAll?sortByTerm=dsc&pageSize=20&searchTerm=${encodeURIComponent(city)}`,
      token,
    );
    expect(searched.data.length).toBeGreaterThan(0);
    await expectCards(page, searched.data);
    await page.getByLabel('Search Offers').fill('zzzz-no-such-offer');
    await page.getByText('No offers found').waitFor();
    await expectAccessible(page, 'offers list, search without results');
    await page.getByLabel('Search Offers').fill('');

    // Status filter: Draft only.
    await page.getByRole('combobox', { name: /^Status/ }).click();
    await page.getByRole('option', { name: 'Draft', exact: true }).waitFor();
    await expectAccessible(page, 'offers list, status filter open');
    await page.getByRole('option', { name: 'Draft', exact: true }).click();
    await page.keyboard.press('Escape');
    const drafts = await apiGet<OfferListItem[]>('/offer/getAll?sortByTerm=dsc&pageSize=20&selectedOfferStatus=159', token);
    await expectCards(page, drafts.data);
    for (const label of await cards(page).locator('.MuiChip-label').allTextContents()) expect(['Draft', 'Archived']).toContain(label);
    await expectAccessible(page, 'offers list, filtered by status');

    // Archived offers appear only with the checkbox.
    await page.getByRole('combobox', { name: /^Status/ }).click();
    await page.getByRole('option', { name: 'Draft', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByLabel('Show Archived Offers').check();
    const withArchived = await apiGet<OfferListItem[]>('/offer/getAll?sortByTerm=dsc&pageSize=20&isShowArchive=true', token);
    await expectCards(page, withArchived.data);
    expect(withArchived.data.some((o) => o.isArchived)).toBe(true);
    await page.getByText('Archived', { exact: true }).first().waitFor();
    await screenshot(page, 'offers-list-archived');
    await expectAccessible(page, 'offers list with archived offers');
  });

  it('archives a sent offer with a toast and takes it off the list', async () => {
    const { page } = b;
    const first = await apiGet<OfferListItem[]>('/offer/getAll?sortByTerm=dsc&pageSize=20', token);
    await expectCards(page, first.data);
    const target = first.data.find((o) => !o.isArchived)!;
    const card = page.locator(`article[data-offer-id="${target.id}"]`);
    await card.getByRole('button', { name: /Actions for/ }).click();
    await page.getByRole('menuitem', { name: 'Archive' }).waitFor();
    await expectAccessible(page, 'offers list, actions menu open');
    await page.getByRole('menuitem', { name: 'Archive' }).click();
    await page.getByText('Offer archived successfully').waitFor();
    await expectAccessible(page, 'offers list, archived toast');
    await card.waitFor({ state: 'detached' });
    await page.getByText('Offer archived successfully').waitFor({ state: 'detached', timeout: 5000 });
    const after = await apiGet<OfferListItem[]>('/offer/getAll?sortByTerm=dsc&pageSize=100&isShowArchive=true', token);
    expect(after.data.find((o) => o.id === target.id)?.isArchived).toBe(true);
  });

  it('counts unviewed received offers on the tab badge and clears the marker when one is viewed', async () => {
    const { page } = b;
    const count = (await apiGet<{ count: number }>('/offer/GetReceivedOffersUnviewedCount', token)).data.count;
    expect(count).toBeGreaterThan(0);
    await page.getByTestId('received-badge').getByText(String(count), { exact: true }).waitFor();
    await page.getByRole('tab', { name: /Received Offer/ }).click();
    const received = await apiGet<OfferListItem[]>('/offer/GetReceivedOffers?sortByTerm=dsc&pageSize=20', token);
    await expectCards(page, received.data, 'Received');
    const unviewed = received.data.find((o) => !o.isViewed)!;
    const card = page.locator(`article[data-offer-id="${unviewed.id}"]`);
    await card.getByTestId('new-marker').waitFor();
    await screenshot(page, 'offers-list-received');
    await expectAccessible(page, 'offers list, received tab');
    // Received offers offer only View.
    await card.getByRole('button', { name: /Actions for/ }).click();
    expect(await page.getByRole('menuitem').allTextContents()).toEqual(['View']);
    await page.getByRole('menuitem', { name: 'View' }).click();
    await page.waitForURL(`${SHELL_URL}/offer-documents/${unviewed.id}`);
    await page.getByRole('tab', { name: 'Documents/Signing', selected: true }).waitFor();
    await expectAccessible(page, 'offer page of a received offer');
    await page.goBack();
    await page.getByRole('tab', { name: /Received Offer/ }).waitFor();
    await page.locator(`article[data-offer-id="${unviewed.id}"]`).waitFor();
    expect(await page.locator(`article[data-offer-id="${unviewed.id}"]`).getByTestId('new-marker').count()).toBe(0);
    await page
      .getByTestId('received-badge')
      .getByText(String(count - 1), { exact: true })
      .waitFor();
    expect(b.errors).toEqual([]);
  });
});

describe('the first paint of the Offers page', () => {
  interface Box {
    x: number;
    y: number;
    width: number;
    height: number;
  }
  interface Seen {
    drawnAt: number;
    goneAt: number | null;
    addresses: string[];
    card: Box;
    photo: Box;
  }

  // Runs in the page before its scripts: notes the first paint's first card as it is drawn, and when it goes.
  function watchFirstPaint(): void {
    const w = window as unknown as { __firstPaint?: Seen };
    const box = (e: Element): Box => {
      const r = e.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    };
    new MutationObserver(() => {
      const overlay = document.getElementById('offerdesk-first-paint');
      const card = overlay?.querySelector('.fpo-card');
      if (card && !w.__firstPaint)
        w.__firstPaint = {
          drawnAt: performance.now(),
          goneAt: null,
          addresses: [...overlay!.querySelectorAll('.fpo-addr')].map((a) => a.textContent ?? ''),
          card: box(card),
          photo: box(card.querySelector('.fpo-photo')!),
        };
      if (w.__firstPaint && !overlay && w.__firstPaint.goneAt === null) w.__firstPaint.goneAt = performance.now();
    }).observe(document, { childList: true, subtree: true });
  }

  it.each([
    [1280, 900],
    [375, 812],
  ])("at %i px: drawn from the agent's own offers before the app, which then takes its place where it was", async (width, height) => {
    const b = await openBrowser({ width, height });
    try {
      const { page } = b;
      await signIn(page, '/offers');
      await page.getByRole('tab', { name: /Sent Offers/ }).waitFor();
      await page.addInitScript(watchFirstPaint);
      await page.reload();
      await page.locator('main article').first().waitFor();
      await page.waitForFunction(() => !document.getElementById('offerdesk-first-paint'));
      const seen = await page.evaluate(() => (window as unknown as { __firstPaint?: Seen }).__firstPaint);
      expect(seen).toBeDefined();
      expect(seen!.goneAt).not.toBeNull();
      // The same offers, in the same order, as the app's own cards.
      const labels = await page.locator('main article').evaluateAll((as) => as.map((a) => a.getAttribute('aria-label') ?? ''));
      expect(seen!.addresses.length).toBeGreaterThan(0);
      expect(labels.slice(0, seen!.addresses.length)).toEqual(seen!.addresses);
      // Where the app's first card and its photo are (scrolled to the top, as the first paint was).
      const app = await page.evaluate(() => {
        window.scrollTo(0, 0);
        const article = document.querySelector('main article')!;
        const box = (e: Element) => {
          const r = e.getBoundingClientRect();
          return { x: r.x, y: r.y, width: r.width, height: r.height };
        };
        return { card: box(article), photo: box(article.firstElementChild!.firstElementChild!) };
      });
      for (const key of ['x', 'y', 'width'] as const) {
        expect(Math.abs(seen!.card[key] - app.card[key])).toBeLessThanOrEqual(1.5);
        expect(Math.abs(seen!.photo[key] - app.photo[key])).toBeLessThanOrEqual(2);
      }
      expect(Math.abs(seen!.photo.height - app.photo.height)).toBeLessThanOrEqual(2);
      await expectAccessible(page, `offers list after its first paint, ${width} px`);
      await screenshot(page, `offers-after-first-paint-${width}`);
      expect(b.errors).toEqual([]);
    } finally {
      await b.close();
    }
  });
});
