import path from 'node:path';
import { DEFAULT_PARTY_LINK_DAYS } from '@offerdesk/shared/contract';
import { DEFAULT_SIGN_IN_LIMITS, type SignInLimits } from './auth/signInLimits';
import { DEFAULT_PDF_CHECK_SECONDS, DEFAULT_PDF_MAX_PAGES, defaultPdfThreads, type PdfWorkSettings } from './pdf/pdfPool';
import type { ResoConfig } from './features/mls/reso/resoProvider';

/** Where MLS listings come from: the embedded generated set (default) or a RESO Web API. */
export interface MlsConfig {
  provider: 'embedded' | 'reso';
  /** Size of the embedded listing set generated at first start. */
  listings: number;
  reso?: ResoConfig;
}

/** Address search: the embedded gazetteer (default) or a Photon geocoder. */
export interface GeocoderConfig {
  provider: 'embedded' | 'photon';
  photonUrl?: string;
}

export interface ApiConfig {
  port: number;
  host: string;
  dataDir: string;
  /** postgres://… switches to a PostgreSQL pool; absent means PGlite in `<dataDir>/pglite`. */
  databaseUrl?: string;
  /** When absent, a secret is generated once into `<dataDir>/token-secret`. */
  tokenSecret?: string;
  /** OFFERDESK_SIGNING_SECRET: the secret of signing sessions; absent means `<dataDir>/signing-secret`, generated once. */
  signingSecret?: string;
  /** OFFERDESK_SEAL_P12 and OFFERDESK_SEAL_P12_PASSPHRASE: the sealing key; absent means `<dataDir>/seal.p12`, generated once. */
  sealP12Path?: string;
  sealP12Passphrase?: string;
  tokenTtlSeconds: number;
  corsOrigins: string[];
  formBuilderEnabled: boolean;
  signInLimits: SignInLimits;
  /** OFFERDESK_PUBLIC_API_URL: base of the URLs the API returns; unset means http://localhost:<port>. */
  publicApiUrl?: string;
  /** OFFERDESK_LINK_BASE_URL: the front end that party links in mails open (default the shell, http://localhost:4100). */
  linkBaseUrl?: string;
  /**
   * OFFERDESK_SIGNING_LINK_BASE_URL: the signing service that sign links in mails (signature requests,
   * reminders) open; unset means the same as linkBaseUrl (`npm start` sets mf-documents' origin).
   */
  signingLinkBaseUrl?: string;
  /**
   * OFFERDESK_PORTAL_LINK_BASE_URL: the party portal that party and reviewer links in mails open (the landing
   * page, counter, registration); unset means the same as linkBaseUrl, whose shell serves the portal's screens too.
   */
  portalLinkBaseUrl?: string;
  /** OFFERDESK_PARTY_LINK_DAYS: how many days a mailed party link opens its offer (default 14, at least 1). */
  partyLinkDays: number;
  /** SMTP_URL: mail goes out over SMTP; unset means the local outbox, read at `<api>/mailbox`. */
  smtpUrl?: string;
  /** OFFERDESK_WEBHOOKS_ALLOW_PRIVATE: webhooks may go to http:// and to local or private addresses (development only; default false). */
  webhooksAllowPrivate: boolean;
  /** OFFERDESK_METRICS_TOKEN: the bearer that reads GET /metrics from anywhere; unset means loopback clients only. */
  metricsToken?: string;
  /** OFFERDESK_MAIL_FROM: the From address of every mail. */
  mailFrom?: string;
  mls: MlsConfig;
  geocoder: GeocoderConfig;
  /**
   * OFFERDESK_PDF_MAX_PAGES, OFFERDESK_PDF_THREADS and OFFERDESK_PDF_CHECK_SECONDS: the page limit of
   * uploads, the PDF worker threads and the time budget of a check of a caller's file.
   */
  pdf: PdfWorkSettings;
  /**
   * OFFERDESK_TRUST_PROXY: the reverse proxies whose X-Forwarded-For the API believes (addresses or
   * CIDRs, comma-separated); unset means none: the caller is the socket's peer.
   */
  trustProxy?: TrustProxy;
}

/** Fastify's `trustProxy`: the trusted proxies' addresses and CIDRs. */
export type TrustProxy = string[];

/** The shell's own origin: party links open there unless OFFERDESK_LINK_BASE_URL says otherwise. */
export const DEFAULT_LINK_BASE_URL = 'http://localhost:4100';

/**
 * The front ends that links in mails open (no trailing slash): agents' links open `app` (the shell), party
 * and reviewer links `portal` (the party portal's deployment), sign links `signing` (the signing service).
 */
export interface LinkBases {
  app: string;
  portal: string;
  signing: string;
  /** How many days a party or reviewer link issued now opens its offer (OFFERDESK_PARTY_LINK_DAYS; unset: DEFAULT_PARTY_LINK_DAYS). */
  partyLinkDays?: number;
}

export const DEFAULT_LINK_BASES: LinkBases = { app: DEFAULT_LINK_BASE_URL, portal: DEFAULT_LINK_BASE_URL, signing: DEFAULT_LINK_BASE_URL };

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/** The link bases of the options given: each without its trailing slash, the portal's and the signing base defaulting to the app's. */
export function linkBasesOf(
  linkBaseUrl?: string,
  signingLinkBaseUrl?: string,
  partyLinkDays?: number,
  portalLinkBaseUrl?: string,
): LinkBases {
  const app = withoutTrailingSlash(linkBaseUrl ?? DEFAULT_LINK_BASE_URL);
  return {
    app,
    portal: withoutTrailingSlash(portalLinkBaseUrl ?? app),
    signing: withoutTrailingSlash(signingLinkBaseUrl ?? app),
    partyLinkDays,
  };
}

const REPO_ROOT = path.resolve(__dirname, '..', '..');
const SUITE_PORTS = [4100, 4101, 4102, 4103, 4104, 4105];
export const DEFAULT_CORS_ORIGINS = SUITE_PORTS.flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]);

const intOr = (value: string | undefined, fallback: number, name: string): number => {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
};

const boolOr = (value: string | undefined, fallback: boolean): boolean =>
  value === undefined || value === '' ? fallback : !/^(false|0|no|off)$/i.test(value.trim());

const oneOf = <T extends string>(value: string | undefined, allowed: readonly T[], name: string): T => {
  const v = (value || allowed[0]).trim().toLowerCase();
  if (!allowed.includes(v as T)) throw new Error(`${name} must be one of ${allowed.join(', ')}, got "${value}"`);
  return v as T;
};

const positiveIntOr = (value: string | undefined, fallback: number, name: string): number => intOr(value, fallback, name) || fallback;

/** OFFERDESK_LOGIN_ATTEMPTS_PER_MINUTE, …_PER_ACCOUNT_PER_HOUR and …_PER_ADDRESS_PER_MINUTE. */
export function signInLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): SignInLimits {
  const d = DEFAULT_SIGN_IN_LIMITS;
  return {
    perAddressAndUserPerMinute: positiveIntOr(
      env.OFFERDESK_LOGIN_ATTEMPTS_PER_MINUTE,
      d.perAddressAndUserPerMinute,
      'OFFERDESK_LOGIN_ATTEMPTS_PER_MINUTE',
    ),
    perAccountPerHour: positiveIntOr(
      env.OFFERDESK_LOGIN_ATTEMPTS_PER_ACCOUNT_PER_HOUR,
      d.perAccountPerHour,
      'OFFERDESK_LOGIN_ATTEMPTS_PER_ACCOUNT_PER_HOUR',
    ),
    perAddressPerMinute: positiveIntOr(
      env.OFFERDESK_LOGIN_ATTEMPTS_PER_ADDRESS_PER_MINUTE,
      d.perAddressPerMinute,
      'OFFERDESK_LOGIN_ATTEMPTS_PER_ADDRESS_PER_MINUTE',
    ),
  };
}

/** An http(s) origin with an optional path, without a trailing slash; unset stays unset. */
const publicUrlOr = (value: string | undefined, name: string): string | undefined => {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  }
  if (!/^https?:$/.test(url.protocol) || url.search || url.hash)
    throw new Error(`${name} must be an http(s) URL without query, got "${value}"`);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
};

/** SMTP_URL: an smtp:// or smtps:// URL (nodemailer's form); unset stays unset. */
const smtpUrlOr = (value: string | undefined): string | undefined => {
  if (!value) return undefined;
  if (!/^smtps?:\/\/[^\s]+$/i.test(value))
    throw new Error(`SMTP_URL must be an smtp:// or smtps:// URL, got "${value.replace(/\/\/[^@/]*@/, '//…@')}"`);
  return value;
};

/** OFFERDESK_MLS_PROVIDER, OFFERDESK_MLS_LISTINGS and the OFFERDESK_RESO_* settings. */
export function mlsConfigFromEnv(env: NodeJS.ProcessEnv = process.env): MlsConfig {
  const provider = oneOf(env.OFFERDESK_MLS_PROVIDER, ['embedded', 'reso'] as const, 'OFFERDESK_MLS_PROVIDER');
  const listings = intOr(env.OFFERDESK_MLS_LISTINGS, 20000, 'OFFERDESK_MLS_LISTINGS');
  if (provider === 'embedded') return { provider, listings };
  const url = env.OFFERDESK_RESO_URL;
  if (!url) throw new Error('OFFERDESK_MLS_PROVIDER=reso needs OFFERDESK_RESO_URL');
  const reso: ResoConfig = {
    url,
    token: env.OFFERDESK_RESO_TOKEN || undefined,
    clientId: env.OFFERDESK_RESO_CLIENT_ID || undefined,
    clientSecret: env.OFFERDESK_RESO_CLIENT_SECRET || undefined,
    tokenUrl: env.OFFERDESK_RESO_TOKEN_URL || undefined,
    scope: env.OFFERDESK_RESO_SCOPE || undefined,
  };
  if (!reso.token && !(reso.clientId && reso.clientSecret && reso.tokenUrl)) {
    throw new Error('OFFERDESK_MLS_PROVIDER=reso needs OFFERDESK_RESO_TOKEN or OFFERDESK_RESO_CLIENT_ID, _CLIENT_SECRET and _TOKEN_URL');
  }
  return { provider, listings, reso };
}

/** OFFERDESK_GEOCODER and OFFERDESK_PHOTON_URL. */
export function geocoderConfigFromEnv(env: NodeJS.ProcessEnv = process.env): GeocoderConfig {
  const provider = oneOf(env.OFFERDESK_GEOCODER, ['embedded', 'photon'] as const, 'OFFERDESK_GEOCODER');
  return provider === 'photon' ? { provider, photonUrl: env.OFFERDESK_PHOTON_URL || 'https://photon.komoot.io' } : { provider };
}

/**
 * OFFERDESK_TRUST_PROXY: addresses and CIDRs (`127.0.0.1,10.0.0.0/8`, `loopback`). Only the proxies
 * named are believed: the caller is the nearest address in X-Forwarded-For that is not one of them.
 */
export function trustProxyOr(value: string | undefined): TrustProxy | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  const entries = text.split(',').map((e) => e.trim());
  const bad = entries.find((e) => !/^(loopback|linklocal|uniquelocal|[0-9a-fA-F.:]+(\/\d{1,3})?)$/.test(e));
  if (bad !== undefined) throw new Error(`OFFERDESK_TRUST_PROXY: "${bad}" is not an address, a CIDR or loopback/linklocal/uniquelocal`);
  return entries;
}

/** The shortest metrics token taken: a guessable one would make the metrics public. */
export const METRICS_TOKEN_MIN_LENGTH = 16;

function metricsTokenOr(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < METRICS_TOKEN_MIN_LENGTH || /\s/.test(value))
    throw new Error(`OFFERDESK_METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN_LENGTH} characters without spaces.`);
  return value;
}

/** Reads the API configuration from the environment (see README: Configuration). */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const origins = env.OFFERDESK_CORS_ORIGINS?.split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  return {
    port: intOr(env.PORT, 4000, 'PORT'),
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(env.OFFERDESK_DATA_DIR || path.join(REPO_ROOT, '.data')),
    databaseUrl: env.DATABASE_URL || undefined,
    tokenSecret: env.OFFERDESK_TOKEN_SECRET || undefined,
    signingSecret: env.OFFERDESK_SIGNING_SECRET || undefined,
    sealP12Path: env.OFFERDESK_SEAL_P12 || undefined,
    sealP12Passphrase: env.OFFERDESK_SEAL_P12_PASSPHRASE || undefined,
    tokenTtlSeconds: intOr(env.OFFERDESK_TOKEN_TTL_SECONDS, 28800, 'OFFERDESK_TOKEN_TTL_SECONDS'),
    corsOrigins: origins?.length ? origins : DEFAULT_CORS_ORIGINS,
    formBuilderEnabled: boolOr(env.OFFERDESK_FORM_BUILDER_ENABLED, true),
    signInLimits: signInLimitsFromEnv(env),
    publicApiUrl: publicUrlOr(env.OFFERDESK_PUBLIC_API_URL, 'OFFERDESK_PUBLIC_API_URL'),
    linkBaseUrl: publicUrlOr(env.OFFERDESK_LINK_BASE_URL, 'OFFERDESK_LINK_BASE_URL'),
    signingLinkBaseUrl: publicUrlOr(env.OFFERDESK_SIGNING_LINK_BASE_URL, 'OFFERDESK_SIGNING_LINK_BASE_URL'),
    portalLinkBaseUrl: publicUrlOr(env.OFFERDESK_PORTAL_LINK_BASE_URL, 'OFFERDESK_PORTAL_LINK_BASE_URL'),
    partyLinkDays: positiveIntOr(env.OFFERDESK_PARTY_LINK_DAYS, DEFAULT_PARTY_LINK_DAYS, 'OFFERDESK_PARTY_LINK_DAYS'),
    smtpUrl: smtpUrlOr(env.SMTP_URL),
    webhooksAllowPrivate: boolOr(env.OFFERDESK_WEBHOOKS_ALLOW_PRIVATE, false),
    metricsToken: metricsTokenOr(env.OFFERDESK_METRICS_TOKEN),
    mailFrom: env.OFFERDESK_MAIL_FROM || undefined,
    mls: mlsConfigFromEnv(env),
    geocoder: geocoderConfigFromEnv(env),
    trustProxy: trustProxyOr(env.OFFERDESK_TRUST_PROXY),
    pdf: {
      maxPages: positiveIntOr(env.OFFERDESK_PDF_MAX_PAGES, DEFAULT_PDF_MAX_PAGES, 'OFFERDESK_PDF_MAX_PAGES'),
      threads: positiveIntOr(env.OFFERDESK_PDF_THREADS, defaultPdfThreads(), 'OFFERDESK_PDF_THREADS'),
      checkSeconds: positiveIntOr(env.OFFERDESK_PDF_CHECK_SECONDS, DEFAULT_PDF_CHECK_SECONDS, 'OFFERDESK_PDF_CHECK_SECONDS'),
    },
  };
}
