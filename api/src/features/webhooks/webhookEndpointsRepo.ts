/** A brokerage's webhook endpoints. */
import type { Db } from '../../db/db';

export interface EndpointRow {
  endpointId: number;
  url: string;
  description: string;
  events: string[];
  active: boolean;
  createdOn: Date;
  lastDeliveryState: string | null;
  lastDeliveryOn: Date | null;
}

const COLUMNS = `w.id as "endpointId", w.url, w.description, w.events, w.active, w.created_on as "createdOn",
  last.state as "lastDeliveryState", coalesce(last.delivered_on, last.created_on) as "lastDeliveryOn"`;
const FROM = `webhook_endpoints w
  left join lateral (select d.state, d.delivered_on, d.created_on from webhook_deliveries d
                      where d.endpoint_id = w.id order by d.id desc limit 1) last on true`;

export const endpointsOfBrokerage = (db: Db, brokerageId: number) =>
  db.query<EndpointRow>(`select ${COLUMNS} from ${FROM} where w.brokerage_id = $1 order by w.id`, [brokerageId]);

/** The endpoint, only when it is the brokerage's own. */
export const endpointOfBrokerage = (db: Db, brokerageId: number, endpointId: number) =>
  db.one<EndpointRow>(`select ${COLUMNS} from ${FROM} where w.brokerage_id = $1 and w.id = $2`, [brokerageId, endpointId]);

export interface EndpointValues {
  url: string;
  description: string;
  events: readonly string[];
  active: boolean;
}

export const insertEndpoint = async (db: Db, brokerageId: number, userId: number, v: EndpointValues, secret: string) =>
  (await db.one<{ id: number }>(
    `insert into webhook_endpoints (brokerage_id, url, description, events, active, secret, created_by)
     values ($1, $2, $3, $4::text[], $5, $6, $7) returning id`,
    [brokerageId, v.url, v.description, [...v.events], v.active, secret, userId],
  ))!.id;

export const updateEndpoint = async (db: Db, brokerageId: number, endpointId: number, v: EndpointValues) =>
  (
    await db.query(
      `update webhook_endpoints set url = $3, description = $4, events = $5::text[], active = $6
        where brokerage_id = $1 and id = $2 returning id`,
      [brokerageId, endpointId, v.url, v.description, [...v.events], v.active],
    )
  ).length === 1;

export const setEndpointSecret = async (db: Db, brokerageId: number, endpointId: number, secret: string) =>
  (
    await db.query('update webhook_endpoints set secret = $3 where brokerage_id = $1 and id = $2 returning id', [
      brokerageId,
      endpointId,
      secret,
    ])
  ).length === 1;

export const deleteEndpoint = async (db: Db, brokerageId: number, endpointId: number) =>
  (await db.query('delete from webhook_endpoints where brokerage_id = $1 and id = $2 returning id', [brokerageId, endpointId])).length ===
  1;

/** Whether the user may manage the brokerage's webhooks. */
export const isBrokerageAdmin = async (db: Db, userId: number) =>
  (await db.one<{ admin: boolean }>('select is_brokerage_admin as admin from users where id = $1 and is_active', [userId]))?.admin === true;
