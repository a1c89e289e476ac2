import type { Page } from 'playwright-core';
import type { FormTemplate, MlsSearchResult, OfferDetail } from '@offerdesk/shared/contract';
import { apiGet, apiToken, signIn, type Token } from '../support/agent';
import { openBrowser, screenshot, type BrowserSession } from '../support/browser';
import { choose, field, select } from '../support/form';
import { importDialog, openImportDialog } from '../support/importDialog';
import { SHELL_URL } from '../support/ports';
import { useResoStandIn } from '../support/resoStandIn';

/**
 * The import against a RESO Data Dictionary 2.0 server: the running suite's API restarts with the
 * RESO stand-in as its MLS for this file (e2e/support/resoStandIn.ts), and with the embedded MLS after it.
 */
const q = encodeURIComponent;

/** Template step → Residential, the agent's first sale template → Next: the new offer. */
async function createFromTemplateStep(page: Page, token: Token): Promise<OfferDetail> {
  const dialog = importDialog(page);
  const templates = (await apiGet<FormTemplate[]>('/formtemplates', token)).data;
  if ((await select(dialog, 'Property Type').textContent()) !== 'Residential') await choose(page, 'Property Type', 'Residential', dialog);
  const template = templates.find((t) => t.isAgentTemplate && t.transactionTypeId === 2 && t.propertyTypeId === 1)!;
  await choose(page, 'Form Template', template.name, dialog);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL(/\/assign-documents\?offerId=\d+$/);
  const offerId = Number(new URL(page.url()).searchParams.get('offerId'));
  return (await apiGet<OfferDetail>(`/offer/GetById/${offerId}`, token)).data;
}

describe('importing from a RESO Data Dictionary 2.0 MLS', () => {
  let b: BrowserSession;
  let token: Token;
  let reso: { stop(): Promise<void> };
  beforeAll(async () => {
    reso = await useResoStandIn();
    token = await apiToken();
  });
  afterAll(() => reso?.stop());
  beforeEach(async () => {
    b = await openBrowser();
  });
  afterEach(async () => {
    await b.close();
  });

  it('finds "5292 Willow Blvd, Bristol" by every word, opens the listing found and imports its office and agents', async () => {
    const { page } = b;
    await signIn(page);
    const dialog = await openImportDialog(page);
    await field(dialog, 'MLS Number or Property Address').fill('5292 Willow Blvd, Bristol');
    const options = dialog.getByRole('listbox', { name: 'Select Listing' }).getByRole('option');
    await options.nth(1).waitFor();
    const texts = await options.allTextContents();
    expect(texts[0]).toContain('5292 N Willow Blvd');
    expect(texts[0]).toContain('MLS# OC24012345');
    expect(texts[1]).toContain('MLS# OC24019999');
    await screenshot(page, 'reso-select-listing');
    await options.first().click();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByText('5292 N Willow Blvd', { exact: true }).waitFor();
    const offer = await createFromTemplateStep(page, token);
    expect(offer).toMatchObject({
      fromMlsData: true,
      mlsNumber: 'OC24012345',
      streetNumber: '5292',
      street: 'Willow',
      city: 'Bristol',
      zipCode: '06010',
      legalDescription: 'LOT 12 WILLOW ESTATES',
      listingAgent: {
        listingAgentFullName: 'Nora Whitcomb',
        listingAgentLicenseNumber: 'RES.0812345',
        listingAgentCellPhone: '8605551234',
        coordinatorFullName: 'Eli Marsh',
        listingOfficeName: 'Bristol River Realty',
        listingOfficeAddress: '40 Main St',
        listingOfficeCity: 'Bristol',
        listingOfficeState: 'CT',
        listingOfficeZip: '06010',
        listingOfficeLicenseNumber: 'REB.0790001',
      },
    });
    expect(b.errors).toEqual([]);
  });

  it('sends an MLS number with letters to the MLS-number search and imports it directly', async () => {
    const { page } = b;
    await signIn(page);
    const dialog = await openImportDialog(page);
    await field(dialog, 'MLS Number or Property Address').fill('OC24020001');
    await dialog.getByText('Choose the property type and form template', { exact: true }).waitFor();
    await dialog.getByText("17 O'Brien Ct", { exact: true }).waitFor();
    await dialog.getByText('MLS# OC24020001', { exact: false }).waitFor();
    await screenshot(page, 'reso-mls-number-with-letters');
    expect((await createFromTemplateStep(page, token)).mlsNumber).toBe('OC24020001');
  });

  it('imports a listing that has no ListingId and one whose MLS has no OriginatingSystemName', async () => {
    const { page } = b;
    await signIn(page);
    const cases = [
      ['12 Quarry Lane', '12 Quarry Ln', 'SmartMLS', '3f6c2a10-9b4e-4c1d-8a7e-000000000007'],
      ['77 Federal Hill Road', '77 Federal Hill Rd', 'BrightMLS', 'SR5510'],
    ] as const;
    for (const [input, street, mls, mlsNumber] of cases) {
      const [hit] = (
        await apiGet<MlsSearchResult[]>(`/mlsLookup/getMlsDataByAddress?address=${q(input)}&filterByAgentMlsProviders=true`, token)
      ).data;
      expect([hit.org_id, hit.mlsNumber]).toEqual([mls, mlsNumber]);
      const dialog = await openImportDialog(page);
      await field(dialog, 'MLS Number or Property Address').fill(input);
      // The only listing found is imported directly: straight to the template step.
      await dialog.getByText('Choose the property type and form template', { exact: true }).waitFor();
      await dialog.getByText(street, { exact: true }).waitFor();
      await dialog.getByText(`MLS# ${hit.mlsNumber}`, { exact: false }).waitFor();
      const offer = await createFromTemplateStep(page, token);
      expect(offer).toMatchObject({
        mlsNumber: hit.mlsNumber,
        street: hit.streetName,
        listingAgent: { listingOfficeAddress: '40 Main St' },
      });
      await page.goto(`${SHELL_URL}/home`);
    }
    expect(b.errors).toEqual([]);
  });
});
