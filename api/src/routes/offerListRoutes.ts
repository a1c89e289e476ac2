import type { FastifyInstance } from 'fastify';
import { errorResponses, offerItem, offerListQuerystring } from '../http/schemas';
import type { OfferTab } from '../repositories/offerListQuery';
import { listOfferPage, unviewedReceivedCount, type OfferListQuery } from '../services/offerListService';
import { urlResolverFor, type RouteDeps } from './deps';

export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';

const listSchema = (summary: string) => ({
  summary,
  tags: ['offers'],
  description: `Keyset paged: the ${NEXT_CURSOR_HEADER} response header holds the cursor of the next page (absent on the last).`,
  querystring: offerListQuerystring,
  response: { 200: { type: 'array', items: offerItem }, ...errorResponses(400) },
});

export function offerListRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const route = (path: string, tab: OfferTab, summary: string) =>
    app.get<{ Querystring: OfferListQuery }>(path, { schema: listSchema(summary) }, async (request, reply) => {
      const page = await listOfferPage(deps.db, request.agent, tab, request.query, urlResolverFor(request));
      if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      return page.items;
    });
  route('/offer/getAll', 'sent', 'Sent offers (owned by the caller)');
  route('/offer/GetReceivedOffers', 'received', 'Received offers (caller is a seller-side agent party)');

  app.get(
    '/offer/GetReceivedOffersUnviewedCount',
    {
      schema: {
        summary: 'Count of unviewed received offers (tab badge)',
        tags: ['offers'],
        response: { 200: { type: 'object', properties: { count: { type: 'integer' } } }, ...errorResponses() },
      },
    },
    async (request) => ({ count: await unviewedReceivedCount(deps.db, request.agent) }),
  );
}
