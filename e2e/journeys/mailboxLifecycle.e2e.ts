import type { Page } from 'playwright-core';
import type { OfferDetail, Party } from '@offerdesk/shared/contract';
import { PartyRole, Side } from '@offerdesk/shared/domain';
import { DEMO_USERS } from '../../api/src';
import { ALEX, apiGet, apiSend, apiToken, signIn, type Token } from '../support/agent';
import { expectAccessible, expectNoSideScroll } from '../support/accessible';
import { openBrowser, screenshot, type BrowserSession } from '../support/browser';
import { addBuyerClient, draftWithResaleDocument } from '../support/drafts';
import { addSellersOnPage, journeySteps, openForwardFromOfferPage, openShareStep } from '../support/journey';
import { addReviewerHere, counterHere, forwardFromLanding, forwardHere, reviewHere, sendForReviewHere } from '../support/lifecycleSteps';
import { lastMailId, mailLink as anyMailLink, type MailQuery } from '../support/mailbox';
import { SHELL_URL } from '../support/ports';
import { expectSealedDownloads } from '../support/sealed';
import { agentSigningFrame, expectListLabel, signHere } from '../support/signer';

/**
 * Issue 22, "Done means": the whole life of an offer from the mailbox alone, five people in five browsers: Alex
 * (Summit Realty Group, the buyer agent), the buyer, Casey Nguyen of Harbor Homes (the seller agent, another
 * brokerage, signed in as himself), the seller and the reviewer. Share (through the reviewer), the buyer signs,
 * forward, the seller counters, the buyer accepts, the seller signs, the signing completes, the sealed download's
 * SHA-256 is the certificate's, and the accepted offer becomes a sale. Each person acts only through the screens and
 * the links mailed to them (the API sets up the draft and reads the status); every screen passes axe.
 */
const CASEY = DEMO_USERS.find((u) => u.userName === 'casey.nguyen')!;
const BUYER = { firstName: 'Mia', lastName: 'Mailbox', email: 'mia.mailbox@buyers.example' };
const SELLER = { firstName: 'Saul', lastName: 'Mailbox', email: 'saul.mailbox@sellers.example' };
const REVIEWER = { first: 'Rob', last: 'Broker', email: 'rob.broker@review.example' };

describe('the whole offer lifecycle from the mailbox, five people in five browsers', () => {
  let token: Token;
  let caseyToken: Token;
  let offerId: number;
  let contractId: number;
  let documentNames: string[] = [];
  let buyerAgent: BrowserSession;
  let buyer: BrowserSession;
  let sellerAgent: BrowserSession;
  let seller: BrowserSession;
  let reviewer: BrowserSession;

  const step = journeySteps('mailbox-lifecycle', () => ({ buyerAgent, buyer, sellerAgent, seller, reviewer }), 120_000);
  /** The offer's card in Alex's Sent Offers shows `label` (docs/domain/offers.md, "Status ids and labels"). */
  const sentLabel = (label: string) => expectListLabel(buyerAgent.page, token, offerId, label);
  const offer = async () => (await apiGet<OfferDetail>(`/offer/GetById/${offerId}`, token)).data;

  // Mail of earlier journeys to the same people must not stand in: only what came after `since` (or a later mark).
  let since = 0;
  const mailLink = (page: Page, to: string, query: MailQuery = {}) =>
    anyMailLink(page, to, { ...query, after: Math.max(since, query.after ?? 0) });
  let mark = 0;
  const openMailedLink = async (page: Page, to: string, query: MailQuery = {}) => {
    await page.goto(await mailLink(page, to, query));
    await page.getByRole('heading', { level: 1 }).waitFor();
  };

  beforeAll(async () => {
    since = await lastMailId();
    token = await apiToken();
    caseyToken = await apiToken(CASEY.userName);
    const draft = await draftWithResaleDocument(token, { streetNumber: '5', street: 'Mailbox' });
    offerId = draft.offerId;
    await addBuyerClient(token, offerId, draft.lookups, { ...BUYER, mobilePhone: '4805550105', addressLine1: '5 Mailbox Rd' });
    // Alex in-house on the buyer side; Casey, Summit's outside-agent contact for him, on the seller side.
    const alex = (await apiGet<Party[]>(`/TransactionBase/SearchPartiesByRole?q=${ALEX.lastName}&r=4`, token)).data.find(
      (a) => a.email === ALEX.email,
    )!;
    const casey = (await apiGet<Party[]>(`/TransactionBase/SearchPartiesByRole?q=${CASEY.lastName}&r=3`, token)).data.find(
      (a) => a.email?.toLowerCase() === CASEY.email,
    )!;
    for (const [party, roleId, sideId] of [
      [alex, PartyRole.InhouseAgent, Side.buyer],
      [casey, PartyRole.OutsideAgent, Side.seller],
    ] as const) {
      const added = await apiSend('POST', '/offer/addParty', token, { offerId, party: { personId: party.personId, roleId, sideId } });
      expect(added.status).toBe(200);
    }
    contractId = (await offer()).contractId!;
    documentNames = (await apiGet<Array<{ name: string }>>(`/offer/GetOfferDocumentsByExternalId/${offerId}`, token)).data.map(
      (d) => d.name,
    );
    buyerAgent = await openBrowser();
    buyer = await openBrowser({ width: 375, height: 812 });
    sellerAgent = await openBrowser();
    seller = await openBrowser({ width: 375, height: 812 }, { hasTouch: true });
    reviewer = await openBrowser();
  }, 120_000);
  afterAll(async () => {
    for (const b of [buyerAgent, buyer, sellerAgent, seller, reviewer]) await b?.close();
  });

  step('1. Alex shares the offer through the reviewer, who accepts it from the mailed link', async () => {
    await openShareStep(buyerAgent.page, offerId, `${BUYER.firstName} ${BUYER.lastName}`);
    await addReviewerHere(buyerAgent.page, REVIEWER);
    await sendForReviewHere(buyerAgent.page);
    await sentLabel('Sent for Review');
    await openMailedLink(reviewer.page, REVIEWER.email, { subjectIncludes: 'review' });
    await reviewHere(reviewer.page, 'Accept');
    await sentLabel('Sent for Signature');
  });

  step('2. the buyer signs from the mailed link at 375 px, then Alex as his own party from his workspace', async () => {
    const link = await mailLink(buyer.page, BUYER.email, { subjectIncludes: 'sign' });
    expect(link).toMatch(/\?accounturl=/);
    await buyer.page.goto(link);
    await signHere(buyer.page, `${BUYER.firstName} ${BUYER.lastName}`, 'MM', 'buyer at 375 px');
    // She has no account: 'Go to your account' says first what it is and what happens next (issue 37 §1).
    await buyer.page.getByRole('link', { name: 'Go to your account' }).waitFor();
    await buyer.page.getByText(/^Register to follow this offer in the OfferDesk client app: on the next page/).waitFor();
    await screenshot(buyer.page, 'mailbox-lifecycle-buyer-signed-account-375');
    const own = (await offer()).parties.find((p) => p.email === ALEX.email && p.sideId === Side.buyer)!;
    await buyerAgent.page.goto(`${SHELL_URL}/sign-contract-documents/${contractId}/${own.partyId}`);
    const frame = await agentSigningFrame(buyerAgent.page, contractId, own.partyId);
    await signHere(frame, `${ALEX.firstName} ${ALEX.lastName}`, 'AM', 'buyer agent, workspace');
    await sentLabel('Buyer Signed');
  });

  step('3. Alex forwards the signed offer to Casey of Harbor Homes from the offer page', async () => {
    const { page } = buyerAgent;
    await page.goto(`${SHELL_URL}/offer-documents/${offerId}`);
    await openForwardFromOfferPage(page, 'Forward to Seller Agent', 'Forward Offer to Seller Agent');
    await expect(page.getByRole('checkbox', { name: new RegExp(`${CASEY.firstName} ${CASEY.lastName}`) }).isChecked()).resolves.toBe(true);
    await forwardHere(page, 'Forward Offer to Seller Agent', 'Forwarded to Seller Agent.');
    await sentLabel('Forwarded To Seller Agent');
  });

  step('4. Casey, signed in as himself, finds it under Received Offers, and adds the seller from his mailed link', async () => {
    const { page } = sellerAgent;
    await signIn(page, '/home', CASEY.userName);
    await page.getByRole('tab', { name: /Received Offers/ }).waitFor({ timeout: 30_000 });
    await expectListLabel(page, caseyToken, offerId, 'Forwarded To Seller Agent', 'Received');
    // On his phone: Add Seller opens the add-seller page there (seed 001 §9, the mobile add-seller redirect).
    await page.setViewportSize({ width: 375, height: 812 });
    await openMailedLink(page, CASEY.email, { subjectIncludes: 'offer to purchase your listing' });
    await expectAccessible(page, 'Landing, Casey (outside seller agent), 375 px');
    await addSellersOnPage(page, [SELLER], 'mailbox-lifecycle-add-seller');
    await page.setViewportSize({ width: 1280, height: 900 });
    await sentLabel('Forwarded To Seller');
  });

  step('5. the seller counters from her mailed link on a 375 px touch phone, then sees what happened and no second counter', async () => {
    const { page } = seller;
    await openMailedLink(page, SELLER.email);
    const counterPage = await counterHere(page, '545000', 'Seller keeps the patio furniture', async () => {
      mark = await lastMailId();
    });
    await sentLabel('Forwarded To Seller Agent');
    // Issue 37 §1: her landing page says what happened and what comes next, and offers only what is still possible.
    await page.getByRole('heading', { level: 1, name: 'Counter Offer Sent' }).waitFor();
    await page.getByText(`Your counter offer went to ${CASEY.firstName} ${CASEY.lastName}, who sends it on to the buyer's side.`).waitFor();
    const decisions = ['Accept Offer', 'Counter Offer', 'Reject Offer'];
    const actions = page.getByRole('group', { name: 'Offer actions' }).getByRole('button');
    expect((await actions.allTextContents()).filter((a) => decisions.includes(a))).toEqual([]);
    await expectNoSideScroll(page);
    await expectAccessible(page, 'Landing, seller after her counter, 375 px');
    await screenshot(page, 'mailbox-lifecycle-seller-countered-375');
    await page.getByRole('button', { name: 'View/Print' }).tap();
    await page.waitForURL(/\/offer-viewer\//);
    await page.getByRole('button', { name: 'Print' }).waitFor();
    expect((await page.getByRole('button').allTextContents()).filter((a) => decisions.includes(a))).toEqual([]);
    await expectAccessible(page, 'Viewer, seller after her counter, 375 px');
    // The counter page's address again: no form to fill in vain, what happened instead, never "try again".
    await page.goto(counterPage);
    const nothing = page.getByText(/^There is nothing for you to counter now\./);
    await nothing.waitFor();
    expect(await nothing.textContent()).not.toMatch(/try again/i);
    expect(await page.getByRole('textbox').count()).toBe(0);
    await expectAccessible(page, 'Counter page, nothing to counter, 375 px');
    await page.getByRole('button', { name: 'Back to the offer' }).tap();
    await page.getByRole('heading', { level: 1, name: 'Counter Offer Sent' }).waitFor();
  });

  step("6. Casey forwards the seller's counter to Alex, who forwards it to the buyer", async () => {
    await openMailedLink(sellerAgent.page, CASEY.email, { after: mark });
    await forwardFromLanding(sellerAgent.page, 'Forward to Buyer Agent', 'Forward Offer to Buyer Agent', 'Forwarded to Buyer Agent.');
    await sentLabel('Seller Countered Offer');
    const { page } = buyerAgent;
    await page.goto(`${SHELL_URL}/offer-documents/${offerId}`);
    await openForwardFromOfferPage(page, 'Forward to Buyer', 'Forward Offer to Buyer');
    mark = await lastMailId();
    await forwardHere(page, 'Forward Offer to Buyer', 'Forwarded to Buyer.');
    await sentLabel('Forwarded To Buyer');
  });

  step("7. the buyer accepts the seller's counter from the mailed link", async () => {
    const { page } = buyer;
    await openMailedLink(page, BUYER.email, { after: mark });
    await page.getByRole('heading', { level: 1, name: 'Accepted or Countered Offer' }).waitFor();
    await expectAccessible(page, 'Landing, buyer with a counter, 375 px');
    await page.getByRole('button', { name: 'Accept Offer' }).click();
    await page.getByRole('heading', { level: 1, name: 'Offer Accepted' }).waitFor();
    await expectAccessible(page, 'Landing, buyer accepted, 375 px');
    await sentLabel('Buyer Accept Counter Offer');
  });

  step("8. Alex forwards the acceptance to Casey, whose landing page says it is accepted and offers only the agents' forward", async () => {
    const { page } = buyerAgent;
    await page.goto(`${SHELL_URL}/offer-documents/${offerId}`);
    mark = await lastMailId();
    await openForwardFromOfferPage(page, 'Forward to Seller Agent', 'Forward Offer to Seller Agent');
    await forwardHere(page, 'Forward Offer to Seller Agent', 'Forwarded to Seller Agent.');
    await sentLabel('Forwarded To Seller Agent');
    await openMailedLink(sellerAgent.page, CASEY.email, { after: mark });
    await sellerAgent.page.getByRole('heading', { level: 1, name: 'Offer Accepted' }).waitFor();
    await sellerAgent.page.getByRole('button', { name: 'Forward to Buyer Agent' }).waitFor();
    for (const gone of ['Forward to Seller', 'Add Seller', 'Counter Offer', 'Reject Offer'])
      expect(await sellerAgent.page.getByRole('button', { name: gone, exact: true }).count()).toBe(0);
    await expectAccessible(sellerAgent.page, 'Landing, Casey after the accepted counter');
  });

  step('9. Download of each document the buyers signed is the sealed file the certificate names', async () => {
    await expectSealedDownloads(buyerAgent.page, token, offerId, contractId, documentNames);
  });

  step('10. Alex converts the accepted offer to a sale', async () => {
    const { page } = buyerAgent;
    await page.goto(`${SHELL_URL}/offer-documents/${offerId}`);
    await page.getByRole('button', { name: 'Convert to Sale' }).click();
    const dialog = page.getByRole('dialog', { name: 'Convert to Sale?' });
    await expectAccessible(page, 'Convert to Sale?');
    await dialog.getByRole('button', { name: 'Convert to Sale' }).click();
    await page.waitForURL(/\/transactionSale\/\d+\?isFromOffer=true$/);
    const sale = await offer();
    expect(sale.saleId).toBeTruthy();
    await page.getByRole('heading', { level: 1, name: `Sale ${sale.saleFileNumber}` }).waitFor();
    await page.getByRole('region', { name: 'Seller Parties' }).getByText(`${SELLER.firstName} ${SELLER.lastName}`).waitFor();
    await page.getByRole('region', { name: 'Buyer Parties' }).getByText(`${BUYER.firstName} ${BUYER.lastName}`).waitFor();
    await expectAccessible(page, 'sale page');
    await screenshot(page, 'mailbox-lifecycle-sale');
    for (const b of [buyerAgent, buyer, sellerAgent, seller, reviewer]) expect(b.errors).toEqual([]);
  });
});
