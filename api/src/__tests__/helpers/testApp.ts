import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../../app';
import { generateSealKey, type SealKey } from '../../pdf/sealPdf';
import { issueToken } from '../../auth/token';
import { openTestDb, type Engine, type TestDb } from './testDb';
import { buildWorld, type AgentKey, type World } from './fixtures';
import { insertEmbeddedMls } from '../../features/mls/embedded/generator';
import type { MlsProvider } from '../../features/mls/types';
import type { AddressProvider } from '../../features/places/types';
import { seedFormTemplatesIfEmpty } from '../../seed/formTemplates';
import { stampAllPending, stampSignedMarks } from '../../features/signing/signStamping';
import { linkBasesOf } from '../../config';

export interface TestAppOptions {
  formBuilderEnabled?: boolean;
  /** Generate this many embedded MLS listings (default none: keep the suites fast). */
  mlsListings?: number;
  /** Seed the form templates of the fixture brokerages and agents. */
  formTemplates?: boolean;
  mls?: MlsProvider;
  places?: AddressProvider;
  signInLimits?: AppOptions['signInLimits'];
  trustProxy?: AppOptions['trustProxy'];
  /** Default: silent (tests that check the log pass a stream). */
  log?: AppOptions['log'];
  /** Mail delivery (default: no worker, no mailbox page) and the front-end base URL of party links. */
  mail?: AppOptions['mail'];
  /** Webhooks (default: no dispatcher, public addresses only). */
  webhooks?: AppOptions['webhooks'];
  linkBaseUrl?: string;
  /** The signing service's base URL of sign links (default linkBaseUrl). */
  signingLinkBaseUrl?: string;
  /** The party portal's base URL of party and reviewer links (default linkBaseUrl). */
  portalLinkBaseUrl?: string;
  /** How many days a mailed party link opens its offer (default DEFAULT_PARTY_LINK_DAYS). */
  partyLinkDays?: number;
  /** PostgreSQL pool settings of the test database. */
  pg?: Parameters<typeof openTestDb>[1];
  /** PGlite in this folder instead of in memory (a fault test hands it to an API process afterwards). */
  pgliteDir?: string;
  /** Live streams (heartbeat, per-caller limit). */
  live?: AppOptions['live'];
  /** Stamping after the signature (default: no worker and no stamping at once; a test stamps with `stampSigned`). */
  stamping?: AppOptions['stamping'];
  /** The metrics' token (default none: loopback clients only, as inject's client is). */
  metrics?: AppOptions['metrics'];
}

/** One sealing key per test file (generating one takes a moment). */
let sealKey: SealKey | undefined;
const testSealKey = () => (sealKey ??= generateSealKey());

export const TEST_SECRET = Buffer.from('test-secret-of-32-bytes-for-hmac!');
/** The signing sessions' own secret in tests (never the agents' one). */
export const TEST_SIGNING_SECRET = Buffer.from('test-signing-secret-of-32-bytes!!');
/** The public API base URL of the test app: returned media URLs start with it. */
export const TEST_PUBLIC_API_URL = 'https://api.offerdesk.test';

export interface TestApp {
  app: FastifyInstance;
  testDb: TestDb;
  world: World;
  token(agent: AgentKey): string;
  /** inject with the agent's bearer token */
  as(agent: AgentKey, options: InjectOptions): Promise<LightMyRequestResponse>;
  /**
   * Runs the stamping that signatures left pending (what the API does once a signature answered):
   * every set with marks not stamped yet, or the one set given; answers the ids of the sets it changed.
   */
  stampSigned(signSetId?: number): Promise<number[]>;
  /** Closes the app (as a stopped API would) and opens a new one on the same database. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/** Another app on a test's database with the test secrets, silent, plus what the test changes (a second instance, other settings). */
export const buildAppOn = (db: AppOptions['db'], extra: Partial<AppOptions> = {}) =>
  buildApp({
    db,
    tokenSecret: TEST_SECRET,
    tokenTtlSeconds: 3600,
    corsOrigins: [],
    formBuilderEnabled: true,
    docsUi: false,
    log: { level: 'silent' },
    ...extra,
  });

/** A fresh app on a fresh database with the fixture world. */
export async function createTestApp(engine: Engine, options: TestAppOptions = {}): Promise<TestApp> {
  const testDb = await openTestDb(engine, options.pg, options.pgliteDir);
  const world = await buildWorld(testDb.db);
  if (options.mlsListings) await insertEmbeddedMls(testDb.db, options.mlsListings);
  if (options.formTemplates) await seedFormTemplatesIfEmpty(testDb.db);
  const build = () =>
    buildApp({
      db: testDb.db,
      tokenSecret: TEST_SECRET,
      signingSecret: TEST_SIGNING_SECRET,
      sealKey: testSealKey(),
      tokenTtlSeconds: 3600,
      corsOrigins: ['http://localhost:4100'],
      formBuilderEnabled: options.formBuilderEnabled ?? true,
      docsUi: false,
      mls: options.mls,
      places: options.places,
      publicApiUrl: TEST_PUBLIC_API_URL,
      signInLimits: options.signInLimits,
      trustProxy: options.trustProxy,
      log: options.log ?? { level: 'silent' },
      mail: options.mail,
      webhooks: options.webhooks,
      linkBaseUrl: options.linkBaseUrl,
      signingLinkBaseUrl: options.signingLinkBaseUrl,
      portalLinkBaseUrl: options.portalLinkBaseUrl,
      partyLinkDays: options.partyLinkDays,
      live: options.live,
      stamping: options.stamping ?? { atOnce: false },
      metrics: options.metrics,
    });
  let app = await build();
  // The link bases the app mails with: a completion the test stamps mails the same links.
  const linkBases = linkBasesOf(options.linkBaseUrl, options.signingLinkBaseUrl, options.partyLinkDays, options.portalLinkBaseUrl);
  const token = (agent: AgentKey) => issueToken(TEST_SECRET, world.agents[agent], 3600);
  return {
    get app() {
      return app;
    },
    testDb,
    world,
    token,
    as: (agent, opts) => app.inject({ ...opts, headers: { ...(opts.headers ?? {}), authorization: `Bearer ${token(agent)}` } }),
    stampSigned: async (signSetId) =>
      signSetId === undefined
        ? stampAllPending(testDb.db, testSealKey, linkBases)
        : (await stampSignedMarks(testDb.db, testSealKey, signSetId, linkBases))
          ? [signSetId]
          : [],
    restart: async () => {
      await app.close();
      app = await build();
    },
    close: async () => {
      await app.close();
      await testDb.close();
    },
  };
}

/** Rows of a table (to check that nothing was written). */
export const countRows = async (t: TestApp, table: 'activities' | 'offers' | 'offer_parties' | 'contracts' | 'sales') =>
  (await t.testDb.db.one<{ n: number }>(`select count(*)::int as n from ${table}`))!.n;
