import { apiGet, apiSend, apiToken, type Token } from '../support/agent';
import { expectAccessible } from '../support/accessible';
import { openBrowser, screenshot, type BrowserSession } from '../support/browser';
import { addBuyerClient, draftWithResaleDocument } from '../support/drafts';
import { mailLink, MAILBOX_URL } from '../support/mailbox';
import { SHELL_URL } from '../support/ports';

/** An offer with the purchase contract's documents and one buyer with an e-mail, shared for signature through the API. */
async function shareWithBuyer(token: Token, email: string): Promise<{ offerId: number; signSetId: number }> {
  const { offerId, lookups } = await draftWithResaleDocument(token);
  const client = await addBuyerClient(token, offerId, lookups, { firstName: 'Mia', lastName: 'Mailbox', email, addressLine1: '12 Elm St' });
  const parties = (await apiGet<Array<{ partyId: number; personId: number | null }>>(`/offer/getPartiesByOffer?offerId=${offerId}`, token))
    .data;
  const partyId = parties.find((p) => p.personId === client.personId)!.partyId;
  const docs = (await apiGet<Array<{ id: number; contractId: number }>>(`/offer/GetOfferDocumentsByExternalId/${offerId}`, token)).data;
  for (const d of docs) {
    expect(
      (await apiSend('POST', '/offer/markOfferdocumentassigned', token, { contractId: d.contractId, documentId: d.id, offerId })).status,
    ).toBe(200);
  }
  const shared = await apiSend<{ id: number }>('POST', '/offer/shareDocuments', token, {
    offerId,
    contractId: docs[0].contractId,
    documents: docs.map((d) => d.id),
    parties: [{ partyId }],
  });
  expect(shared.status).toBe(200);
  return { offerId, signSetId: shared.data.id };
}

describe('the local mailbox', () => {
  let b: BrowserSession;
  let token: Token;
  beforeAll(async () => {
    token = await apiToken();
    b = await openBrowser();
  });
  afterAll(async () => {
    await b?.close();
  });

  it('shows the signature request a share sent, with its link to the signing page on the front end', async () => {
    const email = `mia.${Date.now()}@mail.example`;
    const { signSetId } = await shareWithBuyer(token, email);
    const { page } = b;

    const link = await mailLink(page, email, { subjectIncludes: 'Documents to sign' });
    const url = new URL(link);
    expect(url.origin).toBe(new URL(SHELL_URL).origin);
    expect(url.pathname).toMatch(new RegExp(`^/sign-documents/[A-Za-z0-9_-]{43}/${signSetId}$`));
    await page.getByRole('heading', { name: 'Documents to sign', level: 1 }).waitFor();
    await screenshot(page, 'mailbox-message');
    await expectAccessible(page, 'Mailbox message');

    await page.getByRole('link', { name: 'Back to the mailbox' }).click();
    await page.getByRole('heading', { name: 'Mailbox', level: 1 }).waitFor();
    expect(page.url()).toBe(MAILBOX_URL);
    // Newest first: the request just sent is the first row to that address, and the first row at all.
    await expect(page.getByRole('row').nth(1).getByRole('cell').first().textContent()).resolves.toBe(email);
    await screenshot(page, 'mailbox-list');
    await expectAccessible(page, 'Mailbox list');
  });
});
