import {
  resolveParentOrigin,
  resolvePartyPortalOrigin,
  resolveSigningParent,
  type FrameEnvironment,
  type HostConfig,
} from '@offerdesk/runtime';

/** What the signing page reads of config.json (the suite's run-time config, served beside it). */
export interface SigningPageConfig {
  /** The shell's origin: the agent pages open there; it frames the party pages too. */
  agentAppUrl: string | null;
  frameEnvironments: FrameEnvironment[];
}

/** The front ends of the deployment a signer may be sent back to: the shell and this environment's party portal. */
export function deploymentFrontEnds(raw: Record<string, unknown>, hostname: string): (string | null)[] {
  const { agentAppUrl, frameEnvironments } = signingPageConfig(raw);
  return [agentAppUrl, resolvePartyPortalOrigin(hostname, frameEnvironments), resolveParentOrigin(hostname, frameEnvironments)];
}

export function signingPageConfig(raw: Record<string, unknown>): SigningPageConfig {
  const envs = Array.isArray(raw.frameEnvironments) ? (raw.frameEnvironments as FrameEnvironment[]) : [];
  return {
    agentAppUrl: typeof raw.agentAppUrl === 'string' && raw.agentAppUrl ? raw.agentAppUrl.replace(/\/+$/, '') : null,
    frameEnvironments: envs.filter((e) => e && Array.isArray(e.hosts) && typeof e.parentOrigin === 'string'),
  };
}

/**
 * The host settings of the signing page: no shell chrome, and the one parent it may talk to (viewer
 * messages) — the shell, the environment's party portal or its brokerage parent, each only when it is
 * the page's real parent; anything else gets nothing.
 */
export function signingHostConfig(
  raw: Record<string, unknown>,
  win: Parameters<typeof resolveSigningParent>[0] & { location: { hostname: string } },
): Partial<HostConfig> {
  const allowed = deploymentFrontEnds(raw, win.location.hostname);
  let embedded: boolean;
  try {
    embedded = win.self !== win.top;
  } catch {
    embedded = true;
  }
  return {
    // The rest of config.json as a remote standing alone reads it (API bases, links).
    ...(raw as Partial<HostConfig>),
    embedded,
    showsPageTitle: false,
    parentOrigin: resolveSigningParent(win, allowed),
  };
}
