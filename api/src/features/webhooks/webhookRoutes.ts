import type { FastifyInstance } from 'fastify';
import { contract } from '@offerdesk/shared/contract';
import { route } from '../../http/route';
import type { RouteDeps } from '../../http/deps';
import { changeEndpoint, createEndpoint, endpointDeliveries, listEndpoints, removeEndpoint, rotateSecret } from './webhookEndpointsService';

const { webhooks } = contract;

/** The brokerage's webhook endpoints and their delivery log (brokerage administrators). */
export function webhookRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db, webhooksAllowPrivate } = deps;
  route(app, webhooks.list, (request) => listEndpoints(db, request.agent));
  route(app, webhooks.create, (request) => createEndpoint(db, request.agent, request.body, webhooksAllowPrivate));
  route(app, webhooks.update, (request) =>
    changeEndpoint(db, request.agent, request.params.endpointId, request.body, webhooksAllowPrivate),
  );
  route(app, webhooks.remove, (request) => removeEndpoint(db, request.agent, request.params.endpointId));
  route(app, webhooks.rotateSecret, (request) => rotateSecret(db, request.agent, request.params.endpointId));
  route(app, webhooks.deliveries, (request) => endpointDeliveries(db, request.agent, request.params.endpointId, request.query));
}
