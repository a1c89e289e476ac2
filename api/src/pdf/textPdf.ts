/** A plain text report in DejaVu Sans (any name prints): lines that wrap and flow onto new pages. */
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { unicodeFont } from './fillPdf';
import { wrapText } from './templatePdf';

const PAGE = { width: 612, height: 792, margin: 50 };

export interface TextPdf {
  /** Writes text at `size` points, `indent` points in, wrapping at the margin. */
  line(text: string, size?: number, indent?: number): void;
  /** Leaves `h` points of space. */
  gap(h?: number): void;
  save(): Promise<Uint8Array>;
}

export async function textPdf(title: string): Promise<TextPdf> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setProducer('OfferDesk');
  pdf.setCreator('OfferDesk');
  pdf.registerFontkit(fontkit);
  const font: PDFFont = await pdf.embedFont(unicodeFont(), { subset: true });
  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  return {
    line(text, size = 9, indent = 0) {
      for (const part of wrapText(text, font, size, PAGE.width - 2 * PAGE.margin - indent)) {
        if (y - size < PAGE.margin) {
          page = pdf.addPage([PAGE.width, PAGE.height]);
          y = PAGE.height - PAGE.margin;
        }
        page.drawText(part, { x: PAGE.margin + indent, y: y - size, size, font, color: rgb(0.1, 0.1, 0.1) });
        y -= size + 3;
      }
    },
    gap(h = 8) {
      y -= h;
    },
    save: () => pdf.save(),
  };
}
