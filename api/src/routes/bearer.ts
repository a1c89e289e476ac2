import type { FastifyRequest } from 'fastify';
import { verifyToken, type TokenSubject } from '../auth/token';

const BEARER = /^Bearer\s+(\S+)$/i;

/** The signed-in agent of a request's valid bearer, else null (a route that also takes a link token does not need one). */
export const bearerAgent = (request: FastifyRequest, secret: Buffer): TokenSubject | null => {
  const match = BEARER.exec(request.headers.authorization ?? '');
  return match ? verifyToken(secret, match[1]) : null;
};
