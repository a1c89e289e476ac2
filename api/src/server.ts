import { chainEarlierActivities } from './features/audit/auditChainService';
import type { LogOptions } from './http/logging';
import { buildApp } from './app';
import type { SignInLimits } from './auth/signInLimits';
import { loadTokenSecret } from './auth/tokenSecret';
import { closePdfPool, configurePdfWork, startPdfPool, type PdfWorkSettings } from './pdf/pdfPool';
import { loadSealKey } from './pdf/sealPdf';
import { migrate } from './db/migrate';
import { withStartupLock } from './db/startupLock';
import { openDb } from './db/openDb';
import { seedDemoIfEmpty } from './seed/demoSeed';
import { seedDemoPaperwork } from './seed/demoPaperwork';
import { seedFormTemplatesIfEmpty } from './seed/formTemplates';
import {
  DEFAULT_CORS_ORIGINS,
  geocoderConfigFromEnv,
  linkBasesOf,
  mlsConfigFromEnv,
  type GeocoderConfig,
  type LinkBases,
  type MlsConfig,
  type TrustProxy,
} from './config';
import { needsEmbeddedListings } from './features/mls/providers';
import { ensureEmbeddedMls } from './features/mls/embedded/generator';
import { undeliverableDomainsFromEnv } from './mail/emailDeliverability';
import { mailLeaseFromEnv, type MailLease } from './mail/mailLease';
import { MAILBOX_PATH } from './features/mailbox/mailboxRoutes';
import { sealEarlierCompletedSets } from './features/signing/signSetSealing';

export interface StartApiOptions {
  port: number;
  host?: string;
  dataDir: string;
  databaseUrl?: string;
  tokenSecret?: string;
  /** The secret of signing sessions; absent means `<dataDir>/signing-secret`, generated once. */
  signingSecret?: string;
  /** A PKCS#12 file with the sealing key and certificate, and its passphrase; absent means `<dataDir>/seal.p12`, generated once. */
  sealP12Path?: string;
  sealP12Passphrase?: string;
  tokenTtlSeconds?: number;
  corsOrigins?: readonly string[];
  formBuilderEnabled?: boolean;
  signInLimits?: Partial<SignInLimits>;
  /** Public base URL of the API for returned URLs (default http://localhost:<port>). */
  publicApiUrl?: string;
  /** Seed the demo data on first start (default true). */
  seedDemo?: boolean;
  log?: LogOptions;
  /** MLS provider settings (default: from the environment, OFFERDESK_MLS_*). */
  mls?: MlsConfig;
  /** Address search settings (default: from the environment, OFFERDESK_GEOCODER). */
  geocoder?: GeocoderConfig;
  /** E-mail domains that cannot receive mail (default: the example domains and OFFERDESK_UNDELIVERABLE_EMAIL_DOMAINS). */
  undeliverableEmailDomains?: readonly string[];
  /** Front-end base URL of party links in mails (default http://localhost:4100). */
  linkBaseUrl?: string;
  /** Front-end base URL of sign links in mails (default linkBaseUrl). */
  signingLinkBaseUrl?: string;
  /** The party portal that party and reviewer links in mails open (default linkBaseUrl). */
  portalLinkBaseUrl?: string;
  /** How many days a mailed party link opens its offer (default DEFAULT_PARTY_LINK_DAYS). */
  partyLinkDays?: number;
  /** SMTP_URL: send over SMTP; absent means the local outbox and its mailbox page. */
  smtpUrl?: string;
  mailFrom?: string;
  /** The mail send lease and its heartbeat (default: from the environment, OFFERDESK_MAIL_LEASE_SECONDS). */
  mailLease?: MailLease;
  /** OFFERDESK_WEBHOOKS_ALLOW_PRIVATE: webhooks may go to http:// and to local or private addresses (development). */
  webhooksAllowPrivate?: boolean;
  /** OFFERDESK_METRICS_TOKEN: the bearer that reads GET /metrics; absent means loopback clients only. */
  metricsToken?: string;
  /** The page limit of uploaded PDFs and the PDF worker threads of this process (default: 500 pages, cores - 1 threads). */
  pdf?: Partial<PdfWorkSettings>;
  /** OFFERDESK_TRUST_PROXY: the reverse proxies in front of this instance. */
  trustProxy?: TrustProxy;
  /** How long close() waits for open connections before closing them (default SHUTDOWN_GRACE_MS). */
  shutdownGraceMs?: number;
}

export interface RunningApi {
  url: string;
  /** True when this start seeded the demo data. */
  seeded: boolean;
  /** The local mailbox page (no SMTP_URL), else undefined. */
  mailboxUrl?: string;
  /**
   * The link bases mails carry, read by every mail this process writes: a test harness may point
   * `portal` at another deployment of the party portal while the API runs (scripts/control.ts).
   */
  linkBases: LinkBases;
  /**
   * Stops taking requests, lets those under way finish, then stops the workers and closes the
   * database. A connection still open `shutdownGraceMs` after the start (a client that stopped
   * reading, half a request) is closed then, so the process ends within the grace.
   */
  close(): Promise<void>;
}

/** How long a closing API waits for its open connections before it closes them. */
export const SHUTDOWN_GRACE_MS = 5_000;

/** Opens the database, migrates, seeds on first start and listens. */
export async function startApi(options: StartApiOptions): Promise<RunningApi> {
  if (options.pdf) configurePdfWork(options.pdf);
  startPdfPool();
  const db = await openDb(options);
  const linkBases = linkBasesOf(options.linkBaseUrl, options.signingLinkBaseUrl, options.partyLinkDays, options.portalLinkBaseUrl);
  try {
    const mls = options.mls ?? mlsConfigFromEnv();
    const geocoder = options.geocoder ?? geocoderConfigFromEnv();
    const { sealKey, seeded } = await withStartupLock(db, async () => {
      await migrate(db);
      const sealKey = loadSealKey({ p12Path: options.sealP12Path, passphrase: options.sealP12Passphrase }, options.dataDir);
      const seeded = options.seedDemo === false ? false : await seedDemoIfEmpty(db);
      // Also for data folders seeded before form templates existed.
      if (options.seedDemo !== false) await seedFormTemplatesIfEmpty(db);
      // The demo offers' documents, signing sessions and signatures come from the form templates.
      if (seeded)
        await seedDemoPaperwork(db, {
          sealKey: () => sealKey,
          linkBases,
        });
      // Sign sets completed before their copies were sealed and their certificate kept (migration 019).
      await sealEarlierCompletedSets(db, sealKey);
      // Activities written before the audit chain existed (migration 037).
      await chainEarlierActivities(db);
      if (needsEmbeddedListings(mls, geocoder)) await ensureEmbeddedMls(db, mls.listings);
      return { sealKey, seeded };
    });
    const app = await buildApp({
      db,
      tokenSecret: loadTokenSecret(options.tokenSecret, options.dataDir),
      signingSecret: loadTokenSecret(options.signingSecret, options.dataDir, 'signing-secret'),
      sealKey,
      tokenTtlSeconds: options.tokenTtlSeconds ?? 28800,
      corsOrigins: options.corsOrigins ?? DEFAULT_CORS_ORIGINS,
      formBuilderEnabled: options.formBuilderEnabled ?? true,
      signInLimits: options.signInLimits,
      publicApiUrl: options.publicApiUrl ?? `http://localhost:${options.port}`,
      log: options.log,
      mlsConfig: mls,
      geocoderConfig: geocoder,
      undeliverableEmailDomains: options.undeliverableEmailDomains ?? undeliverableDomainsFromEnv(),
      linkBases,
      trustProxy: options.trustProxy,
      mail: {
        worker: true,
        mailbox: !options.smtpUrl,
        smtpUrl: options.smtpUrl,
        from: options.mailFrom,
        lease: options.mailLease ?? mailLeaseFromEnv(),
      },
      webhooks: { dispatcher: true, allowPrivate: options.webhooksAllowPrivate ?? false },
      stamping: { worker: true },
      metrics: { token: options.metricsToken },
    });
    const host = options.host ?? '127.0.0.1';
    await app.listen({ port: options.port, host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : options.port;
    const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
    return {
      url,
      seeded,
      mailboxUrl: options.smtpUrl ? undefined : `${url}${MAILBOX_PATH}`,
      linkBases,
      close: async () => {
        const stragglers = setTimeout(() => app.server.closeAllConnections(), options.shutdownGraceMs ?? SHUTDOWN_GRACE_MS);
        try {
          await app.close();
        } finally {
          clearTimeout(stragglers);
        }
        await db.close();
        await closePdfPool();
      },
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}
