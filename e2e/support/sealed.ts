import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { SignSetSummary } from '@offerdesk/shared/contract';
import { apiGet, type Token } from './agent';
import { expectAccessible } from './accessible';
import { API_URL, SHELL_URL } from './ports';

/**
 * Issue 22 item 2 (docs/domain/signing.md): on the offer page, Download from the menu of each signed document
 * (`names`) gives the sealed file whose SHA-256 a certificate of the offer's sign sets lists, and every
 * certificate is sealed. axe on the document menu.
 */
export async function expectSealedDownloads(page: Page, token: Token, offerId: number, contractId: number, names: string[]): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'offerdesk-sealed-'));
  try {
    const sets = (await apiGet<SignSetSummary[]>(`/offer/getOfferSigningSessions/${contractId}`, token)).data;
    let listings = '';
    for (const set of sets) {
      const certificate = await page.context().request.get(`${API_URL}/offer/DownloadOfferCertificate/${set.id}`, {
        headers: { Authorization: `Bearer ${token.access_token}` },
      });
      if (certificate.status() !== 200) continue;
      const file = path.join(dir, `certificate-${set.id}.pdf`);
      fs.writeFileSync(file, await certificate.body());
      expect(execFileSync('pdfsig', [file]).toString('utf8')).toContain('Signature Validation: Signature is Valid.');
      listings += execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']).toString('utf8').replace(/\s+/g, ' ');
    }
    expect(listings).not.toBe('');
    await page.goto(`${SHELL_URL}/offer-documents/${offerId}`);
    for (const name of names) {
      await page.getByRole('button', { name: `Actions for ${name}` }).click();
      const item = page.getByRole('menuitem', { name: 'Download' });
      await item.waitFor();
      await expectAccessible(page, `Document menu of the signed ${name}`);
      const [download] = await Promise.all([page.waitForEvent('download'), item.click()]);
      const bytes = fs.readFileSync((await download.path())!);
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      expect(listings).toContain(`${name} · SHA-256 ${sha256}`);
      const file = path.join(dir, `download-${sha256}.pdf`);
      fs.writeFileSync(file, bytes);
      expect(execFileSync('pdfsig', [file]).toString('utf8')).toContain('Total document signed');
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
