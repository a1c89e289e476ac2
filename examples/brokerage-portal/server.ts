import { contentSecurityPolicy } from '../../scripts/contentSecurityPolicy';
import { serveStatic, type RunningServer } from '../../scripts/serve';
import { buildBrokeragePortal } from './build';
import type { PortalConfig } from './src/portalConfig';

/** The example brokerage portal's default port: the local parent origin of config.json (http://localhost:4199). */
export const BROKERAGE_PORTAL_PORT = 4199;

export interface BrokeragePortalOptions extends PortalConfig {
  port: number;
  host?: string;
}

/**
 * The portal's policy: its own scripts and the remotes it loads; data to itself, the remotes and the
 * API; it frames the shell and the signing service (the documents workspace's assigner); nobody
 * frames it.
 */
export function brokeragePortalPolicy(c: PortalConfig): string {
  return contentSecurityPolicy({
    parentOrigin: null,
    scriptOrigins: Object.values(c.remotes).map((entry) => new URL(entry).origin),
    apiOrigin: new URL(c.apiBase).origin,
    signingOrigins: [new URL(c.shellUrl).origin, new URL(c.signingServiceUrl).origin],
    frameAncestors: [],
  });
}

/** Builds (when stale) and serves the example portal on its own origin, with its run-time portal-config.json. */
export async function startBrokeragePortal(o: BrokeragePortalOptions): Promise<RunningServer> {
  const { port, host, ...config } = o;
  return serveStatic({
    dir: await buildBrokeragePortal(),
    port,
    host,
    overrides: { '/portal-config.json': JSON.stringify(config, null, 2) },
    contentSecurityPolicy: () => brokeragePortalPolicy(config),
  });
}
