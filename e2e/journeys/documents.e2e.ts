import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { OfferDocument } from '@offerdesk/shared/contract';
import type { MlsListing, MlsSearchResult } from '@offerdesk/shared/contract';
import { pdfText } from '../../scripts/pdfText';
import { apiGet, apiToken, signIn, type Token } from '../support/agent';
import { expectAccessible, expectNoSideScroll } from '../support/accessible';
import { openBrowser, screenshot, type BrowserSession } from '../support/browser';
import { createDraftOffer } from '../support/drafts';
import { shown } from '../support/form';
import { handMadePdf } from '../support/pdf';
import { SHELL_URL } from '../support/ports';

const list = (page: Page, name: string) => page.getByRole('list', { name });
const doc = (page: Page, listName: string, name: string) => list(page, listName).locator(`li[data-document="${name}"]`);

describe('Documents and Form Info', () => {
  let b: BrowserSession;
  let token: Token;
  let offerId: number;
  beforeAll(async () => {
    token = await apiToken();
    ({ offerId } = await createDraftOffer(token, {
      propertyTypeId: 1,
      isHomeLocatedInHOA: true,
      offerPrice: 512345,
      additionalTerms: 'Seller leaves the patio furniture.',
    }));
    b = await openBrowser();
  });
  afterAll(async () => {
    await b?.close();
  });

  it('assigns template and uploaded documents, requires the HOA Addendum, fills Form Info and downloads the filled purchase agreement', async () => {
    const { page } = b;
    await signIn(page, `/assign-documents?offerId=${offerId}`);
    await page.getByRole('heading', { name: 'Add Documents' }).waitFor();
    await shown(page, 'No documents to display');
    await expectAccessible(page, 'Add Documents, nothing assigned');

    // A broker template brings its required documents into the assigned list.
    await page.getByRole('combobox', { name: 'Form Template' }).click();
    await page.getByRole('option', { name: 'Residential Resale Purchase Contract' }).click();
    await page.keyboard.press('Escape');
    await doc(page, 'Assigned Documents', 'Residential Purchase Agreement').waitFor();
    await doc(page, 'Assigned Documents', 'Lead-Based Paint Disclosure').waitFor();

    // An additional document by checkbox and Add.
    await doc(page, 'Select Additional Documents', 'Additional Terms Addendum').getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await doc(page, 'Assigned Documents', 'Additional Terms Addendum').waitFor();
    // At 390 px the lists stay inside the screen: no sideways scroll, long names cut with an ellipsis.
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSideScroll(page);
    await page.setViewportSize({ width: 1280, height: 900 });

    // Upload a PDF (the percent shows while it travels), then drag one document back to its section.
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'offerdesk-upload-')), 'Home Inspection.pdf');
    fs.writeFileSync(file, handMadePdf('Home inspection report'));
    await page.getByLabel('PDF document to upload').setInputFiles(file);
    await doc(page, 'Assigned Documents', 'Home Inspection').waitFor();
    await doc(page, 'Assigned Documents', 'Additional Terms Addendum').dragTo(list(page, 'Select Additional Documents'));
    await doc(page, 'Select Additional Documents', 'Additional Terms Addendum').waitFor();
    expect(await doc(page, 'Assigned Documents', 'Additional Terms Addendum').count()).toBe(0);
    await screenshot(page, 'add-documents-assigned');
    await expectAccessible(page, 'Add Documents, documents assigned');

    // The home is in an HOA: Next needs the HOA Addendum.
    await page.getByRole('button', { name: 'Next' }).click();
    await shown(page, 'Please add HOA Addedndum document');
    await expectAccessible(page, 'Add Documents, HOA Addendum missing');
    await doc(page, 'Select Additional Documents', 'HOA Addendum').getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(`${SHELL_URL}/assign-parties?offerId=${offerId}`);
    const assigned = (await apiGet<OfferDocument[]>(`/offer/GetOfferDocumentsByExternalId/${offerId}`, token)).data;
    expect(assigned.map((d) => [d.name, d.type]).sort()).toEqual([
      ['HOA Addendum', 'Additional'],
      ['Home Inspection', 'Additional'],
      ['Lead-Based Paint Disclosure', 'Required'],
      ['Residential Purchase Agreement', 'Required'],
    ]);

    // Form Info (the Parties step is another screen's work: the wizard is moved past it).
    await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.endsWith('wizard'))!;
      const w = JSON.parse(localStorage.getItem(key)!);
      localStorage.setItem(key, JSON.stringify({ ...w, currentStep: 4, completedSteps: [1, 2, 3] }));
    });
    await page.goto(`${SHELL_URL}/offer-details?offerId=${offerId}`);
    await page.getByRole('heading', { name: 'Form Info' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Purchase price' }).inputValue()).toBe('$512,345');
    const loanDays = page.getByRole('spinbutton', { name: /^Days to obtain loan approval/ });
    expect(await loanDays.count()).toBe(0);
    await expectAccessible(page, 'Form Info');
    await page.getByRole('checkbox', { name: 'Financing contingency' }).check();
    await loanDays.waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await shown(page, 'Please complete all required fields');
    await expectAccessible(page, 'Form Info, required fields missing');
    await loanDays.fill('21');
    await page.getByRole('textbox', { name: /^Association name/ }).fill('Saguaro Vista HOA');
    await page.getByRole('radio', { name: '10 days' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(`${SHELL_URL}/document-review/${offerId}`);

    // Back on Form Info, and after a reload, the values are there.
    await page.getByRole('navigation', { name: 'Offer progress' }).getByRole('tab', { name: 'Form Info' }).click();
    await page.waitForURL(`${SHELL_URL}/offer-details?offerId=${offerId}`);
    await page.reload();
    await loanDays.waitFor();
    expect(await loanDays.inputValue()).toBe('21');
    expect(await page.getByRole('checkbox', { name: 'Financing contingency' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: '10 days' }).isChecked()).toBe(true);

    // The purchase agreement, downloaded from Add Documents, carries the offer's terms and the Form Info values.
    await page.getByRole('navigation', { name: 'Offer progress' }).getByRole('tab', { name: 'Add Documents' }).click();
    await page.waitForURL(`${SHELL_URL}/assign-documents?offerId=${offerId}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Residential Purchase Agreement' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Residential Purchase Agreement.pdf');
    const { pages } = await pdfText(fs.readFileSync((await download.path())!));
    const text = pages.join('\n');
    for (const expected of ['$512,345', '4410 Saguaro', 'Tempe', '85281', '12/15/26', 'Seller leaves the patio furniture.', '21'])
      expect([expected, text.includes(expected)]).toEqual([expected, true]);
  }, 240_000);

  it("adds a document of the offer's MLS listing, stored from the MLS and downloadable", async () => {
    const listing = await listingWithDocuments(token);
    const { offerId: mlsOffer } = await createDraftOffer(token, {
      propertyTypeId: listing.propertyType!.id,
      streetNumber: listing.streetNumber,
      street: listing.streetName,
      city: listing.city,
      state: listing.state!.id,
      zipCode: listing.zipCode,
      county: listing.county,
      mlsNumber: listing.mlsNumber,
      fromMlsData: true,
    });
    const wanted = listing.documents[0].content_desc;

    const { page } = b;
    await page.goto(`${SHELL_URL}/assign-documents?offerId=${mlsOffer}`);
    await page.getByRole('heading', { name: 'Add Documents' }).waitFor();
    await shown(page, '2 Select MLS Documents');
    await shown(page, '3 Select Additional Documents');
    await doc(page, 'Select MLS Documents', wanted).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await doc(page, 'Assigned Documents', wanted).waitFor();
    await expectAccessible(page, 'Add Documents, MLS document assigned');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(`${SHELL_URL}/assign-parties?offerId=${mlsOffer}`);

    // The server fetched the PDF from the MLS and keeps it: it downloads with the listing's details.
    const assigned = (await apiGet<OfferDocument[]>(`/offer/GetOfferDocumentsByExternalId/${mlsOffer}`, token)).data;
    expect(assigned.map((d) => [d.name, d.type])).toEqual([[wanted, 'MLS']]);
    await page.getByRole('navigation', { name: 'Offer progress' }).getByRole('tab', { name: 'Add Documents' }).click();
    await page.waitForURL(`${SHELL_URL}/assign-documents?offerId=${mlsOffer}`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: `Download ${wanted}` }).click()]);
    const text = (await pdfText(fs.readFileSync((await download.path())!))).pages.join('\n');
    expect(text).toContain(`MLS number: ${listing.mlsNumber}`);
    expect(text).toContain(wanted);
  }, 180_000);
});

/** A listing of the embedded MLS that comes with documents (about one in three does). */
async function listingWithDocuments(token: Token): Promise<MlsListing> {
  for (const keywords of ['1', '2', '3', '4', '5']) {
    const found = (await apiGet<MlsSearchResult[]>(`/mlsLookup/getMlsDataByStreetOrMlsNumber?keywords=${keywords}`, token)).data;
    for (const hit of found) {
      const listing = (await apiGet<MlsListing>(`/mlsLookup/GetMlsListing?mlsId=${hit.mls_id}`, token)).data;
      if (listing.documents.length && listing.propertyType && listing.state) return listing;
    }
  }
  throw new Error('No listing with documents in the embedded MLS');
}
