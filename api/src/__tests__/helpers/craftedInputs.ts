/** Inputs crafted to make a parser work hard: each of about `size` bytes (docs/domain/security.md, "Parsing caller input"). */

/**
 * A "PDF" with one signature dictionary whose /ByteRange leaves out exactly the hex string `<gapHex>`:
 * what the verify page's check reads in full.
 */
export function signatureGapPdf(gapHex: string): Buffer {
  const gap = `<${gapHex}>`;
  const headLength = 100;
  const head = `%PDF-1.7\n1 0 obj\n<< /Type /Sig /ByteRange [0 ${headLength} ${headLength + gap.length} 9 ] /Contents `.padEnd(
    headLength,
    ' ',
  );
  return Buffer.from(`${head}${gap} >>\nendobj\n`, 'latin1');
}

/** The stall of issue 36: a gap that is a long run of `00` (what pads a CMS) ending in a byte that is not. */
export const zeroRunGapPdf = (size: number) => signatureGapPdf(`${'00'.repeat(Math.floor(size / 2))}01`);

/** A gap that is all hex digits, the CMS in it junk: the check decodes every digit. */
export const hexGapPdf = (size: number) => signatureGapPdf('ab'.repeat(Math.floor(size / 2)));

/** As many signature dictionaries as fit, each pointing at the same large gap at the file's end. */
export function manyByteRangesPdf(size: number): Buffer {
  const entry = (gapStart: number, gapEnd: number) => `<< /ByteRange [0 ${gapStart} ${gapEnd} 0] >>\n`;
  const count = Math.floor(size / 2 / entry(size, size).length);
  const headLength = 9 + count * entry(size, size * 2).length;
  const gap = `<${'ab'.repeat(Math.floor(size / 4))}>`;
  const start = headLength;
  const end = headLength + gap.length;
  const head = `%PDF-1.7\n${entry(start, end).repeat(count)}`.padEnd(headLength, ' ');
  return Buffer.from(`${head}${gap}`, 'latin1');
}
