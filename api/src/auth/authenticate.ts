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

/** Adds the bearer-token check to every route of this (encapsulated) instance. */
export function requireAgent(app: FastifyInstance, secret: Buffer): void {
  app.decorateRequest('agent', null as unknown as TokenSubject);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const match = BEARER.exec(request.headers.authorization ?? '');
    if (!match) throw unauthorized('Authorization has been denied for this request: no bearer token.');
    const subject = verifyToken(secret, match[1]);
    if (!subject) throw unauthorized('Authorization has been denied for this request: the token is invalid or expired.');
    request.agent = subject;
  });
}
