import type { Page } from 'playwright-core';
import { ALEX, apiToken, type Token } from '../support/agent';
import { expectAccessible, expectNoSideScroll } from '../support/accessible';
import { openBrowser, screenshot, type BrowserSession } from '../support/browser';
import { addBuyerClient, draftWithResaleDocument } from '../support/drafts';
import { addAgentParties, journeySteps, openShareStep, saveAndShare } from '../support/journey';
import { lastMailId, mailLink as anyMailLink, openMail, type MailQuery } from '../support/mailbox';
import { expectListLabel as listLabel, signHere } from '../support/signer';
import { registerHere } from '../support/lifecycleSteps';

/**
 * Issue 22 item 7, seed 001 §6 "the buyer client is offered registration at signing" (docs/domain/portal.md, "Sign
 * first, registration at signing"), from the mails alone: the buyer client's mailed sign link carries its registration
 * page as `accounturl`; once signed, its landing page offers Register; it registers, gets the client app invite, and
 * its landing page no longer offers Register — neither on the way back from the registration nor when opened afresh.
 * axe on every screen.
 */
const BUYER = { firstName: 'Rhea', lastName: 'Registers', email: 'rhea.registers@buyers.example' };
const USERNAME = `rhea.registers.${Date.now() % 1_000_000}`;

describe('a buyer client from signing to registration', () => {
  let token: Token;
  let offerId: number;
  let buyerAgent: BrowserSession;
  let buyer: BrowserSession;
  let since = 0;
  let landing = '';
  const mailLink = (page: Page, to: string, query: MailQuery = {}) => anyMailLink(page, to, { ...query, after: since });
  const actions = (page: Page) => page.getByRole('group', { name: 'Offer actions' }).getByRole('button');

  const step = journeySteps('buyer-registers', () => ({ buyerAgent, buyer }), 120_000);

  beforeAll(async () => {
    since = await lastMailId();
    token = await apiToken();
    const draft = await draftWithResaleDocument(token, { streetNumber: '31', street: 'Register' });
    offerId = draft.offerId;
    await addBuyerClient(token, offerId, draft.lookups, { ...BUYER, mobilePhone: '4805550131', addressLine1: '31 Register Rd' });
    await addAgentParties(token, offerId, [[ALEX, 1]]);
    buyerAgent = await openBrowser();
    buyer = await openBrowser({ width: 375, height: 812 });
  }, 120_000);
  afterAll(async () => {
    for (const b of [buyerAgent, buyer]) await b?.close();
  });

  step('1. the buyer agent shares the offer with the buyer for signature', async () => {
    await openShareStep(buyerAgent.page, offerId, `${BUYER.firstName} ${BUYER.lastName}`);
    await saveAndShare(buyerAgent.page);
    await listLabel(buyerAgent.page, token, offerId, 'Sent for Signature');
  });

  step('2. the buyer signs from the mailed link, which names its registration page (accounturl)', async () => {
    const { page } = buyer;
    const link = new URL(await mailLink(page, BUYER.email, { subjectIncludes: 'sign' }));
    await expectAccessible(page, 'Mailbox message (sign link)');
    const account = new URL(link.searchParams.get('accounturl')!);
    const [, , , linkOfferId, partyId] = account.pathname.split('/');
    expect(account.pathname).toBe(`/client/register/${offerId}/${partyId}`);
    expect(linkOfferId).toBe(String(offerId));
    landing = new URL(`/view-offer/${offerId}/${partyId}${account.search}`, account).toString();
    await page.goto(landing);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // Not signed yet: no Register.
    await actions(page).first().waitFor();
    expect(await actions(page).allTextContents()).not.toContain('Register');
    await expectAccessible(page, 'Landing, buyer before signing, 375 px');
    await page.goto(link.toString());
    await signHere(page, `${BUYER.firstName} ${BUYER.lastName}`, 'RR', 'buyer with accounturl at 375 px');
    await screenshot(page, 'buyer-registers-signed-375');
  });

  step('3. once signed, the landing page offers Register, which opens the registration page', async () => {
    const { page } = buyer;
    await page.goto(landing);
    const register = page.getByRole('button', { name: 'Register' });
    await register.waitFor();
    await expectNoSideScroll(page);
    await expectAccessible(page, 'Landing, buyer signed, Register, 375 px');
    await register.click();
    await page.waitForURL(/\/client\/register\//);
    await page.getByRole('heading', { name: 'Client Registration' }).waitFor();
    await page.getByLabel('Username').waitFor();
    await expectAccessible(page, 'Client Registration, 375 px');
  });

  step('4. the buyer registers; back on the landing page, and when it is opened afresh, Register is gone', async () => {
    const { page } = buyer;
    await registerHere(page, BUYER.email, USERNAME, '375 px');
    expect(await actions(page).allTextContents()).not.toContain('Register');
    await expectAccessible(page, 'Landing, buyer registered, 375 px');
    await page.goto(landing);
    await page.getByRole('button', { name: /^View\/Print/ }).waitFor();
    expect(await actions(page).allTextContents()).not.toContain('Register');
    await openMail(page, BUYER.email, { subjectIncludes: 'Your OfferDesk client app invite', after: since });
    expect(await page.locator('pre').textContent()).toContain(`your account ${USERNAME} is ready`);
    await expectAccessible(page, 'Mailbox message (client app invite)');
  });
});
