/** Inputs crafted to make a parser work hard: each of about `size` bytes (docs/domain/security.md, "Parsing caller input"). */
import { deflateSync } from 'node:zlib';

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

/**
 * A gap whose CMS is well-formed DER, one SEQUENCE of as many small INTEGERs as fit: the check decodes
 * the hex and parses every element before it finds the file is no seal.
 */
export function derGapPdf(size: number): Buffer {
  const count = Math.floor((size / 2 - 6) / 3);
  const der = Buffer.alloc(6 + count * 3);
  der.set([0x30, 0x84]);
  der.writeUInt32BE(count * 3, 2);
  for (let i = 0; i < count; i++) der.set([0x02, 0x01, 0x01], 6 + i * 3);
  return signatureGapPdf(der.toString('hex'));
}

/**
 * As many signature dictionaries as fit, each pointing at the same large gap at the file's end: hex
 * digits, one short of whole bytes, so that no entry is well formed and a check must not read them all.
 */
export function manyByteRangesPdf(size: number): Buffer {
  const entry = (gapStart: number, gapEnd: number) => `<< /ByteRange [0 ${gapStart} ${gapEnd} 0] >>\n`;
  const count = Math.floor(size / 2 / entry(size, size).length);
  const headLength = 9 + count * entry(size, size * 2).length;
  const gap = `<${'ab'.repeat(Math.floor(size / 4))}a>`;
  const start = headLength;
  const end = headLength + gap.length;
  const head = `%PDF-1.7\n${entry(start, end).repeat(count)}`.padEnd(headLength, ' ');
  return Buffer.from(`${head}${gap}`, 'latin1');
}

/** A "PDF" of as many small indirect objects as fit (what pdf-lib's parser reads one by one). */
export const manyObjectsPdf = (size: number) =>
  Buffer.from(`%PDF-1.7\n${'1 0 obj\n<< /A [1 2] >>\nendobj\n'.repeat(Math.floor(size / 30))}`);

/**
 * A drawn signature as its data URL: a 1 × 1 RGBA PNG whose image data is followed by as many empty
 * IDAT chunks as fit (CRCs left zero: they are not read).
 */
export function manyChunksPngDataUrl(size: number): string {
  const pngChunk = (type: string, data: Uint8Array = new Uint8Array(0)) => {
    const framed = Buffer.alloc(12 + data.byteLength);
    framed.writeUInt32BE(data.byteLength, 0);
    framed.write(type, 4, 'latin1');
    framed.set(data, 8);
    return framed;
  };
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
  const pixels = deflateSync(Buffer.alloc(5));
  const empties = Math.max(0, Math.floor((size - 60) / 12));
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    Buffer.concat(Array.from({ length: empties }, () => pngChunk('IDAT'))),
    pngChunk('IEND'),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}
