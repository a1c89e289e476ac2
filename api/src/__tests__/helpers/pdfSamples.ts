/** PDFs for upload tests: a real one made with pdf-lib, and the broken kinds an upload must refuse. */
import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';

export async function samplePdf(text = 'Inspection report for the buyer'): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  page.drawText(text, { x: 72, y: 700, size: 14, font: await pdf.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await pdf.save());
}

/** A one-page PDF with signing holders (`Signature.Buyer2`, `Date.Buyer2` …): form fields stacked down the page. */
export async function holderPdf(text: string, holders: readonly string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  page.drawText(text, { x: 72, y: 700, size: 14, font: await pdf.embedFont(StandardFonts.Helvetica) });
  const form = pdf.getForm();
  holders.forEach((name, i) => form.createTextField(name).addToPage(page, { x: 72, y: 600 - i * 60, width: 200, height: 30 }));
  return Buffer.from(await pdf.save());
}

/** A PNG's first bytes (what a picture renamed to .pdf holds). */
export const PNG_BYTES = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(400, 7)]);

/** A multipart/form-data body with one file part. */
export function multipartBody(field: string, filename: string, contentType: string, bytes: Buffer) {
  const boundary = `----offerdesk${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A PDF of `pages` empty pages, with a classic cross-reference table (20,000 of them: about 2 MB, seconds of parsing). */
export async function manyPagesPdf(pages: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  for (let i = 0; i < pages; i++) pdf.addPage([612, 792]);
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

/**
 * A one-page PDF with every kind of active content: JavaScript on open (/OpenAction) and on close
 * (/AA), a /JavaScript name tree, an embedded file (/EmbeddedFiles), a page /AA, a link that
 * launches a program and a file attachment annotation.
 */
export async function activeContentPdf(text = 'Seller disclosure'): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  page.drawText(text, { x: 72, y: 700, size: 14, font: await pdf.embedFont(StandardFonts.Helvetica) });
  const ctx = pdf.context;
  const js = (code: string) => ctx.register(ctx.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of(code) }));
  pdf.catalog.set(PDFName.of('OpenAction'), js("app.alert('opened')"));
  pdf.catalog.set(PDFName.of('AA'), ctx.obj({ WC: js("app.alert('closing')") }));
  const fileSpec = (name: string) =>
    ctx.register(ctx.obj({ Type: 'Filespec', F: PDFString.of(name), EF: { F: ctx.register(ctx.flateStream(`MZ ${name}`)) } }));
  pdf.catalog.set(
    PDFName.of('Names'),
    ctx.obj({
      JavaScript: { Names: [PDFString.of('init'), js("app.alert('named')")] },
      EmbeddedFiles: { Names: [PDFString.of('payload.exe'), fileSpec('payload.exe')] },
    }),
  );
  page.node.set(PDFName.of('AA'), ctx.obj({ O: js("app.alert('page')") }));
  const launch = ctx.register(
    ctx.obj({ Type: 'Annot', Subtype: 'Link', Rect: [72, 600, 200, 620], A: { S: 'Launch', F: PDFString.of('calc.exe') } }),
  );
  const attachment = ctx.register(
    ctx.obj({ Type: 'Annot', Subtype: 'FileAttachment', Rect: [72, 500, 90, 520], FS: fileSpec('notes.exe') }),
  );
  page.node.set(PDFName.of('Annots'), ctx.obj([launch, attachment]));
  return Buffer.from(await pdf.save());
}
