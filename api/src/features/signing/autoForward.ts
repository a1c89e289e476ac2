/**
 * Auto-forward after the buyers sign (docs/domain/offers.md, "Auto-forward after the buyers sign"): when the Share step chose it,
 * the offer's seller-side agents carry `auto_forward_after_buyer_sign`; once the buyers' completed
 * set moves the offer (Buyer Signed, or Signing Completed), the offer goes on to those agents as the
 * buyer agent's ForwardToSellerAgent would send it — the same step (moveOfferStatus) and the same
 * mails (enqueueMail), in the transaction of the last signature. It runs once per move: a second run
 * finds the offer no longer where the forward starts and does nothing. Nothing here refuses the
 * signature: without a chosen seller agent with an e-mail, or without a buyer agent to send it, the
 * offer stays where the signature left it and the agent forwards it by hand.
 */
import { canStart } from '@offerdesk/shared/domain';
import type { Db } from '../../db/db';
import { partiesOfOffer } from '../parties/partiesRepo';
import { autoForwardAgentIds, buyerAgentSender } from '../offers/offerFlowRepo';
import { lockOfferState } from '../offers/offersRepo';
import { forwardAs } from '../offers/offerFlowService';
import type { ActingParty } from '../portal/partyLinks';
import type { LinkBases } from '../../config';

/** The buyer agent who sends it: the owner's own agent party on the buyer side, else the first buyer-side agent. */
async function sendingAgent(tx: Db, offerId: number): Promise<ActingParty | null> {
  const row = await buyerAgentSender(tx, offerId);
  return row ? { ...row, via: 'bearer' } : null;
}

/** Forwards the offer to the seller agents who chose auto-forward, when it may go; the status it moved to, else null. */
export async function autoForwardToSellerAgent(tx: Db, offerId: number, signSetId: number, linkBaseUrl: LinkBases): Promise<number | null> {
  const offer = await lockOfferState(tx, offerId);
  if (!offer || !canStart('forwardToSellerAgent', offer.statusId)) return null;
  const chosen = new Set(await autoForwardAgentIds(tx, offerId));
  if (!(await partiesOfOffer(tx, offerId)).some((p) => chosen.has(p.partyId) && p.email)) return null;
  const actor = await sendingAgent(tx, offerId);
  if (!actor) return null;
  const forwarded = await forwardAs(tx, actor, 'toSellerAgent', {}, { signSetId, automatic: true }, linkBaseUrl, (p) =>
    chosen.has(p.partyId),
  );
  return forwarded.statusId;
}
