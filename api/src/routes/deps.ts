import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/db';

/** What the route modules need. */
export interface RouteDeps {
  db: Db;
  tokenSecret: Buffer;
  tokenTtlSeconds: number;
  formBuilderEnabled: boolean;
}

/** Resolves stored paths (/media/…) against the origin the caller used to reach this API. */
export const urlResolverFor = (request: FastifyRequest) => (pathOrUrl: string) =>
  pathOrUrl.startsWith('/') ? `${request.protocol}://${request.host}${pathOrUrl}` : pathOrUrl;
