import type { LiveEvent } from '@offerdesk/shared/contract';
import type { Db } from '../../db/db';
import { agentReadsOffer } from '../offers/agentPartySql';
import { liveKindOf } from './liveEvents';

/** Tells every API instance's live streams that the offer has a new activity, when the caller's transaction commits. */
export const notifyLive = async (db: Db, channel: string, offerId: number) => {
  await db.query('select pg_notify($1, $2)', [channel, String(offerId)]);
};

/** The newest activity id (0 when none): a new stream without Last-Event-ID starts after it. */
export const lastActivityId = async (db: Db) =>
  (await db.one<{ id: number }>('select coalesce(max(id), 0)::int8 as id from activities'))!.id;

interface ActivityRow {
  id: number;
  offerId: number;
  action: string;
  statusId: number;
  at: Date | string;
}

const SELECT = `select a.id, a.offer_id as "offerId", a.action, o.status_id as "statusId", a.created_on as at
                  from activities a join offers o on o.id = a.offer_id`;
/** Views are not news: a screen that reads an offer must not wake the screens that show it (docs/domain/live.md). */
const NEWS = `a.action not like '%.viewed'`;

const toEvent = (r: ActivityRow): LiveEvent => ({
  id: r.id,
  offerId: r.offerId,
  action: r.action,
  kind: liveKindOf(r.action),
  statusId: r.statusId,
  at: new Date(r.at).toISOString(),
});

/** The activities after `afterId` of every offer the agent may read, oldest first. */
export const agentEventsAfter = async (db: Db, agent: { userId: number; personId: number }, afterId: number, limit: number) =>
  (
    await db.query<ActivityRow>(`${SELECT} where a.id > $1 and ${NEWS} and ${agentReadsOffer('$2', '$3')} order by a.id limit $4`, [
      afterId,
      agent.userId,
      agent.personId,
      limit,
    ])
  ).map(toEvent);

/** The activities after `afterId` of one offer, oldest first. */
export const offerEventsAfter = async (db: Db, offerId: number, afterId: number, limit: number) =>
  (
    await db.query<ActivityRow>(`${SELECT} where a.id > $1 and ${NEWS} and a.offer_id = $2 order by a.id limit $3`, [
      afterId,
      offerId,
      limit,
    ])
  ).map(toEvent);
