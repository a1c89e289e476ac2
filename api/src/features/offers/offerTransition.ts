/**
 * The one way an offer changes status: the change happens only from the statuses the step allows
 * (checked and written in one statement, so two requests racing cannot both move it), and writes
 * its activity in the same transaction. A wrong status is a 409 naming the status the offer is in.
 */
import { offerStatusLabel } from '@offerdesk/shared/domain';
import type { Db } from '../../db/db';
import { invalidState, offerNotFound } from '../../http/errors';
import { recordActivity } from './activitiesRepo';
import { moveStatusIfIn, offerStatusOf } from './offerFlowRepo';

export interface OfferTransition {
  offerId: number;
  /** The statuses the step may start from. */
  from: readonly number[];
  to: number;
  /** The activity written with the change, e.g. 'offer.forwardedToSellerAgent'. */
  action: string;
  /** What the refusal says the caller tried, e.g. 'forwarded to the seller agent'. */
  what: string;
  actorUserId?: number | null;
  actorPartyId?: number | null;
  details?: Record<string, unknown>;
}

/** Moves the offer from one of `from` to `to` inside the caller's transaction, or refuses (404 unknown offer, 409 wrong status). */
export async function moveOfferStatus(db: Db, t: OfferTransition): Promise<void> {
  if (!(await moveStatusIfIn(db, t.offerId, t.from, t.to))) {
    const statusId = await offerStatusOf(db, t.offerId);
    if (statusId === undefined) throw offerNotFound();
    const { label } = offerStatusLabel({ statusId });
    throw invalidState(`This offer is ${label} and cannot be ${t.what}.`);
  }
  await recordActivity(db, {
    offerId: t.offerId,
    actorUserId: t.actorUserId,
    actorPartyId: t.actorPartyId,
    action: t.action,
    details: { from: t.from, to: t.to, ...t.details },
  });
}
