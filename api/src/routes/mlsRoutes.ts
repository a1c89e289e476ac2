import type { FastifyInstance } from 'fastify';
import { errorResponses, errorSchema } from '../http/schemas';
import { mlsAddressQuery, mlsListing, mlsListingQuery, mlsNumberQuery, mlsSearchResults } from '../http/mlsSchemas';
import { getListing, searchByAddress, searchByNumber } from '../services/mlsService';
import { mlsDocumentPdf } from '../services/mlsDocumentService';
import { urlResolverFor, type RouteDeps } from './deps';

const tags = ['mls'];

export function mlsRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.get<{ Querystring: { address?: string; filterByAgentMlsProviders?: boolean } }>(
    '/mlsLookup/getMlsDataByAddress',
    {
      schema: {
        summary: 'MLS listings by address (prefix, then every word); at most 25, de-duplicated; none → 404 with the message to show',
        tags,
        querystring: mlsAddressQuery,
        response: { 200: mlsSearchResults, ...errorResponses(400, 404, 502) },
      },
    },
    (request) => searchByAddress(deps.mls, request.query.address, urlResolverFor(request)),
  );
  app.get<{ Querystring: { keywords?: string } }>(
    '/mlsLookup/getMlsDataByStreetOrMlsNumber',
    {
      schema: {
        summary: 'MLS listings by MLS number (exact, then prefix) or street number; at most 25; none → 404',
        tags,
        querystring: mlsNumberQuery,
        response: { 200: mlsSearchResults, ...errorResponses(400, 404, 502) },
      },
    },
    (request) => searchByNumber(deps.mls, request.query.keywords, urlResolverFor(request)),
  );
  app.get<{ Querystring: { mlsId?: string; mlsName?: string } }>(
    '/mlsLookup/GetMlsListing',
    {
      schema: {
        summary: 'The MLS data of one listing: address parts, listing agent block and MLS documents',
        tags,
        querystring: mlsListingQuery,
        response: { 200: mlsListing, ...errorResponses(400, 404, 502) },
      },
    },
    (request) => getListing(deps.mls, request.query.mlsId, request.query.mlsName, urlResolverFor(request)),
  );
}

/** Public: the PDFs of the embedded MLS's documents (content_url of GetMlsListing). */
export function mlsDocumentRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.get<{ Params: { objectId: string } }>(
    '/mls/documents/:objectId.pdf',
    {
      schema: {
        summary: 'An MLS document of the embedded MLS (PDF)',
        tags,
        params: { type: 'object', properties: { objectId: { type: 'string', pattern: '^[A-Za-z0-9-]{1,40}$' } }, required: ['objectId'] },
        response: { 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) =>
      reply
        .type('application/pdf')
        .header('Cache-Control', 'public, max-age=86400')
        .header('Content-Disposition', `inline; filename="${request.params.objectId}.pdf"`)
        .send(await mlsDocumentPdf(deps.db, request.params.objectId)),
  );
}
