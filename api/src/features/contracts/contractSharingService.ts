/**
 * Sharing from the contract documents list: asking a signer again, e-mailing documents (as PDF
 * attachments of the queued mail), e-mailing documents signed by all, and the contract
 * (transactionBase) variants of share and void, which act on a contract by id and reuse the
 * offer's services.
 */
import {
  DOCUMENTS_SHARED_MESSAGE,
  type ResendBody,
  type ShareCompletedBody,
  type ShareDocumentsBody,
  type ShareSelectedBody,
} from '@offerdesk/shared/contract';
import {
  completedShareProblem,
  DocumentState,
  isCompletedShareRecipient,
  isOfferAccepted,
  NOT_COMPLETED_SHARE_RECIPIENT_MESSAGE,
  SHARE_EMAIL_INVALID_MESSAGE,
  SHARE_MESSAGE_REQUIRED_MESSAGE,
  SHARE_ONLY_COMPLETED_MESSAGE,
  SignerStatus,
} from '@offerdesk/shared/domain';
import { isProperEmail } from '@offerdesk/shared/schemas';
import type { TokenSubject } from '../../auth/token';
import { DEFAULT_LINK_BASES, type LinkBases } from '../../config';
import type { Db } from '../../db/db';
import { databaseDocumentStore as store } from '../../files/documentStore';
import { badField, invalidState, notFound, offerNotFound } from '../../http/errors';
import { enqueueMail } from '../../mail/enqueueMail';
import { recordActivity } from '../offers/activitiesRepo';
import { signSetMessage } from './contractDocumentsRepo';
import { findContractDocument, listContractDocuments, offerOfContract } from '../documents/offerDocumentsRepo';
import { findOfferRow } from '../offers/offersRepo';
import { missingContract, requireOfferAccess } from '../offers/offerAccess';
import { partiesOfOffer } from '../parties/partiesRepo';
import { setDocumentCopies } from '../signing/signSetFilesRepo';
import { signSetSummaries } from '../signing/signSetsRepo';
import { contractDocuments } from './contractDocumentsService';
import { checkOwnSessions } from '../documents/documentOwnership';
import { currentDocumentPdf } from '../documents/currentDocument';
import { resolvePartyLink, type PortalCaller } from '../portal/partyLinks';
import { askParty, isSignersTurn, OPEN_SIGN_SET_STATES, shareDocuments, voidDocuments } from '../signing/signingService';

export const NOT_RESENDABLE_MESSAGE = 'This party cannot be asked again: it is not its turn to sign in an open signing session.';
const SIGN_SET_NOT_FOUND = 'Sign set not found.';

/** POST /offer/resendOffer and /transactionBase/resendSmartDoc: a new link for a signer whose turn it is (or a view-only party of an open set). */
export async function resendRequest(db: Db, agent: TokenSubject, body: ResendBody, linkBaseUrl: LinkBases = DEFAULT_LINK_BASES) {
  return db.tx(async (t) => {
    const access = await requireOfferAccess(t, agent, body.offerId, { need: 'anySide', lock: true });
    const set = await signSetMessage(t, body.signSetId);
    if (!set || set.offerId !== body.offerId) throw notFound(SIGN_SET_NOT_FOUND);
    // The buyer agent asks again in any session; a document owner only in a session of its own documents.
    await checkOwnSessions(t, access, agent, { signSetId: body.signSetId }, null);
    const [summary] = await signSetSummaries(t, { id: body.signSetId });
    const party = summary.parties.find((p) => p.partyId === body.party);
    if (!party) throw notFound('Party not found.');
    const email = (await partiesOfOffer(t, body.offerId)).find((p) => p.partyId === body.party)?.email;
    const viewOnly = party.signStatus === SignerStatus.ViewOnly;
    const open = OPEN_SIGN_SET_STATES.includes(summary.status);
    if (!email || !open || !(viewOnly || isSignersTurn(summary, party, summary.parties))) throw notFound(NOT_RESENDABLE_MESSAGE);
    await askParty(t, {
      signSetId: body.signSetId,
      offerId: body.offerId,
      partyId: body.party,
      email,
      viewOnly,
      message: set.message,
      linkBaseUrl,
    });
    await recordActivity(t, {
      offerId: body.offerId,
      actorUserId: agent.userId,
      action: 'signSet.resent',
      details: { signSetId: body.signSetId, partyId: body.party, category: body.category },
    });
    return { message: DOCUMENTS_SHARED_MESSAGE };
  });
}

const sharedBy = (agentName: string | undefined) => agentName?.trim() || 'Your agent';

/** Who may e-mail which documents of a contract: an agent its visible documents; a party link only documents signed by all. */
async function shareableDocuments(db: Db, caller: PortalCaller, body: ShareSelectedBody) {
  if (caller.kind === 'agent') {
    const visible = new Set((await contractDocuments(db, caller.agent, body.contractId)).map((d) => d.id));
    if (body.documents.some((id) => !visible.has(id))) throw notFound('Document not found.');
    return { actorUserId: caller.agent.userId, actorPartyId: null };
  }
  const offerId = caller.kind === 'link' ? await offerOfContract(db, body.contractId) : null;
  if (caller.kind !== 'link' || !offerId) throw offerNotFound();
  const party = await resolvePartyLink(db, caller.token, offerId);
  const docs = new Map((await listContractDocuments(db, body.contractId)).map((d) => [d.id, d]));
  if (body.documents.some((id) => !docs.has(id))) throw notFound('Document not found.');
  const problem = completedShareProblem(
    body.documents
      .map((id) => docs.get(id)!)
      .map((d) => ({ isSigned: d.signSetStatusId === DocumentState.Signed, isDraft: d.signSetStatusId === null })),
  );
  if (problem) throw invalidState(problem);
  return { actorUserId: null, actorPartyId: party.partyId };
}

/**
 * POST /offer/ShareSelectedOfferDocuments: the documents attached to one mail with the message, by an
 * agent of the offer (bearer) or a party from its link. The caller and the documents are checked
 * before the fields, so a stranger learns nothing from a 400.
 */
export async function shareSelectedDocuments(db: Db, caller: PortalCaller, body: ShareSelectedBody) {
  const actor = await shareableDocuments(db, caller, body);
  const to = body.mailId.trim();
  if (!isProperEmail(to)) throw badField('mailId', SHARE_EMAIL_INVALID_MESSAGE);
  if (!body.message.trim()) throw badField('message', SHARE_MESSAGE_REQUIRED_MESSAGE);
  return db.tx(async (t) => {
    const offerId = (await offerOfContract(t, body.contractId))!;
    const attachments: Array<{ fileId: number; name: string }> = [];
    for (const id of body.documents) {
      const doc = (await findContractDocument(t, body.contractId, id))!;
      const file = await store.put(t, await currentDocumentPdf(t, offerId, doc), 'application/pdf');
      attachments.push({ fileId: file.id, name: `${doc.name}.pdf` });
    }
    await enqueueMail(t, {
      to,
      offerId,
      attachments,
      key: `shareDocuments:${body.contractId}:${Date.now()}`,
      subject: `${sharedBy(body.agentName)} shared documents with you`,
      text: `${body.message.trim()}\n\nAttached: ${attachments.map((a) => a.name).join(', ')}`,
    });
    await recordActivity(t, { offerId, ...actor, action: 'offer.documentsEmailed', details: { documents: body.documents } });
    return { message: DOCUMENTS_SHARED_MESSAGE };
  });
}

/**
 * POST /offer/ShareCompletedOfferDocuments: documents signed by all in one session, their signed copies to parties of
 * the offer, never to buyer-side outside agents or transaction coordinators. Once the offer is accepted only its buyer
 * agent shares it (docs/domain/offers.md, "Sharing completed documents"); anyone else gets the 404 of a missing contract.
 */
export async function shareCompletedDocuments(db: Db, agent: TokenSubject, body: ShareCompletedBody) {
  return db.tx(async (t) => {
    const access = await requireOfferAccess(t, agent, body.offerId, { need: 'anySide', lock: true, notFound: missingContract });
    if ((await offerOfContract(t, body.contractId)) !== body.offerId) throw missingContract();
    const offer = await findOfferRow(t, body.offerId, agent.personId);
    if (offer && isOfferAccepted(offer) && !access.isBuyerAgent) throw notFound('Contract not found.');
    const docs = (await contractDocuments(t, agent, body.contractId)).filter((d) => body.documents.includes(d.id));
    if (docs.length !== body.documents.length) throw notFound('Document not found.');
    const setId = docs[0].sharedSignSet;
    if (setId === null || docs.some((d) => d.sharedSignSet !== setId || d.sharedSignSetStatus !== 'Signed'))
      throw invalidState(SHARE_ONLY_COMPLETED_MESSAGE);
    const parties = new Map((await partiesOfOffer(t, body.offerId)).map((p) => [p.partyId, p]));
    if (body.parties.some((id) => !parties.has(id))) throw badField('parties', 'Unknown party.');
    if (body.parties.some((id) => !isCompletedShareRecipient(parties.get(id)!)))
      throw badField('parties', NOT_COMPLETED_SHARE_RECIPIENT_MESSAGE);
    if (body.parties.some((id) => !parties.get(id)!.email)) throw badField('parties', 'Email is missing to share.');
    const files = (await setDocumentCopies(t, setId)).filter((f) => body.documents.includes(f.documentId));
    for (const id of body.parties) {
      await enqueueMail(t, {
        to: parties.get(id)!.email!,
        offerId: body.offerId,
        key: `shareCompleted:${setId}:${id}:${Date.now()}`,
        attachments: files.map((f) => ({ fileId: f.fileId, name: `${f.name}.pdf` })),
        subject: `${sharedBy(body.agentName)} shared completed documents with you`,
        text: `The signed documents are attached: ${files.map((f) => f.name).join(', ')}`,
      });
    }
    await recordActivity(t, {
      offerId: body.offerId,
      actorUserId: agent.userId,
      action: 'signSet.completedShared',
      details: { signSetId: setId, parties: body.parties, documents: body.documents },
    });
    return { message: DOCUMENTS_SHARED_MESSAGE };
  });
}

/** POST /transactionBase/ShareSmartDocuments: shareDocuments on the contract's offer, category Session by default. */
export async function shareContractDocuments(
  db: Db,
  agent: TokenSubject,
  body: Omit<ShareDocumentsBody, 'offerId'> & { offerId?: number },
  linkBaseUrl: LinkBases = DEFAULT_LINK_BASES,
) {
  const offerId = await offerOfContract(db, body.contractId);
  if (!offerId || (body.offerId !== undefined && body.offerId !== offerId)) throw notFound('Contract not found.');
  return shareDocuments(db, agent, { ...body, offerId, category: body.category ?? 'Session' }, linkBaseUrl);
}

/** PUT /transactionBase/VoidSmartDocuments (externalId = the contract id): voidDocuments on the contract's offer. */
export async function voidContractDocuments(
  db: Db,
  agent: TokenSubject,
  body: { externalId: number; documentIds: number[]; message: string },
) {
  const offerId = await offerOfContract(db, body.externalId);
  if (!offerId) throw notFound('Contract not found.');
  return voidDocuments(db, agent, { externalId: offerId, documentIds: body.documentIds, message: body.message });
}
