/**
 * What a completed sign set does to its offer (docs/domain/offers.md, "A completed sign set moves the offer"): the step `completedSetStep`
 * gives for the set's signers and the offer's status (Buyer Signed, Seller Signed or Signing
 * Completed), through moveOfferStatus in the transaction of the last signature, with its activity.
 * It moves only from the statuses the step allows: run again (or for an offer already moved on) it
 * changes nothing, and it never refuses the signature that completed the set. After the buyers'
 * step, an offer whose seller agent was chosen for auto-forward goes on to that agent (autoForward.ts);
 * after the sellers' step, the seller agents get their link by mail.
 */
import { AUTO_FORWARD_AFTER, completedSetStep, SIGNED_FLOW } from '@offerdesk/shared/domain';
import { DEFAULT_LINK_BASES, type LinkBases } from '../../config';
import type { Db } from '../../db/db';
import { lockOfferOfSignSet, signingPartiesOfSet } from './signingRepo';
import { autoForwardToSellerAgent } from './autoForward';
import { mailSellerAgentsSellersSigned } from '../offers/offerFlowService';
import { moveOfferStatus } from '../offers/offerTransition';

/** Moves the offer of the completed set `signSetId` when its step may start; the status it moved to, else null. */
export async function moveOfferOnCompletedSet(
  tx: Db,
  signSetId: number,
  lastSignerPartyId: number,
  linkBaseUrl: LinkBases = DEFAULT_LINK_BASES,
): Promise<number | null> {
  const set = await lockOfferOfSignSet(tx, signSetId);
  if (!set || set.category !== 'Offer') return null;
  const signers = await signingPartiesOfSet(tx, signSetId);
  const step = completedSetStep(signers, set.statusId);
  if (!step) return null;
  const { from, to, what } = SIGNED_FLOW[step];
  await moveOfferStatus(tx, {
    offerId: set.offerId,
    from,
    to,
    what,
    action: `offer.${step}`,
    actorPartyId: lastSignerPartyId,
    details: { signSetId },
  });
  if (step === 'signedBySellers') await mailSellerAgentsSellersSigned(tx, set.offerId, lastSignerPartyId, linkBaseUrl);
  if (AUTO_FORWARD_AFTER.includes(step)) return (await autoForwardToSellerAgent(tx, set.offerId, signSetId, linkBaseUrl)) ?? to;
  return to;
}
