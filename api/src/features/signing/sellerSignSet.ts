/**
 * Where the sellers sign (docs/domain/signing.md, "The sellers' signatures": the seller agent adds the sellers, the seller
 * signs, the offer is Seller Signed). Add Seller seats the new sellers when the seller agent's link
 * names a set; otherwise a seller is seated when it accepts (AcceptOffer). They join, first that applies:
 * - the sign set the seller agent's link names (it must still be open);
 * - the offer's newest open offer set (an earlier Add Seller's, or one shared with both sides);
 * - a new offer set of the documents of the offer's newest completed offer set, on their signed
 *   copies (the signatures already there stay), one by one in the order the sellers were added.
 * Each seller signs the holders of those documents that name it: the party the agent assigned, else
 * its role (Seller1 the first seller client …); a holder the agent left out while the offer had no
 * seller yet is the seller's now. A seller holding none joins no set: nothing waits for its signature.
 */
import { DocumentState, SignerStatus, SigningOrder } from '@offerdesk/shared/domain';
import type { Db } from '../../db/db';
import { partyForRole } from '../../pdf/signingHolders';
import { invalidState, notFound } from '../../http/errors';
import { recordActivity } from '../offers/activitiesRepo';
import { listContractDocuments } from '../documents/offerDocumentsRepo';
import { partiesOfOffer } from '../parties/partiesRepo';
import {
  heldFieldKeys,
  insertSignSet,
  insertSignSetDocuments,
  insertSignSetFields,
  insertSignSetParty,
  lastSignOrder,
  lockSignSetOfOffer,
  newestSignSetOfOffer,
  signSetDocumentCopies,
  signSetSummaries,
  type JoinableSignSet,
} from './signSetsRepo';
import { fieldsOfDocuments } from '../documents/documentFieldsService';
import { isSignersTurn, OPEN_SIGN_SET_STATES } from './signingService';
import { signersOfSet } from './signingRepo';

export const SIGN_SET_CLOSED_MESSAGE = 'The sign set is no longer open for signing.';
/** An open set whose signers all signed, its completion still to come (stamping after the signature): not joined. */
export const SIGN_SET_COMPLETING_MESSAGE = 'The signed documents are being completed; try again in a moment.';
const OFFER_CATEGORY = 'Offer';

/** The set the sellers joined: who of them may sign now. */
export interface SeatedSellers {
  signSetId: number;
  contractId: number;
  /** The new sellers whose turn it already is (the rest are asked when their turn comes). */
  turnCame: ReadonlySet<number>;
}

interface Holder {
  documentId: number;
  fieldName: string;
  kind: string;
  partyId: number;
}

/** The holders of the documents that name one of `sellers`, leaving out those the set already gives to a signer. */
async function sellerHolders(
  tx: Db,
  offerId: number,
  set: { id: number; contractId: number },
  documentIds: readonly number[],
  sellers: readonly number[],
) {
  const docs = (await listContractDocuments(tx, set.contractId)).filter((d) => documentIds.includes(d.id));
  const [parties, held] = await Promise.all([partiesOfOffer(tx, offerId), heldFieldKeys(tx, set.id)]);
  const wanted = new Set(sellers);
  return (await fieldsOfDocuments(tx, offerId, docs))
    .flatMap((d) =>
      d.fields.map((f) => ({
        documentId: d.documentId,
        fieldName: f.name,
        kind: f.kind,
        partyId: f.partyId ?? partyForRole(f.role, parties),
      })),
    )
    .filter((h): h is Holder => h.partyId !== null && wanted.has(h.partyId) && !held.has(`${h.documentId}:${h.fieldName}`));
}

/**
 * The open set the sellers join: the one named (else 404; closed: 409), else the offer's newest open
 * offer set. Either is row-locked, and refused (409) when none of its signers is left to sign: its
 * completion is pending (the callers stamp the offer's pending marks first; this is a signature that
 * came in meanwhile).
 */
async function openSetToJoin(tx: Db, offerId: number, signSetId: number | null | undefined): Promise<JoinableSignSet | undefined> {
  let set: JoinableSignSet | undefined;
  if (signSetId == null) set = await newestSignSetOfOffer(tx, offerId, OFFER_CATEGORY, OPEN_SIGN_SET_STATES);
  else {
    set = await lockSignSetOfOffer(tx, offerId, signSetId);
    if (!set) throw notFound('Sign set not found.');
    if (!OPEN_SIGN_SET_STATES.includes(set.statusId)) throw invalidState(SIGN_SET_CLOSED_MESSAGE);
  }
  if (set) {
    const signers = await signersOfSet(tx, set.id);
    if (signers.length && !signers.some((s) => s.signStatus === SignerStatus.NotSigned)) throw invalidState(SIGN_SET_COMPLETING_MESSAGE);
  }
  return set;
}

/** Seats the new sellers (party ids, in the order added) in a sign set, inside the caller's transaction; null when none holds a field. */
export async function seatSellers(
  tx: Db,
  p: {
    offerId: number;
    signSetId?: number | null;
    sellers: readonly number[];
    message: string | null;
    actorPartyId: number;
    actorUserId: number | null;
  },
): Promise<SeatedSellers | null> {
  const open = await openSetToJoin(tx, p.offerId, p.signSetId);
  let set: JoinableSignSet;
  let holders: Holder[];
  if (open) {
    set = open;
    holders = await sellerHolders(
      tx,
      p.offerId,
      set,
      (await signSetDocumentCopies(tx, set.id)).map((d) => d.id),
      p.sellers,
    );
  } else {
    const source = await newestSignSetOfOffer(tx, p.offerId, OFFER_CATEGORY, [DocumentState.Signed]);
    if (!source) return null;
    const copies = await signSetDocumentCopies(tx, source.id);
    holders = await sellerHolders(
      tx,
      p.offerId,
      source,
      copies.map((d) => d.id),
      p.sellers,
    );
    if (!holders.length) return null;
    const id = await insertSignSet(tx, {
      offerId: p.offerId,
      contractId: source.contractId,
      signingOrder: SigningOrder.OneByOne,
      statusId: DocumentState.Shared,
      category: OFFER_CATEGORY,
      message: p.message,
      createdByUserId: p.actorUserId,
    });
    await insertSignSetDocuments(tx, id, copies);
    set = { id, contractId: source.contractId, signingOrder: SigningOrder.OneByOne, statusId: DocumentState.Shared, message: p.message };
  }
  const signers = p.sellers.filter((s) => holders.some((h) => h.partyId === s));
  if (!signers.length) return null;
  const last = await lastSignOrder(tx, set.id);
  for (const [i, partyId] of signers.entries()) {
    const signOrder = set.signingOrder === SigningOrder.OneByOne ? last + i + 1 : 1;
    await insertSignSetParty(tx, { signSetId: set.id, partyId, signOrder, tokenHash: null, signStatus: SignerStatus.NotSigned });
  }
  await insertSignSetFields(tx, set.id, holders);
  await recordActivity(tx, {
    offerId: p.offerId,
    actorUserId: p.actorUserId,
    actorPartyId: p.actorPartyId,
    action: open ? 'signSet.sellersAdded' : 'signSet.shared',
    details: { signSetId: set.id, parties: signers, documents: [...new Set(holders.map((h) => h.documentId))] },
  });
  const [summary] = await signSetSummaries(tx, { id: set.id });
  const turnCame = new Set(
    summary.parties.filter((s) => signers.includes(s.partyId) && isSignersTurn(summary, s, summary.parties)).map((s) => s.partyId),
  );
  return { signSetId: set.id, contractId: set.contractId, turnCame };
}
