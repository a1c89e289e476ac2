import type { Page } from 'playwright-core';
import type { OfferDetail } from '@offerdesk/shared';
import type { DocumentFields } from '@offerdesk/shared/contract';
import { DEMO_USERS } from '../../api/src';
import { ALEX, apiGet, apiSend, apiToken, DEMO_PASSWORD, type Token } from '../support/agent';
import { expectAccessible, expectNoSideScroll } from '../support/accessible';
import { openBrowser, screenshot, type BrowserSession } from '../support/browser';
import { addBuyerClient, draftWithResaleDocument } from '../support/drafts';
import {
  addAgentParties,
  forwardToSellersOnPage,
  journeySteps,
  openForwardFromOfferPage,
  openShareStep,
  saveAndShare,
} from '../support/journey';
import { lastMailId, mailLink as anyMailLink, openMail, type MailQuery } from '../support/mailbox';
import { PORT_OFFSET, SHELL_URL, SIGNING_URL } from '../support/ports';
import { expectListLabel as listLabel, signHere } from '../support/signer';

/**
 * Issue 22, items 7, 8 and 9 (docs/domain/portal.md, "Sign first, registration at signing" and "Login from a
 * party link"), from the mails alone, each person in their own browser:
 * - the buyer client opens its mailed sign link (it carries `accounturl`), signs at 375 px, goes to its
 *   account from the signed page, registers, gets the client app invite, and its landing page no longer offers
 *   Register;
 * - the buyer agent's forward button on the offer page asks 'Forward Without Review?' first;
 * - the seller agent, who still has to sign, taps Add Seller on his link: signing comes first and brings him back
 *   to the add-seller page, where he forwards the offer to the seller;
 * - his link's Login on the portal's own deployment signs him in to the agent app and lands on the offer page.
 * axe on every screen visited.
 */
const JORDAN = DEMO_USERS.find((u) => u.userName === 'jordan.lee')!;
const BUYER = { firstName: 'Rhea', lastName: 'Registers', email: 'rhea.registers@buyers.example' };
const SELLER = { firstName: 'Sig', lastName: 'Afterward', email: 'sig.afterward@sellers.example' };
const PORTAL_URL = `http://localhost:${4105 + PORT_OFFSET}`;

describe('sign first, then register or add the seller', () => {
  let token: Token;
  let offerId: number;
  let buyerAgent: BrowserSession;
  let buyer: BrowserSession;
  let sellerAgent: BrowserSession;
  let since = 0;
  let sellerAgentLink = '';
  let jordanHolds = { documentId: 0, partyId: 0 };
  const mailLink = (page: Page, to: string, query: MailQuery = {}) => anyMailLink(page, to, { ...query, after: since });
  const expectListLabel = (label: string) => listLabel(buyerAgent.page, token, offerId, label);
  const offer = async () => (await apiGet<OfferDetail>(`/offer/GetById/${offerId}`, token)).data;

  const step = journeySteps('sign-first', () => ({ buyerAgent, buyer, sellerAgent }), 120_000);

  beforeAll(async () => {
    since = await lastMailId();
    token = await apiToken();
    const draft = await draftWithResaleDocument(token, { streetNumber: '79', street: 'Signfirst' });
    offerId = draft.offerId;
    await addBuyerClient(token, offerId, draft.lookups, { ...BUYER, mobilePhone: '4805550179', addressLine1: '79 Signfirst Rd' });
    await addAgentParties(token, offerId, [
      [ALEX, 1],
      [JORDAN, 2],
    ]);
    // While the offer is a draft, a seller-side signature of the document is the seller agent's (he signs it later).
    const detail = await offer();
    const jordan = detail.parties.find((p) => p.email === JORDAN.email && p.sideId === 2)!;
    const [doc] = (await apiGet<DocumentFields[]>(`/offer/GetOfferDocumentFields/${detail.contractId}`, token)).data;
    const free = doc.fields.find((f) => f.kind === 'Signature' && f.partyId === null && !f.leftOut)!;
    const assigned = await apiSend('PUT', '/offer/AssignDocumentField', token, {
      contractId: detail.contractId,
      documentId: doc.documentId,
      fieldName: free.name,
      partyId: jordan.partyId,
    });
    expect(assigned.status).toBe(200);
    jordanHolds = { documentId: doc.documentId, partyId: jordan.partyId };
    buyerAgent = await openBrowser();
    buyer = await openBrowser({ width: 375, height: 812 });
    sellerAgent = await openBrowser({ width: 375, height: 812 });
  }, 120_000);
  afterAll(async () => {
    for (const b of [buyerAgent, buyer, sellerAgent]) await b?.close();
  });

  step('1. the buyer agent shares the offer with the buyer for signature', async () => {
    const { page } = buyerAgent;
    await openShareStep(page, offerId, `${BUYER.firstName} ${BUYER.lastName}`);
    await saveAndShare(page);
    await expectListLabel('Sent for Signature');
  });

  step('2. the buyer signs from the mailed link, which carries its registration page as accounturl, and goes to its account', async () => {
    const { page } = buyer;
    const link = new URL(await mailLink(page, BUYER.email, { subjectIncludes: 'sign' }));
    const account = new URL(link.searchParams.get('accounturl')!);
    expect(account.pathname).toMatch(new RegExp(`^/client/register/${offerId}/\\d+$`));
    expect(account.searchParams.get('t')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await page.goto(link.toString());
    await signHere(page, `${BUYER.firstName} ${BUYER.lastName}`, 'RR', 'buyer with accounturl at 375 px');
    const goToAccount = page.getByRole('link', { name: 'Go to your account' });
    await expectAccessible(page, 'Signer, signed, Go to your account, 375 px');
    await screenshot(page, 'sign-first-buyer-signed-375');
    await goToAccount.click();
    await page.waitForURL(/\/client\/register\//);
    await page.getByRole('heading', { name: 'Client Registration' }).waitFor();
    await page.getByLabel('Username').waitFor();
    await expectNoSideScroll(page);
    await expectAccessible(page, 'Client Registration, 375 px');
  });

  step('3. the buyer registers; the invite is mailed, and its landing page no longer offers Register', async () => {
    const { page } = buyer;
    await page.getByLabel('Email').fill(BUYER.email);
    await page.getByLabel('Username').fill('rhea.registers');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Str0ng!pw');
    await page.getByLabel(/^Confirm Password/).fill('Str0ng!pw');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Registration is successful. Please check your email for the client mobile app invite.').waitFor();
    await expectAccessible(page, 'Client Registration, done, 375 px');
    await page.getByRole('link', { name: 'Back to the offer' }).click();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('button', { name: /^View\/Print/ }).waitFor();
    expect(await page.getByRole('button', { name: 'Register' }).count()).toBe(0);
    await expectAccessible(page, 'Landing, buyer registered, 375 px');
    await openMail(page, BUYER.email, { subjectIncludes: 'Your OfferDesk client app invite', after: since });
    expect(await page.locator('pre').textContent()).toContain('your account rhea.registers is ready');
    await expectAccessible(page, 'Mailbox message (client app invite)');
    await expectListLabel('Buyer Signed');
  });

  step('3b. the client account is for the client mobile app: the agent app does not sign it in', async () => {
    const { page } = buyer;
    await page.goto(`${SHELL_URL}/login`);
    await page.getByLabel('Username').fill('rhea.registers');
    await page.getByLabel('Password').fill('Str0ng!pw');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Login failed. Please check your username/password.').waitFor();
    await expectAccessible(page, 'Sign in refused for a client account, 375 px');
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  step("4. the buyer agent's Forward to Seller Agent on the offer page asks 'Forward Without Review?' first", async () => {
    const { page } = buyerAgent;
    await page.goto(`${SHELL_URL}/offer-documents/${offerId}`);
    await openForwardFromOfferPage(page, 'Forward to Seller Agent', 'Forward Offer to Seller Agent');
    await page.getByRole('button', { name: 'Forward', exact: true }).click();
    const done = page.getByRole('dialog', { name: 'Forwarded to Seller Agent.' });
    await done.waitFor();
    await done.getByRole('button', { name: 'OK' }).click();
    await expectListLabel('Forwarded To Seller Agent');
  });

  step('5. the buyer agent asks the seller agent to sign his signature as well (his signature is now pending)', async () => {
    const detail = await offer();
    const shared = await apiSend('POST', '/offer/shareDocuments', token, {
      offerId,
      contractId: detail.contractId,
      documents: [jordanHolds.documentId],
      parties: [{ partyId: jordanHolds.partyId }],
      category: 'Session',
    });
    expect(shared.status).toBe(200);
  });

  step('6. the seller agent taps Add Seller on his link: he signs first and comes back to add the seller', async () => {
    const { page } = sellerAgent;
    sellerAgentLink = await mailLink(page, JORDAN.email, { subjectIncludes: 'offer to purchase your listing' });
    await page.goto(sellerAgentLink);
    await page.getByRole('button', { name: 'Add Seller' }).click();
    await page.waitForURL(`${SIGNING_URL}/sign-documents/**`);
    expect(new URL(page.url()).searchParams.get('redirectToAddSellerParty')).toBe('true');
    await signHere(
      page,
      `${JORDAN.firstName} ${JORDAN.lastName}`,
      'JL',
      'seller agent before adding sellers, 375 px',
      /\/add-seller-party\//,
    );
    await forwardToSellersOnPage(page, [SELLER], 'sign-first-add-seller-375');
    await expectListLabel('Forwarded To Seller');
  });

  step(
    "7. the seller agent's Login on his link enters the agent app at offers?redirectTo=offer-documents/{id} and lands there",
    async () => {
      const { page } = sellerAgent;
      const link = new URL(sellerAgentLink);
      await page.goto(`${PORTAL_URL}${link.pathname}${link.search}`);
      const login = page.getByRole('banner').getByRole('link', { name: 'Login' });
      await login.waitFor();
      await expectAccessible(page, 'Landing on the portal deployment, seller agent, 375 px');
      expect(await login.getAttribute('href')).toMatch(new RegExp(`/offers\\?redirectTo=offer-documents/${offerId}$`));
      await login.click();
      await page.waitForURL(/\/login\?redirecturl=/);
      await page.getByLabel('Username').fill(JORDAN.userName);
      await page.getByLabel('Password').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL(`${SHELL_URL}/offer-documents/${offerId}`);
      await page.getByRole('tab', { name: 'Documents/Signing', selected: true }).waitFor({ timeout: 30_000 });
      await expectAccessible(page, 'offer page after Login from a party link, 375 px');
    },
  );
});
