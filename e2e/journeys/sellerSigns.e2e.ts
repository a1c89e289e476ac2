import type { Page } from 'playwright-core';
import { DEMO_USERS } from '../../api/src';
import { ALEX, apiToken, type Token } from '../support/agent';
import { expectAccessible, expectNoSideScroll } from '../support/accessible';
import { openBrowser, screenshot, type BrowserSession } from '../support/browser';
import { addAgentParties, addSellersOnPage, journeySteps, openForwardFromOfferPage, openShareStep, saveAndShare } from '../support/journey';
import { addBuyerClient, draftWithResaleDocument } from '../support/drafts';
import { lastMailId, mailLink as anyMailLink, openMail, type MailQuery } from '../support/mailbox';
import { PARTY_PORTAL_URL, SHELL_URL, SIGNING_URL } from '../support/ports';
import { expectRotateNotice, onOrigin } from '../support/rotate';
import { expectListLabel as listLabel, signHere } from '../support/signer';

/**
 * Issue 22, items 1 and 4: the second side of the offer from the mails alone, each person in their
 * own browser: the buyer agent shares, the buyer signs from the mailbox, the buyer agent forwards;
 * the seller agent opens his mailed link and adds the seller; the seller opens her mail, accepts from
 * her landing page and signs (375 px, touch; issue 37 §1), and the offer is 'Seller Signed and Forwarded to Seller Agent' with the seller
 * agent's mail in the mailbox. Whoever opened their link is viewed alike on the offer page's Parties
 * and Documents/Signing tabs. axe on every screen visited.
 */
const JORDAN = DEMO_USERS.find((u) => u.userName === 'jordan.lee')!;
const BUYER = { firstName: 'Bo', lastName: 'Secondside', email: 'bo.secondside@buyers.example' };
const SELLER = { firstName: 'Sela', lastName: 'Signer', email: 'sela.signer@sellers.example' };
const SELLER_SIGNED = 'Seller Signed and Forwarded to Seller Agent';

describe('the seller signs from the mailed links', () => {
  let token: Token;
  let offerId: number;
  let buyerAgent: BrowserSession;
  let buyer: BrowserSession;
  let sellerAgent: BrowserSession;
  let seller: BrowserSession;

  const expectListLabel = (label: string) => listLabel(buyerAgent.page, token, offerId, label);
  let since = 0;
  const mailLink = (page: Page, to: string, query: MailQuery = {}) => anyMailLink(page, to, { ...query, after: since });

  const step = journeySteps('seller-signs', () => ({ buyerAgent, buyer, sellerAgent, seller }), 120_000);

  beforeAll(async () => {
    since = await lastMailId();
    token = await apiToken();
    const draft = await draftWithResaleDocument(token, { streetNumber: '22', street: 'Secondside' });
    offerId = draft.offerId;
    await addBuyerClient(token, offerId, draft.lookups, { ...BUYER, mobilePhone: '4805550122', addressLine1: '22 Secondside Rd' });
    await addAgentParties(token, offerId, [
      [ALEX, 1],
      [JORDAN, 2],
    ]);
    buyerAgent = await openBrowser();
    buyer = await openBrowser({ width: 375, height: 812 });
    sellerAgent = await openBrowser({ width: 375, height: 812 });
    seller = await openBrowser({ width: 375, height: 812 }, { hasTouch: true });
  }, 120_000);
  afterAll(async () => {
    for (const b of [buyerAgent, buyer, sellerAgent, seller]) await b?.close();
  });

  step('1. the buyer agent shares the offer with the buyer for signature', async () => {
    const { page } = buyerAgent;
    // The sellers' holders have no party yet: Ok leaves them for the sellers the seller agent adds.
    await openShareStep(page, offerId, `${BUYER.firstName} ${BUYER.lastName}`);
    await expectAccessible(page, 'Share');
    await saveAndShare(page);
    await page.getByRole('heading', { name: 'Your offer has been sent to buyer(s) for signature.' }).waitFor();
    await expectAccessible(page, 'Success: sent for signature');
    await expectListLabel('Sent for Signature');
  });

  step('2. the buyer signs from the mailbox at 375 px', async () => {
    const { page } = buyer;
    const link = await mailLink(page, BUYER.email, { subjectIncludes: 'sign' });
    await expectAccessible(page, 'Mailbox message (buyer)');
    await page.goto(link);
    await signHere(page, `${BUYER.firstName} ${BUYER.lastName}`, 'BS', 'buyer at 375 px');
    await expectListLabel('Buyer Signed');
  });

  step('3. the buyer agent forwards the signed offer to the seller agent from the offer page', async () => {
    const { page } = buyerAgent;
    await page.goto(`${SHELL_URL}/offer-documents/${offerId}`);
    await openForwardFromOfferPage(page, 'Forward to Seller Agent', 'Forward Offer to Seller Agent');
    await expectAccessible(page, 'Forward Offer to Seller Agent');
    await page.getByRole('button', { name: 'Forward', exact: true }).click();
    const done = page.getByRole('dialog', { name: 'Forwarded to Seller Agent.' });
    await done.waitFor();
    await expectAccessible(page, 'Forwarded to Seller Agent.');
    await done.getByRole('button', { name: 'OK' }).click();
    await expectListLabel('Forwarded To Seller Agent');
  });

  step('4. the seller agent opens his mailed link and adds the seller (Add Seller, Forward to Seller)', async () => {
    const { page } = sellerAgent;
    await page.goto(await mailLink(page, JORDAN.email, { subjectIncludes: 'offer to purchase your listing' }));
    await page.getByRole('button', { name: 'Add Seller' }).waitFor();
    await expectAccessible(page, 'Landing, seller agent, 375 px');
    await addSellersOnPage(page, [SELLER], 'seller-signs-add-seller-375');
    await expectListLabel('Forwarded To Seller');
  });

  step('5. the seller opens her mail and accepts from her landing page on a 375 px touch phone: the offer is Seller Signed', async () => {
    const { page } = seller;
    const link = await mailLink(page, SELLER.email, { subjectIncludes: 'review' });
    await expectAccessible(page, 'Mailbox message (seller)');
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Offer Received' }).waitFor();
    // Her decisions are the landing page's own buttons (issue 37 §1), Accept first.
    const actions = page.getByRole('group', { name: 'Offer actions' }).getByRole('button');
    expect((await actions.allTextContents()).slice(0, 3)).toEqual(['Accept Offer', 'Counter Offer', 'Reject Offer']);
    await expectNoSideScroll(page);
    await expectAccessible(page, 'Landing, seller, 375 px');
    await screenshot(page, 'seller-signs-landing-375');
    // Sideways, wherever her link opens: the address mailed, the shell's, the portal's own deployment.
    await expectRotateNotice([link, onOrigin(link, SHELL_URL), onOrigin(link, PARTY_PORTAL_URL)], 'seller landing');
    await page.getByRole('button', { name: 'Accept Offer' }).tap();
    // Accept opens signing on the signing service's origin.
    await page.waitForURL(`${SIGNING_URL}/sign-documents/**`);
    await screenshot(page, 'seller-signs-signing-375');
    await expectRotateNotice([page.url(), onOrigin(page.url(), SHELL_URL)], 'seller signing');
    // Finish goes back to her landing page (the signing page's success address): every seller signed.
    await signHere(page, `${SELLER.firstName} ${SELLER.lastName}`, 'SS', 'seller at 375 px', /\/view-offer\//);
    await page.getByRole('heading', { level: 1, name: 'Documents Signed' }).waitFor();
    await expectNoSideScroll(page);
    await expectAccessible(page, 'Landing, seller signed, 375 px');
    await screenshot(page, 'seller-signs-signed-375');
    await expectListLabel(SELLER_SIGNED);
  });

  step("6. the seller agent's mail says so, and its link offers Forward to Buyer Agent", async () => {
    const { page } = sellerAgent;
    await openMail(page, JORDAN.email, { subjectIncludes: SELLER_SIGNED, after: since });
    await expectAccessible(page, 'Mailbox message (seller agent, seller signed)');
    expect(await page.locator('pre').textContent()).toContain(`${SELLER.firstName} ${SELLER.lastName} sent you an offer.`);
    await page.goto((await page.locator('pre a').first().getAttribute('href'))!);
    await page.getByRole('button', { name: 'Forward to Buyer Agent' }).waitFor();
    await expectAccessible(page, 'Landing, seller agent after the seller signed, 375 px');
  });

  step('7. whoever opened their link is viewed alike on the Parties tab and the Documents/Signing tab', async () => {
    const { page } = buyerAgent;
    await page.goto(`${SHELL_URL}/offer-documents/${offerId}`);
    // The document's newest session is the sellers': the seller is viewed there as on the Parties tab.
    await page
      .getByText(new RegExp(`^${SELLER.firstName} ${SELLER.lastName}: .* · Viewed `))
      .first()
      .waitFor();
    await expectAccessible(page, 'offer page, Documents/Signing');
    await page.getByRole('tab', { name: 'Parties' }).click();
    for (const who of [
      `${BUYER.firstName} ${BUYER.lastName}`,
      `${SELLER.firstName} ${SELLER.lastName}`,
      `${JORDAN.firstName} ${JORDAN.lastName}`,
    ]) {
      const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: who, exact: true }) });
      await row.getByRole('img', { name: /^Viewed / }).waitFor();
    }
    await expectAccessible(page, 'offer page, Parties');
    await screenshot(page, 'seller-signs-parties-viewed');
  });
});
