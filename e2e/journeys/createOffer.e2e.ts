import type { FormTemplate, MlsSearchResult, OfferDetail, OfferLookupData } from '@offerdesk/shared/contract';
import { apiGet, apiToken, signIn, type Token } from '../support/agent';
import { expectAccessible } from '../support/accessible';
import { openBrowser, screenshot, type BrowserSession } from '../support/browser';
import { choose, field, select } from '../support/form';
import { importDialog, openImportDialog } from '../support/importDialog';
import { SHELL_URL } from '../support/ports';

/** The MLS number the import screens give as their example; the embedded MLS's first listing has it. */
const EXAMPLE_MLS_NUMBER = '00112233';
const q = encodeURIComponent;

describe('creating an offer from the MLS', () => {
  let b: BrowserSession;
  let token: Token;
  let anchor: MlsSearchResult;
  beforeAll(async () => {
    token = await apiToken();
    anchor = (await apiGet<MlsSearchResult[]>(`/mlsLookup/getMlsDataByStreetOrMlsNumber?keywords=${EXAMPLE_MLS_NUMBER}`, token)).data[0];
  });
  beforeEach(async () => {
    b = await openBrowser();
  });
  afterEach(async () => {
    await b.close();
  });

  it('searches by address, lists several listings, takes the chosen one and a template, and creates the offer', async () => {
    const { page } = b;
    // An address fragment that several listings share: the example listing's street and city.
    const fragment = `${anchor.streetName} ${anchor.city}`;
    const expected = (
      await apiGet<MlsSearchResult[]>(`/mlsLookup/getMlsDataByAddress?address=${q(fragment)}&filterByAgentMlsProviders=true`, token)
    ).data;
    expect(expected.length).toBeGreaterThan(2);
    const templates = (await apiGet<FormTemplate[]>('/formtemplates', token)).data;
    const lookups = (await apiGet<OfferLookupData>('/offer/getOfferLookupData/', token)).data;

    await signIn(page);
    const dialog = await openImportDialog(page);
    await dialog
      .getByRole('button', { name: 'Next' })
      .isDisabled()
      .then((d) => expect(d).toBe(true));
    await field(dialog, 'MLS Number or Property Address').fill(fragment);

    // Select Listing shows exactly what the API answers, in its order.
    const listbox = dialog.getByRole('listbox', { name: 'Select Listing' });
    const options = listbox.getByRole('option');
    await options.nth(expected.length - 1).waitFor();
    expect(await options.count()).toBe(expected.length);
    const texts = await options.allTextContents();
    expected.forEach((l, i) => {
      expect(texts[i]).toContain(l.address!);
      expect(texts[i]).toContain(`MLS# ${l.mls_id}`);
    });
    expect(await dialog.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await screenshot(page, 'create-offer-select-listing');
    await expectAccessible(page, 'MLS import dialog, listing list');

    // Choose one that is not the first.
    const chosen = expected[2];
    const option = options.filter({ hasText: `MLS# ${chosen.mls_id}` });
    await option.click();
    expect(await option.getAttribute('aria-selected')).toBe('true');
    await dialog.getByRole('button', { name: 'Next' }).click();

    // The second dialog: the chosen listing, its property type, templates grouped.
    await dialog.getByText('Choose the property type and form template', { exact: true }).waitFor();
    await dialog.getByText(chosen.address!, { exact: true }).waitFor();
    const listingType = lookups.propertyTypes.find((t) => t.id === chosen.propertyTypeId)!;
    expect(await select(dialog, 'Property Type').textContent()).toBe(listingType.name);
    await expectAccessible(page, 'MLS import dialog, template step');
    // The agent picks Residential, which has templates of both groups.
    const residential = lookups.propertyTypes.find((t) => t.name === 'Residential')!;
    if (listingType.id !== residential.id) await choose(page, 'Property Type', residential.name, dialog);
    // My Templates: the agent's own sale templates of that property type; Broker Templates: the brokerage's sale templates.
    const SALE = 2;
    const names = (list: FormTemplate[]) => list.map((t) => t.name).sort();
    const mine = templates.filter((t) => t.isAgentTemplate && t.transactionTypeId === SALE && t.propertyTypeId === residential.id);
    const broker = templates.filter((t) => !t.isAgentTemplate && t.transactionTypeId === SALE);
    expect(mine.length).toBeGreaterThan(0);
    expect(broker.length).toBeGreaterThan(0);

    await select(dialog, 'Form Template').click();
    const menu = page.getByRole('listbox');
    await menu.waitFor();
    const menuTexts = (await menu.locator('li').allTextContents()).map((t) => t.trim());
    const brokerHeader = menuTexts.indexOf('Broker Templates');
    expect(menuTexts.slice(0, 2)).toEqual(['None', 'My Templates']);
    expect(menuTexts.slice(2, brokerHeader).sort()).toEqual(names(mine));
    expect(menuTexts.slice(brokerHeader + 1).sort()).toEqual(names(broker));
    // The menu grows in: photograph it once it stands still.
    await page.waitForFunction(() => {
      const paper = document.querySelector('.MuiMenu-paper');
      return !!paper && getComputedStyle(paper).opacity === '1' && getComputedStyle(paper).transform === 'none';
    });
    await screenshot(page, 'create-offer-templates');
    await expectAccessible(page, 'MLS import dialog, form template menu open');
    const template = mine[0];
    await menu.getByRole('option', { name: template.name, exact: true }).click();
    await menu.waitFor({ state: 'detached' });

    await dialog.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/\/assign-documents\?offerId=\d+$/);
    const offerId = Number(new URL(page.url()).searchParams.get('offerId'));
    expect(page.url()).toBe(`${SHELL_URL}/assign-documents?offerId=${offerId}`);
    await importDialog(page).waitFor({ state: 'detached' });
    // Add Documents opens with the template chosen in the dialog and the listing's MLS documents offered.
    await page.getByRole('heading', { name: 'Add Documents' }).waitFor();
    await page.getByRole('combobox', { name: 'Form Template' }).locator('xpath=..').getByText(template.name, { exact: true }).waitFor();
    await expectAccessible(page, 'Add Documents after the MLS import');

    const offer = (await apiGet<OfferDetail>(`/offer/GetById/${offerId}`, token)).data;
    expect(offer).toMatchObject({
      id: offerId,
      fromMlsData: true,
      mlsNumber: chosen.mls_id,
      streetNumber: chosen.streetNumber,
      street: chosen.streetName,
      city: chosen.city,
      zipCode: chosen.zip,
      stateId: chosen.stateId,
      propertyTypeId: residential.id,
      formTemplateIds: [template.id],
    });
    expect(b.errors).toEqual([]);
  });

  it('imports an exact MLS number directly: no list, straight to the property type and template', async () => {
    const { page } = b;
    await signIn(page);
    const dialog = await openImportDialog(page);
    await field(dialog, 'MLS Number or Property Address').fill(EXAMPLE_MLS_NUMBER);
    await dialog.getByText('Choose the property type and form template', { exact: true }).waitFor();
    // The list never showed: the first dialog is gone and the listing is the example one.
    expect(await dialog.getByRole('listbox', { name: 'Select Listing' }).count()).toBe(0);
    await dialog.getByText(anchor.address!, { exact: true }).waitFor();
    await dialog.getByText(`MLS# ${EXAMPLE_MLS_NUMBER}`, { exact: false }).waitFor();
    expect(await select(dialog, 'Property Type').textContent()).toBe(anchor.type);
    expect(await dialog.getByRole('button', { name: 'Next' }).isEnabled()).toBe(true);
    await screenshot(page, 'create-offer-mls-number');
    await expectAccessible(page, 'MLS import dialog, template step of an exact MLS number');

    // Cancel closes the dialog without creating anything.
    const before = (await apiGet<{ id: number }[]>('/offer/getAll?sortByTerm=dsc&pageSize=100', token)).data.length;
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await apiGet<{ id: number }[]>('/offer/getAll?sortByTerm=dsc&pageSize=100', token)).data.length).toBe(before);
    expect(b.errors).toEqual([]);
  });

  it('imports from the standalone /import-data page into Offer Information', async () => {
    const { page } = b;
    await signIn(page, '/import-data');
    await page.waitForURL(`${SHELL_URL}/import-data`);
    const mlsNumber = page.getByRole('textbox', { name: 'MLS Number' });
    expect(await mlsNumber.getAttribute('placeholder')).toBe('example 00112233');
    const continueButton = page.getByRole('button', { name: 'Continue' });
    expect(await continueButton.isDisabled()).toBe(true);
    await expectAccessible(page, 'import data');
    await mlsNumber.fill(EXAMPLE_MLS_NUMBER);

    // Hold the listing's MLS data back until 'Please wait' has been seen.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/mlsLookup/GetMlsListing?**', async (route) => {
      await held;
      await route.continue();
    });
    await continueButton.click();
    await page.getByRole('button', { name: 'Please wait' }).waitFor();
    expect(await page.getByRole('button', { name: 'Please wait' }).isDisabled()).toBe(true);
    await screenshot(page, 'import-data-please-wait');
    await expectAccessible(page, 'import data, please wait');
    release();

    await page.waitForURL(`${SHELL_URL}/create-offer`);
    const form = page.getByRole('form', { name: 'Offer Information' });
    await form.waitFor();
    expect(await page.getByRole('combobox', { name: /^Street Number/ }).inputValue()).toBe(anchor.streetNumber);
    expect(await field(form, 'Street Name').inputValue()).toBe(anchor.streetName);
    expect(await field(form, 'City').inputValue()).toBe(anchor.city);
    expect(await field(form, 'Zip Code').inputValue()).toBe(anchor.zip);
    expect(await field(form, 'County').inputValue()).toBe(anchor.county);
    expect(await field(form, 'MLS Number').inputValue()).toBe(EXAMPLE_MLS_NUMBER);
    expect(await select(form, 'Property Type').textContent()).toBe(anchor.type);
    expect(await field(form, 'Offer Price').inputValue()).toBe(Number(anchor.price).toLocaleString('en-US'));
    await screenshot(page, 'import-data-offer-information');
    await expectAccessible(page, 'Offer Information imported from the MLS');
    expect(b.errors).toEqual([]);
  });
});
