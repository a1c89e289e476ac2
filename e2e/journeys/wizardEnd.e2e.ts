import type { OfferDetail, OfferDocument, Party } from '@offerdesk/shared/contract';
import { ALEX, apiGet, apiSend, apiToken, signIn, type Token } from '../support/agent';
import { SHELL_URL } from '../support/ports';
import { expectAccessible } from '../support/accessible';
import { openBrowser, type BrowserSession } from '../support/browser';
import { addBuyerClient, createDraftOffer, resaleTemplate } from '../support/drafts';
import { saveAndShare } from '../support/journey';

/** The end of the wizard, from an offer with documents and a buyer: Document Review → Share → Success, at 1280 px. */
describe('Wizard end: Document Review, Share, Success', () => {
  let b: BrowserSession;
  let token: Token;
  let offerId: number;
  beforeAll(async () => {
    token = await apiToken();
    const template = await resaleTemplate(token);
    const draft = await createDraftOffer(token, { formTemplateIds: [template.id] });
    offerId = draft.offerId;
    const docs = (await apiGet<Array<{ id: number }>>(`/formtemplates/getdocumentsbyformtemplate?id=${template.id}`, token)).data;
    expect(
      (
        await apiSend('POST', '/offer/adddocuments', token, {
          offerId,
          documentTemplateIds: docs.slice(0, 2).map((d) => d.id),
          mlsDocuments: [],
        })
      ).status,
    ).toBe(200);
    await addBuyerClient(token, offerId, draft.lookups, {
      firstName: 'Ava',
      lastName: 'Journey',
      email: 'ava.journey@buyers.example',
      mobilePhone: '4805550101',
      addressLine1: '12 Mesa Dr',
    });
    // The agent itself, in-house on the buyer side: the Share step links its own signing page.
    const self = (await apiGet<Party[]>(`/TransactionBase/SearchPartiesByRole?q=${ALEX.lastName}&r=4`, token)).data.find(
      (a) => a.email === ALEX.email,
    )!;
    expect(
      (await apiSend('POST', '/offer/addParty', token, { offerId, party: { personId: self.personId, roleId: 4, sideId: 1 } })).status,
    ).toBe(200);
    const assigned = (await apiGet<OfferDocument[]>(`/offer/GetOfferDocumentsByExternalId/${offerId}`, token)).data;
    expect(assigned).toHaveLength(2);
    b = await openBrowser({ width: 1280, height: 900 });
  });
  afterAll(async () => {
    await b?.close();
  });

  it('reviews the documents (assigning the rest), shares them with the buyer and ends on the success screen', async () => {
    const { page } = b;
    await signIn(page, `/document-review/${offerId}`);
    await page.getByRole('heading', { name: 'Document Review' }).waitFor();
    await page.getByText('Residential Purchase Agreement').waitFor();
    await expectAccessible(page, 'Document Review');

    // The sellers' holders are still unassigned: Next asks first.
    await page.getByRole('button', { name: 'Next' }).click();
    const dialog = page.getByRole('dialog', { name: 'Incomplete Document(s)' });
    await dialog.waitFor();
    await expectAccessible(page, 'Incomplete Document(s)');
    await dialog.getByRole('button', { name: 'Ok' }).click();

    await page.waitForURL(`**/send-offer/${offerId}`);
    await page.getByRole('heading', { name: 'Share' }).waitFor();
    await page.getByRole('checkbox', { name: /Ava Journey/ }).waitFor();
    expect(await page.getByRole('checkbox', { name: /Ava Journey/ }).isChecked()).toBe(true);

    // The agent holds a signature field: 'Sign documents' (share with the agent first, then its signing page; the
    // auto-forward journey uses it) is enabled, and each recipient is named with its side.
    await expect(page.getByRole('button', { name: 'Sign documents' }).getAttribute('aria-disabled')).resolves.toBeNull();
    await page.getByRole('checkbox', { name: /^Alex Morgan \(Buyer Inhouse Agent\)/ }).waitFor();
    await page.getByRole('checkbox', { name: 'Send reminders' }).check();
    await expectAccessible(page, 'Share');

    await page.getByRole('button', { name: 'Customize Reminder Emails' }).click();
    const reminders = page.getByRole('dialog', { name: 'Customize Reminder Emails' });
    await reminders.getByRole('textbox', { name: 'Subject' }).waitFor();
    await expectAccessible(page, 'Customize Reminder Emails');
    await reminders.getByRole('button', { name: 'Cancel' }).click();
    await reminders.waitFor({ state: 'hidden' });

    await saveAndShare(page);
    await page.getByRole('heading', { name: 'Your offer has been sent to buyer(s) for signature.' }).waitFor();
    await expectAccessible(page, 'Success');

    const offer = (await apiGet<OfferDetail>(`/offer/GetById/${offerId}`, token)).data;
    expect([offer.statusId, offer.sendReminder, offer.reminderInDays]).toEqual([160, true, 2]);

    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/home');
  });

  it("does not reopen the sent offer: its Document Review address lands on the offer's read-only page", async () => {
    const { page } = b;
    await page.goto(`${SHELL_URL}/document-review/${offerId}`);
    await page.waitForURL(`${SHELL_URL}/offer-documents/${offerId}`);
    await page.getByText('Sent for Signature', { exact: true }).first().waitFor();
    await page.getByRole('tab', { name: 'Documents/Signing' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Document Review' }).count()).toBe(0);
    await page.getByRole('status').waitFor({ state: 'detached' });
    await expectAccessible(page, 'Offer page, after opening Document Review of the sent offer');
  });
});
