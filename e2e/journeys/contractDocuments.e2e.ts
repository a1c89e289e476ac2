import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ContractDocument, DocumentFields } from '@offerdesk/shared/contract';
import { apiGet, apiSend, apiToken, signIn, type Token } from '../support/agent';
import { expectAccessible } from '../support/accessible';
import { openBrowser, screenshot, type BrowserSession } from '../support/browser';
import { offerWithDocuments } from '../support/offerWithDocuments';
import { handMadePdf } from '../support/pdf';
import { SIGNING_URL } from '../support/ports';

/** Whether `check` holds within ten seconds (asked every 250 ms). */
async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  for (let i = 0; i < 40; i++) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

describe('Contract documents list and document viewer', () => {
  let b: BrowserSession;
  let token: Token;
  let offerId: number;
  let contractId: number;
  let rosaPartyId: number;
  let documents: () => Promise<ContractDocument[]>;

  beforeAll(async () => {
    token = await apiToken();
    ({ offerId, contractId, rosaPartyId, documents } = await offerWithDocuments(token));
    // The buyer signs the first document: shared for signature before the screens open.
    const [first] = await documents();
    expect((await apiSend('POST', '/offer/markOfferdocumentassigned', token, { contractId, documentId: first.id, offerId })).status).toBe(
      200,
    );
    const share = await apiSend('POST', '/offer/shareDocuments', token, {
      offerId,
      contractId,
      documents: [first.id],
      parties: [{ partyId: rosaPartyId }],
    });
    expect(share.status).toBe(200);
    b = await openBrowser();
  });
  afterAll(async () => {
    await b?.close();
  });

  it('uploads a PDF, reorders, removes with confirmation and voids a shared set with a reason', async () => {
    const { page } = b;
    await signIn(page, `/offer-documents/${offerId}`);
    await page.getByRole('table', { name: 'Documents in signing sessions' }).waitFor();
    await page.getByText('Sent for Signature').first().waitFor();
    await expectAccessible(page, 'Contract documents list');
    await screenshot(page, 'contract-documents-list');

    // Upload a PDF through Add Documents.
    const file = path.join(os.tmpdir(), `roof-inspection-${process.pid}.pdf`);
    fs.writeFileSync(file, handMadePdf('Roof inspection'));
    await page.getByRole('button', { name: 'Add Documents' }).click();
    const add = page.getByRole('dialog', { name: 'Add Documents' });
    await add.waitFor();
    await expectAccessible(page, 'Add Documents dialog');
    await add.getByLabel('Browse Files').setInputFiles(file);
    const uploaded = page.getByRole('row').filter({ hasText: `roof-inspection-${process.pid}` });
    await uploaded.waitFor();

    // Reorder: the upload moves to the top of the plain documents.
    const plain = page.getByRole('table', { name: 'Documents', exact: true });
    await uploaded.locator('.drag-handle').dragTo(plain.locator('tbody tr').first());
    expect(await eventually(async () => (await documents()).find((d) => d.name.startsWith('roof-inspection'))?.displayOrder === 1)).toBe(
      true,
    );

    // Select all, then remove the upload with its confirmation.
    await page.getByRole('checkbox', { name: 'Select all' }).check();
    await page.getByText('3 files selected').waitFor();
    await expectAccessible(page, 'Contract documents, all selected');
    await page.getByRole('checkbox', { name: 'Select all' }).uncheck();
    await uploaded.getByRole('button', { name: /^Actions for/ }).click();
    await expectAccessible(page, 'Document menu');
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const remove = page.getByRole('dialog', { name: 'Remove document(s)?' });
    await remove.getByText('Are you sure you want to remove this document from the offer?').waitFor();
    await expectAccessible(page, 'Remove document dialog');
    await remove.getByRole('button', { name: 'Remove Document(s)' }).click();
    await page.getByText('Document removed successfully').waitFor();
    await uploaded.waitFor({ state: 'detached' });

    // Void the shared set with a reason.
    const sharedRow = page.getByRole('table', { name: 'Documents in signing sessions' }).locator('tbody tr').first();
    await sharedRow.getByRole('button', { name: /^Actions for/ }).click();
    await page.getByRole('menuitem', { name: 'Void Document' }).click();
    const voiding = page.getByRole('dialog', { name: 'Void Signing Session' });
    expect(await voiding.getByRole('button', { name: 'Void' }).isDisabled()).toBe(true);
    await voiding.getByRole('textbox', { name: 'Reason' }).fill('The price changed');
    await expectAccessible(page, 'Void dialog');
    await voiding.getByRole('button', { name: 'Void' }).click();
    await voiding.waitFor({ state: 'detached' });
    await page.getByText('Voided').first().waitFor();
    expect((await documents()).find((d) => d.sharedSignSet !== null)?.status).toBe('Voided');
    await screenshot(page, 'contract-documents-voided');
  });

  it('opens the document viewer with the chosen documents beside the framed assigner', async () => {
    const { page } = b;
    // The row menu is for drafts only: take a document no session holds.
    const draft = (await documents()).find((d) => d.status === 'Draft')!;
    await page.goto(`${new URL(page.url()).origin}/document-viewer/${offerId}?documents=${draft.id}`);
    await page.getByRole('link', { name: '< Back to document list' }).waitFor();
    await page.getByText('1 files selected').waitFor();
    await page.getByText(/\d+ Required Fields/).waitFor();
    // One breadcrumb (Home > Offer > address), the viewer's own.
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await crumbs.getByRole('link', { name: 'Offer' }).waitFor();
    expect(await crumbs.count()).toBe(1);
    const frame = page.locator('iframe[title="Signing"]');
    // The signing service on its own origin, framed with no token in its address.
    expect(await frame.getAttribute('src')).toBe(
      `${SIGNING_URL}/sign-assigner/${contractId}/${draft.id}?brand=no&isReviewTab=true&displayMultipleDocuments=true`,
    );
    await expectAccessible(page, 'Document viewer');
    await screenshot(page, 'document-viewer');
    await page.getByRole('button', { name: `Actions for ${draft.name}` }).click();
    await page.getByRole('menuitem', { name: 'Add Signatures' }).waitFor();
    await expectAccessible(page, 'Document viewer row menu');
    await page.keyboard.press('Escape');
  });

  it('the framed assigner signs in by itself, shows the pages with their holders, and assigns a field to a party', async () => {
    const { page } = b;
    // A fresh draft offer: its holders may still be assigned (the offer above was shared for signature).
    const fresh = await offerWithDocuments(token);
    const draft = (await fresh.documents())[0];
    const fieldsOfDraft = async () =>
      (await apiGet<DocumentFields[]>(`/offer/GetOfferDocumentFields/${fresh.contractId}`, token)).data.find(
        (d) => d.documentId === draft.id,
      )!;
    const before = await fieldsOfDraft();
    // A holder not yet Rosa's (the role may have named her for some): it is given to her from inside the frame.
    const target = before.fields.find((f) => f.partyId !== fresh.rosaPartyId && !f.leftOut)!;
    expect(target).toBeDefined();
    await page.goto(`${new URL(page.url()).origin}/document-viewer/${fresh.offerId}?documents=${draft.id}`);
    const assigner = page.frameLocator('iframe[title="Signing"]');
    await assigner.getByRole('heading', { name: 'Assign signing fields' }).waitFor();
    expect(await assigner.getByText('Signing in…').count()).toBe(0);
    // Review-tab mode shows every document: the draft's own section holds its holders.
    const section = assigner.getByRole('region', { name: draft.name, exact: true });
    await section.getByRole('img', { name: `${draft.name}, page 1` }).waitFor();
    const holder = section.locator(`button[data-field="${target.name}"]`);
    await holder.waitFor();
    expect(await section.locator('button[data-field]').count()).toBe(before.fields.length);
    const framed = page.frames().find((f) => f.url().includes(`/sign-assigner/${fresh.contractId}/`))!;
    // It signed in through the viewer's one-time grant: its address, history and referrer hold no token.
    expect(new URL(framed.url()).origin).toBe(SIGNING_URL);
    expect(await framed.evaluate(() => [location.href, history.length, document.referrer].join(' '))).not.toMatch(
      /token|grant|[A-Za-z0-9_-]{40,}/i,
    );
    await expectAccessible(framed, 'Sign assigner framed in the document viewer');
    await expectAccessible(page, 'Document viewer with the assigner');
    await screenshot(page, 'document-viewer-assigner');

    await holder.click();
    await assigner.getByRole('menuitem', { name: /^Assign to Rosa Vidal/ }).click();
    const assigned = section.locator(`button[data-field="${target.name}"][aria-label*=": Rosa Vidal"]`);
    const refused = assigner.getByRole('alert');
    await assigned.or(refused).first().waitFor();
    expect((await refused.count()) ? await refused.innerText() : null).toBeNull();
    expect(
      await eventually(async () => (await fieldsOfDraft()).fields.find((f) => f.name === target.name)?.partyId === fresh.rosaPartyId),
    ).toBe(true);
    const after = await fieldsOfDraft();
    // The frame told the viewer (unAssignCount, origin-checked): its count is the API's again.
    await page.getByText(`${after.requiredFields} Required Fields`, { exact: true }).waitFor();
    await screenshot(page, 'document-viewer-assigned');
  });
});
