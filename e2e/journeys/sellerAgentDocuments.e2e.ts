import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ContractDocument, OfferDetail } from '@offerdesk/shared/contract';
import { OfferStatus } from '@offerdesk/shared/domain';
import { DEMO_USERS } from '../../api/src';
import { ALEX, apiGet, apiSend, apiToken, signIn, type Token } from '../support/agent';
import { expectAccessible } from '../support/accessible';
import { openBrowser, screenshot, type BrowserSession } from '../support/browser';
import { addAgentParties, journeySteps } from '../support/journey';
import { lastMailId, mailLink } from '../support/mailbox';
import {
  markAllAssigned,
  offerWithDocuments,
  rosaSignsAll,
  rosaSignsFromHerMail,
  type OfferWithDocuments,
} from '../support/offerWithDocuments';
import { handMadePdfWithHolders } from '../support/pdf';
import { SHELL_URL } from '../support/ports';
import { signHere } from '../support/signer';

/**
 * Issue 22 item 6, seed 001 §6: only the buyer agent or a document's owner may prepare, share, delete or
 * void; others see the documents they uploaded. Jordan (Summit Realty Group) receives the offer his
 * colleague Alex sent, signed by the buyer. On the offer page's Documents/Signing tab he adds his own
 * paperwork (the seller's counter terms, a PDF with the buyer's signing holders), prepares it in the
 * document viewer (assigns its holders to the buyer Rosa in the framed assigner), shares it for
 * signature; Rosa signs from the link in her mail; Jordan's document reads Signing Completed, and the
 * offer keeps its own status. axe on each screen.
 */
const JORDAN = DEMO_USERS.find((u) => u.userName === 'jordan.lee')!;
const ROSA = { name: 'Rosa Vidal', email: 'rosa.vidal@mail.example' };
const DOCUMENT = 'Seller counter terms';
const HOLDERS = ['Signature.Buyer2', 'Date.Buyer2'];

describe("a received offer taken through the seller agent's own document", () => {
  let alexToken: Token;
  let jordanToken: Token;
  let offer: OfferWithDocuments;
  let sellerAgent: BrowserSession;
  let buyer: BrowserSession;
  let since = 0;
  const step = journeySteps('seller-agent-documents', () => ({ sellerAgent, buyer }), 120_000);
  const jordansDocuments = async () =>
    (await apiGet<ContractDocument[]>(`/offer/getOfferDocumentsBySale/${offer.contractId}`, jordanToken)).data;
  const statusOfOffer = async () => (await apiGet<OfferDetail>(`/offer/GetById/${offer.offerId}`, alexToken)).data.statusId;

  beforeAll(async () => {
    alexToken = await apiToken();
    jordanToken = await apiToken(JORDAN.userName);
    // Through the API, as Alex would: the offer with its documents and buyer, Alex and Jordan its agents;
    // the buyer signs from her mail and Alex forwards the signed offer to Jordan.
    offer = await offerWithDocuments(alexToken);
    const docs = await markAllAssigned(alexToken, offer);
    await addAgentParties(alexToken, offer.offerId, [
      [ALEX, 1],
      [JORDAN, 2],
    ]);
    since = await lastMailId();
    expect((await apiSend('POST', '/offer/ShareOffer', alexToken, rosaSignsAll(offer, docs))).status).toBe(200);
    sellerAgent = await openBrowser();
    buyer = await openBrowser();
    await rosaSignsFromHerMail(buyer.page, since);
    const { displayId } = (await apiGet<OfferDetail>(`/offer/GetById/${offer.offerId}`, alexToken)).data;
    const forwarded = await apiSend('PUT', '/offer/ForwardToSellerAgent', alexToken, { offerDisplayId: displayId, message: 'Signed.' });
    expect(forwarded.status).toBe(200);
    expect(await statusOfOffer()).toBe(OfferStatus.forwardedToSellerAgent);
  }, 180_000);
  afterAll(async () => {
    for (const b of [sellerAgent, buyer]) await b?.close();
  });

  step('1. Jordan opens the received offer: no document of his yet; he adds his own PDF (Browse Files only)', async () => {
    const { page } = sellerAgent;
    await signIn(page, `/offer-documents/${offer.offerId}`, JORDAN.userName);
    await page.getByRole('tab', { name: 'Documents/Signing', selected: true }).waitFor({ timeout: 30_000 });
    // The buyer agent's documents are not his: he sees only what he uploaded.
    await page.getByText('No documents yet. Drop a PDF here or choose Add Documents.').waitFor();
    await expectAccessible(page, 'offer page, seller agent, no documents of his');
    await page.getByRole('button', { name: 'Add Documents' }).click();
    const add = page.getByRole('dialog', { name: 'Add Documents' });
    await add.waitFor();
    // Templates stay the buyer agent's: no Add SmartDocs.
    expect(await add.getByRole('button', { name: 'Add SmartDocs' }).count()).toBe(0);
    await expectAccessible(page, 'Add Documents, seller agent');
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'seller-agent-')), `${DOCUMENT}.pdf`);
    fs.writeFileSync(file, handMadePdfWithHolders(DOCUMENT, HOLDERS));
    await add.getByLabel('Browse Files').setInputFiles(file);
    const row = page.getByRole('row').filter({ hasText: DOCUMENT });
    await row.getByRole('button', { name: 'Prepare for Signing' }).waitFor();
    await add.waitFor({ state: 'hidden' });
    const listed = await jordansDocuments();
    expect(listed.map((d) => [d.name, d.status, d.isOwner])).toEqual([[DOCUMENT, 'Draft', true]]);
    await expectAccessible(page, 'offer page, seller agent, his draft document');
    await screenshot(page, 'seller-agent-documents-draft');
  });

  step('2. He prepares it: in the document viewer the framed assigner gives both holders to the buyer', async () => {
    const { page } = sellerAgent;
    await page.getByRole('row').filter({ hasText: DOCUMENT }).getByRole('button', { name: 'Prepare for Signing' }).click();
    await page.waitForURL(`**/document-viewer/${offer.offerId}?documents=*`);
    await page.getByText('1 files selected').waitFor();
    const assigner = page.frameLocator('iframe[title="Signing"]');
    await assigner.getByRole('heading', { name: 'Assign signing fields' }).waitFor({ timeout: 30_000 });
    const section = assigner.getByRole('region', { name: DOCUMENT, exact: true });
    await section.getByRole('img', { name: `${DOCUMENT}, page 1` }).waitFor();
    // His own document only: nothing of the buyer agent's is framed.
    for (const theirs of (await offer.documents()).filter((d) => d.isOwner))
      expect(await assigner.getByRole('region', { name: theirs.name, exact: true }).count()).toBe(0);
    await expectAccessible(page, 'document viewer, seller agent');
    for (const holder of HOLDERS) {
      await section.locator(`button[data-field="${holder}"]`).click();
      await assigner.getByRole('menuitem', { name: new RegExp(`^Assign to ${ROSA.name}`) }).click();
      await section.locator(`button[data-field="${holder}"][aria-label*=": ${ROSA.name}"]`).waitFor();
    }
    expect(await assigner.getByRole('alert').count()).toBe(0);
    await page.getByText('0 Required Fields', { exact: true }).waitFor();
    await page.getByText('Ready', { exact: true }).waitFor();
    const framed = page.frames().find((f) => f.url().includes(`/sign-assigner/${offer.contractId}/`))!;
    await expectAccessible(framed, 'sign assigner, seller agent');
    await expectAccessible(page, 'document viewer, seller agent, prepared');
    await screenshot(page, 'seller-agent-documents-prepared');
  });

  step('3. He shares it for signature with the buyer; the offer keeps its status', async () => {
    const { page } = sellerAgent;
    await page.getByRole('link', { name: '< Back to document list' }).click();
    await page.waitForURL(`${SHELL_URL}/offer-documents/${offer.offerId}`);
    const row = page.getByRole('row').filter({ hasText: DOCUMENT });
    await row.getByRole('button', { name: `Actions for ${DOCUMENT}` }).click();
    await expectAccessible(page, 'document menu, seller agent');
    await page.getByRole('menuitem', { name: 'Share', exact: true }).click();
    const share = page.getByRole('dialog', { name: 'Share Documents' });
    await share.getByRole('checkbox', { name: new RegExp(ROSA.name) }).check();
    await expectAccessible(page, 'Share Documents, seller agent');
    since = await lastMailId();
    await share.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Documents shared successfully').waitFor();
    await share.waitFor({ state: 'detached' });
    await page.getByRole('table', { name: 'Documents in signing sessions' }).getByText('Sent for Signature', { exact: true }).waitFor();
    await expectAccessible(page, 'offer page, seller agent, shared');
    const [shared] = await jordansDocuments();
    expect([shared.status, shared.sharedSignSetCategory]).toEqual(['Shared', 'Session']);
    expect(await statusOfOffer()).toBe(OfferStatus.forwardedToSellerAgent);
  });

  step('4. The buyer signs from the link in her mail', async () => {
    const link = await mailLink(buyer.page, ROSA.email, { subjectIncludes: 'sign', after: since });
    await buyer.page.goto(link);
    await signHere(buyer.page, ROSA.name, 'RV', "the seller agent's document");
    await screenshot(buyer.page, 'seller-agent-documents-signed-by-buyer');
  });

  step("5. Jordan's document is Signing Completed; the buyer agent sees it (not his own); the offer has not moved", async () => {
    const { page } = sellerAgent;
    await page.reload();
    await page
      .getByRole('table', { name: 'Documents in signing sessions' })
      .getByText('Signing Completed', { exact: true })
      .waitFor({ timeout: 30_000 });
    await expectAccessible(page, 'offer page, seller agent, Signing Completed');
    await screenshot(page, 'seller-agent-documents-completed');
    const [done] = await jordansDocuments();
    expect([done.name, done.status, done.sharedSignSetStatus]).toEqual([DOCUMENT, 'Signed', 'Signed']);
    const alexSees = (await apiGet<ContractDocument[]>(`/offer/getOfferDocumentsBySale/${offer.contractId}`, alexToken)).data;
    expect(alexSees.find((d) => d.id === done.id)).toMatchObject({ status: 'Signed', isOwner: false });
    expect(await statusOfOffer()).toBe(OfferStatus.forwardedToSellerAgent);
    expect(sellerAgent.errors).toEqual([]);
  });
});
