/**
 * Stamps one signer's marks into a PDF: each of its signature and initials holders gets the drawn
 * image (a PNG, scaled into the box, aspect kept) or the typed text in an embedded Unicode italic
 * font, each date holder the signing date; the holders' form fields are then removed.
 */
import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import { dropDanglingAnnots, unicodeFont, widgetPages, widgetPlacements } from './fillPdf';

export type Mark = { type: 'drawn'; png: Uint8Array } | { type: 'typed'; text: string };
export interface SignerMarks {
  signature: Mark;
  initials: Mark;
  /** The date printed into date holders (e.g. 11/23/2026). */
  date: string;
}

let italicBytes: Buffer | undefined;
const italicFont = () => (italicBytes ??= readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Oblique.ttf')));

type Box = { page: PDFPage; x: number; y: number; width: number; height: number };

function drawText(box: Box, text: string, font: PDFFont) {
  let size = Math.min(box.height - 2, 14);
  while (size > 5 && font.widthOfTextAtSize(text, size) > box.width - 4) size -= 0.5;
  box.page.drawText(text, { x: box.x + 2, y: box.y + Math.max(1, (box.height - size) / 2), size, font, color: rgb(0.05, 0.1, 0.45) });
}

function drawImage(box: Box, image: PDFImage) {
  const scale = Math.min((box.width - 2) / image.width, (box.height - 2) / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  box.page.drawImage(image, { x: box.x + 1, y: box.y + (box.height - height) / 2, width, height });
}

/** The PDF with the marks in the named holders; holders it does not hold are left alone. */
export async function stampSignatures(bytes: Uint8Array, fieldNames: readonly string[], marks: SignerMarks): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  pdf.registerFontkit(fontkit);
  const form = pdf.getForm();
  const wanted = new Set(fieldNames);
  const fields = form.getFields().filter((f) => wanted.has(f.getName()));
  if (!fields.length) return bytes;
  const plain = await pdf.embedFont(unicodeFont(), { subset: true });
  let italic: PDFFont | undefined;
  const images = new Map<Mark, PDFImage>();
  const draw = async (box: Box, mark: Mark) => {
    if (mark.type === 'typed') return drawText(box, mark.text, (italic ??= await pdf.embedFont(italicFont(), { subset: true })));
    let image = images.get(mark);
    if (!image) images.set(mark, (image = await pdf.embedPng(mark.png)));
    drawImage(box, image);
  };
  const pages = widgetPages(pdf);
  for (const field of fields) {
    const kind = field.getName().split('.')[0];
    for (const box of widgetPlacements(pages, field)) {
      if (kind === 'Date') drawText(box, marks.date, plain);
      else await draw(box, kind === 'Initials' ? marks.initials : marks.signature);
    }
    form.removeField(field);
  }
  dropDanglingAnnots(pdf);
  return pdf.save();
}
