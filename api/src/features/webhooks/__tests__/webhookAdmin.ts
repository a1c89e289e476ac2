/** The brokerage administrator's webhook calls the delivery tests make (the owner of the test world made an administrator). */
import type { TestApp } from '../../../__tests__/helpers/testApp';

export interface LoggedDelivery {
  deliveryId: number;
  event: string;
  offerId: number;
  state: string;
  attempts: number;
  lastStatus: number | null;
  lastError: string | null;
}

export const makeOwnerAdmin = (t: TestApp) =>
  t.testDb.db.query('update users set is_brokerage_admin = true where id = $1', [t.world.agents.owner.userId]);

/** Registers an endpoint at `url` for `events`; its id and the secret answered once. */
export const registerEndpoint = async (t: TestApp, url: string, events: string[]) =>
  (await t.as('owner', { method: 'POST', url: '/brokerage/webhooks', payload: { url, events } })).json() as {
    endpoint: { endpointId: number };
    secret: string;
  };

/** The endpoint's delivery log, newest first. */
export const deliveryLogOf = async (t: TestApp, endpointId: number) =>
  (await t.as('owner', { url: `/brokerage/webhooks/${endpointId}/deliveries?pageSize=100` })).json().items as LoggedDelivery[];
