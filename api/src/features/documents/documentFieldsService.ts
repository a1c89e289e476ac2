/**
 * Signing holders of an offer's documents: each goes to the party its role names (Buyer1 → the
 * first buyer client …) unless the agent assigned it to another party or left it out; a document's
 * required-field count is its holders minus the assigned ones. Reads need the owner or a party (a party
 * agent reads its own documents'); changes need a draft document and the buyer agent or the agent who
 * added it.
 */
import type { DocumentField, DocumentFields } from '@offerdesk/shared/contract';
import type { TokenSubject } from '../../auth/token';
import type { Db } from '../../db/db';
import { databaseDocumentStore as store } from '../../files/documentStore';
import { pdfWork } from '../../pdf/pdfPool';
import { partyForRole, type SigningHolder } from '../../pdf/signingHolders';
import { badField, invalidState, notFound } from '../../http/errors';
import { documentsNotAddedBy } from './documentOwnersRepo';
import { missingContract, requireOfferAccess } from '../offers/offerAccess';
import { checkOwnDocuments, DOCUMENT_NOT_FOUND } from './documentOwnership';
import { recordActivity } from '../offers/activitiesRepo';
import { fieldChoicesOf, upsertFieldChoices } from './documentFieldsRepo';
import { findContractDocument, listContractDocuments, type OfferDocumentRow } from './offerDocumentsRepo';
import { partiesOfOffer } from '../parties/partiesRepo';
import { contractNotFound, offerIdOfContract, readable } from './documentService';

/** OfferDesk's own wording: holders are assigned before a document is shared, not after. */
export const ONLY_DRAFT_PREPARED_MESSAGE = 'Only a draft document can be prepared for signing.';

/** Holders per stored file (by SHA-256): a stored PDF never changes, so they are read once. */
const holderCache = new Map<string, Promise<SigningHolder[]>>();
const HOLDER_CACHE_MAX = 500;

async function holdersOf(db: Db, doc: OfferDocumentRow): Promise<SigningHolder[]> {
  const key = doc.sha256 ?? `file:${doc.fileId ?? doc.templateFileId}`;
  let found = holderCache.get(key);
  if (!found) {
    found = (async () => {
      const bytes = await store.get(db, (doc.fileId ?? doc.templateFileId)!);
      return bytes ? pdfWork('readHolders', bytes) : [];
    })();
    if (holderCache.size >= HOLDER_CACHE_MAX) holderCache.delete(holderCache.keys().next().value!);
    holderCache.set(key, found);
    found.catch(() => holderCache.delete(key));
  }
  return found;
}

/** Every holder of the documents with its party, and the counts. */
export async function fieldsOfDocuments(db: Db, offerId: number, docs: readonly OfferDocumentRow[]): Promise<DocumentFields[]> {
  const parties = await partiesOfOffer(db, offerId);
  const choices = await fieldChoicesOf(
    db,
    docs.map((d) => d.id),
  );
  const out: DocumentFields[] = [];
  for (const doc of docs) {
    const chosen = new Map(choices.filter((c) => c.documentId === doc.id).map((c) => [c.fieldName, c.partyId]));
    const fields: DocumentField[] = (await holdersOf(db, doc)).map((h) => {
      const byAgent = chosen.has(h.name);
      const partyId = byAgent ? chosen.get(h.name)! : partyForRole(h.role, parties);
      return {
        ...h,
        partyId,
        assignedBy: byAgent && partyId !== null ? 'agent' : partyId !== null ? 'role' : null,
        leftOut: byAgent && partyId === null,
      };
    });
    const assigned = fields.filter((f) => f.partyId !== null || f.leftOut).length;
    out.push({ documentId: doc.id, name: doc.name, total: fields.length, assigned, requiredFields: fields.length - assigned, fields });
  }
  return out;
}

/** GET /offer/GetOfferDocumentFields/{contractId}: the buyer agent reads every document's, another agent of the offer its own documents'. */
export async function documentFields(db: Db, agent: TokenSubject, contractId: number): Promise<DocumentFields[]> {
  const offerId = await offerIdOfContract(db, contractId);
  const access = await readable(db, agent, offerId).catch(contractNotFound);
  const docs = await listContractDocuments(db, contractId);
  if (access.isOwner) return fieldsOfDocuments(db, offerId, docs);
  const ids = docs.map((d) => d.id);
  const foreign = new Set(await documentsNotAddedBy(db, contractId, ids, agent.userId));
  return fieldsOfDocuments(
    db,
    offerId,
    docs.filter((d) => !foreign.has(d.id)),
  );
}

/**
 * A document whose holders the caller may assign (seed rule: only the buyer agent or the document's owner
 * prepares, and only a draft): the buyer agent any draft document of its offer, another agent of the offer a
 * draft document it added, whatever the offer's status (docs/domain/documents.md, "A document's owner on a
 * received offer"). 404 for anyone else or another's document; 409 once the document was shared or signed.
 */
async function writableDocument(db: Db, agent: TokenSubject, contractId: number, documentId: number) {
  const offerId = await offerIdOfContract(db, contractId);
  const access = await requireOfferAccess(db, agent, offerId, { need: 'anySide', lock: true, notFound: missingContract });
  await checkOwnDocuments(db, access, agent, contractId, [documentId]);
  const doc = await findContractDocument(db, contractId, documentId);
  if (!doc) throw notFound(DOCUMENT_NOT_FOUND);
  if (doc.signSetStatusId !== null) throw invalidState(ONLY_DRAFT_PREPARED_MESSAGE);
  return { offerId, doc };
}

/** PUT /offer/AssignDocumentField */
export async function assignField(
  db: Db,
  agent: TokenSubject,
  body: { contractId: number; documentId: number; fieldName: string; partyId: number | null },
): Promise<DocumentFields> {
  return db.tx(async (tx) => {
    const { offerId, doc } = await writableDocument(tx, agent, body.contractId, body.documentId);
    if (!(await holdersOf(tx, doc)).some((h) => h.name === body.fieldName))
      throw badField('fieldName', 'The document has no such signing field.');
    if (body.partyId !== null && !(await partiesOfOffer(tx, offerId)).some((p) => p.partyId === body.partyId))
      throw badField('partyId', 'Unknown party.');
    await upsertFieldChoices(tx, doc.id, [{ fieldName: body.fieldName, partyId: body.partyId }], agent.userId);
    await recordActivity(tx, {
      offerId,
      actorUserId: agent.userId,
      action: 'document.fieldAssigned',
      details: { documentId: doc.id, fieldName: body.fieldName, partyId: body.partyId },
    });
    return (await fieldsOfDocuments(tx, offerId, [doc]))[0];
  });
}

/** POST /offer/markOfferdocumentassigned: the holders still without a party are left out. */
export async function markDocumentAssigned(
  db: Db,
  agent: TokenSubject,
  body: { contractId: number; documentId: number; offerId: number },
): Promise<DocumentFields> {
  return db.tx(async (tx) => {
    const { offerId, doc } = await writableDocument(tx, agent, body.contractId, body.documentId);
    if (offerId !== body.offerId) throw badField('offerId', 'The contract belongs to another offer.');
    const [before] = await fieldsOfDocuments(tx, offerId, [doc]);
    const open = before.fields.filter((f) => f.partyId === null && !f.leftOut).map((f) => ({ fieldName: f.name, partyId: null }));
    await upsertFieldChoices(tx, doc.id, open, agent.userId);
    await recordActivity(tx, {
      offerId,
      actorUserId: agent.userId,
      action: 'document.assigned',
      details: { documentId: doc.id, leftOut: open.map((f) => f.fieldName) },
    });
    return (await fieldsOfDocuments(tx, offerId, [doc]))[0];
  });
}
