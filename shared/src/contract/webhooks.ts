/**
 * A brokerage's webhook endpoints and their delivery log (OfferDesk's own routes; the seeds have no
 * webhooks): only a brokerage administrator of the agent's own brokerage may read or change them,
 * an endpoint of another brokerage is not found. The signing secret is shown once, when it is made.
 */
import { Type, type Static } from '@sinclair/typebox';
import { WEBHOOK_EVENTS } from '../domain/webhooks';
import { defineRoute, responses } from './route';
import { Id, NInt, NStr, StringEnum, Text, Timestamp } from './schema';

const tags = ['webhooks'];

export const WebhookEndpoint = Type.Object({
  endpointId: Type.Integer(),
  url: Type.String(),
  description: Type.String(),
  events: Type.Array(StringEnum(WEBHOOK_EVENTS)),
  active: Type.Boolean(),
  createdOn: Timestamp(),
  /** The last delivery's state and time, null before the first. */
  lastDeliveryState: NStr(),
  lastDeliveryOn: NStr(),
});
export type WebhookEndpoint = Static<typeof WebhookEndpoint>;

export const WebhookEndpointInput = Type.Object(
  {
    url: Text(2000),
    description: Type.Optional(Text(200)),
    events: Type.Array(StringEnum(WEBHOOK_EVENTS), { minItems: 1, maxItems: WEBHOOK_EVENTS.length, uniqueItems: true }),
    active: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type WebhookEndpointInput = Static<typeof WebhookEndpointInput>;

/** A new endpoint (or a new secret) with its signing secret: shown this once. */
export const WebhookEndpointWithSecret = Type.Object({ endpoint: WebhookEndpoint, secret: Type.String() });
export type WebhookEndpointWithSecret = Static<typeof WebhookEndpointWithSecret>;

export const WebhookDelivery = Type.Object({
  deliveryId: Type.Integer(),
  event: StringEnum(WEBHOOK_EVENTS),
  offerId: NInt(),
  /** pending (waiting for its next try or for an earlier delivery of its offer), delivered, failed (gave up). */
  state: StringEnum(['pending', 'delivered', 'failed'] as const),
  attempts: Type.Integer(),
  lastStatus: NInt(),
  lastError: NStr(),
  createdOn: Timestamp(),
  nextAttemptOn: NStr(),
  deliveredOn: NStr(),
});
export type WebhookDelivery = Static<typeof WebhookDelivery>;

export const WebhookDeliveryPage = Type.Object({ items: Type.Array(WebhookDelivery), nextCursor: NStr() });
export type WebhookDeliveryPage = Static<typeof WebhookDeliveryPage>;

const EndpointParams = Type.Object({ endpointId: Id() });

export const webhookRoutes = {
  list: defineRoute({
    method: 'GET',
    url: '/brokerage/webhooks',
    auth: 'agent',
    summary: "The brokerage's webhook endpoints",
    tags,
    schema: { response: responses(Type.Array(WebhookEndpoint), 401, 403) },
  }),
  create: defineRoute({
    method: 'POST',
    url: '/brokerage/webhooks',
    auth: 'agent',
    summary: 'Register a webhook endpoint; answers its signing secret once',
    tags,
    schema: { body: WebhookEndpointInput, response: responses(WebhookEndpointWithSecret, 400, 401, 403) },
  }),
  update: defineRoute({
    method: 'PUT',
    url: '/brokerage/webhooks/:endpointId',
    auth: 'agent',
    summary: "Change an endpoint's address, events, description or whether it is active",
    tags,
    schema: { params: EndpointParams, body: WebhookEndpointInput, response: responses(WebhookEndpoint, 400, 401, 403, 404) },
  }),
  remove: defineRoute({
    method: 'DELETE',
    url: '/brokerage/webhooks/:endpointId',
    auth: 'agent',
    summary: 'Remove an endpoint and its delivery log',
    tags,
    schema: { params: EndpointParams, response: responses(Type.Object({ removed: Type.Boolean() }), 400, 401, 403, 404) },
  }),
  rotateSecret: defineRoute({
    method: 'POST',
    url: '/brokerage/webhooks/:endpointId/secret',
    auth: 'agent',
    summary: 'A new signing secret for the endpoint (the old one stops at once); answers it once',
    tags,
    schema: { params: EndpointParams, response: responses(WebhookEndpointWithSecret, 400, 401, 403, 404) },
  }),
  deliveries: defineRoute({
    method: 'GET',
    url: '/brokerage/webhooks/:endpointId/deliveries',
    auth: 'agent',
    summary: "The endpoint's delivery log, newest first",
    tags,
    schema: {
      params: EndpointParams,
      querystring: Type.Object({
        cursor: Type.Optional(Text(64)),
        pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
      }),
      response: responses(WebhookDeliveryPage, 400, 401, 403, 404),
    },
  }),
};
