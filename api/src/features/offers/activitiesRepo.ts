import type { Db } from '../../db/db';
import { chainOfferActivities } from '../audit/auditChainService';
import { queueDeliveries } from '../webhooks/webhookDeliveriesRepo';
import { webhookEventOf } from '../webhooks/webhookEvents';
import { liveChannelOf } from '../live/liveChannel';
import { notifyLive } from '../live/liveRepo';

export interface ActivityInput {
  offerId?: number | null;
  actorUserId?: number | null;
  actorPartyId?: number | null;
  action: string;
  details?: Record<string, unknown>;
}

/**
 * Appends one audit row; call it inside the transaction of the change it records. An activity of an
 * offer is linked into the offer's audit chain under the offer's row lock (docs/domain/audit.md); one
 * that raises a webhook event queues its deliveries in the same transaction (docs/domain/webhooks.md);
 * an activity of an offer wakes the live streams when the transaction commits (docs/domain/live.md).
 */
export const recordActivity = (db: Db, a: ActivityInput): Promise<void> => db.tx((t) => appendActivity(t, a));

async function appendActivity(db: Db, a: ActivityInput): Promise<void> {
  await db.query(`insert into activities (offer_id, actor_user_id, actor_party_id, action, details) values ($1, $2, $3, $4, $5)`, [
    a.offerId ?? null,
    a.actorUserId ?? null,
    a.actorPartyId ?? null,
    a.action,
    JSON.stringify(a.details ?? {}),
  ]);
  if (a.offerId) await chainOfferActivities(db, a.offerId);
  const event = a.offerId ? webhookEventOf(a.action) : undefined;
  if (event) await queueDeliveries(db, { offerId: a.offerId!, event, action: a.action, details: a.details ?? {} });
  if (a.offerId) await notifyLive(db, liveChannelOf(db), a.offerId);
}

/** Whether the party already has an activity of this action about this sign set. */
export const hasSignSetActivity = async (db: Db, offerId: number, partyId: number, action: string, signSetId: number) =>
  !!(await db.one(
    `select 1 from activities where offer_id = $1 and actor_party_id = $2 and action = $3 and details ->> 'signSetId' = $4 limit 1`,
    [offerId, partyId, action, String(signSetId)],
  ));
