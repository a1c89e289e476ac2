import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { OfferDocument, SignSetSummary } from '@offerdesk/shared/contract';
import { DocumentState, OfferStatus } from '@offerdesk/shared/domain';
import type { Page } from 'playwright-core';
import { handMadePdf } from '../support/pdf';
import { apiGet, apiToken, type Token } from '../support/agent';
import { expectAccessible, expectNoSideScroll } from '../support/accessible';
import { openBrowser, screenshot, type BrowserSession } from '../support/browser';
import { journeySteps } from '../support/journey';
import { API_URL, SHELL_URL } from '../support/ports';
import { dropOnVerifyPage } from '../support/verify';

/**
 * Issue 25 §4 (docs/domain/audit.md#verify-page): anyone, signed in or not, opens /verify and drops a PDF.
 * A sealed sign set of the demo data (every party signed through their links) → intact, with its offer,
 * sign set and each signer's time; one byte changed → changed; a PDF OfferDesk never sealed → not sealed
 * by OfferDesk. axe at 1280 and 375 px; the address carries nothing but /verify.
 */
describe('the verify page', () => {
  let token: Token;
  let wide: BrowserSession;
  let narrow: BrowserSession;
  let dir: string;
  let signSetId = 0;
  let offerId = 0;
  let sealed: Buffer;
  const step = journeySteps('verify-document', () => ({ wide, narrow }), 120_000);

  /** A completed sign set of one of the agent's offers whose buyers signed, and its sealed package as the agent downloads it. */
  async function sealedSignSet(): Promise<void> {
    const offers = (await apiGet<Array<{ id: number }>>(`/offer/getAll?selectedOfferStatus=${OfferStatus.signingComplete}`, token)).data;
    for (const offer of offers) {
      const docs = (await apiGet<OfferDocument[]>(`/offer/GetOfferDocumentsByExternalId/${offer.id}`, token)).data;
      const contractId = docs[0]?.contractId;
      if (!contractId) continue;
      const set = (await apiGet<SignSetSummary[]>(`/offer/getOfferSigningSessions/${contractId}`, token)).data.find(
        (s) => s.status === DocumentState.Signed,
      );
      if (!set) continue;
      const res = await fetch(`${API_URL}/offer/DownloadOfferSignSet/${set.id}`, {
        headers: { Authorization: `Bearer ${token.access_token}` },
      });
      expect(res.status).toBe(200);
      sealed = Buffer.from(await res.arrayBuffer());
      [signSetId, offerId] = [set.id, offer.id];
      return;
    }
    throw new Error('No completed sign set among the demo offers.');
  }

  beforeAll(async () => {
    token = await apiToken();
    await sealedSignSet();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'offerdesk-verify-'));
    wide = await openBrowser();
    narrow = await openBrowser({ width: 375, height: 812 });
  }, 120_000);
  afterAll(async () => {
    for (const b of [wide, narrow]) await b?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  const drop = (page: Page, name: string, bytes: Buffer) => dropOnVerifyPage(page, dir, name, bytes);

  step(
    '1. a sealed sign set, dropped without signing in, is intact: sealed by this OfferDesk, its offer, sign set and signers',
    async () => {
      const { page } = wide;
      await page.goto(`${SHELL_URL}/verify`);
      await page.getByRole('heading', { name: 'Verify a document', level: 1 }).waitFor();
      await expectAccessible(page, 'Verify page');
      const result = await drop(page, 'sealed.pdf', sealed);
      await result.getByRole('heading', { name: 'Intact' }).waitFor();
      const text = await result.innerText();
      expect(text).toContain('Sealed by this OfferDesk and unchanged since it was sealed.');
      expect(text).toContain('OfferDesk document seal');
      expect(text).toContain(`Offer ${offerId} · `);
      expect(text).toContain(`Sign set ${signSetId}`);
      const signers = await result.getByRole('list', { name: 'Signers' }).getByRole('listitem').allInnerTexts();
      expect(signers.length).toBeGreaterThan(0);
      for (const s of signers) expect(s).toMatch(/ · signed /);
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/verify');
      await expectAccessible(page, 'Verify page, intact');
      await screenshot(page, 'verify-intact');
    },
  );

  step('2. one changed byte → changed, nothing of the offer shown', async () => {
    const { page } = wide;
    const changed = Buffer.from(sealed);
    const at = changed.indexOf('stream') + 40;
    changed[at] ^= 0x01;
    const result = await drop(page, 'changed.pdf', changed);
    await result.getByRole('heading', { name: 'Changed' }).waitFor();
    expect(await result.innerText()).toContain('content was changed');
    expect(await result.innerText()).not.toContain(`Offer ${offerId}`);
    await expectAccessible(page, 'Verify page, changed');
  });

  step('3. at 375 px, a PDF OfferDesk never sealed → not sealed by OfferDesk', async () => {
    const { page } = narrow;
    await page.goto(`${SHELL_URL}/verify`);
    const result = await drop(page, 'random.pdf', handMadePdf('A PDF from elsewhere'));
    await result.getByRole('heading', { name: 'Not sealed by OfferDesk' }).waitFor();
    expect(await result.innerText()).not.toContain('Sign set');
    await expectNoSideScroll(page);
    await expectAccessible(page, 'Verify page at 375 px, not ours');
    await screenshot(page, 'verify-not-ours-375');
  });
});
