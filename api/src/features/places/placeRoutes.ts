import type { FastifyInstance } from 'fastify';
import { contract } from '@offerdesk/shared/contract';
import { route } from '../../http/route';
import { findAddress, findAddressDetail } from './placeService';
import type { RouteDeps } from '../../http/deps';

export function placeRoutes(app: FastifyInstance, deps: RouteDeps): void {
  route(app, contract.places.findAddress, (request) => findAddress(deps.places, request.query));
  route(app, contract.places.findAddressDetail, (request) => findAddressDetail(deps.places, request.query.placeId));
}
