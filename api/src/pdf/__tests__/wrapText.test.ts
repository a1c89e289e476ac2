import { PDFDocument, StandardFonts } from 'pdf-lib';
import { wrapText } from '../templatePdf';

describe('wrapText', () => {
  const width = 200;
  const font = async () => (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);

  it('wraps between words, each line within the width', async () => {
    const f = await font();
    const lines = wrapText('The buyer keeps the patio furniture and the seller pays the closing costs of the escrow.', f, 10, width);
    expect(lines.length).toBeGreaterThan(1);
    for (const l of lines) expect(f.widthOfTextAtSize(l, 10)).toBeLessThanOrEqual(width);
    expect(lines.join(' ')).toBe('The buyer keeps the patio furniture and the seller pays the closing costs of the escrow.');
  });

  it('cuts a word wider than a line (compact JSON, a hash) between characters, losing nothing', async () => {
    const f = await font();
    const hash = 'd6adf989abb7d32646e7a7335dd4769b8382ff4841497acd76215dea70614c45';
    const json = JSON.stringify({ leftOut: ['Initials.Buyer2.P1', 'Initials.Seller1.P1', 'Initials.Seller2.P1'] });
    const lines = wrapText(`SHA-256 ${hash} · ${json}`, f, 10, width);
    for (const l of lines) expect(f.widthOfTextAtSize(l, 10)).toBeLessThanOrEqual(width);
    expect(lines.join('').replace(/\s/g, '')).toBe(`SHA-256${hash}·${json}`.replace(/\s/g, ''));
    expect(lines[0]).toBe('SHA-256');
  });
});
