import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../http/schemas';
import { addressDetail, addressSuggestions, findAddressDetailQuery, findAddressQuery } from '../http/mlsSchemas';
import { findAddress, findAddressDetail } from '../services/placeService';
import type { RouteDeps } from './deps';

const tags = ['places'];

export function placeRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.get<{ Querystring: { address?: string; countryId?: number; stateId?: number } }>(
    '/place/FindAddress',
    {
      schema: {
        summary: 'Address suggestions (at most 10) within a country and state when given',
        tags,
        querystring: findAddressQuery,
        response: { 200: addressSuggestions, ...errorResponses(400, 502) },
      },
    },
    (request) => findAddress(deps.places, request.query),
  );
  app.get<{ Querystring: { placeId?: string } }>(
    '/place/FindAddressDetail',
    {
      schema: {
        summary: 'The structured parts of a suggestion; unknown placeId → 404',
        tags,
        querystring: findAddressDetailQuery,
        response: { 200: addressDetail, ...errorResponses(400, 404, 502) },
      },
    },
    (request) => findAddressDetail(deps.places, request.query.placeId),
  );
}
