import { auditTrailRoutes, verifyDocumentRoutes } from './features/audit/auditRoutes';
import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import swagger from '@fastify/swagger';
import type { Db } from './db/db';
import { randomBytes } from 'node:crypto';
import { requireAgent } from './auth/authenticate';
import { requireAgentOrSigning } from './auth/signingAuth';
import { DEFAULT_SIGN_IN_LIMITS, type SignInLimits } from './auth/signInLimits';
import { installNoStoreDefault } from './http/noStore';
import { installErrorHandling } from './http/errorHandler';
import { loggerOptions, type LogOptions } from './http/logging';
import { installRouteRegistry } from './http/routeRegistry';
import { refuseNonFiniteNumbers } from './http/finiteNumbers';
import { installValidation } from './http/validation';
import { accountRoutes } from './features/account/accountRoutes';
import { lookupRoutes } from './features/lookups/lookupRoutes';
import { NEXT_CURSOR_HEADER, offerListRoutes } from './features/offers/offerListRoutes';
import { offerRoutes } from './features/offers/offerRoutes';
import { offerPageRoutes } from './features/offers/offerPageRoutes';
import { saleRoutes } from './features/sales/saleRoutes';
import { publicRoutes } from './http/publicRoutes';
import { tokenRoutes } from './features/account/tokenRoutes';
import { formTemplateRoutes } from './features/drafts/formTemplateRoutes';
import { contractDocumentRoutes } from './features/contracts/contractDocumentRoutes';
import { documentRoutes } from './features/documents/documentRoutes';
import { mlsDocumentRoutes, mlsRoutes } from './features/mls/mlsRoutes';
import { placeRoutes } from './features/places/placeRoutes';
import { partyRoutes } from './features/parties/partyRoutes';
import { DEFAULT_UNDELIVERABLE_DOMAINS, emailDeliverability } from './mail/emailDeliverability';
import { signerRoutes, signingRoutes, signingSessionRoutes } from './features/signing/signingRoutes';
import { sharingRoutes } from './features/sharing/sharingRoutes';
import { portalRoutes } from './features/portal/portalRoutes';
import { partyLinkAgentRoutes, partyLinkHolderRoutes } from './features/portal/partyLinkRoutes';
import { createAddressProvider, createMlsProvider } from './features/mls/providers';
import type { MlsProvider } from './features/mls/types';
import type { AddressProvider } from './features/places/types';
import type { GeocoderConfig, MlsConfig, TrustProxy } from './config';
import type { RouteDeps } from './http/deps';
import { generateSealKey, type SealKey } from './pdf/sealPdf';
import { linkBasesOf, type LinkBases } from './config';
import { DEFAULT_MAIL_FROM } from './mail/deliverMail';
import { startMailWorker, type MailWorkerOptions } from './mail/mailWorker';
import { stampingKick, stampPendingOfOffer, stampSignedMarks } from './features/signing/signStamping';
import { startStampingWorker } from './features/signing/stampingWorker';
import { startWebhookDispatcher, type WebhookDispatcherOptions } from './features/webhooks/webhookDispatcher';
import { webhookRoutes } from './features/webhooks/webhookRoutes';
import { compareRoutes } from './features/compare/compareRoutes';
import { isMailboxRequest, mailboxRoutes } from './features/mailbox/mailboxRoutes';
import { createLiveHub } from './features/live/liveHub';
import { liveAgentRoutes, livePartyRoutes, type LiveDeps } from './features/live/liveRoutes';
import { createAppMetrics } from './features/operations/appMetrics';
import { isMetricsRequest, metricsRoutes, readyRoutes } from './features/operations/operationsRoutes';

export interface AppOptions {
  db: Db;
  /** The key and certificate that seal completed sign sets (default: one generated for this process). */
  sealKey?: SealKey;
  tokenSecret: Buffer;
  /** The secret of signing sessions (default: 32 random bytes for this process). */
  signingSecret?: Buffer;
  tokenTtlSeconds: number;
  corsOrigins: readonly string[];
  formBuilderEnabled: boolean;
  /** Sign-in limits (each defaults to DEFAULT_SIGN_IN_LIMITS). */
  signInLimits?: Partial<SignInLimits>;
  /** Public base URL of this API, used for the URLs it returns (default http://localhost:4000). */
  publicApiUrl?: string;
  /** The log: errors only, to standard error, unless told otherwise. Every 5xx is logged with its request id. */
  log?: LogOptions;
  /** Serve the Swagger UI at /docs (default true). The OpenAPI document is built either way (app.swagger()). */
  docsUi?: boolean;
  /** MLS provider (default: the one `mlsConfig` chooses, else the embedded MLS of `db`). */
  mls?: MlsProvider;
  mlsConfig?: MlsConfig;
  /** Address provider (default: the one `geocoderConfig` chooses, else the embedded gazetteer). */
  places?: AddressProvider;
  geocoderConfig?: GeocoderConfig;
  /** E-mail domains that cannot receive mail (default: the example domains). */
  undeliverableEmailDomains?: readonly string[];
  /** The front-end base URL that party links in mails open (default the shell, http://localhost:4100). */
  linkBaseUrl?: string;
  /** The signing service that sign links in mails open (default: linkBaseUrl). */
  signingLinkBaseUrl?: string;
  /** The party portal that party and reviewer links in mails open (default: linkBaseUrl). */
  portalLinkBaseUrl?: string;
  /** How many days a mailed party link opens its offer (default DEFAULT_PARTY_LINK_DAYS). */
  partyLinkDays?: number;
  /** The link bases whole (instead of the four options above), shared with the caller that keeps them. */
  linkBases?: LinkBases;
  /** The reverse proxies whose X-Forwarded-For names the caller (default none). */
  trustProxy?: TrustProxy;
  /** Mail delivery: the worker runs only when asked (startApi does); the mailbox page only when asked and without SMTP. */
  mail?: AppMailOptions;
  /** Webhooks: the dispatcher runs only when asked (startApi does); private addresses only when allowed. */
  webhooks?: Partial<Omit<WebhookDispatcherOptions, 'onError'>> & { dispatcher?: boolean };
  /** Live streams (docs/domain/live.md): heartbeat and client retry in ms, open streams per caller on this instance. */
  live?: Partial<{ heartbeatMs: number; retryMs: number; maxStreamsPerCaller: number }>;
  /**
   * Stamping after the signature (docs/domain/signing.md#stamping-after-the-signature): the queued
   * jobs' worker runs only when asked (startApi does); a signature's marks are stamped in this
   * process as soon as it answered unless `atOnce` is false (tests then stamp on demand).
   */
  stamping?: { worker?: boolean; atOnce?: boolean; pollingIntervalSeconds?: number };
  /**
   * Prometheus metrics at GET /metrics (docs/deployment.md#what-an-operator-watches): with `token`, to
   * its bearer only; without, to a loopback client asking for a loopback host only.
   */
  metrics?: { token?: string };
}

export interface AppMailOptions extends Partial<
  Pick<MailWorkerOptions, 'smtpUrl' | 'from' | 'pollingIntervalSeconds' | 'lease' | 'reminders'>
> {
  /** Run the mail worker and the reminder schedule in this process. */
  worker?: boolean;
  /** Serve the local mailbox (GET /mailbox) to loopback clients; never when smtpUrl is set. */
  mailbox?: boolean;
}

/** The main API as a Fastify instance (not listening): used by `inject` tests and by startApi. */
/** The given seal key, else one generated on first use (RSA key generation takes a moment). */
function lazySealKey(given: SealKey | undefined): () => SealKey {
  let key = given;
  return () => (key ??= generateSealKey());
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...loggerOptions(options.log),
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    trustProxy: options.trustProxy ?? false,
  });
  app.decorate('publicApiUrl', (options.publicApiUrl ?? 'http://localhost:4000').replace(/\/+$/, ''));
  installRouteRegistry(app);
  refuseNonFiniteNumbers(app);
  installValidation(app);
  installErrorHandling(app);
  installNoStoreDefault(app);
  // Every answer is counted under its route pattern, the docs and the 404s included.
  const metrics = createAppMetrics(options.db, {
    openStreams: () => live.hub.openStreams(),
    onError: (error) => app.log.error({ err: error }, 'metrics: reading the database'),
  });
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime / 1000);
  });
  app.addHook('onClose', async () => metrics.stop());
  // No answer may be sniffed into another type (a PDF, a JSON answer, an error page).
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
  });
  const corsOptions = {
    origin: [...options.corsOrigins],
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'],
    exposedHeaders: [NEXT_CURSOR_HEADER, 'x-request-id'],
  };
  // The local mailbox holds every mailed link, the metrics are the operator's: no origin may read them, so they answer
  // no CORS request (preflight included).
  await app.register(cors, {
    delegator: (request, done) => done(null, isMailboxRequest(request) || isMetricsRequest(request) ? { origin: false } : corsOptions),
  });
  await app.register(formbody);
  await app.register(swagger, {
    openapi: {
      info: { title: 'OfferDesk API', version: '0.1.0', description: 'Main API of OfferDesk. Bearer token from POST /Token.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
  });
  if (options.docsUi !== false) {
    // Loaded on demand: its static-file dependency is ESM-only, which jest's CJS sandbox cannot load.
    const { default: swaggerUi } = await import('@fastify/swagger-ui');
    await app.register(swaggerUi, { routePrefix: '/docs' });
  }

  const deps: RouteDeps = {
    db: options.db,
    tokenSecret: options.tokenSecret,
    signingSecret: options.signingSecret ?? randomBytes(32),
    tokenTtlSeconds: options.tokenTtlSeconds,
    formBuilderEnabled: options.formBuilderEnabled,
    signInLimits: { ...DEFAULT_SIGN_IN_LIMITS, ...options.signInLimits },
    mls: options.mls ?? createMlsProvider(options.db, options.mlsConfig),
    places: options.places ?? createAddressProvider(options.db, options.geocoderConfig),
    emailCheck: emailDeliverability(options.undeliverableEmailDomains ?? DEFAULT_UNDELIVERABLE_DOMAINS),
    sealKey: lazySealKey(options.sealKey),
    linkBaseUrl:
      options.linkBases ?? linkBasesOf(options.linkBaseUrl, options.signingLinkBaseUrl, options.partyLinkDays, options.portalLinkBaseUrl),
    webhooksAllowPrivate: options.webhooks?.allowPrivate ?? false,
    stampSoon: () => {},
    stampPendingOfOffer: async (offerId) => {
      try {
        await stampPendingOfOffer(options.db, deps.sealKey, offerId, deps.linkBaseUrl);
      } catch (error) {
        app.log.error({ err: error }, 'stamping before seating sellers (its queued job retries)');
      }
    },
  };
  const stamping = options.stamping ?? {};
  if (stamping.atOnce !== false) {
    deps.stampSoon = stampingKick(
      (signSetId) => stampSignedMarks(options.db, deps.sealKey, signSetId, deps.linkBaseUrl),
      (error) => app.log.error({ err: error }, 'stamping (its queued job retries)'),
    );
  }
  const mail = options.mail ?? {};
  const live: LiveDeps = {
    db: options.db,
    hub: createLiveHub(options.db, options.live?.maxStreamsPerCaller ?? 5),
    heartbeatMs: options.live?.heartbeatMs ?? 20_000,
    retryMs: options.live?.retryMs ?? 2_000,
  };
  // Open streams end before the server stops waiting for its connections.
  app.addHook('preClose', () => live.hub.close());
  await app.register(async (open) => {
    publicRoutes(open);
    readyRoutes(open, options.db);
    metricsRoutes(open, metrics, options.metrics?.token);
    tokenRoutes(open, deps);
    mlsDocumentRoutes(open, deps);
    signerRoutes(open, deps);
    portalRoutes(open, deps);
    partyLinkHolderRoutes(open, deps);
    livePartyRoutes(open, live);
    await verifyDocumentRoutes(open, deps);
    if (mail.mailbox && !mail.smtpUrl) mailboxRoutes(open, { db: options.db, from: mail.from ?? DEFAULT_MAIL_FROM });
  });
  await app.register(async (secured) => {
    requireAgent(secured, deps.tokenSecret);
    accountRoutes(secured, deps);
    lookupRoutes(secured, deps);
    offerListRoutes(secured, deps);
    offerRoutes(secured, deps);
    offerPageRoutes(secured, deps);
    saleRoutes(secured, deps);
    mlsRoutes(secured, deps);
    placeRoutes(secured, deps);
    formTemplateRoutes(secured, deps);
    await documentRoutes(secured, deps);
    partyRoutes(secured, deps);
    partyLinkAgentRoutes(secured, deps);
    signingRoutes(secured, deps);
    sharingRoutes(secured, deps);
    contractDocumentRoutes(secured, deps);
    webhookRoutes(secured, deps);
    liveAgentRoutes(secured, live);
    auditTrailRoutes(secured, deps);
    compareRoutes(secured, deps);
  });
  await app.register(async (signing) => {
    requireAgentOrSigning(signing, deps.tokenSecret, deps.signingSecret);
    signingSessionRoutes(signing, deps);
  });
  if (mail.worker) {
    const worker = await startMailWorker(options.db, {
      ...mail,
      signingLinkBaseUrl: deps.linkBaseUrl.signing,
      onError: (error) => app.log.error({ err: error }, 'mail queue'),
    });
    app.addHook('onClose', () => worker.stop());
  }
  if (stamping.worker) {
    const worker = await startStampingWorker(options.db, {
      sealKey: deps.sealKey,
      linkBases: deps.linkBaseUrl,
      pollingIntervalSeconds: stamping.pollingIntervalSeconds,
      onError: (error) => app.log.error({ err: error }, 'stamping queue'),
    });
    app.addHook('onClose', () => worker.stop());
  }
  const { dispatcher, ...webhookOptions } = options.webhooks ?? {};
  if (dispatcher) {
    const webhooks = startWebhookDispatcher(options.db, {
      allowPrivate: false,
      ...webhookOptions,
      onError: (error) => app.log.error({ err: error }, 'webhook deliveries'),
    });
    app.addHook('onClose', () => webhooks.stop());
  }
  return app;
}
