import type { FastifyInstance } from 'fastify';
import { errorResponses, idParams, offerDetail, offerIdQuery, offerItem } from '../http/schemas';
import { archiveOffer, cancelOffer, getOffer, markReceivedOfferViewed } from '../services/offerActionsService';
import { urlResolverFor, type RouteDeps } from './deps';

const tags = ['offers'];

export function offerRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.get<{ Params: { id: number } }>(
    '/offer/GetById/:id',
    { schema: { summary: 'One offer (owner or party)', tags, params: idParams, response: { 200: offerDetail, ...errorResponses(400, 404) } } },
    (request) => getOffer(deps.db, request.agent, request.params.id, urlResolverFor(request)),
  );

  app.put<{ Querystring: { offerId: number } }>(
    '/offer/markReceivedOfferAsViewed',
    {
      schema: {
        summary: 'Mark a received offer viewed (idempotent)',
        tags,
        querystring: offerIdQuery,
        response: {
          200: { type: 'object', properties: { offerId: { type: 'integer' }, viewedOn: { type: 'string', format: 'date-time' } } },
          ...errorResponses(400, 404),
        },
      },
    },
    (request) => markReceivedOfferViewed(deps.db, request.agent, request.query.offerId),
  );

  app.put<{ Params: { id: number } }>(
    '/offer/canceloffer/:id',
    {
      schema: {
        summary: 'Cancel a draft or reviewer-rejected offer (owner only)',
        tags,
        params: idParams,
        response: { 200: offerItem, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => {
      await cancelOffer(deps.db, request.agent, request.params.id);
      return getOffer(deps.db, request.agent, request.params.id, urlResolverFor(request));
    },
  );

  app.put<{ Params: { id: number } }>(
    '/offer/archiveOffer/:id',
    {
      schema: {
        summary: 'Archive an offer (owner only)',
        tags,
        params: idParams,
        response: {
          200: {
            type: 'object',
            properties: { id: { type: 'integer' }, isArchived: { type: 'boolean' }, message: { type: 'string' } },
          },
          ...errorResponses(400, 404, 409),
        },
      },
    },
    (request) => archiveOffer(deps.db, request.agent, request.params.id),
  );
}
