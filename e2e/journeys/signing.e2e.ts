import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { OfferDetail, OfferDocument } from '@offerdesk/shared/contract';
import type { DocumentFields, SignSetSummary } from '@offerdesk/shared/contract';
import { OfferStatus } from '@offerdesk/shared/domain';
import { ALEX, apiGet, apiSend, apiToken, signIn, type Token } from '../support/agent';
import { expectAccessible, expectNoSideScroll } from '../support/accessible';
import { openBrowser, screenshot, type BrowserSession } from '../support/browser';
import { addBuyerClient, draftWithResaleDocument } from '../support/drafts';
import { lastMailId, mailLink, openMail } from '../support/mailbox';
import { adoptSignAllAndFinish, agreeOnPage } from '../support/signer';
import { API_URL, SHELL_URL, SIGNING_URL } from '../support/ports';
import { dropOnVerifyPage } from '../support/verify';

/**
 * Draws a stroke with a finger on the pad named `label` (CDP touch events: Chromium turns them into
 * pointer events of type touch), and answers which pointer types the pad saw and whether it has ink.
 */
async function touchDraw(page: Page, label: string) {
  const pad = page.getByLabel(label);
  const box = (await pad.boundingBox())!;
  await pad.evaluate((el) => {
    const seen: string[] = [];
    (el as HTMLElement & { seen?: string[] }).seen = seen;
    el.addEventListener('pointerdown', (e) => seen.push((e as PointerEvent).pointerType));
  });
  const cdp = await page.context().newCDPSession(page);
  const at = (fx: number, fy: number) => [{ x: box.x + box.width * fx, y: box.y + box.height * fy }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0.1, 0.5) });
  for (let i = 1; i <= 12; i++)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(0.1 + i * 0.06, i % 2 ? 0.25 : 0.75) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
  return pad.evaluate((el) => {
    const canvas = el as HTMLCanvasElement & { seen?: string[] };
    const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    let ink = 0;
    for (let i = 3; i < pixels.length; i += 4) if (pixels[i] > 0) ink++;
    return { pointerTypes: [...new Set(canvas.seen)], ink };
  });
}

describe('Signing pages', () => {
  let b: BrowserSession;
  let token: Token;
  let offerId: number;
  let contractId: number;
  let documents: OfferDocument[];
  const buyers: Array<{ email: string; partyId: number }> = [];

  beforeAll(async () => {
    token = await apiToken();
    const draft = await draftWithResaleDocument(token);
    offerId = draft.offerId;
    const lookups = draft.lookups;
    documents = (await apiGet<OfferDocument[]>(`/offer/GetOfferDocumentsByExternalId/${offerId}`, token)).data;
    contractId = documents[0].contractId;
    for (const [firstName, lastName] of [
      ['Ana', 'Signer'],
      ['Ben', 'Cosigner'],
    ]) {
      const email = `${firstName.toLowerCase()}.${offerId}@buyers.example`;
      const { parties } = await addBuyerClient(token, offerId, lookups, { firstName, lastName, email, addressLine1: '1 Main St' });
      buyers.push({ email, partyId: parties[0].partyId });
    }
    b = await openBrowser();
  });
  afterAll(async () => {
    await b?.close();
  });

  it('the agent sees the holders per party in the assigner and leaves out a missing field; the count follows', async () => {
    const { page } = b;
    await signIn(page, `/sign-assigner/${contractId}`);
    await page.getByRole('heading', { name: 'Assign signing fields' }).waitFor();
    const before = (await apiGet<DocumentFields[]>(`/offer/GetOfferDocumentFields/${contractId}`, token)).data[0];
    expect(before.requiredFields).toBeGreaterThan(0);
    await page
      .getByTestId('unassigned-count')
      .filter({ hasText: `${before.requiredFields} field` })
      .waitFor();
    await page.getByRole('button', { name: /^Signature field Signature\.Buyer1: Ana Signer/ }).waitFor();
    await page.getByRole('button', { name: /^Signature field Signature\.Buyer2: Ben Cosigner/ }).waitFor();
    await expectAccessible(page, 'Sign assigner');
    await screenshot(page, 'signing-assigner-1280');

    // A missing (seller) field: left out through its menu.
    const missing = before.fields.find((f) => f.partyId === null && !f.leftOut)!;
    await page
      .getByRole('button', { name: new RegExp(`^${missing.kind} field ${missing.name.replace('.', '\\.')}: not assigned`) })
      .click();
    await page.getByRole('menuitem', { name: 'Leave out' }).click();
    await page.getByRole('button', { name: new RegExp(`^${missing.kind} field ${missing.name.replace('.', '\\.')}: left out`) }).waitFor();
    await page
      .getByTestId('unassigned-count')
      .filter({ hasText: before.requiredFields === 1 ? 'Every field is assigned.' : `${before.requiredFields - 1} field` })
      .waitFor();
    const after = (await apiGet<DocumentFields[]>(`/offer/GetOfferDocumentFields/${contractId}`, token)).data[0];
    expect(after.requiredFields).toBe(before.requiredFields - 1);
    expect(after.fields.find((f) => f.name === missing.name)!.leftOut).toBe(true);

    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoSideScroll(page);
    await expectAccessible(page, 'Sign assigner at 375 px');
    await screenshot(page, 'signing-assigner-375');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('shares one by one; the signing pages answer a wrong link and show no documents plainly, at 375 px too', async () => {
    for (const d of documents) {
      expect((await apiSend('POST', '/offer/markOfferdocumentassigned', token, { contractId, documentId: d.id, offerId })).status).toBe(
        200,
      );
    }
    const shared = await apiSend<SignSetSummary>('POST', '/offer/shareDocuments', token, {
      offerId,
      contractId,
      documents: documents.map((d) => d.id),
      parties: buyers.map((p) => ({ partyId: p.partyId })),
      signingOrder: 1,
    });
    expect(shared.status).toBe(200);

    const party = await openBrowser({ width: 375, height: 800 });
    try {
      await party.page.goto(`${SHELL_URL}/sign-documents/${'x'.repeat(43)}/${shared.data.id}`);
      await party.page.getByText('Sign set not found.').waitFor();
      await expectNoSideScroll(party.page);
      await expectAccessible(party.page, 'Signer, wrong link');
      await party.page.goto(`${SHELL_URL}/no-documents`);
      await party.page.getByText('There are no documents to show.').waitFor();
      await expectAccessible(party.page, 'No documents');
      // The signing service's own page: the party pages as they are, an agent page points to OfferDesk.
      await party.page.goto(`${SIGNING_URL}/no-documents`);
      await party.page.getByText('There are no documents to show.').waitFor();
      const agentPage = `/sign-contract-documents/${contractId}/${buyers[0].partyId}`;
      await party.page.goto(`${SIGNING_URL}${agentPage}`);
      await party.page.getByText('Open this page from OfferDesk').waitFor();
      expect(await party.page.getByRole('link', { name: 'Open in OfferDesk' }).getAttribute('href')).toBe(`${SHELL_URL}${agentPage}`);
      await expectNoSideScroll(party.page);
      await expectAccessible(party.page, 'Agent page on the signing origin');
    } finally {
      await party.close();
    }
  });

  it('each buyer signs from the link in the mailbox, one by one: the first draws at 1280 px, the second draws with a finger then types at 375 px; the certificate lists both and the offer is Buyer Signed', async () => {
    const signSetId = (await apiGet<SignSetSummary[]>(`/offer/getOfferSigningSessions/${contractId}`, token)).data[0].id;
    const mailbox = await openBrowser();
    try {
      // Only the first buyer is asked while the second's turn has not come.
      const first = await mailLink(mailbox.page, buyers[0].email, { subjectIncludes: 'sign' });
      // A buyer client's link also names its registration page (docs/domain/portal.md, "Sign first, registration at signing").
      expect(first).toMatch(new RegExp(`/sign-documents/[A-Za-z0-9_-]{43}/${signSetId}(\\?accounturl=[^&#\\s]+)?$`));
      await expect(
        mailLink(mailbox.page, buyers[1].email, { subjectIncludes: 'sign' }).then(
          () => 'asked',
          () => 'not asked',
        ),
      ).resolves.toBe('not asked');

      const signer = await openBrowser();
      try {
        await signer.page.goto(first);
        // Before the first signature: consent to do business electronically. Agree and Continue waits for the box.
        const consent = signer.page.getByRole('region', { name: 'Consent to do business electronically' });
        const agree = consent.getByRole('button', { name: 'Agree and Continue' });
        await agree.waitFor();
        expect(await agree.isDisabled()).toBe(true);
        expect(await consent.locator('span[title="Tick the box above to agree first."]').count()).toBe(1);
        await expectAccessible(signer.page, 'Consent, first buyer');
        await screenshot(signer.page, 'signing-consent-1280');
        await consent.getByRole('checkbox').check();
        await agree.click();
        // Withdrawn before signing: the agent is told, and the page asks again.
        const sinceWithdrawal = await lastMailId();
        await signer.page.getByRole('button', { name: 'Withdraw consent' }).click();
        const dialog = signer.page.getByRole('dialog', { name: 'Withdraw consent?' });
        await expectAccessible(signer.page, 'Withdraw consent?');
        await dialog.getByRole('button', { name: 'Withdraw consent' }).click();
        await consent.getByText(/You withdrew your consent to do business electronically/).waitFor();
        await expectAccessible(signer.page, 'Consent withdrawn');
        await openMail(mailbox.page, ALEX.email, { subjectIncludes: 'Consent to sign electronically withdrawn', after: sinceWithdrawal });
        await mailbox.page.getByText('Ana Signer withdrew consent to do business electronically').waitFor();
        await consent.getByRole('checkbox').check();
        await agree.click();
        await signer.page.getByRole('toolbar', { name: 'Signing' }).waitFor();
        await expectAccessible(signer.page, 'Signer, first buyer');
        await screenshot(signer.page, 'signing-signer-1280');
        await signer.page
          .getByRole('button', { name: /here \((signature|initials)\)$/ })
          .first()
          .click();
        await signer.page.getByRole('dialog', { name: 'Adopt your signature' }).waitFor();
        for (const label of ['Draw your signature here', 'Draw your initials here']) {
          const box = (await signer.page.getByLabel(label).boundingBox())!;
          await signer.page.mouse.move(box.x + 20, box.y + box.height / 2);
          await signer.page.mouse.down();
          await signer.page.mouse.move(box.x + box.width / 3, box.y + 15, { steps: 8 });
          await signer.page.mouse.move(box.x + box.width / 2, box.y + box.height - 15, { steps: 8 });
          await signer.page.mouse.up();
        }
        await expectAccessible(signer.page, 'Adopt your signature (draw)');
        await adoptSignAllAndFinish(signer.page);
        await signer.page.getByText('You have signed these documents.').waitFor();
        await expectAccessible(signer.page, 'Signer, signed');
      } finally {
        await signer.close();
      }

      // Now the second buyer is asked; the link opens at 375 px and signs with a typed name.
      const second = await mailLink(mailbox.page, buyers[1].email, { subjectIncludes: 'sign' });
      const phone = await openBrowser({ width: 375, height: 800 }, { hasTouch: true });
      try {
        await phone.page.goto(second);
        await expectNoSideScroll(phone.page);
        await agreeOnPage(phone.page, 'second buyer at 375 px');
        await expectNoSideScroll(phone.page);
        await expectAccessible(phone.page, 'Signer at 375 px');
        await screenshot(phone.page, 'signing-signer-375');
        await phone.page
          .getByRole('button', { name: /here \((signature|initials)\)$/ })
          .first()
          .click();
        // A finger draws on both pads at 375 px; then the buyer chooses to type instead.
        for (const label of ['Draw your signature here', 'Draw your initials here']) {
          const drawn = await touchDraw(phone.page, label);
          expect(drawn.pointerTypes).toEqual(['touch']);
          expect(drawn.ink).toBeGreaterThan(100);
        }
        await expectNoSideScroll(phone.page);
        await screenshot(phone.page, 'signing-adopt-touch-375');
        await phone.page.getByRole('tab', { name: 'Type' }).click();
        await phone.page.getByLabel('Full name').fill('Ben Cosigner');
        await phone.page.getByLabel('Initials', { exact: true }).fill('BC');
        await expectAccessible(phone.page, 'Adopt your signature (type) at 375 px');
        await adoptSignAllAndFinish(phone.page);
        await phone.page.getByText('Every party has signed these documents.').waitFor();
        await expectNoSideScroll(phone.page);
      } finally {
        await phone.close();
      }
    } finally {
      await mailbox.close();
    }

    const certificate = await b.context.request.get(`${API_URL}/offer/DownloadOfferCertificate/${signSetId}`, {
      headers: { Authorization: `Bearer ${token.access_token}` },
    });
    expect(certificate.status()).toBe(200);
    const file = path.join(os.tmpdir(), `offerdesk-certificate-${signSetId}.pdf`);
    fs.writeFileSync(file, await certificate.body());
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString('utf8');
    fs.rmSync(file, { force: true });
    expect(text).toContain('Ana Signer');
    expect(text).toContain('Ben Cosigner');
    // Each signer's consent, and the first buyer's withdrawal and second consent, are on the certificate.
    expect(text.match(/Consent: \d{4}-\d\d-\d\dT[^\n]* · version [0-9a-f]{16}/g)).toHaveLength(2);
    expect(text).toContain('Withdrew consent to do business electronically');
    expect(text.match(/Consented to do business electronically/g)).toHaveLength(3);
    // Every buyer signed the offer's set: the offer is Buyer Signed (docs/domain/offers.md, "A completed sign set moves the offer").
    expect((await apiGet<OfferDetail>(`/offer/GetById/${offerId}`, token)).data.statusId).toBe(OfferStatus.buyerSigned);
    // Two signers with their pages, the mailbox and a 15 s wait proving the second is not asked early.
  }, 240_000);

  it('after completion, Download from the document menu gives the sealed file whose SHA-256 the certificate lists, the certificate is sealed, and the verify page finds each file intact with both signers', async () => {
    const { page } = b;
    const signSetId = (await apiGet<SignSetSummary[]>(`/offer/getOfferSigningSessions/${contractId}`, token)).data[0].id;
    const certificate = await b.context.request.get(`${API_URL}/offer/DownloadOfferCertificate/${signSetId}`, {
      headers: { Authorization: `Bearer ${token.access_token}` },
    });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'offerdesk-signed-download-'));
    const downloads: Array<{ name: string; bytes: Buffer }> = [];
    try {
      const certFile = path.join(dir, 'certificate.pdf');
      fs.writeFileSync(certFile, await certificate.body());
      expect(execFileSync('pdfsig', [certFile]).toString('utf8')).toContain('Signature Validation: Signature is Valid.');
      const listing = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', certFile, '-']).toString('utf8').replace(/\s+/g, ' ');

      await page.goto(`${SHELL_URL}/offer-documents/${offerId}`);
      for (const d of documents) {
        const actions = page.getByRole('button', { name: `Actions for ${d.name}` });
        await actions.click();
        const item = page.getByRole('menuitem', { name: 'Download' });
        await item.waitFor();
        await expectAccessible(page, 'Document menu of a signed document');
        const [download] = await Promise.all([page.waitForEvent('download'), item.click()]);
        expect(download.suggestedFilename()).toBe(`${d.name}.pdf`);
        const bytes = fs.readFileSync((await download.path())!);
        const sha256 = createHash('sha256').update(bytes).digest('hex');
        expect(listing).toContain(`${d.name} · SHA-256 ${sha256}`);
        const file = path.join(dir, `${d.id}.pdf`);
        fs.writeFileSync(file, bytes);
        expect(execFileSync('pdfsig', [file]).toString('utf8')).toContain('Total document signed');
        downloads.push({ name: `${d.name}.pdf`, bytes });
      }
      await screenshot(page, 'signing-signed-documents-1280');

      // The same files, as the buyer's lawyer would check them: the public verify page, signed out.
      const lawyer = await openBrowser();
      try {
        await lawyer.page.goto(`${SHELL_URL}/verify`);
        for (const file of downloads) {
          const result = await dropOnVerifyPage(lawyer.page, dir, file.name, file.bytes);
          await result.getByRole('heading', { name: 'Intact' }).waitFor();
          expect(await result.innerText()).toContain(`Sign set ${signSetId}`);
          const signers = await result.getByRole('list', { name: 'Signers' }).getByRole('listitem').allInnerTexts();
          for (const name of ['Ana Signer', 'Ben Cosigner']) expect(signers.find((s) => s.startsWith(`${name} (`))).toMatch(/ · signed /);
        }
        await expectAccessible(lawyer.page, "Verify page, the journey's signed documents");
      } finally {
        await lawyer.close();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
