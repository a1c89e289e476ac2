/** The number of pages of a stored PDF, or null when it cannot be read (docs/domain/documents.md, "Page count"). */
import { PDFDocument } from 'pdf-lib';

export async function countPages(bytes: Uint8Array): Promise<number | null> {
  try {
    const pages = (await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false })).getPageCount();
    return pages > 0 ? pages : null;
  } catch {
    return null;
  }
}
