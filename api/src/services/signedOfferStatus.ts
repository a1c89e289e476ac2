/**
 * When a sign set of an offer is signed by everyone in it, the offer moves on (seed 001 §4): a set
 * of buyer-side signers makes a sent (or counter-forwarded) offer Buyer Signed; a set of seller-side
 * signers makes an offer forwarded to the seller Seller Signed. Sets of a contract session or of
 * both sides leave the offer's status alone.
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

/** Moves the offer once its set `signSetId` is complete, inside the signing transaction. */
export async function moveOfferWhenSetSigned(tx: Db, offerId: number, signSetId: number, signers: ReadonlyArray<{ partyId: number; signStatus: number }>) {
  const sides = new Map((await partiesOfOffer(tx, offerId)).map((p) => [p.partyId, p.sideId]));
  const signingSides = new Set(signers.filter((s) => s.signStatus !== SignerStatus.ViewOnly).map((s) => sides.get(s.partyId)));
  if (signingSides.size !== 1) return;
  const side = [...signingSides][0];
  if (side !== Side.buyer && side !== Side.seller) return;
  const step = SIGNED_STEPS[side];
  const current = (await tx.one<{ statusId: number }>('select status_id as "statusId" from offers where id = $1 for update', [offerId]))?.statusId;
  if (current === undefined || !(step.from as readonly number[]).includes(current)) return;
  await moveOfferStatus(tx, { offerId, from: step.from, to: step.to, action: side === Side.buyer ? 'offer.buyerSigned' : 'offer.sellerSigned', what: step.what, details: { signSetId } });
}
