/** Whether uploaded or downloaded bytes are a PDF OfferDesk can use: the %PDF- magic bytes, a real parse, not encrypted. */
import { PDFDocument } from 'pdf-lib';
import { ONLY_PDF_MESSAGE } from '@offerdesk/shared/contract';
import { AppError } from '../http/errors';

export const refusePdf = (field: string, message: string) => new AppError(400, 'invalid_document', message, { [field]: message });

const MAGIC = Buffer.from('%PDF-');

/** Throws a 400 naming `field` unless the bytes are a readable, unencrypted PDF with at least one page. */
export async function assertUsablePdf(bytes: Uint8Array, field: string): Promise<void> {
  // The header may follow a little junk (up to 1 KB), as PDF readers allow.
  const head = Buffer.from(bytes.subarray(0, 1024));
  if (head.indexOf(MAGIC) < 0) throw refusePdf(field, ONLY_PDF_MESSAGE);
  let pdf: PDFDocument;
  try {
    pdf = await PDFDocument.load(bytes, { ignoreEncryption: true, throwOnInvalidObject: true, updateMetadata: false });
  } catch {
    throw refusePdf(field, 'The PDF file is damaged and cannot be read.');
  }
  if (pdf.isEncrypted) throw refusePdf(field, 'The PDF file is password-protected; upload it without a password.');
  if (pdf.getPageCount() < 1) throw refusePdf(field, 'The PDF file has no pages.');
}
