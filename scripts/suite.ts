import fs from 'node:fs';
import path from 'node:path';
import { configFromEnv, startApi, type LogOptions, type StartApiOptions } from '../api/src';
import { API_PORT, APPS } from './webpack/apps';
import { ROUTE_MANIFEST_FILE } from './webpack/routeManifestAsset';
import { serveStatic, type RunningServer } from './serve';
import { contentSecurityPolicyByHost, signingPagePolicyByHost } from './contentSecurityPolicy';
import type { FrameEnvironment } from '@offerdesk/runtime/frame';
import { BROKERAGE_PORTAL_PORT, startBrokeragePortal } from '../examples/brokerage-portal/server';

export interface SuiteOptions {
  dataDir: string;
  databaseUrl?: string;
  apiPort?: number;
  /** Added to every default port (run a second suite beside the first). */
  portOffset?: number;
  host?: string;
  /**
   * Parent origin allowed to frame the shell on this machine; the example brokerage portal
   * (examples/brokerage-portal) is served there (default http://localhost:4199, moved by the offset).
   */
  localParentOrigin?: string;
  trainingVideosUrl?: string;
  feedbackUrl?: string;
}

export interface Suite {
  shellUrl: string;
  apiUrl: string;
  /** The local mailbox page (no SMTP_URL set), else undefined. */
  mailboxUrl?: string;
  appUrls: Record<string, string>;
  /** The example brokerage portal: it frames the shell and mounts remotes alone. */
  brokeragePortalUrl: string;
  /** Stops one app's server (resilience checks) and starts it again. */
  stopApp(name: string): Promise<void>;
  startApp(name: string): Promise<void>;
  /** Points the served remotes.json at another deployment of one remote; null: back to the suite's own. */
  setRemoteLocation(remote: string, location: RemoteLocation | null): void;
  /** Where mailed party and reviewer links open from now on (a party portal deployed alone); null: back to the configured one. */
  setPortalLinkBase(url: string | null): void;
  /**
   * Points every app's config.json (and its pages' Content-Security-Policy) at another API, e.g. API
   * instances behind a proxy; null: back to the suite's own. Pages loaded from now on use it.
   */
  setApiBase(url: string | null): void;
  /**
   * Restarts the API on the same data with another MLS (the RESO journey's stand-in), keeping its port,
   * seed and link bases; null: back to the configured one. Requests under way while it restarts fail.
   */
  setMls(mls: StartApiOptions['mls'] | null): Promise<void>;
  close(): Promise<void>;
}

/** The app that serves the signing service's page (signing.html). */
const SIGNING_APP = APPS.find((a) => a.pages?.some((p) => p.name === 'signing'))!;

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** What the party portal's own deployment reads from its config.json. */
const PORTAL_CONFIG_KEYS = ['apiBase', 'docApiBase', 'signingServiceUrl', 'agentAppUrl', 'frameEnvironments'] as const;
const portalConfigOf = (config: Record<string, unknown>) => Object.fromEntries(PORTAL_CONFIG_KEYS.map((k) => [k, config[k]]));

/** An entry of remotes.json: where a remote's entry and its route manifest are. */
export interface RemoteLocation {
  entry: string;
  routes: string;
}

/** Starts the API and every app on its own port, exactly as `npm start` runs them. */
export async function startSuite(o: SuiteOptions): Promise<Suite> {
  const offset = o.portOffset ?? 0;
  const host = o.host ?? '127.0.0.1';
  const apiPort = (o.apiPort ?? API_PORT) + offset;
  const origin = (port: number) => `http://localhost:${port}`;
  const env = configFromEnv();
  const portalOrigin = new URL(o.localParentOrigin ?? origin(BROKERAGE_PORTAL_PORT + offset)).origin;
  // The brokerage portal calls the API too (its sign-in and the remotes it mounts): a CORS origin like the apps.
  const appOrigins = [...APPS.flatMap((a) => [origin(a.port + offset), `http://127.0.0.1:${a.port + offset}`]), portalOrigin];
  const apiOptions: StartApiOptions = {
    port: apiPort,
    host,
    dataDir: o.dataDir,
    databaseUrl: o.databaseUrl,
    tokenSecret: env.tokenSecret,
    tokenTtlSeconds: env.tokenTtlSeconds,
    formBuilderEnabled: env.formBuilderEnabled,
    signInLimits: env.signInLimits,
    publicApiUrl: env.publicApiUrl,
    // Party links open the suite's shell unless OFFERDESK_LINK_BASE_URL says otherwise; sign links
    // open the signing service (mf-documents' signing page) unless OFFERDESK_SIGNING_LINK_BASE_URL does.
    linkBaseUrl: env.linkBaseUrl ?? origin(APPS.find((a) => a.host)!.port + offset),
    signingLinkBaseUrl: env.signingLinkBaseUrl ?? origin(SIGNING_APP.port + offset),
    portalLinkBaseUrl: env.portalLinkBaseUrl,
    smtpUrl: env.smtpUrl,
    mailFrom: env.mailFrom,
    partyLinkDays: env.partyLinkDays,
    webhooksAllowPrivate: env.webhooksAllowPrivate,
    metricsToken: env.metricsToken,
    log: { level: (process.env.LOG_LEVEL as LogOptions['level']) || 'error' },
    // The suite's own origins, plus any configured ones.
    corsOrigins: process.env.OFFERDESK_CORS_ORIGINS ? [...env.corsOrigins, ...appOrigins] : appOrigins,
  };
  let api = await startApi(apiOptions);
  const apiUrl = origin(apiPort);

  const shellApp = APPS.find((a) => a.host)!;
  const remotes = APPS.filter((a) => !a.host);
  const ownLocations: Record<string, RemoteLocation> = Object.fromEntries(
    remotes.map((a) => [
      a.name,
      { entry: `${origin(a.port + offset)}/remoteEntry.js`, routes: `${origin(a.port + offset)}/${ROUTE_MANIFEST_FILE}` },
    ]),
  );
  const remotesJson: Record<string, RemoteLocation> = { ...ownLocations };
  const config = readJson(path.join(shellApp.dir, 'public/config.json'));
  config.apiBase = apiUrl;
  config.docApiBase = `${apiUrl}/docapi`;
  // The party portal's Login (in-house agents) signs in on the shell of this suite.
  config.agentAppUrl = origin(shellApp.port + offset);
  // The signing service is mf-documents' own page (signing.html) on its origin: the shell and the party
  // portal frame its party pages (/sign-documents, /document-preview) from there, and the shell frames its
  // agent pages (/sign-assigner in /document-viewer, /sign-contract-documents), which sign in through a
  // one-time grant (docs/domain/frames.md#the-signing-service-its-own-entry-of-mf-documents).
  const portalApp = APPS.find((a) => a.name === 'mfPartyPortal');
  config.signingServiceUrl = origin(SIGNING_APP.port + offset);
  if (portalApp) {
    config.frameEnvironments = config.frameEnvironments.map((e: { name: string }) =>
      e.name === 'local' ? { ...e, partyPortalOrigin: origin(portalApp.port + offset) } : e,
    );
  }
  if (o.trainingVideosUrl !== undefined) config.trainingVideosUrl = o.trainingVideosUrl;
  if (o.feedbackUrl !== undefined) config.feedbackUrl = o.feedbackUrl;
  config.frameEnvironments = config.frameEnvironments.map((e: { name: string }) =>
    e.name === 'local' ? { ...e, parentOrigin: portalOrigin } : e,
  );
  const frameEnvironments: FrameEnvironment[] = config.frameEnvironments;
  let apiOrigin = new URL(apiUrl).origin;
  // Scripts may come from wherever remotes.json points now (a remote can be moved while running).
  const remoteOrigins = () => Object.values(remotesJson).flatMap((l) => [new URL(l.entry).origin, new URL(l.routes).origin]);
  // Each host name may be framed only by the parent origin configured for it.
  const csp = (hostname: string) =>
    contentSecurityPolicyByHost(frameEnvironments, {
      scriptOrigins: remoteOrigins(),
      apiOrigin,
      signingOrigins: [config.signingServiceUrl],
    })(hostname);
  const signingPolicy = (hostname: string) =>
    signingPagePolicyByHost(frameEnvironments, { apiOrigin, shellOrigin: config.agentAppUrl })(hostname);
  const overrides: Record<string, string> = {
    '/remotes.json': JSON.stringify(remotesJson, null, 2),
    '/config.json': JSON.stringify(config, null, 2),
  };
  // Remotes standing alone read the shell's run-time config; the party portal's own deployment reads a
  // config.json of its own: the API, the signing service it frames, the agent app its Login opens and the
  // frame environments; no remotes, nothing of the shell's. Each server reads these on every request.
  const remoteOverrides = { '/config.json': overrides['/config.json']! };
  const portalOverrides = { '/config.json': JSON.stringify(portalConfigOf(config), null, 2) };
  const configuredPortalLinkBase = api.linkBases.portal;

  const servers = new Map<string, RunningServer>();
  const start = async (name: string) => {
    const app = APPS.find((a) => a.name === name);
    if (!app) throw new Error(`Unknown app ${name}`);
    servers.set(
      name,
      await serveStatic({
        dir: path.join(app.dir, 'dist'),
        port: app.port + offset,
        host,
        overrides: app.host ? overrides : app === portalApp ? portalOverrides : remoteOverrides,
        contentSecurityPolicy: csp,
        pages: (app.pages ?? []).map((p) => ({ file: `/${p.name}.html`, paths: p.paths, contentSecurityPolicy: signingPolicy })),
      }),
    );
  };
  let portal: RunningServer | null = null;
  try {
    for (const app of APPS) await start(app.name);
    portal = await startBrokeragePortal({
      port: Number(new URL(portalOrigin).port || 80),
      host,
      apiBase: apiUrl,
      docApiBase: config.docApiBase,
      shellUrl: config.agentAppUrl,
      signingServiceUrl: config.signingServiceUrl,
      remotes: Object.fromEntries(['mfOffersList', 'mfParties', 'mfDocuments'].map((name) => [name, remotesJson[name].entry])),
    });
  } catch (e) {
    await Promise.all([...servers.values()].map((s) => s.close()));
    await api.close();
    throw e;
  }

  return {
    shellUrl: origin(shellApp.port + offset),
    apiUrl,
    mailboxUrl: api.mailboxUrl ? `${apiUrl}${new URL(api.mailboxUrl).pathname}` : undefined,
    appUrls: Object.fromEntries(APPS.map((a) => [a.name, origin(a.port + offset)])),
    brokeragePortalUrl: portalOrigin,
    async stopApp(name) {
      await servers.get(name)?.close();
      servers.delete(name);
    },
    startApp: start,
    setRemoteLocation(remote, location) {
      if (!ownLocations[remote]) throw new Error(`Unknown remote ${remote}`);
      remotesJson[remote] = location ?? ownLocations[remote];
      // The shell's server reads its overrides on every request: the next load sees the change.
      overrides['/remotes.json'] = JSON.stringify(remotesJson, null, 2);
    },
    setApiBase(url) {
      const base = url === null ? apiUrl : new URL(url).origin;
      apiOrigin = base;
      config.apiBase = base;
      config.docApiBase = `${base}/docapi`;
      overrides['/config.json'] = remoteOverrides['/config.json'] = JSON.stringify(config, null, 2);
      portalOverrides['/config.json'] = JSON.stringify(portalConfigOf(config), null, 2);
    },
    async setMls(mls) {
      const portalLinkBase = api.linkBases.portal;
      await api.close();
      api = await startApi({ ...apiOptions, ...(mls ? { mls } : {}) });
      api.linkBases.portal = portalLinkBase;
    },
    setPortalLinkBase(url) {
      api.linkBases.portal = url === null ? configuredPortalLinkBase : new URL(url).origin;
    },
    async close() {
      await Promise.all([...servers.values(), ...(portal ? [portal] : [])].map((s) => s.close()));
      servers.clear();
      await api.close();
    },
  };
}
