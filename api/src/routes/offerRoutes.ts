import type { FastifyInstance } from 'fastify';
import { errorResponses, idParams, offerDetail, offerIdQuery, offerItem } from '../http/schemas';
import { offerDraftBody, saveAsIncompleteBody } from '../http/offerDraftSchema';
import { saveAsIncomplete, saveDraft, type OfferDraftBody } from '../services/offerDraftService';
import { archiveOffer, cancelOffer, getOffer, loadOffer, markReceivedOfferViewed } from '../services/offerActionsService';
import { urlResolverFor, type RouteDeps } from './deps';

const tags = ['offers'];

export function offerRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.post<{ Body: OfferDraftBody }>(
    '/offer/createoffer',
    {
      schema: {
        summary: 'Create (id -1) or update (owner, draft or reviewer-rejected) an offer draft; answers the offer',
        description: "400 { code: 'validation', message: 'Please complete all required fields', fields } with the Offer Information messages.",
        tags,
        body: offerDraftBody,
        response: { 200: offerDetail, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => {
      const offerId = await saveDraft(deps.db, deps.mls, request.agent, request.body);
      return loadOffer(deps.db, request.agent, offerId, urlResolverFor(request));
    },
  );

  app.put<{ Body: { offerId: number } & Record<string, unknown> }>(
    '/offer/SaveAsIncomplete',
    {
      schema: {
        summary: 'Save a draft as incomplete (owner; draft or reviewer-rejected): it leaves the offers list until saved again',
        tags,
        body: saveAsIncompleteBody,
        response: { 200: offerDetail, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => {
      const { offerId, ...extra } = request.body;
      await saveAsIncomplete(deps.db, request.agent, offerId, extra);
      return loadOffer(deps.db, request.agent, offerId, urlResolverFor(request));
    },
  );

  app.get<{ Params: { id: number } }>(
    '/offer/GetById/:id',
    { schema: { summary: 'One offer (owner or party); a cancelled offer can no longer be opened (404)', tags, params: idParams, response: { 200: offerDetail, ...errorResponses(400, 404) } } },
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
      return loadOffer(deps.db, request.agent, request.params.id, urlResolverFor(request));
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
