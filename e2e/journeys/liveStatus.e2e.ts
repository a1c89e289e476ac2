import type { OfferDetail } from '@offerdesk/shared/contract';
import { PartyRole, Side } from '@offerdesk/shared/domain';
import { DEMO_USERS } from '../../api/src';
import { ALEX, apiGet, apiSend, apiToken, signIn, type Token } from '../support/agent';
import { expectAccessible } from '../support/accessible';
import { openBrowser, screenshot, type BrowserSession } from '../support/browser';
import { addBuyerClient, draftWithResaleDocument } from '../support/drafts';
import { addAgentParties } from '../support/journey';
import { lastMailId, mailLink } from '../support/mailbox';
import { signHere } from '../support/signer';

const JORDAN = DEMO_USERS.find((u) => u.userName === 'jordan.lee')!;
const BUYER = { firstName: 'Liv', lastName: 'Livestream', email: 'liv.livestream@buyers.example' };

/**
 * Live status (docs/domain/live.md), two people in two browsers: Alex Morgan, the seller agent, has his Received Offers
 * open; Jordan Lee's offer to him is out for the buyer's signature with auto-forward on. The buyer signs from the mailed
 * link in another browser, the offer goes on to Alex by itself, and Alex's list shows it as 'Forwarded To Seller Agent'
 * without a reload (the page is never navigated after the list first shows). axe on every screen visited.
 */
describe("live status: the seller agent's list follows the buyer's signature", () => {
  let jordan: Token;
  let offerId: number;
  let sellerAgent: BrowserSession;
  let buyer: BrowserSession;
  let since = 0;

  beforeAll(async () => {
    since = await lastMailId();
    jordan = await apiToken(JORDAN.userName);
    const draft = await draftWithResaleDocument(jordan, { streetNumber: '77', street: 'Livestream' });
    offerId = draft.offerId;
    const client = await addBuyerClient(jordan, offerId, draft.lookups, {
      ...BUYER,
      mobilePhone: '4805550177',
      addressLine1: '77 Live Rd',
    });
    await addAgentParties(jordan, offerId, [
      [JORDAN, 1],
      [ALEX, 2],
    ]);
    const offer = (await apiGet<OfferDetail>(`/offer/GetById/${offerId}`, jordan)).data;
    const documents = (await apiGet<Array<{ id: number; contractId: number }>>(`/offer/GetOfferDocumentsByExternalId/${offerId}`, jordan))
      .data;
    for (const d of documents) {
      const marked = await apiSend('POST', '/offer/markOfferdocumentassigned', jordan, {
        contractId: d.contractId,
        documentId: d.id,
        offerId,
      });
      expect(marked.status).toBe(200);
    }
    const buyerParty = offer.parties.find((p) => p.roleId === PartyRole.Client && p.sideId === Side.buyer) ?? client.parties[0];
    const shared = await apiSend('POST', '/offer/ShareOffer', jordan, {
      offerId,
      contractId: offer.contractId,
      documents: documents.map((d) => d.id),
      parties: [{ partyId: buyerParty.partyId }],
      signingOrder: 1,
      isEnabledAutoForwardAfterBuyerSign: true,
    });
    expect(shared.status).toBe(200);
    sellerAgent = await openBrowser();
    buyer = await openBrowser({ width: 375, height: 812 });
  }, 120_000);
  afterAll(async () => {
    for (const b of [sellerAgent, buyer]) await b?.close();
  });

  it('shows Alex the offer forwarded to him when the buyer signs in another browser, without a reload', async () => {
    const { page } = sellerAgent;
    await signIn(page, '/home', ALEX.userName);
    await page.getByRole('tab', { name: /Received Offers/ }).click();
    const list = page.getByRole('region', { name: 'Received offers' });
    await list.waitFor();
    const card = list.locator(`article[data-offer-id="${offerId}"]`);
    const forwarded = card.locator('.MuiChip-label').filter({ hasText: /^Forwarded To Seller Agent$/ });
    expect(await forwarded.count()).toBe(0);
    await expectAccessible(page, 'Received offers before the buyer signs');
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations++;
    });

    const link = await mailLink(buyer.page, BUYER.email, { subjectIncludes: 'sign', after: since });
    await expectAccessible(buyer.page, 'Mailbox message (buyer)');
    await buyer.page.goto(link);
    await signHere(buyer.page, `${BUYER.firstName} ${BUYER.lastName}`, 'LL', 'buyer at 375 px');

    await forwarded.waitFor({ timeout: 30_000 });
    expect(navigations).toBe(0);
    await expectAccessible(page, 'Received offers after the buyer signed');
    await screenshot(page, 'live-status-received-1280');
  }, 180_000);
});
