/**
 * The worker-side check of an uploaded or downloaded PDF: the %PDF- magic bytes, a real parse, not
 * encrypted, between one page and the page limit, active content stripped (./activeContent). A file
 * with nothing to strip is kept byte for byte (a digital signature in it stays valid).
 */
import { PDFDocument } from 'pdf-lib';
import { ONLY_PDF_MESSAGE } from '@offerdesk/shared/contract';
import { dropUnreachableObjects, mentionsActiveContent, stripActiveContent } from './activeContent';

export type PdfCheck = { ok: true; pdf: Uint8Array; pages: number; stripped: number } | { ok: false; message: string };

const MAGIC = Buffer.from('%PDF-');
const DAMAGED_MESSAGE = 'The PDF file is damaged and cannot be read.';

export const tooManyPagesMessage = (maxPages: number) =>
  `The PDF file has more than ${maxPages.toLocaleString('en-US')} pages; upload at most ${maxPages.toLocaleString('en-US')} pages.`;

export async function checkUploadedPdf(bytes: Uint8Array, maxPages: number): Promise<PdfCheck> {
  // The header may follow a little junk (up to 1 KB), as PDF readers allow.
  const head = Buffer.from(bytes.subarray(0, 1024));
  if (head.indexOf(MAGIC) < 0) return { ok: false, message: ONLY_PDF_MESSAGE };
  let pdf: PDFDocument;
  let pages: number;
  try {
    pdf = await PDFDocument.load(bytes, { ignoreEncryption: true, throwOnInvalidObject: true, updateMetadata: false });
    // A file without a catalog or page tree parses, then fails here.
    pages = pdf.isEncrypted ? 0 : pdf.getPageCount();
  } catch {
    return { ok: false, message: DAMAGED_MESSAGE };
  }
  if (pdf.isEncrypted) return { ok: false, message: 'The PDF file is password-protected; upload it without a password.' };
  if (pages < 1) return { ok: false, message: 'The PDF file has no pages.' };
  if (pages > maxPages) return { ok: false, message: tooManyPagesMessage(maxPages) };
  const stripped = stripActiveContent(pdf);
  if (!stripped && !mentionsActiveContent(bytes)) return { ok: true, pdf: bytes, pages, stripped };
  dropUnreachableObjects(pdf);
  return { ok: true, pdf: await pdf.save(), pages, stripped };
}
