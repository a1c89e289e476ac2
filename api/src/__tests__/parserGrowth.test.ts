/**
 * Every parser that a caller's bytes or text reach grows linearly with its input (docs/domain/security.md,
 * "Parsing caller input"): each is fed inputs crafted to make it work hard, at growing sizes, and its
 * CPU cost per byte must stay flat. Issue 36: the verify page's check was quadratic (a 64 KB file held
 * the API for seconds), and so were the e-mail test, the apostrophe trim of search words, the mailbox
 * link trim, the county trim of a place id and the reading of a RESO server's $metadata.
 */
import { isProperEmail } from '@offerdesk/shared/schemas';
import { documentNameOf } from '../features/documents/documentService';
import { linkifyText } from '../features/mailbox/mailboxPages';
import { parseResoMetadata } from '../features/mls/reso/resoMetadata';
import { addressTerms } from '../features/mls/searchText';
import { photonDetail } from '../features/places/photonPlaces';
import { mentionsActiveContent } from '../pdf/activeContent';
import { generateSealKey } from '../pdf/sealPdf';
import { sealCertificateDer } from '../pdf/sealSigner';
import { pngOfDataUrl, readablePng } from '../pdf/signatureImage';
import { checkUploadedPdf } from '../pdf/uploadedPdf';
import { verifySeal } from '../pdf/verifySeal';
import { derGapPdf, manyByteRangesPdf, manyChunksPngDataUrl, manyObjectsPdf, zeroRunGapPdf } from './helpers/craftedInputs';
import { growthOf, MAX_COST_GROWTH } from './helpers/growth';

jest.setTimeout(120_000);

const sealDer = sealCertificateDer(generateSealKey());

interface Parser<T> {
  /** What parses, and where the caller's input comes from. */
  name: string;
  parse: (input: T) => unknown;
  inputOf: (size: number) => T;
  /** Smaller sizes for a parser whose cost per byte is high (still ×8). */
  sizes?: number[];
}
const parser = <T>(p: Parser<T>) => p as Parser<unknown>;

const PARSERS = [
  parser({
    name: 'the verify page’s seal check, a signature gap that is a run of 00 (POST /verify/document)',
    parse: (file: Buffer) => verifySeal(file, sealDer),
    inputOf: zeroRunGapPdf,
  }),
  parser({
    name: 'the verify page’s seal check, /ByteRange entries all pointing at one large gap (POST /verify/document)',
    parse: (file: Buffer) => verifySeal(file, sealDer),
    inputOf: manyByteRangesPdf,
  }),
  parser({
    name: 'the verify page’s seal check, a gap holding well-formed DER of many elements (the CMS parse)',
    parse: (file: Buffer) => verifySeal(file, sealDer),
    inputOf: derGapPdf,
  }),
  parser({
    name: 'the active-content scan of an uploaded or downloaded PDF, one long name',
    parse: mentionsActiveContent,
    inputOf: (size: number) => Buffer.from(`%PDF-1.7\n/${'A'.repeat(size)}`),
  }),
  parser({
    name: 'the check of an uploaded or downloaded PDF (pdf-lib’s parse), many objects',
    parse: (file: Buffer) => checkUploadedPdf(file, 500),
    inputOf: manyObjectsPdf,
    sizes: [2, 4, 8, 16].map((kb) => kb * 1024),
  }),
  parser({
    name: 'a drawn signature’s PNG data URL and its chunks (a signer’s POST)',
    parse: (dataUrl: string) => readablePng(pngOfDataUrl(dataUrl, 'value'), 'value'),
    inputOf: manyChunksPngDataUrl,
  }),
  parser({
    name: 'an e-mail address (party forms, sharing by e-mail, client registration)',
    parse: isProperEmail,
    inputOf: (size: number) => `a@${'a.'.repeat(size / 2)}@`,
  }),
  parser({
    name: 'the words of address search text (MLS import, address search)',
    parse: addressTerms,
    inputOf: (size: number) => `a${"'".repeat(size)}a`,
  }),
  parser({
    name: 'the county of a place id (address details)',
    parse: (county: string) => photonDetail({ s: 'Main St', cc: 'US', k: county }),
    inputOf: (size: number) => `${' '.repeat(size)}x`,
  }),
  parser({
    name: 'the links of a mail in the local mailbox',
    parse: linkifyText,
    inputOf: (size: number) => `see http://a${'.'.repeat(size)}x`,
  }),
  parser({
    name: 'the $metadata of the configured RESO server (not a caller’s, not ours either), entity types never closed',
    parse: parseResoMetadata,
    inputOf: (size: number) => '<EntityType Name="E">'.repeat(size / 21),
  }),
  parser({
    name: 'the document name of an uploaded file name',
    parse: documentNameOf,
    inputOf: (size: number) => `${'/.pdf'.repeat(size / 5)}x.pdf`,
  }),
];

describe('parsers of caller input grow linearly with it', () => {
  it.each(PARSERS.map((p) => [p.name, p] as const))('%s', async (_name, p) => {
    const { perKb, growth, gaveUp } = await growthOf(p.parse, p.inputOf, p.sizes);
    const report = `CPU µs per KB at each size: ${perKb.map((c) => c.toFixed(2)).join(', ')}`;
    if (process.env.GROWTH_REPORT) process.stdout.write(`${_name}: ${growth.toFixed(2)} ${report}\n`);
    if (gaveUp) throw new Error(`One measurement took more than 3 CPU seconds: the parser is super-linear. ${report}`);
    if (!(growth <= MAX_COST_GROWTH))
      throw new Error(
        `A byte cost ${growth.toFixed(1)}× more CPU at the largest input than at the smallest (at most ${MAX_COST_GROWTH}×). ${report}`,
      );
  });
});
