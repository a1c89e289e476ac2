import { apiGet, apiSend, apiToken, type Token } from '../support/agent';
import { expectAccessible } from '../support/accessible';
import { openBrowser, screenshot, type BrowserSession } from '../support/browser';
import { addBuyerClient, draftWithResaleDocument } from '../support/drafts';
import { mailLink, MAILBOX_URL } from '../support/mailbox';
import { expectNoSideScroll } from '../support/accessible';
import { PORTAL_ORIGIN, PORT_OFFSET, SHELL_URL, SIGNING_URL } from '../support/ports';
import { adoptSignAllAndFinish, agreeOnPage } from '../support/signer';

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

  it("shows the signature request a share sent, with its link to the signing service (mf-documents' own origin)", async () => {
    const email = `mia.${Date.now()}@mail.example`;
    const { signSetId } = await shareWithBuyer(token, email);
    const { page } = b;

    const link = await mailLink(page, email, { subjectIncludes: 'Documents to sign' });
    const url = new URL(link);
    expect(url.origin).toBe(new URL(SIGNING_URL).origin);
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

  it('a mailed sign link opens the signing page on the signing origin under its own policy and signs at 375 px', async () => {
    const email = `mia.phone.${Date.now()}@mail.example`;
    await shareWithBuyer(token, email);
    const link = await mailLink(b.page, email, { subjectIncludes: 'Documents to sign' });
    const phone = await openBrowser({ width: 375, height: 800 }, { hasTouch: true });
    try {
      const answer = await phone.page.goto(link);
      expect(new URL(phone.page.url()).origin).toBe(new URL(SIGNING_URL).origin);
      // Framed only by the shell, the suite's party portal and the environment's brokerage parent.
      const policy = answer!.headers()['content-security-policy'];
      const ancestors = policy.split('; ').find((d) => d.startsWith('frame-ancestors '));
      expect(ancestors).toBe(`frame-ancestors ${SHELL_URL} http://localhost:${4105 + PORT_OFFSET} ${PORTAL_ORIGIN}`);
      expect(policy).not.toContain('*');
      expect(policy).toContain("object-src 'none'");
      await agreeOnPage(phone.page, 'signing origin at 375 px');
      // The bare signing page: no shell header or navigation.
      expect(await phone.page.getByRole('navigation').count()).toBe(0);
      expect(await phone.page.getByRole('banner').count()).toBe(0);
      await expectNoSideScroll(phone.page);
      await expectAccessible(phone.page, 'Signer on the signing origin at 375 px');
      await screenshot(phone.page, 'signing-origin-signer-375');
      await phone.page
        .getByRole('button', { name: /here \((signature|initials)\)$/ })
        .first()
        .click();
      await phone.page.getByRole('tab', { name: 'Type' }).click();
      await phone.page.getByLabel('Full name').fill('Mia Mailbox');
      await phone.page.getByLabel('Initials', { exact: true }).fill('MM');
      await adoptSignAllAndFinish(phone.page);
      await phone.page.getByText('Every party has signed these documents.').waitFor();
      await expectNoSideScroll(phone.page);
      await expectAccessible(phone.page, 'Signer on the signing origin, signed');
      expect(phone.errors).toEqual([]);
    } finally {
      await phone.close();
    }
  }, 120_000);
});
