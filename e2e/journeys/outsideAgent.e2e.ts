import type { OfferDetail, OfferListItem, Party } from '@offerdesk/shared/contract';
import { OfferStatus, PartyRole, Side } from '@offerdesk/shared/domain';
import { DEMO_USERS } from '../../api/src';
import { ALEX, apiGet, apiSend, apiToken, signIn, type Token } from '../support/agent';
import { expectAccessible } from '../support/accessible';
import { openBrowser, screenshot, type BrowserSession } from '../support/browser';
import { lastMailId, mailLink } from '../support/mailbox';
import {
  markAllAssigned,
  offerWithDocuments,
  rosaSignsAll,
  rosaSignsFromHerMail,
  type OfferWithDocuments,
} from '../support/offerWithDocuments';
import { openForwardFromOfferPage } from '../support/journey';
import { SHELL_URL } from '../support/ports';

/**
 * Issue 22 item 3 (agents are matched by e-mail: docs/domain/parties.md, "Agents matched by e-mail: the outside seller agent who uses
 * OfferDesk"): Alex (Summit Realty Group) forwards a
 * signed offer to its seller agent Casey of Harbor Homes, another brokerage, who is on the offer as
 * Summit's outside-agent contact. Casey, signed in as himself in his own browser, finds the offer under
 * his Received Offers and opens it with his own session: the offer page with the seller agent's
 * button, and its documents. Each page passes axe.
 */
const CASEY = DEMO_USERS.find((u) => u.userName === 'casey.nguyen')!;

describe('an offer forwarded to a seller agent of another brokerage who uses OfferDesk', () => {
  let alexToken: Token;
  let caseyToken: Token;
  let offer: OfferWithDocuments;
  let buyerAgent: BrowserSession;
  let sellerAgent: BrowserSession;
  let since = 0;

  beforeAll(async () => {
    since = await lastMailId();
    alexToken = await apiToken();
    caseyToken = await apiToken(CASEY.userName);
    // Through the API, as Alex would: the draft with its documents and buyer, Alex as the buyer agent, and
    // Casey as the seller agent — Summit's outside-agent contact for him (the demo data), found by his e-mail.
    offer = await offerWithDocuments(alexToken);
    const docs = await markAllAssigned(alexToken, offer);
    const alex = (await apiGet<Party[]>(`/TransactionBase/SearchPartiesByRole?q=${ALEX.lastName}&r=4`, alexToken)).data.find(
      (a) => a.email === ALEX.email,
    )!;
    const casey = (await apiGet<Party[]>(`/TransactionBase/SearchPartiesByRole?q=${CASEY.lastName}&r=3`, alexToken)).data.find(
      (a) => a.email?.toLowerCase() === CASEY.email,
    )!;
    expect(casey).toMatchObject({ roleId: PartyRole.OutsideAgent, company: 'Harbor Homes' });
    for (const [party, roleId, sideId] of [
      [alex, PartyRole.InhouseAgent, Side.buyer],
      [casey, PartyRole.OutsideAgent, Side.seller],
    ] as const) {
      const added = await apiSend('POST', '/offer/addParty', alexToken, {
        offerId: offer.offerId,
        party: { personId: party.personId, roleId, sideId },
      });
      expect(added.status).toBe(200);
    }
    // The buyer signs from her mailed link (the signing itself is the signing journey's).
    const shared = await apiSend('POST', '/offer/ShareOffer', alexToken, rosaSignsAll(offer, docs));
    expect(shared.status).toBe(200);
    buyerAgent = await openBrowser();
    sellerAgent = await openBrowser();
    await rosaSignsFromHerMail(buyerAgent.page, since).catch(async (e: unknown) => {
      console.log(JSON.stringify(shared.data), since, (await buyerAgent.page.locator('body').innerText()).slice(0, 3000));
      throw e;
    });
  }, 120_000);
  afterAll(async () => {
    for (const b of [buyerAgent, sellerAgent]) await b?.close();
  });

  it('Alex forwards the signed offer to Casey from the offer page', async () => {
    const { page } = buyerAgent;
    await signIn(page);
    await page.getByRole('tab', { name: /Sent Offers/ }).waitFor({ timeout: 30_000 });
    await page.goto(`${SHELL_URL}/offer-documents/${offer.offerId}`);
    await page.getByRole('button', { name: 'Forward to Seller Agent' }).waitFor({ timeout: 30_000 });
    await expectAccessible(page, 'offer page, buyer agent: Forward to Seller Agent');
    await openForwardFromOfferPage(page, 'Forward to Seller Agent', 'Forward Offer to Seller Agent');
    await expect(page.getByRole('checkbox', { name: new RegExp(`${CASEY.firstName} ${CASEY.lastName}`) }).isChecked()).resolves.toBe(true);
    await expectAccessible(page, 'Forward Offer to Seller Agent');
    await page.getByLabel('Message (optional)').fill('Signed by the buyer.');
    await page.getByRole('button', { name: 'Forward', exact: true }).click();
    const done = page.getByRole('dialog', { name: 'Forwarded to Seller Agent.' });
    await done.waitFor();
    await expectAccessible(page, 'Forwarded to Seller Agent.');
    await done.getByRole('button', { name: 'OK' }).click();
    expect((await apiGet<OfferDetail>(`/offer/GetById/${offer.offerId}`, alexToken)).data.statusId).toBe(
      OfferStatus.forwardedToSellerAgent,
    );
    // The mailed link went to Casey's address.
    expect(await mailLink(page, CASEY.email, { subjectIncludes: 'offer to purchase your listing', after: since })).toContain(
      '/view-offer/',
    );
  }, 90_000);

  it('Casey signs in as himself, finds the offer under Received Offers, unviewed, and opens it', async () => {
    const { page } = sellerAgent;
    await signIn(page, '/home', CASEY.userName);
    await page.getByRole('tab', { name: /Received Offers/ }).click();
    const received = page.getByRole('region', { name: 'Received offers' });
    const card = received.locator(`article[data-offer-id="${offer.offerId}"]`);
    await card.waitFor({ timeout: 30_000 });
    await card
      .locator('.MuiChip-label')
      .filter({ hasText: /^Forwarded To Seller Agent$/ })
      .waitFor();
    const listed = (await apiGet<OfferListItem[]>('/offer/GetReceivedOffers', caseyToken)).data.find((o) => o.id === offer.offerId)!;
    expect(listed.isViewed).toBe(false);
    await expectAccessible(page, 'offers list, Received Offers of the outside seller agent');
    await screenshot(page, 'outside-agent-received-offers');

    // Received offers offer only View; viewing marks the offer viewed.
    await card.getByRole('button', { name: /Actions for/ }).click();
    expect(await page.getByRole('menuitem').allTextContents()).toEqual(['View']);
    await page.getByRole('menuitem', { name: 'View' }).click();
    await page.waitForURL(`${SHELL_URL}/offer-documents/${offer.offerId}`);
    await page.getByRole('tab', { name: 'Documents/Signing', selected: true }).waitFor({ timeout: 30_000 });
    // His own session: his seller agent party (matched by e-mail), its button (§4 "for others": no seller
    // counter, not approved: Forward to Seller) and the offer's documents.
    const seen = (await apiGet<OfferDetail>(`/offer/GetById/${offer.offerId}`, caseyToken)).data;
    expect(seen.party).toMatchObject({ roleId: PartyRole.OutsideAgent, sideId: Side.seller });
    await page.getByRole('button', { name: 'Forward to Seller', exact: true }).waitFor();
    const docs = (await apiGet<Array<{ id: number }>>(`/offer/GetOfferDocumentsByExternalId/${offer.offerId}`, caseyToken)).data;
    expect(docs.map((d) => d.id).sort()).toEqual((await offer.documents()).map((d) => d.id).sort());
    await expectAccessible(page, 'offer page, outside seller agent');
    await screenshot(page, 'outside-agent-offer-page');
    expect((await apiGet<OfferListItem[]>('/offer/GetReceivedOffers', caseyToken)).data.find((o) => o.id === offer.offerId)!.isViewed).toBe(
      true,
    );

    await page.getByRole('tab', { name: 'Parties' }).click();
    await page.getByText(`${CASEY.firstName} ${CASEY.lastName}`).first().waitFor();
    await expectAccessible(page, 'offer page, Parties tab, outside seller agent');
    expect(sellerAgent.errors).toEqual([]);
  }, 120_000);

  it('an agent who is no party of the offer gets 404 and does not list it', async () => {
    const sam = await apiToken('sam.rivera');
    expect((await apiGet<OfferListItem[]>('/offer/GetReceivedOffers', sam)).data.map((o) => o.id)).not.toContain(offer.offerId);
    await expect(apiGet(`/offer/GetById/${offer.offerId}`, sam)).rejects.toThrow(`GET /offer/GetById/${offer.offerId}: 404`);
  });
});
