/** The cover page of a printed offer: the property and the terms, with the chosen counter offer's values beside the offer's. */
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb } from 'pdf-lib';
import { unicodeFont } from './fillPdf';
import { wrapText } from './templatePdf';

export interface CoverFacts {
  title: string;
  address: string;
  /** label, offer value, counter value (null: no counter chosen) */
  rows: ReadonlyArray<[string, string, string | null]>;
}

const PAGE = { width: 612, height: 792, margin: 50 };

/** A one-page PDF document holding the cover, to be merged before the offer's documents. */
export async function counterCoverPdf(facts: CoverFacts): Promise<PDFDocument> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const font = await pdf.embedFont(unicodeFont(), { subset: true });
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const text = (t: string, x: number, size: number, width: number) => {
    let lines = 0;
    for (const part of wrapText(t, font, size, width)) {
      page.drawText(part, { x, y: y - size - lines * (size + 3), size, font, color: rgb(0.1, 0.1, 0.1) });
      lines += 1;
    }
    return Math.max(lines, 1) * (size + 3);
  };
  y -= text(facts.title, PAGE.margin, 18, 500) + 6;
  y -= text(facts.address, PAGE.margin, 11, 500) + 14;
  const hasCounter = facts.rows.some(([, , c]) => c !== null);
  y -= text(hasCounter ? 'Term · Offer · Counter offer' : 'Term · Offer', PAGE.margin, 11, 500) + 6;
  for (const [label, offer, counter] of facts.rows) {
    const h = Math.max(text(label, PAGE.margin, 9, 150), text(offer, 210, 9, 170), counter === null ? 0 : text(counter, 390, 9, 170));
    y -= h + 4;
  }
  return pdf;
}
