import type { OfferDetail, OfferListItem } from '@offerdesk/shared/contract';
import { apiGet, apiToken, signIn, type Token } from '../support/agent';
import { createDraftOffer } from '../support/drafts';
import { expectAccessible, expectNoSideScroll } from '../support/accessible';
import { openBrowser, screenshot, type BrowserSession } from '../support/browser';
import { SHELL_URL } from '../support/ports';

const ACCEPTED = 215;

describe('Offer page', () => {
  let b: BrowserSession;
  let token: Token;
  let offer: OfferDetail;
  beforeAll(async () => {
    token = await apiToken();
    // The demo data gives alex.morgan accepted offers (status 215) without a sale on a fresh data folder.
    const accepted = (await apiGet<OfferListItem[]>(`/offer/getAll?selectedOfferStatus=${ACCEPTED}&pageSize=5`, token)).data;
    expect(accepted.length).toBeGreaterThan(0);
    offer = (await apiGet<OfferDetail>(`/offer/GetById/${accepted[0].id}`, token)).data;
    expect(offer.saleId).toBeNull();
    b = await openBrowser({ width: 1280, height: 900 });
  });
  afterAll(async () => {
    await b?.close();
  });

  it('shows the offer with its tabs, each accessible, and converts the accepted offer to a sale', async () => {
    const { page } = b;
    await signIn(page, `/offer-documents/${offer.id}`);
    await page.waitForURL(`${SHELL_URL}/offer-documents/${offer.id}`);
    // The shell's breadcrumb title is a heading too; the offer's own heading is its address.
    await page
      .getByRole('heading', { level: 1 })
      .filter({ hasText: offer.fullAddress.split(',')[0] })
      .waitFor();
    await page.getByText('Accepted', { exact: true }).waitFor();
    expect(await page.getByRole('tab', { name: 'Documents/Signing' }).getAttribute('aria-selected')).toBe('true');
    await expectAccessible(page, 'Offer page: Documents/Signing');
    await screenshot(page, 'offer-page-documents');

    await page.getByRole('tab', { name: 'Parties' }).click();
    await page.getByRole('heading', { name: 'Transaction Parties' }).waitFor();
    await page.getByRole('region', { name: 'Buyer Parties' }).waitFor();
    await page.getByRole('region', { name: 'Seller Parties' }).waitFor();
    await expectAccessible(page, 'Offer page: Parties');
    await screenshot(page, 'offer-page-parties');

    await page.getByRole('tab', { name: 'Details' }).click();
    await page.getByRole('heading', { name: 'Form Info' }).waitFor();
    await page.getByRole('status').waitFor({ state: 'detached' });
    await expectAccessible(page, 'Offer page: Details');

    await page.getByRole('tab', { name: 'Activities' }).click();
    await page.getByRole('status').waitFor({ state: 'detached' });
    await expectAccessible(page, 'Offer page: Activities');

    await page.getByRole('button', { name: 'Convert to Sale' }).click();
    const dialog = page.getByRole('dialog', { name: 'Convert to Sale?' });
    await dialog.waitFor();
    await expectAccessible(page, 'Offer page: Convert to Sale dialog');
    await dialog.getByRole('button', { name: 'Convert to Sale' }).click();
    // The conversion goes to the sale page; the offer page then shows the sale.
    await page.waitForURL(/\/transactionSale\/\d+\?isFromOffer=true$/);
    const after = (await apiGet<OfferDetail>(`/offer/GetById/${offer.id}`, token)).data;
    await page.getByRole('heading', { level: 1, name: `Sale ${after.saleFileNumber}` }).waitFor();
    await page.getByRole('link', { name: 'View Offer' }).click();
    await page.getByRole('tab', { name: 'Activities' }).click();
    const sale = page.getByRole('link', { name: /^Sale S-\d{6}$/ });
    await sale.waitFor();
    expect(await sale.textContent()).toBe(`Sale ${after.saleFileNumber}`);
    expect(await sale.getAttribute('href')).toBe(`/transactionDetails/${after.saleId}`);
    expect(await page.getByRole('button', { name: 'Convert to Sale' }).count()).toBe(0);

    await page
      .getByRole('list', { name: 'Activities' })
      .getByText(`converted the offer to sale ${after.saleFileNumber}`, { exact: false })
      .waitFor();
    await expectAccessible(page, 'Offer page: Activities after the sale');
    await screenshot(page, 'offer-page-sale');
    expect(b.errors).toEqual([]);
  });

  it('lays out a long property type beside the MLS number without overlapping it, at 1280 and 375 px', async () => {
    const lookups = (await apiGet<{ propertyTypes: Array<{ id: number; name: string }> }>('/offer/getOfferLookupData/', token)).data;
    // The type with the longest unbroken word ('Condominium/Townhome'): the one that used to run over the MLS number.
    const word = (name: string) => Math.max(...name.split(' ').map((w) => w.length));
    const longest = [...lookups.propertyTypes].sort((x, y) => word(y.name) - word(x.name))[0];
    const { offerId } = await createDraftOffer(token, { propertyTypeId: longest.id, mlsNumber: '66123450019' });
    const { page } = b;
    await page.goto(`${SHELL_URL}/offer-documents/${offerId}`);
    const fact = (label: string) => page.locator(`[data-fact="${label}"] dd`);
    await fact('Property Type').filter({ hasText: longest.name }).waitFor();
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      const boxes = [];
      for (const label of ['Property Type', 'MLS Number', 'Listing Price', 'Offer Price', 'Year Built']) {
        const cell = page.locator(`[data-fact="${label}"]`);
        const [outer, value] = [(await cell.boundingBox())!, (await fact(label).boundingBox())!];
        // The value stays inside its own cell, whole (wrapped, not cut).
        expect(value.x + value.width).toBeLessThanOrEqual(outer.x + outer.width + 0.5);
        expect(await fact(label).evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
        boxes.push(outer);
      }
      for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) expect(overlaps(boxes[i], boxes[j])).toBe(false);
      expect(await fact('Property Type').textContent()).toBe(longest.name);
      await expectNoSideScroll(page);
      await expectAccessible(page, `Offer page header with a long property type, ${width} px`);
      await screenshot(page, `offer-header-long-type-${width}`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(b.errors).toEqual([]);
  });
});

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
