/**
 * Auto-forward after the buyers sign (seed 001 §2 "Wizard: Share", §6): when the Share step chose it,
 * the offer's seller-side agents carry `auto_forward_after_buyer_sign`; once the buyers' completed
 * set moves the offer (Buyer Signed, or Signing Completed), the offer goes on to those agents as the
 * buyer agent's ForwardToSellerAgent would send it — the same step (moveOfferStatus) and the same
 * mails (enqueueMail), in the transaction of the last signature. It runs once per move: a second run
 * finds the offer no longer where the forward starts and does nothing. Nothing here refuses the
 * signature: without a chosen seller agent with an e-mail, or without a buyer agent to send it, the
 * offer stays where the signature left it and the agent forwards it by hand.
 */
import { canStart, Side } from '@offerdesk/shared/domain';
import type { Db } from '../db/db';
import { partiesOfOffer } from '../repositories/partiesRepo';
import { forwardAs } from './offerFlowService';
import { AGENT_ROLES, type ActingParty } from './partyLinks';
import type { LinkBases } from '../config';

/** The buyer agent who sends it: the owner's own agent party on the buyer side, else the first buyer-side agent. */
async function sendingAgent(tx: Db, offerId: number): Promise<ActingParty | null> {
  const row = await tx.one<Omit<ActingParty, 'via'>>(
    `select p.offer_id as "offerId", p.id as "partyId", p.person_id as "personId", p.role_id as "roleId", p.side_id as "sideId",
            u.id is not null as "isOwner", u.id as "userId"
       from offer_parties p join offers o on o.id = p.offer_id
       left join users u on u.id = o.owner_user_id and u.person_id = p.person_id
      where p.offer_id = $1 and p.side_id = $2 and p.role_id = any($3::int[])
      order by u.id is null, p.id limit 1`,
    [offerId, Side.buyer, AGENT_ROLES],
  );
  return row ? { ...row, via: 'bearer' } : null;
}

/** Forwards the offer to the seller agents who chose auto-forward, when it may go; the status it moved to, else null. */
export async function autoForwardToSellerAgent(tx: Db, offerId: number, signSetId: number, linkBaseUrl: LinkBases): Promise<number | null> {
  const offer = await tx.one<{ statusId: number }>('select status_id as "statusId" from offers where id = $1 for update', [offerId]);
  if (!offer || !canStart('forwardToSellerAgent', offer.statusId)) return null;
  const chosen = new Set(
    (
      await tx.query<{ id: number }>(
        `select id from offer_parties where offer_id = $1 and side_id = $2 and role_id = any($3::int[]) and auto_forward_after_buyer_sign`,
        [offerId, Side.seller, AGENT_ROLES],
      )
    ).map((r) => r.id),
  );
  if (!(await partiesOfOffer(tx, offerId)).some((p) => chosen.has(p.partyId) && p.email)) return null;
  const actor = await sendingAgent(tx, offerId);
  if (!actor) return null;
  const forwarded = await forwardAs(tx, actor, 'toSellerAgent', {}, { signSetId, automatic: true }, linkBaseUrl, (p) =>
    chosen.has(p.partyId),
  );
  return forwarded.statusId;
}
