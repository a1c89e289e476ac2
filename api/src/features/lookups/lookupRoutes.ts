import type { FastifyInstance } from 'fastify';
import { contract } from '@offerdesk/shared/contract';
import { route } from '../../http/route';
import { offerLookupData, offerStatuses, partyLookupData, transactionLookupData } from './lookupService';
import type { RouteDeps } from '../../http/deps';

export function lookupRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { lookups } = contract;
  route(app, lookups.offerLookupData, (request) => offerLookupData(deps.db, request.agent.brokerageId));
  route(app, lookups.transactionLookupData, async (request) => transactionLookupData(request.query.transactionType));
  route(app, lookups.partyLookupData, (request) => partyLookupData(deps.db, request.agent.brokerageId));
  route(app, lookups.formBuilderEnabled, async () => deps.formBuilderEnabled);
  route(app, lookups.offerStatuses, async () => offerStatuses());
}
