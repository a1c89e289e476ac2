/**
 * When every signer of one side in a sign set has signed, the offer moves on (seed 001 §4): the
 * buyers make a sent (or counter-forwarded) offer Buyer Signed; the sellers make an offer forwarded
 * to the seller Seller Signed. Other statuses (a contract session, an offer already further on) stay.
 */
import { OfferStatus, Side, SignerStatus } from '@offerdesk/shared/domain';
import type { Db } from '../db/db';
import { partiesOfOffer } from '../repositories/partiesRepo';
import { moveOfferStatus } from './offerTransition';

const S = OfferStatus;
export const SIGNED_STEPS = {
  [Side.buyer]: { from: [S.sentForSignatures, S.signingInProgress, S.forwardedToBuyer], to: S.buyerSigned, what: 'signed by the buyers' },
  [Side.seller]: { from: [S.forwardedToSeller], to: S.sellerSigned, what: 'signed by the sellers' },
} as const;

/** Moves the offer once every signer of one side in set `signSetId` has signed (the set may still wait for the other side), inside the signing transaction. */
export async function moveOfferWhenSideSigned(tx: Db, offerId: number, signSetId: number, signerPartyId: number, signers: ReadonlyArray<{ partyId: number; signStatus: number }>) {
  const sides = new Map((await partiesOfOffer(tx, offerId)).map((p) => [p.partyId, p.sideId]));
  const side = sides.get(signerPartyId);
  if (side !== Side.buyer && side !== Side.seller) return;
  const ofSide = signers.filter((s) => s.signStatus !== SignerStatus.ViewOnly && sides.get(s.partyId) === side);
  if (ofSide.some((s) => s.signStatus !== SignerStatus.Signed)) return;
  const step = SIGNED_STEPS[side];
  const current = (await tx.one<{ statusId: number }>('select status_id as "statusId" from offers where id = $1 for update', [offerId]))?.statusId;
  if (current === undefined || !(step.from as readonly number[]).includes(current)) return;
  await moveOfferStatus(tx, { offerId, from: step.from, to: step.to, action: side === Side.buyer ? 'offer.buyerSigned' : 'offer.sellerSigned', what: step.what, details: { signSetId } });
}
