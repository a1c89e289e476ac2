/**
 * The page count of each listed document (docs/domain/documents.md, "Page count"): a file stored before
 * migration 039 (a template, an older upload) is counted in the PDF worker pool the first time a list
 * reads it, and the count is kept with the file.
 */
import type { Db } from '../../db/db';
import { databaseDocumentStore as store } from '../../files/documentStore';
import { setStoredFilePageCount } from '../../files/storedFilesRepo';
import { pdfWork } from '../../pdf/pdfPool';

/** A listed document: its count so far and the stored file whose pages are counted (its upload, or its template's). */
interface Counted {
  pageCount: number | null;
  fileId: number | null;
  templateFileId: number | null;
}
const fileOf = (r: Counted) => r.fileId ?? r.templateFileId;

export async function withPageCounts<T extends Counted>(db: Db, rows: readonly T[]): Promise<T[]> {
  const counted = new Map<number, number | null>();
  for (const r of rows) {
    const fileId = fileOf(r);
    if (r.pageCount !== null || fileId === null || counted.has(fileId)) continue;
    const bytes = await store.get(db, fileId);
    const pages = bytes ? await pdfWork('countPages', bytes) : null;
    if (pages) await setStoredFilePageCount(db, fileId, pages);
    counted.set(fileId, pages);
  }
  return rows.map((r) => (r.pageCount === null && fileOf(r) !== null ? { ...r, pageCount: counted.get(fileOf(r)!) ?? null } : r));
}
