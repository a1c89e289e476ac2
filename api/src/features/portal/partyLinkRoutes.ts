import type { FastifyInstance } from 'fastify';
import { contract } from '@offerdesk/shared/contract';
import { route } from '../../http/route';
import { offerNotFound } from '../../http/errors';
import { partyLinkStatus, requestNewPartyLink, resendPartyLink, revokePartyLink } from './partyLinkService';
import type { RouteDeps } from '../../http/deps';
import { linkTokenOf } from '../../http/linkCaller';

const { partyLinks } = contract;

/** The link-holder's routes of a party link's lifetime (X-Party-Link header; any other token: 404). */
export function partyLinkHolderRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  const token = (t: string) => {
    if (!t) throw offerNotFound();
    return t;
  };
  route(app, partyLinks.status, async (request, reply) =>
    reply.header('cache-control', 'private, no-store').send(await partyLinkStatus(db, token(linkTokenOf(request)))),
  );
  route(app, partyLinks.requestNew, (request) => requestNewPartyLink(db, token(linkTokenOf(request))));
}

/** The offer owner's routes: revoke a party's links, mail it a new one. */
export function partyLinkAgentRoutes(app: FastifyInstance, { db, linkBaseUrl }: RouteDeps): void {
  route(app, partyLinks.revoke, (request) => revokePartyLink(db, request.agent, request.body));
  route(app, partyLinks.resend, (request) => resendPartyLink(db, request.agent, request.body, linkBaseUrl));
}
