import { samplePdf } from '../../__tests__/helpers/pdfSamples';
import { signatureGapPdf } from '../../__tests__/helpers/craftedInputs';
import { generateSealKey, sealPdf } from '../sealPdf';
import { MAX_BYTE_RANGES, MAX_GAP_BYTES, signatureGaps } from '../signatureGaps';

/** A file of `count` signature dictionaries, each over its own gap `<0a0b>` after them. */
function gapsPdf(count: number, repeatFirst = false): Buffer {
  const entryLength = 48;
  const headLength = 9 + count * entryLength;
  const gap = '<0a0b>';
  const entries = Array.from({ length: count }, (_, i) => {
    const start = headLength + (repeatFirst ? 0 : i) * gap.length;
    return `<< /ByteRange [0 ${start} ${start + gap.length} 0] >>`.padEnd(entryLength, ' ');
  });
  return Buffer.from(`%PDF-1.7\n${entries.join('')}${gap.repeat(count)}`, 'latin1');
}

describe('the signature gaps of a PDF', () => {
  it('finds the seal of a sealed PDF: its covered bytes reach the end, its CMS without the zero padding', async () => {
    const sealed = await sealPdf(await samplePdf(), generateSealKey());
    const [gap, ...more] = signatureGaps(sealed);
    expect(more).toEqual([]);
    expect(gap!.end).toBe(sealed.length);
    expect(gap!.covered[0].length + gap!.covered[1].length).toBeLessThan(sealed.length);
    // A DER SEQUENCE, shorter than the 8 KB reserved for it.
    expect([gap!.cms[0], gap!.cms.length < 8192, gap!.cms[gap!.cms.length - 1] === 0]).toEqual([0x30, true, false]);
  });

  it(`reads at most ${MAX_BYTE_RANGES} /ByteRange entries, each gap once`, () => {
    expect(signatureGaps(gapsPdf(MAX_BYTE_RANGES + 3))).toHaveLength(MAX_BYTE_RANGES);
    expect(signatureGaps(gapsPdf(5, true))).toHaveLength(1);
    expect(signatureGaps(gapsPdf(1))[0]!.cms).toEqual(Buffer.from([0x0a, 0x0b]));
  });

  it('reads no gap that is not exactly <hex>, odd, or larger than the largest placeholder', () => {
    for (const hex of ['0a0', '0a0g', '0a 0b\n0c', 'zz']) {
      const found = signatureGaps(signatureGapPdf(hex));
      expect([hex, found.map((g) => g.cms.toString('hex'))]).toEqual([hex, hex === '0a 0b\n0c' ? ['0a0b0c'] : []]);
    }
    expect(signatureGaps(signatureGapPdf('0a'.repeat(MAX_GAP_BYTES / 2)))).toEqual([]);
    expect(signatureGaps(signatureGapPdf('0a'.repeat(MAX_GAP_BYTES / 2 - 1)))).toHaveLength(1);
  });
});
