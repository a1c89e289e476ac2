/**
 * The contract documents list: who sees and acts on which document, its order, marking signed
 * and signed copies, uploads to the contract, and removing Draft or Shared documents.
 *
 * Who may: the offer's owner (the buyer agent) sees and acts on every document; any other agent
 * of the offer (a received offer's seller-side agent) sees and acts only on the documents it added.
 * Anything else answers 404 as for a missing contract or document.
 */
import type { ContractDocument, SharedParty, SignSetSummary } from '@offerdesk/shared/contract';
import { DocumentState, SignerStatus } from '@offerdesk/shared/domain';
import type { TokenSubject } from '../../auth/token';
import type { Db } from '../../db/db';
import { databaseDocumentStore as store } from '../../files/documentStore';
import { checkedPdf } from '../../pdf/pdfCheck';
import { invalidState, notFound } from '../../http/errors';
import { recordActivity } from '../offers/activitiesRepo';
import {
  contractDocumentRows,
  documentsInClosedSets,
  markDocumentSigned,
  setDisplayOrders,
  takeOutOfSharedSets,
  type ContractDocumentRow,
} from './contractDocumentsRepo';
import { contractOfOffer, deleteDocumentsById, findContractOfOffer, offerOfContract } from '../documents/offerDocumentsRepo';
import { missingContract, requireOfferAccess } from '../offers/offerAccess';
import { partiesOfOffer } from '../parties/partiesRepo';
import { signSetSummaries } from '../signing/signSetsRepo';
import { withPageCounts } from '../documents/documentPageCounts';
import { DOCUMENTS_REMOVED_MESSAGE, storeUploadedDocument } from '../documents/documentService';
import { isSignersTurn } from '../signing/signingService';

const CONTRACT_NOT_FOUND = 'Contract not found.';
const DOCUMENT_NOT_FOUND = 'Document not found.';
export const ONLY_DRAFT_OR_SHARED_MESSAGE = 'Only Draft or Shared documents can be removed.';
export const MARK_SIGNED_MESSAGE = 'Only a draft PDF document can be marked as signed.';
export const ALREADY_SIGNED_MESSAGE = 'This document is already signed.';
export const EARLIER_SESSION_MESSAGE = 'This document belongs to a signing session that has started and cannot be removed.';
export const SET_EMPTIED_REASON = 'Its documents were removed from the offer.';

const STATE_NAMES = Object.fromEntries(Object.entries(DocumentState).map(([name, id]) => [id, name])) as Record<number, string>;
const stateName = (id: number | null) => (id === null ? null : (STATE_NAMES[id] ?? null));
/** Signed once marked signed; otherwise Draft until shared, then the state of its newest session. */
export const documentStatus = (r: Pick<ContractDocumentRow, 'signedOn' | 'signSetStatusId'>) =>
  r.signedOn ? 'Signed' : (stateName(r.signSetStatusId) ?? 'Draft');

/** What the caller is to a contract's offer; 404 unless it owns the offer or is a party to it. */
export async function contractAccess(db: Db, agent: TokenSubject, contractId: number, lock = false) {
  const offerId = await offerOfContract(db, contractId);
  if (!offerId) throw missingContract();
  const access = await requireOfferAccess(db, agent, offerId, { need: 'anySide', lock, notFound: missingContract });
  return { ...access, offerId, contractId };
}
type Access = Awaited<ReturnType<typeof contractAccess>>;

/** The owner acts on every document, anyone else only on its own. */
const mayActOn = (access: Access, agent: TokenSubject, r: ContractDocumentRow) => access.isOwner || r.createdByUserId === agent.userId;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function toContractDocument(
  r: ContractDocumentRow,
  agent: TokenSubject,
  place: number,
  sets: Map<number, SignSetSummary>,
  emails: Map<number, string | null>,
): ContractDocument {
  const set = r.signSetId === null ? undefined : sets.get(r.signSetId);
  const parties: SharedParty[] = (set?.parties ?? []).map((p) => ({
    externalId: p.partyId,
    name: p.name,
    email: emails.get(p.partyId) ?? null,
    roleId: p.roleId,
    sideId: p.sideId,
    signStatus: p.signStatus,
    viewedOn: p.viewedOn,
    canResendEmail:
      !!set &&
      !!emails.get(p.partyId) &&
      (isSignersTurn(set, p, set.parties) || (p.signStatus === SignerStatus.ViewOnly && set.status !== DocumentState.Voided)),
  }));
  return {
    id: r.id,
    contractId: r.contractId,
    name: r.name,
    documentType: r.isTemplate ? 'Template' : 'PDF',
    type: 'Offer',
    status: documentStatus(r),
    externalUserId: r.externalUserId,
    isOwner: r.createdByUserId === agent.userId,
    displayOrder: place,
    sharedOn: iso(r.sharedOn),
    sharedSignSet: r.signSetId,
    sharedSignSetCategory: r.signSetCategory,
    sharedSignSetStatus: stateName(r.signSetStatusId),
    sharedParties: parties,
    signedOn: iso(r.signedOn),
    pageCount: r.pageCount,
  };
}

/** The documents the caller sees, in their groups' order, each numbered from 1 within its group. */
async function visibleDocuments(db: Db, agent: TokenSubject, access: Access): Promise<ContractDocument[]> {
  const rows = await withPageCounts(
    db,
    (await contractDocumentRows(db, access.contractId)).filter((r) => mayActOn(access, agent, r)),
  );
  const sets = new Map((await signSetSummaries(db, { contractId: access.contractId })).map((s) => [s.id, s]));
  const emails = new Map((await partiesOfOffer(db, access.offerId)).map((p) => [p.partyId, p.email]));
  const places = { plain: 0, shared: 0 };
  return rows.map((r) => toContractDocument(r, agent, r.signSetId === null ? ++places.plain : ++places.shared, sets, emails));
}

/** GET /offer/getOfferDocumentsBySale/{contractId} */
export async function contractDocuments(db: Db, agent: TokenSubject, contractId: number) {
  return visibleDocuments(db, agent, await contractAccess(db, agent, contractId));
}

/** GET /docapi/contract/getDocumentsByExternalId/{offerId} */
export async function contractDocumentsOfOffer(db: Db, agent: TokenSubject, offerId: number) {
  const contractId = await findContractOfOffer(db, offerId);
  if (!contractId) throw notFound(CONTRACT_NOT_FOUND);
  return contractDocuments(db, agent, contractId);
}

/** The caller's documents of a contract for a write (offer row-locked), the chosen ones checked; 404 for any it may not act on. */
async function forWrite(db: Db, agent: TokenSubject, contractId: number, documentIds: readonly number[]) {
  const access = await contractAccess(db, agent, contractId, true);
  const rows = new Map((await contractDocumentRows(db, contractId)).filter((r) => mayActOn(access, agent, r)).map((r) => [r.id, r]));
  if (documentIds.some((id) => !rows.has(id))) throw notFound(DOCUMENT_NOT_FOUND);
  return { access, rows, chosen: documentIds.map((id) => rows.get(id)!) };
}

/** The document as the list shows it, after a change. */
async function answerDocument(db: Db, agent: TokenSubject, access: Access, documentId: number) {
  return (await visibleDocuments(db, agent, access)).find((d) => d.id === documentId)!;
}

/** PUT /offer/ReorderOfferDocuments: moves the document to `newOrder` (1-based) within its group and renumbers the group. */
export async function reorderDocument(db: Db, agent: TokenSubject, q: { contractId: number; documentId: number; newOrder: number }) {
  return db.tx(async (t) => {
    const { access, rows } = await forWrite(t, agent, q.contractId, [q.documentId]);
    const moved = rows.get(q.documentId)!;
    const group = [...rows.values()]
      .filter((r) => (r.signSetId === null) === (moved.signSetId === null) && r.id !== moved.id)
      .map((r) => r.id);
    group.splice(Math.min(q.newOrder, group.length + 1) - 1, 0, moved.id);
    await setDisplayOrders(t, group);
    await recordActivity(t, {
      offerId: access.offerId,
      actorUserId: agent.userId,
      action: 'offer.documentsReordered',
      details: { documentId: moved.id, newOrder: q.newOrder },
    });
    return group.map((id, i) => ({ id, displayOrder: i + 1 }));
  });
}

/** PUT /offer/MarkOfferDocumentSigned: only a draft PDF. */
export async function markSigned(db: Db, agent: TokenSubject, q: { contractId: number; documentId: number }) {
  return db.tx(async (t) => {
    const {
      access,
      chosen: [doc],
    } = await forWrite(t, agent, q.contractId, [q.documentId]);
    if (doc.isTemplate || documentStatus(doc) !== 'Draft') throw invalidState(MARK_SIGNED_MESSAGE);
    await markDocumentSigned(t, doc.id, agent.userId);
    await recordActivity(t, {
      offerId: access.offerId,
      actorUserId: agent.userId,
      action: 'offer.documentMarkedSigned',
      details: { documentId: doc.id },
    });
    return answerDocument(t, agent, access, doc.id);
  });
}

type ReadFile = () => Promise<{ filename: string; bytes: Uint8Array }>;

/** POST /offer/UploadSignedDocument: the caller's access is checked before the file is read; not for a Signed document. */
export async function uploadSignedDocument(db: Db, agent: TokenSubject, q: { contractId: number; documentId: number }, readFile: ReadFile) {
  await forWrite(db, agent, q.contractId, [q.documentId]);
  const pdf = await checkedPdf((await readFile()).bytes, 'file');
  return db.tx(async (t) => {
    const {
      access,
      chosen: [doc],
    } = await forWrite(t, agent, q.contractId, [q.documentId]);
    if (documentStatus(doc) === 'Signed') throw invalidState(ALREADY_SIGNED_MESSAGE);
    const stored = await store.put(t, pdf.bytes, 'application/pdf', pdf.pages);
    await markDocumentSigned(t, doc.id, agent.userId, stored.id);
    await recordActivity(t, {
      offerId: access.offerId,
      actorUserId: agent.userId,
      action: 'offer.signedDocumentUploaded',
      details: { documentId: doc.id, sha256: stored.sha256 },
    });
    return answerDocument(t, agent, access, doc.id);
  });
}

/** POST /contract/addDocument?externalContractId: any agent of the offer adds its own PDF, checked as AddOfferDocument checks. */
export async function addContractDocument(db: Db, agent: TokenSubject, offerId: number, readFile: ReadFile) {
  const mayAdd = (t: Db) => requireOfferAccess(t, agent, offerId, { need: 'anySide', lock: true, notFound: missingContract });
  // Who may add is checked before the upload is read; the contract is made only with the document.
  await mayAdd(db);
  const upload = await readFile();
  const file = { ...upload, ...(await checkedPdf(upload.bytes, 'postedFileTemplate')) };
  return db.tx(async (t) => {
    await mayAdd(t);
    const contractId = await contractOfOffer(t, offerId);
    const access = await contractAccess(t, agent, contractId);
    const id = await storeUploadedDocument(t, agent, offerId, contractId, file);
    return answerDocument(t, agent, access, id);
  });
}

/** PUT /transactionBase/removeSmartDocuments: Draft or Shared documents; a Shared one leaves its session (voided when emptied). */
export async function removeContractDocuments(db: Db, agent: TokenSubject, contractId: number, documentIds: readonly number[]) {
  const ids = [...new Set(documentIds)];
  return db.tx(async (t) => {
    const { access, chosen } = await forWrite(t, agent, contractId, ids);
    if (chosen.some((d) => !['Draft', 'Shared'].includes(documentStatus(d)))) throw invalidState(ONLY_DRAFT_OR_SHARED_MESSAGE);
    if ((await documentsInClosedSets(t, ids, DocumentState.Shared)).length) throw invalidState(EARLIER_SESSION_MESSAGE);
    const voided = await takeOutOfSharedSets(t, ids, DocumentState.Voided, SET_EMPTIED_REASON);
    const removed = await deleteDocumentsById(t, contractId, ids);
    await recordActivity(t, {
      offerId: access.offerId,
      actorUserId: agent.userId,
      action: 'offer.documentsRemoved',
      details: { contractId, documentIds: ids, voidedSignSets: voided },
    });
    return { removed, message: DOCUMENTS_REMOVED_MESSAGE };
  });
}
