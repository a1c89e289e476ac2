import type { Page } from 'playwright-core';
import type { OfferDetail, Party } from '@offerdesk/shared/contract';
import { ALEX, apiGet, apiSend, apiToken, signIn, type Token } from '../support/agent';
import { DEMO_USERS } from '../../api/src';
import { expectAccessible, expectNoSideScroll } from '../support/accessible';
import { openBrowser, screenshot, type BrowserSession } from '../support/browser';
import { addAgentParties, addSellersOnPage, journeySteps } from '../support/journey';
import { addBuyerClient, draftWithResaleDocument } from '../support/drafts';
import { lastMailId, mailLink as anyMailLink, type MailQuery } from '../support/mailbox';
import { SHELL_URL } from '../support/ports';
import { agentSigningFrame, expectListLabel as listLabel, signHere } from '../support/signer';
import { addReviewerHere, counterHere, forwardHere, reviewHere, sendForReviewHere } from '../support/lifecycleSteps';

/**
 * Issue 11's journey in five browser contexts (buyer agent, buyer, seller agent, seller, reviewer):
 * every person acts through the UI and the links mailed to them; the API only sets up the draft.
 * At each step the offers list shows the label (docs/domain/offers.md, "Status ids and labels") for the offer's status, and every
 * screen visited passes axe (no serious or critical finding).
 */
const JORDAN = DEMO_USERS.find((u) => u.userName === 'jordan.lee')!;
const BUYER = { firstName: 'Bea', lastName: 'Lifecycle', email: 'bea.lifecycle@buyers.example' };
const REVIEWER = { first: 'Rae', last: 'Reviewer', email: 'rae.reviewer@review.example' };
const SELLERS = [
  { firstName: 'Sol', lastName: 'Seller', email: 'sol.seller@sellers.example' },
  { firstName: 'Sky', lastName: 'Coseller', email: 'sky.coseller@sellers.example' },
];

describe('the offer lifecycle in five browser contexts', () => {
  let token: Token;
  let offerId: number;
  let buyerAgent: BrowserSession;
  let buyer: BrowserSession;
  let sellerAgent: BrowserSession;
  let seller: BrowserSession;
  let reviewer: BrowserSession;

  /** The offer's card in the buyer agent's Sent Offers (or the seller agent's Received Offers) shows `label`. */
  const expectListLabel = (page: Page, label: string, tab: 'Sent' | 'Received' = 'Sent') => listLabel(page, token, offerId, label, tab);

  const step = journeySteps('lifecycle', () => ({ buyerAgent, buyer, sellerAgent, seller, reviewer }));

  // The demo agents get mail from other journeys too: this journey reads only what came after its start.
  let since = 0;
  const mailLink = (page: Page, to: string, query: MailQuery = {}) =>
    anyMailLink(page, to, { ...query, after: Math.max(since, query.after ?? 0) });

  beforeAll(async () => {
    since = await lastMailId();
    token = await apiToken();
    const draft = await draftWithResaleDocument(token, { streetNumber: '77', street: 'Lifecycle' });
    offerId = draft.offerId;
    await addBuyerClient(token, offerId, draft.lookups, { ...BUYER, mobilePhone: '4805550177', addressLine1: '77 Lifecycle Rd' });
    // Title/Escrow on both sides (the Parties step asks for it when the offer is edited).
    const title = (await apiGet<Party[]>('/TransactionBase/SearchPartiesByRole?r=5', token)).data[0];
    expect(
      (
        await apiSend('POST', '/offer/addParty', token, {
          offerId,
          party: { personId: title.personId ?? undefined, vendorId: title.vendorId ?? undefined, roleId: 5, sideId: 0 },
        })
      ).status,
    ).toBe(200);
    // The buyer agent (the owner, in-house on the buyer side) and the seller agent (in-house on the seller side).
    await addAgentParties(token, offerId, [
      [ALEX, 1],
      [JORDAN, 2],
    ]);
    buyerAgent = await openBrowser();
    buyer = await openBrowser({ width: 375, height: 812 });
    sellerAgent = await openBrowser();
    seller = await openBrowser({ width: 375, height: 812 });
    reviewer = await openBrowser();
  }, 120_000);
  afterAll(async () => {
    for (const b of [buyerAgent, buyer, sellerAgent, seller, reviewer]) await b?.close();
  });

  /** Document Review → Share with the reviewer → Send for Review → the success screen. */
  async function sendForReview(page: Page) {
    await page.getByRole('heading', { name: 'Document Review' }).waitFor();
    await expectAccessible(page, 'Document Review');
    await page.getByRole('button', { name: 'Next' }).click();
    const incomplete = page.getByRole('dialog', { name: 'Incomplete Document(s)' });
    if (
      await incomplete.waitFor({ timeout: 3000 }).then(
        () => true,
        () => false,
      )
    ) {
      await expectAccessible(page, 'Incomplete Document(s)');
      await incomplete.getByRole('button', { name: 'Ok' }).click();
    }
    await page.waitForURL(`**/send-offer/${offerId}`);
    await page.getByRole('heading', { name: 'Share' }).waitFor();
    await page.getByRole('checkbox', { name: /Bea Lifecycle/ }).waitFor();
    if (await page.getByRole('button', { name: 'Add Reviewer' }).count()) await addReviewerHere(page, REVIEWER);
    await sendForReviewHere(page);
  }

  /** The reviewer opens the newest review mail and decides. */
  async function review(decision: 'Accept' | 'Reject', nth = 0) {
    const { page } = reviewer;
    const link = await mailLink(page, REVIEWER.email, { subjectIncludes: 'review', nth });
    await page.goto(link);
    await reviewHere(page, decision);
  }

  step('1. the buyer agent sends the offer with a reviewer', async () => {
    const { page } = buyerAgent;
    await signIn(page, `/document-review/${offerId}`);
    await sendForReview(page);
    await expectListLabel(page, 'Sent for Review');
  });

  step('2. the reviewer rejects it from the mailed link', async () => {
    await review('Reject');
    await expectListLabel(buyerAgent.page, 'Reviewer Rejected');
  });

  step('3. the buyer agent edits the offer information and sends it for review again', async () => {
    const { page } = buyerAgent;
    await page.goto(`${SHELL_URL}/offer-documents/${offerId}`);
    await page.getByRole('link', { name: 'Edit Offer Information' }).click();
    await page.waitForURL(`**/create-offer/${offerId}`);
    const price = page.getByLabel(/^Offer Price/);
    await price.fill('505000');
    await expectAccessible(page, 'Edit Offer Information');
    await page.getByRole('button', { name: /^Next/ }).click();
    await screenshot(page, 'lifecycle-after-edit-next');
    await page.waitForURL(/\/assign-documents\?offerId=\d+$/);
    await expectAccessible(page, 'Add documents (edit)');
    // Parties (nothing to change) and, with the form builder, Form Info (its inspection period is required).
    await page.getByRole('button', { name: /^Next/ }).click();
    for (const [path, name] of [
      ['/assign-parties', 'Parties (edit)'],
      ['/offer-details', 'Form Info (edit)'],
    ] as const) {
      await page.waitForURL(new RegExp(`(${path}|/document-review/${offerId})`));
      if (!page.url().includes(path)) continue;
      await page.getByRole('button', { name: /^Next/ }).waitFor();
      if (path === '/offer-details') await page.getByRole('radio', { name: '10 days' }).check();
      // Next turns enabled once the step's reads are in; axe would read its colours halfway through that change.
      await page.locator('button:enabled', { hasText: /^Next$/ }).waitFor();
      await expectAccessible(page, name);
      await page.getByRole('button', { name: /^Next/ }).click();
    }
    await page.waitForURL(`**/document-review/${offerId}`);
    await sendForReview(page);
    await expectListLabel(page, 'Sent for Review');
    expect((await apiGet<OfferDetail>(`/offer/GetById/${offerId}`, token)).data.offerPrice).toBe(505000);
  });

  step('4. the reviewer accepts: the offer goes to the buyer for signature', async () => {
    await review('Accept');
    await expectListLabel(buyerAgent.page, 'Sent for Signature');
  });

  step('5. the buyer signs from the mailed link at 375 px, then the buyer agent from its workspace (no mailed token)', async () => {
    const link = await mailLink(buyer.page, BUYER.email, { subjectIncludes: 'sign' });
    // A buyer client's sign link offers its registration (accounturl, docs/domain/portal.md).
    expect(link).toMatch(/\/sign-documents\/[A-Za-z0-9_-]{43}\/\d+\?accounturl=/);
    await buyer.page.goto(link);
    await signHere(buyer.page, `${BUYER.firstName} ${BUYER.lastName}`, 'BL', 'buyer at 375 px');
    await screenshot(buyer.page, 'lifecycle-buyer-signed-375');
    // One by one, buyer side first: the buyer agent's turn comes once the buyer has signed. It signs as its own
    // party on /sign-contract-documents (the Share step's 'Sign documents'), with its session.
    const offer = (await apiGet<OfferDetail>(`/offer/GetById/${offerId}`, token)).data;
    const own = offer.parties.find((p) => p.email === ALEX.email && p.sideId === 1)!;
    const { page } = buyerAgent;
    await page.goto(`${SHELL_URL}/sign-contract-documents/${offer.contractId}/${own.partyId}`);
    const signing = await agentSigningFrame(page, offer.contractId!, own.partyId);
    await screenshot(page, 'lifecycle-agent-sign-contract-documents-1280');
    await signHere(signing, `${ALEX.firstName} ${ALEX.lastName}`, 'AM', 'buyer agent, workspace');
    await screenshot(page, 'lifecycle-agent-signed-1280');
    await expectListLabel(buyerAgent.page, 'Buyer Signed');
  });

  /** The buyer agent presses an action button of its offer page; a forward asks 'Forward Without Review?' first. */
  async function offerPageAction(name: string) {
    const { page } = buyerAgent;
    await page.goto(`${SHELL_URL}/offer-documents/${offerId}`);
    const isForward = /^Forward/.test(name);
    await page.getByRole(isForward ? 'button' : 'link', { name, exact: true }).waitFor();
    await expectAccessible(page, `offer page: ${name}`);
    if (!isForward) return void (await page.getByRole('link', { name, exact: true }).click());
    await page.getByRole('button', { name, exact: true }).click();
    const ask = page.getByRole('dialog', { name: 'Forward Without Review?' });
    await ask.waitFor();
    await expectAccessible(page, `Forward Without Review? (offer page, ${name})`);
    await ask.getByRole('button', { name: 'Continue' }).click();
  }

  step('6. the buyer agent forwards the signed offer with its document to the seller agent', async () => {
    await offerPageAction('Forward to Seller Agent');
    const { page } = buyerAgent;
    await page.getByRole('heading', { name: 'Forward Offer to Seller Agent' }).waitFor();
    const document = page.getByRole('group', { name: 'Documents' }).getByRole('checkbox');
    expect(await document.count()).toBeGreaterThan(0);
    expect(await document.first().isChecked()).toBe(true);
    await expect(page.getByRole('checkbox', { name: new RegExp(`${JORDAN.firstName} ${JORDAN.lastName}`) }).isChecked()).resolves.toBe(
      true,
    );
    await forwardHere(page, 'Forward Offer to Seller Agent', 'Forwarded to Seller Agent.');
    await expectListLabel(page, 'Forwarded To Seller Agent');
  });

  /** The seller agent opens the newest offer mailed to it (the portal landing page through its link). */
  async function openSellerAgentLanding() {
    const { page } = sellerAgent;
    await page.goto(await mailLink(page, JORDAN.email, { subjectIncludes: 'offer to purchase your listing' }));
    await page.getByRole('heading', { level: 1 }).waitFor();
  }
  /** The newest mail before the action that mails the seller agent again: each new link ends its older one (docs/domain/portal.md). */
  let beforeSellerAgentMail = 0;

  step('7. the seller agent adds two sellers on a 375 px page', async () => {
    const { page } = sellerAgent;
    await page.setViewportSize({ width: 375, height: 812 });
    await openSellerAgentLanding();
    await expectAccessible(page, 'Landing, seller agent, 375 px');
    await addSellersOnPage(page, SELLERS, 'lifecycle-add-seller-375');
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectListLabel(buyerAgent.page, 'Forwarded To Seller');
  });

  step('8. the first seller counters from the mailed link at 375 px', async () => {
    const { page } = seller;
    await page.goto(await mailLink(page, SELLERS[0].email));
    // The counter mails the seller agent a new link.
    await counterHere(page, '530000', 'Seller keeps the piano', async () => {
      beforeSellerAgentMail = await lastMailId();
    });
    await expectListLabel(buyerAgent.page, 'Forwarded To Seller Agent');
  });

  /** The seller agent forwards to the buyer agent from its landing page, opened from its newest mail (the 'Forward Without Review?' question first). */
  async function sellerAgentForwardsToBuyerAgent() {
    const { page } = sellerAgent;
    await page.goto(await mailLink(page, JORDAN.email, { after: beforeSellerAgentMail }));
    await page.getByRole('button', { name: 'Forward to Buyer Agent' }).click();
    const ask = page.getByRole('dialog', { name: 'Forward Without Review?' });
    if (
      await ask.waitFor({ timeout: 3000 }).then(
        () => true,
        () => false,
      )
    ) {
      await expectAccessible(page, 'Forward Without Review?');
      await ask.getByRole('button', { name: 'Continue' }).click();
    }
    await forwardHere(page, 'Forward Offer to Buyer Agent', 'Forwarded to Buyer Agent.');
  }

  step("9. the seller agent forwards the seller's counter to the buyer agent", async () => {
    await sellerAgentForwardsToBuyerAgent();
    await expectListLabel(buyerAgent.page, 'Seller Countered Offer');
  });

  step('10. the buyer agent forwards the counter to the buyer', async () => {
    await offerPageAction('Forward to Buyer');
    await forwardHere(buyerAgent.page, 'Forward Offer to Buyer', 'Forwarded to Buyer.');
    await expectListLabel(buyerAgent.page, 'Forwarded To Buyer');
  });

  step("11. the buyer accepts the seller's counter from the mailed link", async () => {
    const { page } = buyer;
    await page.goto(await mailLink(page, BUYER.email, { subjectIncludes: 'forwarded' }));
    await page.getByRole('heading', { level: 1, name: 'Accepted or Countered Offer' }).waitFor();
    await expectNoSideScroll(page);
    await expectAccessible(page, 'Landing, buyer with a counter, 375 px');
    await page.getByRole('button', { name: 'Accept Offer' }).click();
    await page.getByRole('heading', { level: 1, name: 'Offer Accepted' }).waitFor();
    await expectAccessible(page, 'Landing, buyer accepted, 375 px');
    await expectListLabel(buyerAgent.page, 'Buyer Accept Counter Offer');
  });

  step(
    '12. the buyer agent forwards the acceptance, and the seller agent forwards it back',
    async () => {
      beforeSellerAgentMail = await lastMailId();
      await offerPageAction('Forward to Seller Agent');
      await forwardHere(buyerAgent.page, 'Forward Offer to Seller Agent', 'Forwarded to Seller Agent.');
      await expectListLabel(buyerAgent.page, 'Forwarded To Seller Agent');
      await sellerAgentForwardsToBuyerAgent();
      await expectListLabel(buyerAgent.page, 'Buyer Accepted Counter Offer');
    },
    180_000,
  );

  step('13. the buyer agent shares the accepted offer from its mailed link', async () => {
    const { page } = buyerAgent;
    await page.goto(await mailLink(page, ALEX.email, { subjectIncludes: 'forwarded' }));
    await page.getByRole('heading', { level: 1, name: 'Offer Accepted' }).waitFor();
    await page.getByRole('button', { name: 'Share Accepted Offer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share Accepted Offer' });
    await dialog.getByRole('checkbox', { name: new RegExp(`^${BUYER.firstName} ${BUYER.lastName}`) }).check();
    await expectAccessible(page, 'Share Accepted Offer');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.getByRole('status').filter({ hasText: 'Documents shared successfully' }).waitFor();
    await expectAccessible(page, 'Share Accepted Offer, shared');
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  step('14. the buyer agent converts the accepted offer to a sale and lands on the sale page', async () => {
    const { page } = buyerAgent;
    await page.goto(`${SHELL_URL}/offer-documents/${offerId}`);
    await page.getByRole('button', { name: 'Convert to Sale' }).click();
    const dialog = page.getByRole('dialog', { name: 'Convert to Sale?' });
    await expectAccessible(page, 'Convert to Sale?');
    await dialog.getByRole('button', { name: 'Convert to Sale' }).click();
    const offer = await waitForSale();
    // "data is the sale id; redirect to the sale page"
    await page.waitForURL(`${SHELL_URL}/transactionSale/${offer.saleId}?isFromOffer=true`);
    await page.getByRole('heading', { level: 1, name: `Sale ${offer.saleFileNumber}` }).waitFor();
    await page.getByText(`The offer was converted to sale ${offer.saleFileNumber}.`).waitFor();
    // One breadcrumb: the sale page's own.
    expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).count()).toBe(1);
    const terms = page.getByRole('region', { name: 'Price and Terms' });
    // The seller's counter the buyer accepted: its price is the sale's.
    await terms.getByText('As accepted in counter offer', { exact: false }).waitFor();
    await page.getByRole('region', { name: 'Seller Parties' }).getByText(`${SELLERS[0].firstName} ${SELLERS[0].lastName}`).waitFor();
    await page.getByRole('region', { name: 'Buyer Parties' }).getByText(`${BUYER.firstName} ${BUYER.lastName}`).waitFor();
    const documents = page.getByRole('region', { name: 'Documents' });
    await documents.getByText('Signing Completed').first().waitFor();
    expect(await page.getByRole('link', { name: 'View Offer' }).getAttribute('href')).toBe(`/offer-documents/${offerId}`);
    await page.getByRole('region', { name: 'Submit to Broker' }).waitFor();
    await expectAccessible(page, 'sale page after the conversion');
    await screenshot(page, 'lifecycle-sale-page');
  });

  step('15. the buyer agent submits the signed document of the sale to the broker from the sale page', async () => {
    const { page } = buyerAgent;
    const panel = page.getByRole('region', { name: 'Submit to Broker' });
    const submit = panel.getByRole('button', { name: /^Submit / }).first();
    await submit.waitFor();
    await expectAccessible(page, 'Submit to Broker');
    await submit.click();
    await panel.getByText('Submitted', { exact: true }).waitFor();
    await expectAccessible(page, 'Submit to Broker, submitted');
    const docs = (await apiGet<Array<{ status: string; isSubmitted: boolean }>>(`/offer/GetOfferDocumentsByExternalId/${offerId}`, token))
      .data;
    expect(docs.some((d) => d.status === 'Signed' && d.isSubmitted)).toBe(true);
  });

  step("16. the offer page's 'Sale {fileNumber}' opens the transaction details; the contracts list links the sale", async () => {
    const { page } = buyerAgent;
    const offer = (await apiGet<OfferDetail>(`/offer/GetById/${offerId}`, token)).data;
    await page.goto(`${SHELL_URL}/offer-documents/${offerId}`);
    await page.getByRole('link', { name: `Sale ${offer.saleFileNumber}` }).click();
    await page.waitForURL(`${SHELL_URL}/transactionDetails/${offer.saleId}`);
    await page.getByRole('heading', { level: 1, name: `Sale ${offer.saleFileNumber}` }).waitFor();
    await page.getByRole('region', { name: 'Submit to Broker' }).getByText('Submitted', { exact: true }).first().waitFor();
    expect(await page.getByText('was converted', { exact: false }).count()).toBe(0);
    await expectAccessible(page, 'sale page (transaction details)');

    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Contracts' }).click();
    const table = page.getByRole('table', { name: 'Your contracts' });
    await table.waitFor();
    const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: `Sale ${offer.saleFileNumber}` }) });
    expect(await row.getByRole('link', { name: `Sale ${offer.saleFileNumber}` }).getAttribute('href')).toBe(
      `/transactionDetails/${offer.saleId}`,
    );
    await expectAccessible(page, 'contracts');
    await screenshot(page, 'lifecycle-contracts');

    await page.goto(`${SHELL_URL}/contract-document-viewer/${offer.contractId}`);
    await page.getByRole('link', { name: '< Back to Contracts' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).count()).toBe(1);
    await page.getByText(/\d+ Required Fields/).waitFor();
    await expectAccessible(page, 'contract document viewer');
    await screenshot(page, 'lifecycle-contract-document-viewer');
  });

  async function waitForSale(): Promise<OfferDetail> {
    for (let i = 0; i < 30; i++) {
      const offer = (await apiGet<OfferDetail>(`/offer/GetById/${offerId}`, token)).data;
      if (offer.saleId) return offer;
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error('The offer did not become a sale');
  }
});
