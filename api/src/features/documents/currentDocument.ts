/**
 * The one answer to "what are this document's bytes now" (docs/domain/documents.md, "What a
 * download serves"): every route that serves a document — Download from the document menu and the
 * viewer, the preview, the offer's print and its all-documents file, an e-mailed share — reads it here.
 */
import { DocumentState } from '@offerdesk/shared/domain';
import type { TokenSubject } from '../../auth/token';
import type { Db } from '../../db/db';
import { databaseDocumentStore as store } from '../../files/documentStore';
import { notFound } from '../../http/errors';
import { findContractDocument, type OfferDocumentRow } from './offerDocumentsRepo';
import { newestSetCopy } from '../signing/signSetFilesRepo';
import { contractNotFound, filledDocumentPdf, offerIdOfContract, readable } from './documentService';

/** Set states whose copy is the document: signatures being collected (stamped so far) or every signer signed (sealed). */
const COPY_STATES: readonly number[] = [DocumentState.Shared, DocumentState.PendingSignature, DocumentState.Signed];

/**
 * The document as it stands: its copy in the newest sign set holding it while that set is open
 * (every signature stamped so far) or complete (the sealed copy the certificate lists); else — never
 * shared, its set voided or declined, or the document marked signed or its signed copy uploaded —
 * its own file, a template filled with the offer's values.
 */
export async function currentDocumentPdf(db: Db, offerId: number, doc: OfferDocumentRow): Promise<Buffer> {
  const copy = await newestSetCopy(db, doc.id);
  if (copy && COPY_STATES.includes(copy.setStatusId)) return (await store.get(db, copy.fileId))!;
  return filledDocumentPdf(db, offerId, doc);
}

/** GET /offer/DownloadOfferDocument: the document as it stands, for whoever may read the contract's offer. */
export async function documentPdf(db: Db, agent: TokenSubject, contractId: number, documentId: number) {
  const offerId = await offerIdOfContract(db, contractId);
  await readable(db, agent, offerId).catch(contractNotFound);
  const doc = await findContractDocument(db, contractId, documentId);
  if (!doc) throw notFound('Document not found.');
  return { name: doc.name, pdf: await currentDocumentPdf(db, offerId, doc) };
}
