/** Whether uploaded or downloaded bytes are a PDF OfferDesk can use, checked and cleaned in the PDF worker pool (./uploadedPdf). */
import { AppError } from '../http/errors';
import { PdfCheckTooLong, pdfCheckWithin, pdfWorkSettings } from './pdfPool';

export const refusePdf = (field: string, message: string) => new AppError(400, 'invalid_document', message, { [field]: message });

export const tooLongToReadMessage = (seconds: number) =>
  `The PDF file could not be read within ${seconds} seconds; upload a simpler PDF (or print it to a new PDF first).`;

/**
 * The bytes to store: a readable, unencrypted PDF of one page up to the page limit, without active
 * content, read within the check's time budget. Throws a 400 naming `field` otherwise.
 */
export async function usablePdf(bytes: Uint8Array, field: string): Promise<Uint8Array> {
  return (await checkedPdf(bytes, field)).bytes;
}

/** As `usablePdf`, with the page count found by the check (stored with the file). */
export async function checkedPdf(bytes: Uint8Array, field: string): Promise<{ bytes: Uint8Array; pages: number }> {
  const check = await pdfCheckWithin('checkUploadedPdf', bytes, pdfWorkSettings().maxPages).catch((error: unknown) => {
    if (error instanceof PdfCheckTooLong) throw refusePdf(field, tooLongToReadMessage(error.seconds));
    throw error;
  });
  if (!check.ok) throw refusePdf(field, check.message);
  return { bytes: check.pdf, pages: check.pages };
}
