import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/db';
import type { MlsProvider } from '../mls/types';
import type { AddressProvider } from '../places/types';

/** What the route modules need. */
export interface RouteDeps {
  db: Db;
  tokenSecret: Buffer;
  tokenTtlSeconds: number;
  formBuilderEnabled: boolean;
  /** Sign-in attempts per minute per address and user name (default LOGIN_ATTEMPTS_PER_MINUTE). */
  loginAttemptsPerMinute?: number;
  mls: MlsProvider;
  places: AddressProvider;
}

/** Resolves stored paths (/media/…) against the origin the caller used to reach this API. */
export const urlResolverFor = (request: FastifyRequest) => (pathOrUrl: string) =>
  pathOrUrl.startsWith('/') ? `${request.protocol}://${request.host}${pathOrUrl}` : pathOrUrl;
