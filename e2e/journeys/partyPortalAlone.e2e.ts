import type { BrowserContext, Page } from 'playwright-core';
import { DEMO_USERS } from '../../api/src';
import { offerStatusLabel } from '@offerdesk/shared/domain';
import type { OfferDetail } from '@offerdesk/shared/contract';
import { ALEX, apiGet, apiSend, apiToken, control, getText, pointPortalLinks, type Token } from '../support/agent';
import { expectAccessible, expectNoSideScroll } from '../support/accessible';
import { openBrowser, screenshot, type BrowserSession } from '../support/browser';
import { addAgentParties, addSellersOnPage, journeySteps } from '../support/journey';
import { counterHere, forwardFromLanding, registerHere } from '../support/lifecycleSteps';
import { lastMailId, mailLink as anyMailLink, type MailQuery } from '../support/mailbox';
import { markAllAssigned, offerWithDocuments, rosaSignsAll } from '../support/offerWithDocuments';
import { PARTY_PORTAL_URL, SHELL_URL, SIGNING_URL } from '../support/ports';
import { signHere } from '../support/signer';

/**
 * Issue 24 §2: the party portal deployed alone. The suite's shell is stopped and mailed party links open
 * the portal's own deployment (mf-party-portal's build on its origin, with a config.json of its own and
 * no remotes.json). The clients' journey runs there from the mails alone, each person in their own
 * browser: the buyer signs (on the signing service) and registers, the seller agent adds the seller,
 * the seller counters and the seller agent forwards her counter to the buyer agent. Nothing any page loads comes from the shell's origin. axe on every screen.
 */
const JORDAN = DEMO_USERS.find((u) => u.userName === 'jordan.lee')!;
const ROSA = { name: 'Rosa Vidal', email: 'rosa.vidal@mail.example' };
const SELLER = { firstName: 'Paloma', lastName: 'Portal', email: 'paloma.portal@sellers.example' };
const USERNAME = `rosa.portal.${Date.now() % 1_000_000}`;
const SHELL_ORIGINS = [new URL(SHELL_URL).origin, new URL(SHELL_URL.replace('localhost', '127.0.0.1')).origin];

describe('the party portal deployed alone, with the shell stopped', () => {
  let token: Token;
  let offerId: number;
  let buyer: BrowserSession;
  let sellerAgent: BrowserSession;
  let seller: BrowserSession;
  let since = 0;
  /** The newest mail before the seller's counter went out. */
  let mark = 0;
  /** The buyer's registration page, from her sign link (accounturl). */
  let accountUrl = '';
  /** Every address any page of the three browsers asked for. */
  const requested: string[] = [];
  const mailLink = (page: Page, to: string, query: MailQuery = {}) => anyMailLink(page, to, { ...query, after: since });
  const watch = (context: BrowserContext) => context.on('request', (r) => void requested.push(r.url()));
  const expectStatus = async (label: string) => {
    const offer = (await apiGet<OfferDetail>(`/offer/GetById/${offerId}`, token)).data;
    expect(offerStatusLabel(offer).label).toBe(label);
  };
  /** A mailed link opens the portal's own deployment. */
  const expectOnPortal = (link: string) => expect(new URL(link).origin).toBe(PARTY_PORTAL_URL);

  const step = journeySteps('portal-alone', () => ({ buyer, sellerAgent, seller }), 120_000);

  beforeAll(async () => {
    await pointPortalLinks(PARTY_PORTAL_URL);
    await control('stop', 'shell');
    since = await lastMailId();
    // The buyer agent's part, through the API (its screens are the shell's, which is stopped).
    token = await apiToken();
    const offer = await offerWithDocuments(token);
    offerId = offer.offerId;
    await addAgentParties(token, offerId, [
      [ALEX, 1],
      [JORDAN, 2],
    ]);
    const docs = await markAllAssigned(token, offer);
    expect((await apiSend('POST', '/offer/ShareOffer', token, rosaSignsAll(offer, docs))).status).toBe(200);
    buyer = await openBrowser({ width: 375, height: 812 });
    sellerAgent = await openBrowser({ width: 375, height: 812 });
    seller = await openBrowser({ width: 375, height: 812 });
    for (const b of [buyer, sellerAgent, seller]) watch(b.context);
  }, 120_000);
  afterAll(async () => {
    for (const b of [buyer, sellerAgent, seller]) await b?.close();
    await control('start', 'shell');
    await pointPortalLinks(null);
  });

  step('1. the shell is down: its address answers nothing', async () => {
    await expect(getText(`${SHELL_URL}/index.html`)).rejects.toThrow();
  });

  step('2. the buyer signs from her mail on the signing service; her registration page is on the portal', async () => {
    const { page } = buyer;
    const link = new URL(await mailLink(page, ROSA.email, { subjectIncludes: 'sign' }));
    await expectAccessible(page, 'Mailbox message (sign link)');
    expect(link.origin).toBe(SIGNING_URL);
    accountUrl = link.searchParams.get('accounturl')!;
    expectOnPortal(accountUrl);
    await page.goto(link.toString());
    await signHere(page, ROSA.name, 'RV', 'buyer, portal deployed alone, 375 px');
    await screenshot(page, 'portal-alone-signed-375');
  });

  step('3. the buyer registers on the portal and lands on her offer, Register gone', async () => {
    const { page } = buyer;
    await page.goto(accountUrl);
    await page.getByRole('heading', { name: 'Client Registration' }).waitFor();
    await expectNoSideScroll(page);
    await expectAccessible(page, 'Client Registration, portal deployed alone, 375 px');
    await registerHere(page, ROSA.email, USERNAME, 'portal deployed alone, 375 px');
    expect(new URL(page.url()).origin).toBe(PARTY_PORTAL_URL);
    expect(await page.getByRole('group', { name: 'Offer actions' }).getByRole('button').allTextContents()).not.toContain('Register');
    await expectAccessible(page, 'Landing, buyer registered, portal deployed alone, 375 px');
    await screenshot(page, 'portal-alone-buyer-landing-375');
    await expectStatus('Buyer Signed');
  });

  step("4. the buyer agent forwards; the seller agent's mailed link opens the portal, where he adds the seller", async () => {
    const displayId = (await apiGet<{ displayId: string }>(`/offer/GetById/${offerId}`, token)).data.displayId;
    const forwarded = await apiSend('PUT', '/offer/ForwardToSellerAgent', token, {
      offerDisplayId: displayId,
      message: 'Signed by the buyer.',
    });
    expect(forwarded.status).toBe(200);
    const { page } = sellerAgent;
    const link = await mailLink(page, JORDAN.email, { subjectIncludes: 'offer to purchase your listing' });
    expectOnPortal(link);
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Offer Received' }).waitFor();
    await page.getByRole('button', { name: 'Add Seller' }).waitFor();
    await expectAccessible(page, 'Landing, seller agent, portal deployed alone, 375 px');
    await addSellersOnPage(page, [SELLER], 'portal-alone-add-seller-375');
    await expectStatus('Forwarded To Seller');
  });

  step('5. the seller opens her mailed link on the portal and counters', async () => {
    const { page } = seller;
    const link = await mailLink(page, SELLER.email, { subjectIncludes: 'review' });
    expectOnPortal(link);
    await page.goto(link);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectNoSideScroll(page);
    await expectAccessible(page, 'Landing, seller, portal deployed alone, 375 px');
    await counterHere(page, '455000', 'The seller keeps the refrigerator.', async () => {
      mark = await lastMailId();
    });
    await screenshot(page, 'portal-alone-countered-375');
    await expectStatus('Forwarded To Seller Agent');
  });

  step("6. the seller agent forwards the seller's counter to the buyer agent from his mailed link on the portal", async () => {
    const { page } = sellerAgent;
    const link = await anyMailLink(page, JORDAN.email, { after: mark });
    expectOnPortal(link);
    await page.goto(link);
    await forwardFromLanding(page, 'Forward to Buyer Agent', 'Forward Offer to Buyer Agent', 'Forwarded to Buyer Agent.');
    await expectStatus('Seller Countered Offer');
  });

  step("7. nothing any page loaded came from the shell's origin", async () => {
    expect(requested.length).toBeGreaterThan(20);
    const fromShell = requested.filter((url) => SHELL_ORIGINS.includes(new URL(url).origin));
    expect(fromShell).toEqual([]);
    // The portal's pages were served by its own deployment, with its own config.json.
    expect(requested.some((url) => url.startsWith(`${PARTY_PORTAL_URL}/config.json`))).toBe(true);
    expect(requested.some((url) => url.startsWith(`${PARTY_PORTAL_URL}/remotes.json`))).toBe(false);
    for (const b of [buyer, sellerAgent, seller]) expect(b.errors).toEqual([]);
  });
});
