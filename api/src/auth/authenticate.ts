import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../http/errors';
import { verifyToken, type TokenSubject } from './token';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in agent; set on every route registered behind `requireAgent`. */
    agent: TokenSubject;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** The token of a request's `Authorization: Bearer <token>` header, else null. */
export const bearerToken = (request: FastifyRequest): string | null => BEARER.exec(request.headers.authorization ?? '')?.[1] ?? null;

/** Adds the bearer-token check to every route of this (encapsulated) instance. */
export function requireAgent(app: FastifyInstance, secret: Buffer): void {
  app.decorateRequest('agent', null as unknown as TokenSubject);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (token === null) throw unauthorized('Authorization has been denied for this request: no bearer token.');
    const subject = verifyToken(secret, token);
    if (!subject) throw unauthorized('Authorization has been denied for this request: the token is invalid or expired.');
    request.agent = subject;
  });
}
