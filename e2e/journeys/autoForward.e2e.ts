import { DEMO_USERS } from '../../api/src';
import { ALEX, apiToken, type Token } from '../support/agent';
import { expectAccessible, expectNoSideScroll } from '../support/accessible';
import { openBrowser, screenshot, type BrowserSession } from '../support/browser';
import { addAgentParties, openShareStep } from '../support/journey';
import { addBuyerClient, draftWithResaleDocument } from '../support/drafts';
import { lastMailId, mailLink, openMail } from '../support/mailbox';
import { agentSigningFrame, expectListLabel, signHere } from '../support/signer';

const JORDAN = DEMO_USERS.find((u) => u.userName === 'jordan.lee')!;
const BUYER = { firstName: 'Abe', lastName: 'Autoforward', email: 'abe.autoforward@buyers.example' };

/**
 * Auto-forward (docs/domain/offers.md, "Auto-forward after the buyers sign"): the buyer agent ticks the Share step's
 * auto-forward option and shares with 'Sign documents' (its own party first: it signs at once on
 * its signing page); the buyer signs from the mailed link in a fresh browser at 375 px;
 * the offer then goes on to the seller agent by itself: the agent's list shows 'Forwarded To Seller
 * Agent' and the seller agent's mail is in the mailbox. axe on every screen visited.
 */
describe('auto-forward to the seller agent after the buyer signs', () => {
  let token: Token;
  let offerId: number;
  let agent: BrowserSession;
  let since = 0;

  beforeAll(async () => {
    since = await lastMailId();
    token = await apiToken();
    const draft = await draftWithResaleDocument(token, { streetNumber: '31', street: 'Autoforward' });
    offerId = draft.offerId;
    await addBuyerClient(token, offerId, draft.lookups, { ...BUYER, mobilePhone: '4805550131', addressLine1: '31 Relay Rd' });
    await addAgentParties(token, offerId, [
      [ALEX, 1],
      [JORDAN, 2],
    ]);
    agent = await openBrowser();
  }, 120_000);
  afterAll(async () => {
    await agent?.close();
  });

  it("shares with auto-forward through 'Sign documents' (the agent signs first); the buyer signs at 375 px; the offer reaches the seller agent by itself", async () => {
    const { page } = agent;
    await openShareStep(page, offerId, `${BUYER.firstName} ${BUYER.lastName}`);
    await page.getByRole('checkbox', { name: /^Auto-forward to the seller agent/ }).check();
    await expectAccessible(page, 'Share with auto-forward');
    // 'Sign documents': shares with the agent's own party first, then opens its signing page; the buyer is asked next.
    await page.getByRole('button', { name: 'Sign documents' }).click();
    await page.waitForURL(/\/sign-contract-documents\/\d+\/\d+$/);
    const [contractId, partyId] = new URL(page.url()).pathname.split('/').slice(-2).map(Number);
    const signing = await agentSigningFrame(page, contractId, partyId);
    await expectAccessible(page, 'Sign documents (the shell framing the signing service)');
    await signHere(signing, `${ALEX.firstName} ${ALEX.lastName}`, 'AM', 'buyer agent, Sign documents');
    // In the workspace's frame there is no page to close: the frame says signing is complete and points to Back above it.
    await signing
      .getByText('Your signing is complete. The other parties are still signing. Select Back above to return to OfferDesk.')
      .waitFor();
    expect(await signing.getByText(/close this page/).count()).toBe(0);
    await page.getByText(/^< Back/).waitFor();
    await screenshot(page, 'autoforward-agent-signed-1280');
    // The set is not complete yet: the offer stays Sent for Signature.
    await expectListLabel(page, token, offerId, 'Sent for Signature');

    // The buyer: the link from the local mailbox, in a fresh browser context at phone width.
    const buyer = await openBrowser({ width: 375, height: 812 });
    try {
      const link = await mailLink(buyer.page, BUYER.email, { subjectIncludes: 'sign', after: since });
      await expectAccessible(buyer.page, 'Mailbox message (buyer)');
      await buyer.page.goto(link);
      await signHere(buyer.page, `${BUYER.firstName} ${BUYER.lastName}`, 'AA', 'buyer at 375 px');
      await expectNoSideScroll(buyer.page);
      await screenshot(buyer.page, 'autoforward-buyer-signed-375');
    } finally {
      await buyer.close();
    }

    // Nobody forwards by hand: the offer is with the seller agent, and its mail is in the mailbox.
    await expectListLabel(page, token, offerId, 'Forwarded To Seller Agent');
    await openMail(page, JORDAN.email, { subjectIncludes: 'offer to purchase your listing', after: since });
    await expectAccessible(page, 'Mailbox message (seller agent)');
    const forwarded = await page.locator('pre').textContent();
    expect(forwarded).toContain(`${ALEX.firstName} ${ALEX.lastName} sent you an offer.`);
  }, 180_000);
});
