/** Webhook deliveries: queued with the activity that raises them, claimed in order per endpoint and offer, logged. */
import type { Db } from '../../db/db';

/**
 * Queues `event` for every active endpoint of the offer's brokerage that subscribes to it, in the
 * caller's transaction (so it exists exactly when the change commits). The payload is the offer as
 * it is now, inside that transaction.
 */
export const queueDeliveries = (db: Db, e: { offerId: number; event: string; action: string; details: Record<string, unknown> }) =>
  db.query(
    `insert into webhook_deliveries (endpoint_id, offer_id, event, payload)
     select w.id, o.id, $2,
            jsonb_build_object(
              'event', $2::text,
              'occurredAt', to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
              'offer', jsonb_build_object('offerId', o.id, 'displayId', o.display_id, 'statusId', o.status_id,
                                          'offerPrice', o.offer_price),
              'activity', jsonb_build_object('action', $3::text, 'details', $4::jsonb))
       from offers o
       join webhook_endpoints w on w.brokerage_id = o.brokerage_id and w.active and $2 = any(w.events)
      where o.id = $1
      order by w.id`,
    [e.offerId, e.event, e.action, JSON.stringify(e.details)],
  );

export interface ClaimedDelivery {
  id: number;
  endpointId: number;
  url: string;
  secret: string;
  event: string;
  payload: Record<string, unknown>;
  attempts: number;
}

/**
 * Takes the first due delivery that is the oldest pending one of its endpoint and offer (a later event of
 * an offer waits for the earlier one), of an endpoint not in `busyEndpoints`, and leases it for
 * `leaseSeconds` so no other instance takes it meanwhile. Undefined when none is due.
 */
export const claimDueDelivery = (db: Db, leaseSeconds: number, busyEndpoints: readonly number[]) =>
  db.one<ClaimedDelivery>(
    `with due as (
       select d.id from webhook_deliveries d
        where d.state = 'pending' and d.next_attempt_on <= now() and (d.lease_until is null or d.lease_until < now())
          and not (d.endpoint_id = any($2::int[]))
          and not exists (select 1 from webhook_deliveries p
                           where p.state = 'pending' and p.endpoint_id = d.endpoint_id
                             and p.offer_id is not distinct from d.offer_id and p.id < d.id)
        order by d.id
        limit 1
        for update skip locked)
     update webhook_deliveries d set lease_until = now() + make_interval(secs => $1), attempts = d.attempts + 1
       from due, webhook_endpoints w
      where d.id = due.id and w.id = d.endpoint_id
     returning d.id, d.endpoint_id as "endpointId", w.url, w.secret, d.event, d.payload, d.attempts`,
    [leaseSeconds, busyEndpoints],
  );

export const markDelivered = (db: Db, id: number, status: number) =>
  db.query(
    `update webhook_deliveries set state = 'delivered', delivered_on = now(), lease_until = null, last_status = $2, last_error = null
      where id = $1`,
    [id, status],
  );

/** A failed try: the next one after `retryInSeconds`, or none (`failed`) when the delivery has used its tries. */
export const markAttemptFailed = (db: Db, id: number, o: { status: number | null; error: string; retryInSeconds: number | null }) =>
  db.query(
    `update webhook_deliveries
        set lease_until = null, last_status = $2, last_error = $3,
            state = case when $4::int is null then 'failed' else state end,
            next_attempt_on = case when $4::int is null then next_attempt_on else now() + make_interval(secs => $4::int) end
      where id = $1`,
    [id, o.status, o.error.slice(0, 500), o.retryInSeconds],
  );

export interface DeliveryLogRow {
  deliveryId: number;
  event: string;
  offerId: number | null;
  state: 'pending' | 'delivered' | 'failed';
  attempts: number;
  lastStatus: number | null;
  lastError: string | null;
  createdOn: Date;
  nextAttemptOn: Date | null;
  deliveredOn: Date | null;
}

/** The endpoint's deliveries, newest first, before the delivery id `beforeId` when given. */
export const deliveryLog = (db: Db, endpointId: number, beforeId: number | null, limit: number) =>
  db.query<DeliveryLogRow>(
    `select id as "deliveryId", event, offer_id as "offerId", state, attempts, last_status as "lastStatus",
            last_error as "lastError", created_on as "createdOn",
            case when state = 'pending' then next_attempt_on end as "nextAttemptOn", delivered_on as "deliveredOn"
       from webhook_deliveries
      where endpoint_id = $1 and ($2::int is null or id < $2)
      order by id desc
      limit $3`,
    [endpointId, beforeId, limit],
  );
