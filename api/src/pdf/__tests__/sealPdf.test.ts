import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderTemplatePdf } from '../templatePdf';
import { DOCUMENT_TEMPLATES } from '../templateLibrary';
import { generateSealKey, loadSealKey, sealPdf } from '../sealPdf';
import { sha256Of } from '../../files/documentStore';

jest.setTimeout(60_000);

describe('sealing a completed PDF', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'offerdesk-seal-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('generates the sealing key once into the data folder and reuses it', () => {
    const first = loadSealKey({}, dir);
    const again = loadSealKey({}, dir);
    expect(again.p12.equals(first.p12)).toBe(true);
    expect(fs.statSync(path.join(dir, 'seal.p12')).mode & 0o777).toBe(0o600);
  });

  it("signs the whole file: poppler's pdfsig reports the signature valid and the document unchanged, qpdf finds no fault; a changed byte breaks it", async () => {
    const rpa = DOCUMENT_TEMPLATES.find((d) => d.code === 'residential-purchase-agreement')!;
    const sealed = await sealPdf(await renderTemplatePdf(rpa), generateSealKey());
    const file = path.join(dir, 'sealed.pdf');
    fs.writeFileSync(file, sealed);
    expect(sha256Of(sealed)).toMatch(/^[0-9a-f]{64}$/);

    // pdfsig exits 0 even when the digest does not match: read what it says.
    const report = spawnSync('pdfsig', [file], { encoding: 'utf8' });
    expect(report.error).toBeUndefined();
    expect(report.stdout).toContain('Signature Validation: Signature is Valid.');
    expect(report.stdout).toContain('Total document signed');
    expect(report.stdout).not.toContain('Digest Mismatch');
    const check = spawnSync('qpdf', ['--check', file], { encoding: 'utf8' });
    expect([check.status, check.stdout]).toEqual([0, expect.stringContaining('No syntax or stream encoding errors found')]);

    const tampered = Buffer.from(sealed);
    const at = tampered.indexOf('OfferDesk');
    expect(at).toBeGreaterThan(0);
    tampered.write('X', at, 'latin1');
    const bad = path.join(dir, 'tampered.pdf');
    fs.writeFileSync(bad, tampered);
    const badReport = execFileSync('pdfsig', [bad], { encoding: 'utf8' });
    expect(badReport).not.toContain('Signature is Valid.');
  });
});
