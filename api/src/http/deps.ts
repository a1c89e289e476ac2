import type { LinkBases } from '../config';
import type { SealKey } from '../pdf/sealPdf';
import type { FastifyRequest } from 'fastify';
import type { SignInLimits } from '../auth/signInLimits';
import type { Db } from '../db/db';
import type { MlsProvider } from '../features/mls/types';
import type { AddressProvider } from '../features/places/types';
import type { EmailCheck } from '../mail/emailDeliverability';

/** What the route modules need. */
export interface RouteDeps {
  db: Db;
  tokenSecret: Buffer;
  /** The secret of signing sessions (never the agents' token secret). */
  signingSecret: Buffer;
  tokenTtlSeconds: number;
  formBuilderEnabled: boolean;
  signInLimits: SignInLimits;
  mls: MlsProvider;
  places: AddressProvider;
  /** Whether an e-mail address can receive mail (offline check). */
  emailCheck: EmailCheck;
  /** The key that seals completed sign sets. */
  sealKey: () => SealKey;
  /** The front ends that links in mails open: party links `app`, sign links `signing` (no trailing slash). */
  linkBaseUrl: LinkBases;
  /** Webhooks may go to http:// and to local or private addresses (OFFERDESK_WEBHOOKS_ALLOW_PRIVATE). */
  webhooksAllowPrivate: boolean;
  /** Stamps a signed set's kept marks soon, in this process (signStamping.ts); a no-op where signatures are stamped on demand. */
  stampSoon: (signSetId: number) => void;
  /**
   * Stamps the offer's sets with pending marks now, completing those every signer signed (before
   * sellers are seated, sellerSignSet.ts); a failure is logged, the seating's guard then answers 409.
   */
  stampPendingOfOffer: (offerId: number) => Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The configured public base URL of this API (no trailing slash): returned URLs start with it. */
    publicApiUrl: string;
  }
}

/**
 * Resolves stored paths (/media/…) against the configured public base URL of the API, never against
 * the request's Host header (a caller must not choose the origin of the URLs it is handed).
 */
export const urlResolverFor = (request: FastifyRequest) => (pathOrUrl: string) =>
  pathOrUrl.startsWith('/') ? `${request.server.publicApiUrl}${pathOrUrl}` : pathOrUrl;
