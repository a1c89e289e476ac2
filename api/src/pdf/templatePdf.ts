/** Renders a document template to a PDF with named form fields (pdf-lib, Helvetica for the printed text). */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type PDFForm } from 'pdf-lib';
import { CLIENT_SIGNERS, ROLE_LABELS, type Block, type DocumentTemplateDef } from './templateLibrary';

const PAGE = { width: 612, height: 792, margin: 60 };
const FIELD_X = 250;
const FIELD_WIDTH = PAGE.width - PAGE.margin - FIELD_X;

/** A word as pieces of at most `width` points: a word wider than a line (a hash, compact JSON, an address) is cut between characters. */
function fitWord(word: string, font: PDFFont, size: number, width: number): string[] {
  if (font.widthOfTextAtSize(word, size) <= width) return [word];
  const pieces: string[] = [];
  let piece = '';
  let pieceWidth = 0;
  for (const ch of word) {
    const w = font.widthOfTextAtSize(ch, size);
    if (piece && pieceWidth + w > width) {
      pieces.push(piece);
      [piece, pieceWidth] = ['', 0];
    }
    piece += ch;
    pieceWidth += w;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/** Lines of at most `width` points. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).flatMap((w) => (w ? fitWord(w, font, size, width) : []))) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** Adds a text-field widget, creating the field on first use (one field may show on several pages). */
function textWidget(form: PDFForm, page: PDFPage, name: string, x: number, y: number, width: number, height: number, multiline = false) {
  const existing = form.getFieldMaybe(name);
  const field = existing ? form.getTextField(name) : form.createTextField(name);
  if (!existing && multiline) field.enableMultiline();
  field.addToPage(page, { x, y, width, height, borderWidth: 0, backgroundColor: rgb(0.93, 0.95, 1) });
}

function checkWidget(form: PDFForm, page: PDFPage, name: string, x: number, y: number) {
  const field = form.getFieldMaybe(name) ? form.getCheckBox(name) : form.createCheckBox(name);
  field.addToPage(page, { x, y, width: 11, height: 11, borderWidth: 1, borderColor: rgb(0.2, 0.2, 0.2) });
}

/** The PDF of a document template: every block laid out top to bottom, initials holders on every page. */
export async function renderTemplatePdf(def: DocumentTemplateDef): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(def.name);
  pdf.setProducer('OfferDesk');
  pdf.setCreator('OfferDesk');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const form = pdf.getForm();
  const total = def.pages.length;

  def.pages.forEach((blocks, index) => {
    const page = pdf.addPage([PAGE.width, PAGE.height]);
    let y = PAGE.height - PAGE.margin;
    const write = (text: string, font: PDFFont, size: number, x = PAGE.margin, width = PAGE.width - 2 * PAGE.margin) => {
      for (const line of wrapText(text, font, size, width)) {
        page.drawText(line, { x, y: y - size, size, font });
        y -= size + 3;
      }
    };
    if (index === 0) {
      write(def.name, bold, 16);
      y -= 8;
    }
    for (const block of blocks) drawBlock(block);
    // Footer: page number and an initials holder per client.
    page.drawText(`${def.name} - page ${index + 1} of ${total}`, { x: PAGE.margin, y: 30, size: 8, font: regular });
    CLIENT_SIGNERS.forEach((role, i) => {
      const x = 300 + i * 70;
      page.drawText(`${ROLE_LABELS[role]}:`, { x, y: 44, size: 7, font: regular });
      textWidget(form, page, `Initials.${role}.P${index + 1}`, x, 26, 40, 14);
    });

    function drawBlock(block: Block) {
      switch (block.kind) {
        case 'heading':
          y -= 6;
          write(block.text, bold, 12);
          y -= 2;
          break;
        case 'text':
          write(block.text, regular, 9.5);
          y -= 4;
          break;
        case 'field': {
          const height = block.multiline ? 44 : 16;
          page.drawText(block.label, { x: PAGE.margin, y: y - 12, size: 10, font: regular });
          textWidget(form, page, block.key, FIELD_X, y - height, FIELD_WIDTH, height, block.multiline);
          y -= height + 6;
          break;
        }
        case 'check':
          checkWidget(form, page, block.key, PAGE.margin, y - 12);
          write(block.label, regular, 10, PAGE.margin + 18, PAGE.width - 2 * PAGE.margin - 18);
          y -= 4;
          break;
        case 'options': {
          page.drawText(block.label, { x: PAGE.margin, y: y - 12, size: 10, font: regular });
          let x = FIELD_X;
          for (const [id, name] of block.options) {
            checkWidget(form, page, `${block.group}__${id}`, x, y - 12);
            page.drawText(name, { x: x + 15, y: y - 11, size: 10, font: regular });
            x += 24 + regular.widthOfTextAtSize(name, 10);
          }
          y -= 20;
          break;
        }
        case 'signatures':
          y -= 10;
          for (const role of block.roles) {
            page.drawText(ROLE_LABELS[role], { x: PAGE.margin, y: y - 12, size: 10, font: bold });
            page.drawText('Signature', { x: 160, y: y - 24, size: 7, font: regular });
            textWidget(form, page, `Signature.${role}`, 160, y - 18, 220, 18);
            page.drawText('Date', { x: 400, y: y - 24, size: 7, font: regular });
            textWidget(form, page, `Date.${role}`, 400, y - 18, 110, 18);
            y -= 36;
          }
          break;
      }
    }
  });
  return pdf.save();
}
