import type { FastifyInstance } from 'fastify';
import { contract, NEXT_CURSOR_HEADER } from '@offerdesk/shared/contract';
import { route } from '../../http/route';
import type { OfferTab } from './offerListSql';
import { listOfferPage, unviewedReceivedCount } from './offerListService';
import { urlResolverFor, type RouteDeps } from '../../http/deps';

export { NEXT_CURSOR_HEADER };

export function offerListRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const list = (def: typeof contract.offers.sent, tab: OfferTab) =>
    route(app, def, async (request, reply) => {
      const page = await listOfferPage(deps.db, request.agent, tab, request.query, urlResolverFor(request));
      if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      return page.items;
    });
  list(contract.offers.sent, 'sent');
  list(contract.offers.received, 'received');
  route(app, contract.offers.unviewedCount, async (request) => ({ count: await unviewedReceivedCount(deps.db, request.agent) }));
}
