/**
 * A brokerage administrator registers, changes and removes the brokerage's webhook endpoints and
 * reads their delivery log (docs/domain/webhooks.md). Another agent is refused (403); an endpoint of
 * another brokerage is not found (404).
 */
import type {
  WebhookDelivery,
  WebhookDeliveryPage,
  WebhookEndpoint,
  WebhookEndpointInput,
  WebhookEndpointWithSecret,
} from '@offerdesk/shared/contract';
import type { TokenSubject } from '../../auth/token';
import type { Db } from '../../db/db';
import { AppError, badField, notFound } from '../../http/errors';
import { checkWebhookUrl } from './webhookAddress';
import { deliveryLog, type DeliveryLogRow } from './webhookDeliveriesRepo';
import {
  deleteEndpoint,
  endpointOfBrokerage,
  endpointsOfBrokerage,
  insertEndpoint,
  isBrokerageAdmin,
  setEndpointSecret,
  updateEndpoint,
  type EndpointRow,
} from './webhookEndpointsRepo';
import { newWebhookSecret } from './webhookSignature';

export const NOT_ADMIN_MESSAGE = 'Only a brokerage administrator can manage webhooks.';
const endpointNotFound = () => notFound('Webhook endpoint not found.');

async function requireAdmin(db: Db, agent: TokenSubject): Promise<void> {
  if (!(await isBrokerageAdmin(db, agent.userId))) throw new AppError(403, 'forbidden', NOT_ADMIN_MESSAGE);
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

const toEndpoint = (r: EndpointRow): WebhookEndpoint => ({
  endpointId: r.endpointId,
  url: r.url,
  description: r.description,
  events: r.events as WebhookEndpoint['events'],
  active: r.active,
  createdOn: new Date(r.createdOn).toISOString(),
  lastDeliveryState: r.lastDeliveryState,
  lastDeliveryOn: iso(r.lastDeliveryOn),
});

const toDelivery = (r: DeliveryLogRow): WebhookDelivery => ({
  ...r,
  event: r.event as WebhookDelivery['event'],
  createdOn: new Date(r.createdOn).toISOString(),
  nextAttemptOn: iso(r.nextAttemptOn),
  deliveredOn: iso(r.deliveredOn),
});

const valuesOf = (body: WebhookEndpointInput, allowPrivate: boolean) => ({
  url: checkWebhookUrl(body.url, allowPrivate),
  description: (body.description ?? '').trim(),
  events: body.events,
  active: body.active ?? true,
});

async function readEndpoint(db: Db, agent: TokenSubject, endpointId: number): Promise<WebhookEndpoint> {
  const row = await endpointOfBrokerage(db, agent.brokerageId, endpointId);
  if (!row) throw endpointNotFound();
  return toEndpoint(row);
}

export async function listEndpoints(db: Db, agent: TokenSubject): Promise<WebhookEndpoint[]> {
  await requireAdmin(db, agent);
  return (await endpointsOfBrokerage(db, agent.brokerageId)).map(toEndpoint);
}

export async function createEndpoint(
  db: Db,
  agent: TokenSubject,
  body: WebhookEndpointInput,
  allowPrivate: boolean,
): Promise<WebhookEndpointWithSecret> {
  await requireAdmin(db, agent);
  const values = valuesOf(body, allowPrivate);
  const secret = newWebhookSecret();
  const endpointId = await insertEndpoint(db, agent.brokerageId, agent.userId, values, secret);
  return { endpoint: await readEndpoint(db, agent, endpointId), secret };
}

export async function changeEndpoint(
  db: Db,
  agent: TokenSubject,
  endpointId: number,
  body: WebhookEndpointInput,
  allowPrivate: boolean,
): Promise<WebhookEndpoint> {
  await requireAdmin(db, agent);
  if (!(await updateEndpoint(db, agent.brokerageId, endpointId, valuesOf(body, allowPrivate)))) throw endpointNotFound();
  return readEndpoint(db, agent, endpointId);
}

export async function removeEndpoint(db: Db, agent: TokenSubject, endpointId: number): Promise<{ removed: boolean }> {
  await requireAdmin(db, agent);
  if (!(await deleteEndpoint(db, agent.brokerageId, endpointId))) throw endpointNotFound();
  return { removed: true };
}

export async function rotateSecret(db: Db, agent: TokenSubject, endpointId: number): Promise<WebhookEndpointWithSecret> {
  await requireAdmin(db, agent);
  const secret = newWebhookSecret();
  if (!(await setEndpointSecret(db, agent.brokerageId, endpointId, secret))) throw endpointNotFound();
  return { endpoint: await readEndpoint(db, agent, endpointId), secret };
}

/** The log's cursor: the last delivery id of the page before, as text. */
function beforeIdOf(cursor: string | undefined): number | null {
  if (cursor === undefined) return null;
  const id = /^[1-9]\d{0,9}$/.test(cursor) ? Number(cursor) : NaN;
  if (!(id <= 2 ** 31 - 1)) throw badField('cursor', 'is not a cursor returned by the previous page');
  return id;
}

export async function endpointDeliveries(
  db: Db,
  agent: TokenSubject,
  endpointId: number,
  query: { cursor?: string; pageSize?: number },
): Promise<WebhookDeliveryPage> {
  await requireAdmin(db, agent);
  await readEndpoint(db, agent, endpointId);
  const pageSize = query.pageSize ?? 25;
  const rows = await deliveryLog(db, endpointId, beforeIdOf(query.cursor), pageSize + 1);
  const items = rows.slice(0, pageSize).map(toDelivery);
  return { items, nextCursor: rows.length > pageSize ? String(items[items.length - 1].deliveryId) : null };
}
