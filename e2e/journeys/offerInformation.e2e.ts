import type { Page } from 'playwright-core';
import type { OfferDetail, OfferLookupData } from '@offerdesk/shared/contract';
import { apiGet, apiSend, apiToken, signIn, type Token } from '../support/agent';
import { completeDraft } from '../support/drafts';
import { expectAccessible } from '../support/accessible';
import { openBrowser, screenshot, type BrowserSession } from '../support/browser';
import { choose, field, select, shown } from '../support/form';
import { SHELL_URL } from '../support/ports';

const offerForm = (page: Page) => page.getByRole('form', { name: 'Offer Information' });
const nextButton = (page: Page) => page.getByRole('button', { name: /^Next/ });

/**
 * Clicks Next while the form is incomplete, as a mouse user does: it is aria-disabled (assistive
 * technology hears it as disabled, so playwright will not click it unforced) yet shows the errors.
 */
async function clickIncompleteNext(page: Page): Promise<void> {
  const next = nextButton(page);
  expect(await next.getAttribute('aria-disabled')).toBe('true');
  await next.click({ force: true });
}
const streetNumber = (page: Page) => page.getByRole('combobox', { name: /^Street Number/ });

/** Offers list → Create An Offer → Enter Manually: an empty Offer Information at /create-offer. */
async function enterManually(page: Page) {
  await page.getByRole('button', { name: 'Create An Offer' }).click();
  await page
    .getByRole('dialog', { name: /^Create Offer/ })
    .getByRole('button', { name: 'Enter Manually' })
    .click();
  await page.waitForURL(`${SHELL_URL}/create-offer`);
  await offerForm(page).waitFor();
}

describe('Offer Information entered by hand', () => {
  let b: BrowserSession;
  let token: Token;
  let lookups: OfferLookupData;
  beforeAll(async () => {
    token = await apiToken();
    lookups = (await apiGet<OfferLookupData>('/offer/getOfferLookupData/', token)).data;
  });
  beforeEach(async () => {
    b = await openBrowser();
  });
  afterEach(async () => {
    await b.close();
  });

  it('shows the required-field messages on an empty Next, checks the postal code, saves a Canadian address and shows it again after a reload', async () => {
    const { page } = b;
    await signIn(page);
    await enterManually(page);
    const form = offerForm(page);

    // Errors only after a submit attempt.
    expect(await form.getByText('Street number is required', { exact: true }).count()).toBe(0);
    await expectAccessible(page, 'Offer Information, empty');
    await clickIncompleteNext(page);
    for (const message of [
      'Street number is required',
      'Street name is required',
      'City is required',
      'Zip code is required',
      'Year Built is required',
      'Is Home Located In HOA is required',
      'Offer price is required',
      'Earnest money deposit is required',
      'Earnest Money Deposited With is required',
      'Form Of Earnest Money is required',
      'Type Of Financing is required',
      'Appraisal Paid By is required',
      'Closing date is required',
      'Possession Date is required',
      'Offer Expiration Date is required',
      'Offer Expiration Time is required',
      'Inspection Days from Contract Date is required',
    ])
      await shown(form, message);
    expect(page.url()).toBe(`${SHELL_URL}/create-offer`);
    await screenshot(page, 'offer-information-empty-next');
    await expectAccessible(page, 'Offer Information with validation errors');

    // A new offer starts as Residential; emptied, the property type is required.
    expect(await select(form, 'Property Type').textContent()).toBe('Residential');
    await choose(page, 'Property Type', 'Select', form);
    await shown(form, 'Property type is required');
    await choose(page, 'Property Type', 'Residential', form);

    // A Canadian address: Territory, and a postal code checked on blur.
    await streetNumber(page).fill('88');
    await field(form, 'Street Name').fill('Wellington');
    await field(form, 'City').fill('Ottawa');
    await field(form, 'County').fill('Ottawa-Carleton');
    await choose(page, 'Country', 'Canada', form);
    await shown(form, 'Postal Code is required');
    await choose(page, 'Territory', 'Ontario', form);
    await field(form, 'Postal Code').fill('K1A 0D1');
    await field(form, 'Postal Code').blur();
    await shown(form, 'Please check the Postal Code');
    await field(form, 'Postal Code').fill('k1a 0b1');
    await field(form, 'Postal Code').blur();
    await form.getByText('Please check the Postal Code', { exact: true }).waitFor({ state: 'detached' });
    expect(await field(form, 'Postal Code').inputValue()).toBe('K1A 0B1');

    await choose(page, 'Is Home Located In HOA?', 'No', form);
    await field(form, 'Year Built').fill('1990');
    await field(form, 'Offer Price').fill('650000');
    expect(await field(form, 'Offer Price').inputValue()).toBe('650,000');
    await field(form, 'Earnest Money Deposit').fill('10000.5');
    await choose(page, 'Earnest Money Deposited With', 'Title/Escrow Company', form);
    await choose(page, 'Form Of Earnest Money', 'Wire Transfer', form);
    await choose(page, 'Type Of Financing', 'Conventional', form);
    // Optional: a down payment is stated, seller concessions are left empty.
    await field(form, 'Down Payment').fill('130000');
    expect(await field(form, 'Down Payment').inputValue()).toBe('130,000');
    await choose(page, 'Appraisal Paid By', 'Buyer', form);
    // The closing date also sets the possession date.
    await form.getByLabel(/^Closing Date/).fill('2026-12-15');
    expect(await form.getByLabel(/^Possession Date/).inputValue()).toBe('2026-12-15');
    await form.getByLabel(/^Offer Expiration Date/).fill('2026-12-01');
    await choose(page, 'Offer Expiration Time', '5:30 PM', form);
    await field(form, 'Inspection Days from Contract Date').fill('10');
    await form.getByRole('radio', { name: 'No' }).check();
    await screenshot(page, 'offer-information-complete');
    await expectAccessible(page, 'Offer Information, complete');

    await nextButton(page).click();
    await page.waitForURL(/\/assign-documents\?offerId=\d+$/);
    const offerId = Number(new URL(page.url()).searchParams.get('offerId'));
    const ontario = lookups.states.find((s) => s.name === 'Ontario')!;
    const saved = (await apiGet<OfferDetail>(`/offer/GetById/${offerId}`, token)).data;
    expect(saved).toMatchObject({
      id: offerId,
      propertyTypeId: 1,
      streetNumber: '88',
      street: 'Wellington',
      city: 'Ottawa',
      county: 'Ottawa-Carleton',
      stateId: ontario.id,
      countryId: 2,
      zipCode: 'K1A 0B1',
      isHomeLocatedInHOA: false,
      yearBuilt: 1990,
      leadBasedPaintDisclosureId: null,
      offerPrice: 650000,
      earnestMoneyDeposit: 10000.5,
      downPayment: 130000,
      sellerConcessions: null,
      closingDate: '2026-12-15',
      possessionDate: '2026-12-15',
      acceptanceDeadlineDate: '2026-12-01',
      acceptanceDeadlineTime: '17:30',
      inspectionDaysFromCOE: 10,
      isHomeWarrantyOrdered: false,
      fromMlsData: false,
    });

    // Back to the completed Offer Information step, then a reload of /create-offer/{id}.
    await page.getByRole('navigation', { name: 'Offer progress' }).getByRole('tab', { name: 'Offer Information' }).click();
    await page.waitForURL(`${SHELL_URL}/create-offer/${offerId}`);
    await page.reload();
    await form.waitFor();
    expect(await streetNumber(page).inputValue()).toBe('88');
    expect(await field(form, 'Street Name').inputValue()).toBe('Wellington');
    expect(await field(form, 'City').inputValue()).toBe('Ottawa');
    expect(await field(form, 'Postal Code').inputValue()).toBe('K1A 0B1');
    expect(await select(form, 'Territory').textContent()).toBe('Ontario');
    expect(await select(form, 'Country').textContent()).toBe('Canada');
    expect(await field(form, 'Offer Price').inputValue()).toBe('650,000');
    expect(await field(form, 'Earnest Money Deposit').inputValue()).toBe('10,000.5');
    expect(await field(form, 'Down Payment').inputValue()).toBe('130,000');
    expect(await field(form, 'Seller Concessions').inputValue()).toBe('');
    expect(await form.getByLabel(/^Possession Date/).inputValue()).toBe('2026-12-15');
    expect(await select(form, 'Offer Expiration Time').textContent()).toBe('5:30 PM');
    expect(await select(form, 'Lead Based Paint Disclosure').count()).toBe(0);
    // A saved draft can be cancelled.
    await form.getByRole('button', { name: 'Cancel', exact: true }).waitFor();
    await screenshot(page, 'offer-information-reloaded');
    await expectAccessible(page, 'Offer Information of a saved draft');
    expect(b.errors).toEqual([]);
  });

  it('shows and requires the lead based paint disclosure for a home built in 1975, and hides it for 1990', async () => {
    const { page } = b;
    await signIn(page, '/create-offer');
    await page.waitForURL(`${SHELL_URL}/create-offer`);
    const form = offerForm(page);
    await form.waitFor();
    const disclosure = select(form, 'Lead Based Paint Disclosure');

    await field(form, 'Year Built').fill('1975');
    await disclosure.waitFor();
    await clickIncompleteNext(page);
    await shown(form, 'Lead Based Paint Disclosure is required');
    await screenshot(page, 'offer-information-lead-paint');
    await expectAccessible(page, 'Offer Information, lead based paint disclosure required');

    await field(form, 'Year Built').fill('1990');
    await disclosure.waitFor({ state: 'detached' });
    expect(await form.getByText('Lead Based Paint Disclosure is required', { exact: true }).count()).toBe(0);

    // Back before 1978: shown again, empty, and required again.
    await field(form, 'Year Built').fill('1975');
    await disclosure.waitFor();
    expect((await disclosure.textContent())?.replace(/\u200b/g, '').trim()).toBe('');
    await shown(form, 'Lead Based Paint Disclosure is required');
    await choose(page, 'Lead Based Paint Disclosure', 'Disclosure Attached', form);
    await form.getByText('Lead Based Paint Disclosure is required', { exact: true }).waitFor({ state: 'detached' });

    // Digits only, four at most; fewer than four is invalid.
    await field(form, 'Year Built').fill('19a7');
    expect(await field(form, 'Year Built').inputValue()).toBe('197');
    await shown(form, 'Invalid Year Built');
    expect(b.errors).toEqual([]);
  });

  it('Back with unsaved changes asks before returning to the import dialog; without changes it returns at once', async () => {
    const { page } = b;
    await signIn(page);
    await enterManually(page);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(`${SHELL_URL}/home/true`);
    const importDialog = page.getByRole('dialog', { name: /^Create Offer/ });
    await importDialog.getByRole('textbox', { name: 'MLS Number or Property Address' }).waitFor();

    await importDialog.getByRole('button', { name: 'Enter Manually' }).click();
    await page.waitForURL(`${SHELL_URL}/create-offer`);
    await field(offerForm(page), 'City').fill('Mesa');
    await page.getByRole('button', { name: 'Back' }).click();
    const confirm = page.getByRole('dialog', { name: 'Return to Search/Import Screen?' });
    await confirm.getByText('Are you sure? You will lose all information you have entered.', { exact: true }).waitFor();
    await screenshot(page, 'offer-information-return-confirm');
    await expectAccessible(page, 'return to search confirm dialog');
    // Cancel keeps the agent on the form with the text entered.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await field(offerForm(page), 'City').inputValue()).toBe('Mesa');
    await page.getByRole('button', { name: 'Back' }).click();
    await confirm.getByRole('button', { name: 'Yes, Go Back' }).click();
    await page.waitForURL(`${SHELL_URL}/home/true`);
    await importDialog.getByRole('textbox', { name: 'MLS Number or Property Address' }).waitFor();
    await importDialog.getByText('No search criteria entered', { exact: true }).waitFor();
    expect(b.errors).toEqual([]);
  });

  it('Cancel on a saved draft cancels it on the server: it can no longer be opened', async () => {
    const { page } = b;
    const created = await apiSend<OfferDetail>('POST', '/offer/createoffer', token, completeDraft(lookups));
    expect(created.status).toBe(200);
    const offerId = created.data.id;

    await signIn(page, `/create-offer/${offerId}`);
    await page.waitForURL(`${SHELL_URL}/create-offer/${offerId}`);
    const form = offerForm(page);
    await form.waitFor();
    expect(await field(form, 'Street Name').inputValue()).toBe('Saguaro');

    // Back on an existing offer opens the cancel confirmation too; its Cancel keeps the draft.
    await form.getByRole('button', { name: 'Back' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel creating offer?' });
    await confirm.getByText('Are you sure? You will not be able to access this cancelled offer again.', { exact: true }).waitFor();
    await expectAccessible(page, 'cancel offer confirm dialog');
    await confirm.getByRole('button', { name: 'Cancel', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });

    await form.getByRole('button', { name: 'Cancel', exact: true }).click();
    // Hold the cancel call until 'Cancelling...' has been seen.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(`**/offer/canceloffer/${offerId}`, async (route) => {
      await held;
      await route.continue();
    });
    await confirm.getByRole('button', { name: 'Cancel Creating Offer' }).click();
    await confirm.getByRole('button', { name: 'Cancelling...' }).waitFor();
    await screenshot(page, 'offer-information-cancelling');
    release();
    await page.waitForURL(`${SHELL_URL}/home`);
    await page.getByRole('tab', { name: /Sent Offers/ }).waitFor();

    expect((await apiSend('GET', `/offer/GetById/${offerId}`, token)).status).toBe(404);
    await page.goto(`${SHELL_URL}/create-offer/${offerId}`);
    await page.getByText('This offer could not be found or can no longer be opened.', { exact: true }).waitFor();
    expect(await offerForm(page).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(0);
    await screenshot(page, 'offer-information-cancelled-offer');
    await expectAccessible(page, 'cancelled offer');
    await page.getByRole('button', { name: 'Back to Offers' }).click();
    await page.waitForURL(`${SHELL_URL}/home`);
    await page.getByRole('tab', { name: /Sent Offers/ }).waitFor();
    expect(b.errors).toEqual([]);
  });
});
