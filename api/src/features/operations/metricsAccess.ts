/**
 * Who may read GET /metrics (docs/deployment.md#what-an-operator-watches). With a metrics token
 * configured: whoever sends it as a bearer, nobody else (401). Without one: only a loopback client
 * that asked for a loopback host name (so no page elsewhere reads it through DNS rebinding) and whose
 * request came through no proxy (a proxy on this machine is a loopback client too); anyone else gets 404.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { bearerToken } from '../../auth/authenticate';
import { isLoopbackRequest } from '../../http/loopbackRequest';

export type MetricsAccess = 'allowed' | 'unauthorized' | 'hidden';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compared in constant time (over digests, so the length of the token is not told either). */
const sameToken = (given: string | null, token: string) => given !== null && timingSafeEqual(digest(given), digest(token));

const proxied = (request: FastifyRequest) => request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;

export function metricsAccess(request: FastifyRequest, token: string | undefined): MetricsAccess {
  if (token) return sameToken(bearerToken(request), token) ? 'allowed' : 'unauthorized';
  return isLoopbackRequest(request) && !proxied(request) ? 'allowed' : 'hidden';
}
