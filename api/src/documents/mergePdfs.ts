/** Several PDFs in one, in order, after an optional cover page (PrintOffer), under one title. */
import { PDFDocument } from 'pdf-lib';
import { counterCoverPdf, type CoverFacts } from './counterCoverPdf';

export async function mergePdfs(parts: readonly Uint8Array[], title: string, cover?: CoverFacts): Promise<Uint8Array> {
  const out = cover ? await counterCoverPdf(cover) : await PDFDocument.create();
  for (const bytes of parts) {
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    for (const page of await out.copyPages(doc, doc.getPageIndices())) out.addPage(page);
  }
  out.setTitle(title);
  return out.save();
}
