/**
 * `auth: 'signing'` routes: an agent's bearer as on every agent route, or a signing session whose
 * scope is the request's (its contract, purpose and, to sign, party). The scope of each route is
 * declared where it is registered (`signingScope`); a signing session on a route without one, or
 * aimed elsewhere, is a 404 that names nothing. A signing session is never read as an agent bearer
 * on any other route (those verify only agent tokens).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SigningPurpose } from '@offerdesk/shared/contract';
import { notFound, unauthorized } from '../http/errors';
import { bearerToken } from './authenticate';
import { verifySigningToken, type SigningScope } from './signingToken';
import { verifyToken, type TokenSubject } from './token';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signing session a request came with (null with an agent's bearer); set on `auth: 'signing'` routes. */
    signingSession: SigningScope | null;
  }
  interface FastifyContextConfig {
    /** The signing scope of an `auth: 'signing'` route. */
    signingScope?: SigningRouteScope;
  }
}

/** What a request aims at, read from its validated params, query or body. */
export interface SigningTarget {
  contractId: number;
  partyId?: number;
}

/** A route's signing scope: which purpose may call it and what the request aims at. */
export interface SigningRouteScope {
  purpose: SigningPurpose;
  target: (request: FastifyRequest) => SigningTarget;
}

export const SIGNING_OUT_OF_SCOPE = 'Not found.';

/** The scope config of a route (`options.config.signingScope`). */
export const signingScope = (purpose: SigningPurpose, target: SigningRouteScope['target']) => ({
  config: { signingScope: { purpose, target } satisfies SigningRouteScope },
});

/** Whether the session may make this request: its purpose, its contract and, to sign, its party. */
export function inScope(session: SigningScope, scope: SigningRouteScope | undefined, request: FastifyRequest): boolean {
  if (!scope || scope.purpose !== session.purpose) return false;
  const target = scope.target(request);
  if (target.contractId !== session.contractId) return false;
  return session.purpose !== 'sign' || target.partyId === session.partyId;
}

/** The agent of a bearer token: an agent token, else a signing session; null for neither. */
export function agentOrSigning(
  token: string | null,
  tokenSecret: Buffer,
  signingSecret: Buffer,
): { agent: TokenSubject; session: SigningScope | null } | null {
  if (token === null) return null;
  const agent = verifyToken(tokenSecret, token);
  if (agent) return { agent, session: null };
  const session = verifySigningToken(signingSecret, token);
  return session ? { agent: session.agent, session } : null;
}

/** Adds the agent-or-signing-session check to every route of this (encapsulated) instance. */
export function requireAgentOrSigning(app: FastifyInstance, tokenSecret: Buffer, signingSecret: Buffer): void {
  app.decorateRequest('agent', null as unknown as TokenSubject);
  app.decorateRequest('signingSession', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (token === null) throw unauthorized('Authorization has been denied for this request: no bearer token.');
    const found = agentOrSigning(token, tokenSecret, signingSecret);
    if (!found) throw unauthorized('Authorization has been denied for this request: the token is invalid or expired.');
    request.agent = found.agent;
    request.signingSession = found.session;
  });
  // After validation, so the scope reads the typed params, query and body.
  app.addHook('preHandler', async (request) => {
    const session = request.signingSession;
    const scope = request.routeOptions.config.signingScope;
    if (session && !inScope(session, scope, request)) throw notFound(SIGNING_OUT_OF_SCOPE);
  });
}
