/**
 * What a void does to its offer (docs/domain/signing.md, "Voiding the offer's signing"): an offer out
 * for signature — 'Sent for Signature' or 'Signing In Progress' — that no open sign set holds any more
 * is 'Voided' (status voided 317), moved in the void's own transaction with its activity.
 */
import { OfferStatus } from '@offerdesk/shared/domain';
import type { Db } from '../../db/db';
import { offerHasSetIn } from '../signing/signSetsRepo';
import { moveOfferStatus } from './offerTransition';

/** The statuses of an offer whose signing is under way (a share put it there; no set has completed since). */
export const OUT_FOR_SIGNATURE: readonly number[] = [OfferStatus.sentForSignatures, OfferStatus.signingInProgress];

/**
 * After the caller voided `signSetIds` of the offer (its row locked, `statusId` read under that lock):
 * moves it to Voided when it was out for signature and no set of it is open; answers whether it moved.
 */
export async function voidOfferWithoutOpenSet(
  tx: Db,
  offer: { offerId: number; statusId: number; actorUserId: number },
  signSetIds: readonly number[],
  openStates: readonly number[],
): Promise<boolean> {
  if (!OUT_FOR_SIGNATURE.includes(offer.statusId) || (await offerHasSetIn(tx, offer.offerId, openStates))) return false;
  await moveOfferStatus(tx, {
    offerId: offer.offerId,
    from: OUT_FOR_SIGNATURE,
    to: OfferStatus.voided,
    action: 'offer.voided',
    what: 'voided',
    actorUserId: offer.actorUserId,
    details: { signSetIds },
  });
  return true;
}
