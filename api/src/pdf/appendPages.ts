/** Copies a PDF's pages into another, as the one-file downloads (sign set package, print, all documents) are made. */
import { PDFDict, PDFDocument, PDFName, PDFRef } from 'pdf-lib';

const FT = PDFName.of('FT');
const SIG = PDFName.of('Sig');
const V = PDFName.of('V');

/**
 * Appends every page of `bytes` to `out` without their signature fields: a seal signs its own file,
 * so the seal of a sealed copy would not hold over pages copied into another file (and pdfsig would
 * report it as a partial signature there). The file made of them is sealed on its own when it must be.
 */
export async function appendPages(out: PDFDocument, bytes: Uint8Array): Promise<void> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  for (const page of await out.copyPages(doc, doc.getPageIndices())) {
    const annots = page.node.Annots();
    for (let i = (annots?.size() ?? 0) - 1; i >= 0; i--) {
      const annot = annots!.lookup(i);
      if (!(annot instanceof PDFDict) || annot.get(FT) !== SIG) continue;
      // The field and its signature value leave the new file too, not only the page's list.
      for (const ref of [annot.get(V), annots!.get(i)]) if (ref instanceof PDFRef) out.context.delete(ref);
      annots!.remove(i);
    }
    out.addPage(page);
  }
}
