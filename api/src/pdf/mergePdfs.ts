/** Several PDFs in one, in order, after an optional cover page (PrintOffer), under one title. */
import { PDFDocument } from 'pdf-lib';
import { appendPages } from './appendPages';
import { counterCoverPdf, type CoverFacts } from './counterCoverPdf';

export async function mergePdfs(parts: readonly Uint8Array[], title: string, cover?: CoverFacts): Promise<Uint8Array> {
  const out = cover ? await counterCoverPdf(cover) : await PDFDocument.create();
  for (const bytes of parts) await appendPages(out, bytes);
  out.setTitle(title);
  return out.save();
}
