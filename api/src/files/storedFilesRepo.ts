/** The bytes of every stored document (table stored_files), with their SHA-256. */
import type { Db } from '../db/db';

/**
 * Writes a file's bytes; answers its id. As hex text: PGlite encodes a bytea parameter byte by byte
 * on the event loop (2.5 MB: about 1 s, 150 ms as hex).
 */
export async function insertStoredFile(
  db: Db,
  f: { bytes: Uint8Array; contentType: string; sha256: string; pageCount?: number | null },
): Promise<number> {
  const row = await db.one<{ id: number }>(
    `insert into stored_files (content_type, byte_size, sha256, bytes, page_count) values ($1, $2, $3, decode($4, 'hex'), $5) returning id`,
    [
      f.contentType,
      f.bytes.byteLength,
      f.sha256,
      Buffer.from(f.bytes.buffer, f.bytes.byteOffset, f.bytes.byteLength).toString('hex'),
      f.pageCount ?? null,
    ],
  );
  return row!.id;
}

/** A file's bytes, undefined when there is no such file. Read as hex text for the same reason (2.5 MB: 350 ms as bytea, 35 ms as hex). */
export async function storedFileBytes(db: Db, id: number): Promise<Buffer | undefined> {
  const row = await db.one<{ hex: string }>(`select encode(bytes, 'hex') as hex from stored_files where id = $1`, [id]);
  return row ? Buffer.from(row.hex, 'hex') : undefined;
}

export const deleteStoredFile = (db: Db, id: number) => db.query('delete from stored_files where id = $1', [id]);

/** Keeps a page count found later for a file stored without one (migration 039). */
export const setStoredFilePageCount = (db: Db, id: number, pageCount: number) =>
  db.query('update stored_files set page_count = $2 where id = $1 and page_count is null', [id, pageCount]);
