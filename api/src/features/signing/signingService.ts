/**
 * Sign sets: the owner shares documents of the offer's contract for signature with signers in
 * order, each signer reaches only its own set through its capability token, and the owner may
 * void an open set with a reason. Every change writes its activity in the same transaction.
 */
import type { PartyCredentials, ShareDocumentsBody, SignerView, SignSetSummary, VoidDocumentsBody } from '@offerdesk/shared/contract';
import { DEFAULT_PARTY_LINK_DAYS } from '@offerdesk/shared/contract';
import { DocumentState, OfferStatus, PartyRole, Side, SignerStatus, SigningOrder } from '@offerdesk/shared/domain';
import type { TokenSubject } from '../../auth/token';
import { newSignToken, signTokenHash } from '../../auth/signToken';
import type { Db } from '../../db/db';
import { DEFAULT_LINK_BASES, type LinkBases } from '../../config';
import { badField, invalidState, notFound } from '../../http/errors';
import { hasSignSetActivity, recordActivity } from '../offers/activitiesRepo';
import { enqueueMail } from '../../mail/enqueueMail';
import { markAsked } from '../../mail/reminderRepo';
import { moveOfferStatus } from '../offers/offerTransition';
import { issuePartyLink } from '../portal/partyLinks';
import { voidOfferWithoutOpenSet } from '../offers/offerAfterVoid';
import { databaseDocumentStore as store } from '../../files/documentStore';
import { fieldsOfDocuments } from '../documents/documentFieldsService';
import { filledDocumentPdf, readableContract } from '../documents/documentService';
import { findContractOfOffer, listContractDocuments, offerOfContract, type OfferDocumentRow } from '../documents/offerDocumentsRepo';
import { type OfferAccess } from '../offers/offersRepo';
import { requireOfferAccess } from '../offers/offerAccess';
import { markPartyViewed, partiesOfOffer, type OfferPartyRow } from '../parties/partiesRepo';
import { isOwnPartyOfContract, signSetForPartyOfContract } from './signingRepo';
import { checkOwnDocuments, checkOwnSessions } from '../documents/documentOwnership';
import {
  documentsInOpenSets,
  findSignerByToken,
  findSignerOfPersonParty,
  insertSignSet,
  insertSignSetDocuments,
  insertSignSetFields,
  insertSignSetParty,
  setTokenHash,
  signSetSummaries,
  voidOpenSets,
  type SignerRow,
} from './signSetsRepo';
import { consentView } from './signingConsent';

/** Sign set states in which signers may still sign. */
export const OPEN_SIGN_SET_STATES: readonly number[] = [DocumentState.Shared, DocumentState.PendingSignature];
export const EMAIL_MISSING_MESSAGE = 'Email is missing to share.';
export const NOT_ASSIGNED_MESSAGE = 'Assign to a signature in document to enable sharing.';
/** OfferDesk's own wording: an agent other than the buyer agent shares its own documents as a signing session, never the offer. */
export const OWN_DOCUMENTS_SESSION_MESSAGE = 'Only the buyer agent shares the offer; share your own documents as a signing session.';
export const incompleteDocumentMessage = (documentName: string) =>
  `You must complete or assign any remaining fields in the ${documentName} document before you can move to the next step.`;
const SIGN_SET_NOT_FOUND = 'Sign set not found.';
/** Offers that may no longer be shared. */
const CLOSED_OFFER_STATUSES: readonly number[] = [OfferStatus.cancelled, OfferStatus.rejected];
/** Offer statuses that become 'Sent for Signature' when the offer is shared (a Voided offer's signing starts again). */
const UNSENT_OFFER_STATUSES: readonly number[] = [OfferStatus.draft, OfferStatus.reviewerRejected, OfferStatus.voided];

/** The link a signer opens: its token and sign set, as the signing page is addressed. */
export const signLinkPath = (token: string, signSetId: number) => `/sign-documents/${token}/${signSetId}`;
/** The sign link in a mail: on the signing service (`signingLinkBaseUrl`, without its trailing slash). */
export const signLinkUrl = (signingLinkBaseUrl: string, token: string, signSetId: number) =>
  `${signingLinkBaseUrl.replace(/\/+$/, '')}${signLinkPath(token, signSetId)}`;

/** A new capability token for a signer of a set (its hash stored, any earlier token of the party stops working), marked asked. */
export async function issueSignToken(db: Db, signSetId: number, partyId: number): Promise<string> {
  const token = newSignToken();
  await setTokenHash(db, signSetId, partyId, signTokenHash(token));
  await markAsked(db, signSetId, partyId);
  return token;
}

/**
 * A buyer client's sign link carries `accounturl`: its registration page, with a new party link of its own
 * (docs/domain/portal.md, "Sign first, registration at signing"); null for anyone else.
 */
async function accountUrlOf(db: Db, p: { offerId: number; partyId: number; linkBaseUrl: LinkBases }): Promise<string | null> {
  const party = (await partiesOfOffer(db, p.offerId)).find((x) => x.partyId === p.partyId);
  if (!party || party.roleId !== PartyRole.Client || party.sideId !== Side.buyer) return null;
  const path = await issuePartyLink(db, {
    offerId: p.offerId,
    partyId: p.partyId,
    page: 'client/register',
    days: p.linkBaseUrl.partyLinkDays ?? DEFAULT_PARTY_LINK_DAYS,
  });
  return `${p.linkBaseUrl.portal}${path}`;
}

/**
 * Asks a party of a set: a new capability token (its hash stored, any earlier link of the party
 * stops working) and the request mail with the link, in the caller's transaction.
 */
export async function askParty(
  db: Db,
  p: {
    signSetId: number;
    offerId: number;
    partyId: number;
    email: string;
    viewOnly: boolean;
    message: string | null;
    linkBaseUrl: LinkBases;
  },
): Promise<void> {
  const token = await issueSignToken(db, p.signSetId, p.partyId);
  const account = p.viewOnly ? null : await accountUrlOf(db, p);
  const link = `${signLinkUrl(p.linkBaseUrl.signing, token, p.signSetId)}${account ? `?${new URLSearchParams({ accounturl: account })}` : ''}`;
  await enqueueMail(db, {
    to: p.email,
    subject: p.viewOnly ? 'Documents shared with you' : 'Documents to sign',
    text: `${p.message ? `${p.message}\n\n` : ''}Open your documents: ${link}`,
    offerId: p.offerId,
    key: `signRequest:${p.signSetId}:${p.partyId}:${signTokenHash(token).slice(0, 16)}`,
  });
}

/** The turn of each signer: 1, 2, … in the order given (one by one) or 1 for all (all together); 0 for view-only parties. */
export function signOrders(parties: ReadonlyArray<{ viewOnly?: boolean }>, signingOrder: number): number[] {
  let next = 0;
  return parties.map((p) => (p.viewOnly ? 0 : signingOrder === SigningOrder.OneByOne ? ++next : 1));
}

/** Whether a signer may sign now: the set is open, it has not signed or declined, and in a one-by-one set every earlier signer has signed. */
export function isSignersTurn(
  set: { status: number; signingOrder: number },
  signer: { signStatus: number; signOrder: number },
  signers: ReadonlyArray<{ signStatus: number; signOrder: number }>,
): boolean {
  if (!OPEN_SIGN_SET_STATES.includes(set.status) || signer.signStatus !== SignerStatus.NotSigned) return false;
  if (set.signingOrder === SigningOrder.AllTogether) return true;
  return signers.every(
    (s) => s.signStatus === SignerStatus.ViewOnly || s.signOrder >= signer.signOrder || s.signStatus === SignerStatus.Signed,
  );
}

/** What a share request was checked against: the offer, its contract's documents and parties, and the signing holders of the parties. */
export interface CheckedShare {
  access: OfferAccess;
  contractDocs: Map<number, OfferDocumentRow>;
  offerParties: Map<number, OfferPartyRow>;
  holders: Array<{ documentId: number; fieldName: string; kind: string; partyId: number }>;
}

/**
 * Who may share: the buyer agent (the offer's owner) any documents, another agent of the offer only the
 * documents it added and only as a Session (docs/domain/documents.md, "A document's owner on a received
 * offer"); anyone else 404. The contract of that offer, an offer still open.
 */
async function checkShareAccess(tx: Db, agent: TokenSubject, body: ShareDocumentsBody): Promise<OfferAccess> {
  const access = await requireOfferAccess(tx, agent, body.offerId, { need: 'anySide', lock: true });
  if ((await offerOfContract(tx, body.contractId)) !== body.offerId) throw notFound('Contract not found.');
  await checkOwnDocuments(tx, access, agent, body.contractId, body.documents);
  if (!access.isOwner && body.category === 'Offer') throw badField('category', OWN_DOCUMENTS_SESSION_MESSAGE);
  if (CLOSED_OFFER_STATUSES.includes(access.statusId)) throw invalidState('This offer can no longer be shared.');
  return access;
}

/**
 * What may be shared: documents of the contract with every field assigned, parties of the offer
 * with an e-mail, each signer holding a field, no document already out for signature.
 */
async function checkShareContent(tx: Db, body: ShareDocumentsBody): Promise<Omit<CheckedShare, 'access'>> {
  const contractDocs = new Map((await listContractDocuments(tx, body.contractId)).map((d) => [d.id, d]));
  if (body.documents.some((id) => !contractDocs.has(id))) throw badField('documents', 'Unknown document.');
  if (new Set(body.parties.map((p) => p.partyId)).size !== body.parties.length) throw badField('parties', 'A party is listed twice.');
  const offerParties = new Map((await partiesOfOffer(tx, body.offerId)).map((p) => [p.partyId, p]));
  if (body.parties.some((p) => !offerParties.has(p.partyId))) throw badField('parties', 'Unknown party.');
  if (body.parties.every((p) => p.viewOnly)) throw badField('parties', 'Choose at least one signer.');
  if (body.parties.some((p) => !offerParties.get(p.partyId)!.email)) throw badField('parties', EMAIL_MISSING_MESSAGE);
  if ((await documentsInOpenSets(tx, body.documents, OPEN_SIGN_SET_STATES)).length) {
    throw invalidState('A document is already out for signature; void it first.');
  }

  const fields = await fieldsOfDocuments(
    tx,
    body.offerId,
    body.documents.map((id) => contractDocs.get(id)!),
  );
  const incomplete = fields.find((d) => d.requiredFields > 0);
  if (incomplete) throw invalidState(incompleteDocumentMessage(incomplete.name));
  const holders = fields.flatMap((d) =>
    d.fields
      .filter((f) => f.partyId !== null)
      .map((f) => ({ documentId: d.documentId, fieldName: f.name, kind: f.kind, partyId: f.partyId! })),
  );
  const heldBy = new Set(holders.map((h) => h.partyId));
  if (body.parties.some((p) => !p.viewOnly && !heldBy.has(p.partyId))) throw badField('parties', NOT_ASSIGNED_MESSAGE);
  return { contractDocs, offerParties, holders };
}

/** The checks of a share, in the caller's transaction: who may share and what may be shared. */
export async function checkShare(tx: Db, agent: TokenSubject, body: ShareDocumentsBody): Promise<CheckedShare> {
  const access = await checkShareAccess(tx, agent, body);
  return { access, ...(await checkShareContent(tx, body)) };
}

/** POST /offer/shareDocuments */
export async function shareDocuments(
  db: Db,
  agent: TokenSubject,
  body: ShareDocumentsBody,
  linkBaseUrl: LinkBases = DEFAULT_LINK_BASES,
): Promise<SignSetSummary> {
  return db.tx(async (tx) => {
    const access = await checkShareAccess(tx, agent, body);
    // Only the buyer agent's share moves the offer; a document owner's own documents go out as a Session.
    if (!access.isOwner)
      return shareInTransaction(tx, { statusId: null, userId: agent.userId }, { ...body, category: 'Session' }, linkBaseUrl);
    return shareInTransaction(tx, { statusId: access.statusId, userId: agent.userId }, body, linkBaseUrl);
  });
}

/**
 * Shares inside the caller's transaction, once the caller may (the owner, or the reviewer's accept):
 * the checks of the documents and signers, the set, the first requests, the activity.
 */
export async function shareInTransaction(
  tx: Db,
  by: { statusId: number | null; userId: number },
  body: ShareDocumentsBody,
  linkBaseUrl: LinkBases = DEFAULT_LINK_BASES,
): Promise<SignSetSummary> {
  const { contractDocs, offerParties, holders } = await checkShareContent(tx, body);
  const signingOrder = body.signingOrder ?? SigningOrder.OneByOne;
  const signSetId = await insertSignSet(tx, {
    offerId: body.offerId,
    contractId: body.contractId,
    signingOrder,
    statusId: DocumentState.Shared,
    category: body.category ?? 'Offer',
    message: body.message ?? null,
    createdByUserId: by.userId,
  });
  // Each document is kept as shared (merge and Form Info values printed); signatures are stamped onto that copy.
  const shared: Array<{ id: number; fileId: number }> = [];
  for (const id of body.documents) {
    const file = await store.put(tx, await filledDocumentPdf(tx, body.offerId, contractDocs.get(id)!), 'application/pdf');
    shared.push({ id, fileId: file.id });
  }
  await insertSignSetDocuments(tx, signSetId, shared);
  const signers = new Set(body.parties.filter((p) => !p.viewOnly).map((p) => p.partyId));
  await insertSignSetFields(
    tx,
    signSetId,
    holders.filter((h) => signers.has(h.partyId)),
  );
  const orders = signOrders(body.parties, signingOrder);
  for (const [i, p] of body.parties.entries()) {
    await insertSignSetParty(tx, {
      signSetId,
      partyId: p.partyId,
      signOrder: orders[i],
      tokenHash: null,
      signStatus: p.viewOnly ? SignerStatus.ViewOnly : SignerStatus.NotSigned,
    });
    // The first turn (and every view-only party) is asked now; later turns once the earlier signers have signed.
    if (orders[i] <= 1) {
      await askParty(tx, {
        signSetId,
        offerId: body.offerId,
        partyId: p.partyId,
        email: offerParties.get(p.partyId)!.email!,
        viewOnly: !!p.viewOnly,
        message: body.message ?? null,
        linkBaseUrl,
      });
    }
  }
  if (by.statusId !== null && UNSENT_OFFER_STATUSES.includes(by.statusId)) {
    await moveOfferStatus(tx, {
      offerId: body.offerId,
      from: UNSENT_OFFER_STATUSES,
      to: OfferStatus.sentForSignatures,
      action: 'offer.sentForSignatures',
      what: 'shared for signature',
      actorUserId: by.userId,
    });
  }
  await recordActivity(tx, {
    offerId: body.offerId,
    actorUserId: by.userId,
    action: 'signSet.shared',
    details: { signSetId, signingOrder, documents: body.documents, parties: body.parties.map((p) => p.partyId) },
  });
  return (await signSetSummaries(tx, { id: signSetId }))[0];
}

/** PUT /offer/voidDocuments: the open sets holding the documents are voided; an offer left with none open is Voided. */
export async function voidDocuments(db: Db, agent: TokenSubject, body: VoidDocumentsBody): Promise<{ voided: number }> {
  return db.tx(async (tx) => {
    const access = await requireOfferAccess(tx, agent, body.externalId, { need: 'anySide', lock: true });
    const contractId = await findContractOfOffer(tx, body.externalId);
    const known = new Set(contractId ? (await listContractDocuments(tx, contractId)).map((d) => d.id) : []);
    await checkOwnDocuments(tx, access, agent, contractId ?? 0, body.documentIds);
    if (body.documentIds.some((id) => !known.has(id))) throw badField('documentIds', 'Unknown document.');
    // A document owner voids only sessions that hold nothing but its own documents.
    await checkOwnSessions(tx, access, agent, { documentIds: body.documentIds }, OPEN_SIGN_SET_STATES);
    const voided = await voidOpenSets(tx, body.externalId, body.documentIds, OPEN_SIGN_SET_STATES, DocumentState.Voided, body.message);
    if (!voided.length) throw invalidState('No open sign set holds these documents.');
    await recordActivity(tx, {
      offerId: body.externalId,
      actorUserId: agent.userId,
      action: 'signSet.voided',
      details: { signSetIds: voided, reason: body.message },
    });
    // Only the buyer agent's void moves the offer (a document owner's sessions are its own).
    if (access.isOwner)
      await voidOfferWithoutOpenSet(
        tx,
        { offerId: body.externalId, statusId: access.statusId, actorUserId: agent.userId },
        voided,
        OPEN_SIGN_SET_STATES,
      );
    return { voided: voided.length };
  });
}

/** GET /offer/getOfferSigningSessions/{contractId} */
export async function signingSessions(db: Db, agent: TokenSubject, contractId: number): Promise<SignSetSummary[]> {
  await readableContract(db, agent, contractId);
  return signSetSummaries(db, { contractId });
}

/** A signer's credentials: its token, or its party id with the bearer of the agent who is that party. */
export type SignerCredentials = PartyCredentials & {
  agent?: TokenSubject | null;
  /** Set for a signing session: the only contract whose sign sets the agent's credentials open. */
  contractId?: number;
};

/**
 * The signer the credentials open in their own sign set, else 404 as for a missing set (a wrong set,
 * another party's set, an unknown token, a party that is not the signed-in agent, nothing at all).
 */
export async function signerOf(db: Db, credentials: SignerCredentials, lock = false): Promise<SignerRow> {
  const { signSetId, signToken, partyId, agent, contractId } = credentials;
  const signer = signToken
    ? await findSignerByToken(db, signSetId, signTokenHash(signToken), lock)
    : partyId != null && agent
      ? await findSignerOfPersonParty(db, signSetId, partyId, agent.personId, lock)
      : undefined;
  if (!signer || (partyId != null && signer.partyId !== partyId)) throw notFound(SIGN_SET_NOT_FOUND);
  if (contractId !== undefined && signer.contractId !== contractId) throw notFound(SIGN_SET_NOT_FOUND);
  return signer;
}

/** GET /offer/GetContractSignSetForParty/{contractId}/{partyId}: the agent must be that party of the contract's offer, else 404. */
export async function contractSignSetForParty(
  db: Db,
  agent: TokenSubject,
  contractId: number,
  partyId: number,
): Promise<{ signSetId: number | null }> {
  if (!(await isOwnPartyOfContract(db, contractId, partyId, agent.personId))) throw notFound('Contract not found.');
  return { signSetId: await signSetForPartyOfContract(db, contractId, partyId, OPEN_SIGN_SET_STATES) };
}

/** GET /offer/GetSignSetByToken */
export async function signerView(db: Db, credentials: SignerCredentials): Promise<SignerView> {
  const signer = await signerOf(db, credentials);
  const [signSet] = await signSetSummaries(db, { id: signer.signSetId });
  const me = signSet.parties.find((p) => p.partyId === signer.partyId)!;
  return {
    signSet,
    party: { partyId: me.partyId, name: me.name, signStatus: me.signStatus, isTurn: isSignersTurn(signSet, me, signSet.parties) },
    consent: await consentView(db, signSet.id, me.partyId),
  };
}

/** PUT /offer/SetViewedOnByParty: opening its documents marks the party viewed (the first time is kept), recorded once per set. */
export async function setViewedOn(db: Db, credentials: SignerCredentials): Promise<{ viewedOn: string }> {
  return db.tx(async (tx) => {
    const signer = await signerOf(tx, credentials, true);
    const { viewedOn } = await markPartyViewed(tx, signer.partyId);
    if (!(await hasSignSetActivity(tx, signer.offerId, signer.partyId, 'signSet.viewed', signer.signSetId))) {
      await recordActivity(tx, {
        offerId: signer.offerId,
        actorPartyId: signer.partyId,
        action: 'signSet.viewed',
        details: { signSetId: signer.signSetId },
      });
    }
    return { viewedOn: new Date(viewedOn).toISOString() };
  });
}
