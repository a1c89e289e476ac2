/**
 * Active content in a PDF: what a reader may run or open by itself. Stripped from every uploaded
 * or downloaded PDF before it is stored (docs/domain/documents.md, "Active content"): document and
 * page actions (/OpenAction, /AA), JavaScript and Launch actions (and the other actions that run or
 * fetch something: ImportData, SubmitForm, GoToE, RichMediaExecute), the /JavaScript and
 * /EmbeddedFiles name trees, embedded file streams (/EF), XFA forms (they carry scripts), file
 * attachment and rich media annotations. Objects nothing refers to any more are dropped with them.
 */
import { PDFArray, PDFDict, PDFName, PDFRef, PDFStream, type PDFDocument, type PDFObject } from 'pdf-lib';

/** Keys dropped wherever they appear. */
const DROPPED_KEYS = ['OpenAction', 'AA', 'JS', 'JavaScript', 'EmbeddedFiles', 'EF', 'XFA'].map((k) => PDFName.of(k));
/** Action types dropped with the entry that holds them (/A, /Next, …). */
const ACTIVE_ACTIONS = new Set(['JavaScript', 'Launch', 'ImportData', 'SubmitForm', 'GoToE', 'RichMediaExecute'].map((s) => `/${s}`));
/** Annotation subtypes dropped from the pages. */
const ACTIVE_ANNOTATIONS = new Set(['/FileAttachment', '/RichMedia']);

const S = PDFName.of('S');
const SUBTYPE = PDFName.of('Subtype');

/** Names a raw byte scan looks for: the file is rewritten when it mentions any, even where the parsed view shows none. */
const MENTION =
  /\/(OpenAction|AA|JS|JavaScript|Launch|EmbeddedFiles?|EF|XFA|FileAttachment|RichMedia)[\s/<>[\]()%]|\/[A-Za-z]*#[0-9A-Fa-f]{2}/;

/** Whether the raw bytes name any kind of active content (a name written with #xx escapes counts). */
export function mentionsActiveContent(bytes: Uint8Array): boolean {
  return MENTION.test(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1'));
}

function isActive(pdf: PDFDocument, value: PDFObject | undefined): boolean {
  const dict = value instanceof PDFRef ? pdf.context.lookup(value) : value;
  if (!(dict instanceof PDFDict)) return false;
  const type = dict.get(S);
  const subtype = dict.get(SUBTYPE);
  return (
    (type instanceof PDFName && ACTIVE_ACTIONS.has(type.asString())) ||
    (subtype instanceof PDFName && ACTIVE_ANNOTATIONS.has(subtype.asString()))
  );
}

/** Removes active content from the parsed document; answers how many entries went. */
export function stripActiveContent(pdf: PDFDocument): number {
  let removed = 0;
  const visit = (object: PDFObject | undefined) => {
    if (object instanceof PDFStream) return visit(object.dict);
    if (object instanceof PDFDict) {
      for (const key of object.keys()) {
        const value = object.get(key);
        if (DROPPED_KEYS.includes(key) || isActive(pdf, value)) {
          object.delete(key);
          removed += 1;
        } else if (!(value instanceof PDFRef)) visit(value);
      }
    } else if (object instanceof PDFArray) {
      for (let i = object.size() - 1; i >= 0; i--) {
        const value = object.get(i);
        if (isActive(pdf, value)) {
          object.remove(i);
          removed += 1;
        } else if (!(value instanceof PDFRef)) visit(value);
      }
    }
  };
  for (const [, object] of pdf.context.enumerateIndirectObjects()) visit(object);
  return removed;
}

/** Deletes every object the trailer (catalog, document information) no longer reaches. */
export function dropUnreachableObjects(pdf: PDFDocument): void {
  const reached = new Set<string>();
  const walk = (object: PDFObject | undefined) => {
    if (object instanceof PDFRef) {
      if (reached.has(object.toString())) return;
      reached.add(object.toString());
      return walk(pdf.context.lookup(object));
    }
    if (object instanceof PDFStream) return walk(object.dict);
    if (object instanceof PDFDict) for (const value of object.values()) walk(value);
    else if (object instanceof PDFArray) for (const value of object.asArray()) walk(value);
  };
  const { Root, Info } = pdf.context.trailerInfo;
  walk(Root);
  walk(Info);
  for (const [ref] of pdf.context.enumerateIndirectObjects()) if (!reached.has(ref.toString())) pdf.context.delete(ref);
}
