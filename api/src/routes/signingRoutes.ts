import type { FastifyInstance } from 'fastify';
import { contract } from '@offerdesk/shared/contract';
import { route } from '../http/route';
import { setViewedOn, shareDocuments, signerView, signingSessions, voidDocuments } from '../services/signingService';
import type { RouteDeps } from './deps';

const { signing } = contract;

/** The agent's signing routes: share, void and the contract's sign sets. */
export function signingRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  route(app, signing.shareDocuments, (request) => shareDocuments(db, request.agent, request.body));
  route(app, signing.voidDocuments, (request) => voidDocuments(db, request.agent, request.body));
  route(app, signing.signingSessions, (request) => signingSessions(db, request.agent, request.params.contractId));
}

/** The signer's routes: reached with the sign set id and the signer's capability token, no sign-in. */
export function partyRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  const noStore = { 'cache-control': 'private, no-store' };
  route(app, signing.signerView, async (request, reply) => reply.headers(noStore).send(await signerView(db, request.query)));
  route(app, signing.setViewedOn, (request) => setViewedOn(db, request.query));
}
