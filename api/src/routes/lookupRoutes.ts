import type { FastifyInstance } from 'fastify';
import { TransactionType } from '@offerdesk/shared/domain';
import { errorResponses, lookupList } from '../http/schemas';
import { offerLookupData, offerStatuses, partyLookupData, transactionLookupData } from '../services/lookupService';
import type { RouteDeps } from './deps';

const lookupBag = (description: string) => ({
  type: 'object',
  description,
  additionalProperties: true,
}) as const;

export function lookupRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const tags = ['lookups'];
  app.get(
    '/offer/getOfferLookupData',
    { schema: { summary: 'Offer form lookups', tags, response: { 200: lookupBag('Lookup lists by name'), ...errorResponses() } } },
    (request) => offerLookupData(deps.db, request.agent.brokerageId),
  );
  app.get<{ Querystring: { transactionType: number } }>(
    '/TransactionBase/GetLookupData',
    {
      schema: {
        summary: 'Transaction form lookups',
        tags,
        querystring: {
          type: 'object',
          properties: { transactionType: { type: 'integer', minimum: TransactionType.Listing, maximum: TransactionType.Referral } },
          required: ['transactionType'],
        },
        response: { 200: lookupBag('Lookup lists by name'), ...errorResponses(400) },
      },
    },
    async (request) => transactionLookupData(request.query.transactionType),
  );
  app.get(
    '/transactionParty/getPartyLookupData',
    {
      schema: {
        summary: 'Party form lookups and the brokerage party requirements',
        tags,
        response: { 200: lookupBag('Lookup lists by name and partyRequirements'), ...errorResponses() },
      },
    },
    (request) => partyLookupData(deps.db, request.agent.brokerageId),
  );
  app.get(
    '/offer/isFormBuilderEnabled',
    { schema: { summary: 'Whether the Form Info step is on', tags, response: { 200: { type: 'boolean' }, ...errorResponses() } } },
    async () => deps.formBuilderEnabled,
  );
  app.get(
    '/offer/getOfferStatus',
    { schema: { summary: 'Offer statuses', tags, response: { 200: lookupList, ...errorResponses() } } },
    async () => offerStatuses(),
  );
}
