/**
 * Where document bytes live: one interface, kept in the database (table stored_files, bytea) so that
 * every API instance reads the same documents and a restart loses none. Each file keeps its SHA-256.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../db/db';
import { insertStoredFile, storedFileBytes } from './storedFilesRepo';

export interface StoredFile {
  id: number;
  sha256: string;
  byteSize: number;
}

export interface DocumentStore {
  /** Stores the bytes; `pageCount` when the caller already counted the PDF's pages. */
  put(db: Db, bytes: Uint8Array, contentType: string, pageCount?: number | null): Promise<StoredFile>;
  get(db: Db, id: number): Promise<Buffer | undefined>;
}

export const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export const databaseDocumentStore: DocumentStore = {
  async put(db, bytes, contentType, pageCount) {
    const sha256 = sha256Of(bytes);
    return { id: await insertStoredFile(db, { bytes, contentType, sha256, pageCount }), sha256, byteSize: bytes.byteLength };
  },
  get: storedFileBytes,
};
