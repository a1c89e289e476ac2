/**
 * Fills a template PDF with an offer's values: each filled text field and every checkbox is drawn
 * into the page text (DejaVu Sans, embedded as a subset, so names like 'Łukasz' print) and its
 * form field removed; empty fields and the signature, initials and date holders stay fillable.
 */
import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import { PDFCheckBox, PDFDocument, PDFRef, PDFTextField, rgb, type PDFField, type PDFFont, type PDFPage } from 'pdf-lib';
import { wrapText } from './templatePdf';

let fontBytes: Buffer | undefined;
/** DejaVu Sans (Bitstream Vera licence), shipped by the npm package dejavu-fonts-ttf. */
export const unicodeFont = () => (fontBytes ??= readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')));

export type FillValues = Readonly<Record<string, string | boolean | null | undefined>>;

/** Holders the signing step fills: they are never filled here. */
export const isSigningHolder = (name: string) => /^(Signature|Initials|Date)\./.test(name);

/** Each widget annotation's page, found once per document (a lookup per widget would walk every page's annotations). */
export type WidgetPages = ReadonlyMap<unknown, PDFPage>;
export const widgetPages = (pdf: PDFDocument): WidgetPages =>
  new Map(pdf.getPages().flatMap((page) => (page.node.Annots()?.asArray() ?? []).map((ref) => [pdf.context.lookup(ref), page] as const)));

export function widgetPlacements(
  pages: WidgetPages,
  field: PDFField,
): Array<{ page: PDFPage; x: number; y: number; width: number; height: number }> {
  const out: Array<{ page: PDFPage; x: number; y: number; width: number; height: number }> = [];
  for (const widget of field.acroField.getWidgets()) {
    const page = pages.get(widget.dict);
    if (!page) continue;
    const r = widget.getRectangle();
    out.push({ page, ...r });
  }
  return out;
}

function drawFitted(page: PDFPage, text: string, font: PDFFont, box: { x: number; y: number; width: number; height: number }) {
  if (box.height > 24) {
    const size = 9;
    let y = box.y + box.height - size - 2;
    for (const line of text.split(/\r?\n/).flatMap((l) => wrapText(l, font, size, box.width - 4))) {
      if (y < box.y) break;
      page.drawText(line, { x: box.x + 2, y, size, font });
      y -= size + 2;
    }
    return;
  }
  let size = 10;
  while (size > 6 && font.widthOfTextAtSize(text, size) > box.width - 4) size -= 0.5;
  page.drawText(text, { x: box.x + 2, y: box.y + (box.height - size) / 2 + 1, size, font, maxWidth: box.width - 4 });
}

/** Drops page annotations whose object is gone (pdf-lib leaves them behind when a field is removed). */
export function dropDanglingAnnots(pdf: PDFDocument) {
  for (const page of pdf.getPages()) {
    const annots = page.node.Annots();
    if (!annots) continue;
    for (let i = annots.size() - 1; i >= 0; i--) {
      const ref = annots.get(i);
      if (ref instanceof PDFRef && !pdf.context.lookup(ref)) annots.remove(i);
    }
  }
}

const valueOf = (values: FillValues, name: string) => {
  const option = name.indexOf('__');
  if (option > 0) return values[name.slice(0, option)] === name.slice(option + 2);
  return values[name];
};

/** The template with every known value printed; answers the new PDF's bytes. */
export async function fillTemplatePdf(template: Uint8Array, values: FillValues): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(template);
  pdf.registerFontkit(fontkit);
  const font = await pdf.embedFont(unicodeFont(), { subset: true });
  const form = pdf.getForm();
  const pages = widgetPages(pdf);
  for (const field of form.getFields()) {
    const name = field.getName();
    if (isSigningHolder(name)) continue;
    const value = valueOf(values, name);
    if (field instanceof PDFCheckBox) {
      for (const box of widgetPlacements(pages, field)) {
        box.page.drawRectangle({
          x: box.x,
          y: box.y,
          width: box.width,
          height: box.height,
          borderWidth: 0.8,
          borderColor: rgb(0.2, 0.2, 0.2),
        });
        if (value === true || value === 'true') box.page.drawText('X', { x: box.x + 2, y: box.y + 1.5, size: box.height - 2, font });
      }
      form.removeField(field);
    } else if (field instanceof PDFTextField && typeof value === 'string' && value.trim() !== '') {
      for (const box of widgetPlacements(pages, field)) drawFitted(box.page, value, font, box);
      form.removeField(field);
    }
  }
  dropDanglingAnnots(pdf);
  return pdf.save();
}
