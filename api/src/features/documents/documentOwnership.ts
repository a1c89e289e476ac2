/**
 * What a document's owner may act on (docs/domain/documents.md, "A document's owner on a received
 * offer"): the buyer agent (the offer's owner) acts on every document of the offer; any other agent of
 * the offer — a received offer's seller-side agent — only on the documents it added, and on a signing
 * session only when it added every document the session holds. Anything else is 404 as for a missing
 * document.
 */
import type { TokenSubject } from '../../auth/token';
import type { Db } from '../../db/db';
import { notFound } from '../../http/errors';
import { documentsNotAddedBy, othersDocumentsInSets } from './documentOwnersRepo';
import type { OfferAccess } from '../offers/offersRepo';

export const DOCUMENT_NOT_FOUND = 'Document not found.';

/** 404 unless the caller is the buyer agent or added every chosen document of the contract. */
export async function checkOwnDocuments(
  db: Db,
  access: Pick<OfferAccess, 'isOwner'>,
  agent: TokenSubject,
  contractId: number,
  documentIds: readonly number[],
): Promise<void> {
  if (access.isOwner) return;
  if ((await documentsNotAddedBy(db, contractId, documentIds, agent.userId)).length) throw notFound(DOCUMENT_NOT_FOUND);
}

/** 404 unless the caller is the buyer agent or added every document of the sessions (in `statuses`) it names. */
export async function checkOwnSessions(
  db: Db,
  access: Pick<OfferAccess, 'isOwner'>,
  agent: TokenSubject,
  of: { documentIds: readonly number[] } | { signSetId: number },
  statuses: readonly number[] | null,
): Promise<void> {
  if (access.isOwner) return;
  if ((await othersDocumentsInSets(db, of, statuses, agent.userId)).length) throw notFound(DOCUMENT_NOT_FOUND);
}
