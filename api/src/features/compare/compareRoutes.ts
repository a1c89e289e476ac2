import type { FastifyInstance } from 'fastify';
import { contract } from '@offerdesk/shared/contract';
import type { RouteDeps } from '../../http/deps';
import { offerRoute } from '../offers/offerAccess';
import { acceptAndDecline, readComparison, saveCosts } from './compareService';

const { compare } = contract;

/** The comparison of a listing's received offers: every route names one of them, which the caller must have received. */
export function compareRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db, linkBaseUrl } = deps;
  const rule = { need: 'receiver', offerId: (r: { params: { offerId: number } }) => r.params.offerId } as const;
  offerRoute(app, db, compare.read, rule, (request) => readComparison(db, request.agent, request.params.offerId));
  offerRoute(app, db, compare.saveCosts, rule, (request) => saveCosts(db, request.agent, request.params.offerId, request.body));
  offerRoute(app, db, compare.acceptAndDecline, rule, (request) =>
    acceptAndDecline(db, request.agent, request.params.offerId, request.body, linkBaseUrl),
  );
}
