import { originOf, resolveParentOrigin, resolvePartyPortalOrigin, type FrameEnvironment } from '@offerdesk/runtime/frame';

export interface CspSources {
  /** The one parent origin allowed to frame the page on this host; null: none but the app itself. */
  parentOrigin: string | null;
  /** Origins the page loads scripts from besides its own (the remotes of remotes.json). */
  scriptOrigins: readonly string[];
  /** The API origin: fetch/XHR, listing pictures and document previews. */
  apiOrigin: string;
  /** The signing service's origin, which the apps frame (the party portal's document preview). */
  signingOrigins?: readonly string[];
  /** Exactly who may frame the page (the signing page's list); default: 'self' and the parent. */
  frameAncestors?: readonly string[];
}

const list = (...sources: (string | readonly string[])[]) => [...new Set(sources.flat())].join(' ');

/**
 * The Content-Security-Policy of an app's HTML: scripts only from the app and its remotes (no
 * inline script, no eval), data only to itself, its remotes and the API, no plugins, no <base>
 * elsewhere, framed only by the app itself and the parent configured for this host
 * (docs/domain/security.md#static-servers; the party portal frames only the signing service's page,
 * which has a policy of its own). Styles may be inline: the UI library injects its styles at run time.
 */
export function contentSecurityPolicy(s: CspSources): string {
  const remotes = s.scriptOrigins;
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", remotes)}`,
    `connect-src ${list("'self'", remotes, s.apiOrigin)}`,
    // Listing photos come from the MLS's own media host (a RESO Media URL), which no build knows: any https image.
    `img-src ${list("'self'", 'data:', s.apiOrigin, 'https:')}`,
    `style-src 'self' 'unsafe-inline'`,
    `font-src 'self' data:`,
    `frame-src ${list("'self'", s.apiOrigin, s.signingOrigins ?? [])}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors ${
      s.frameAncestors
        ? list(s.frameAncestors.length ? s.frameAncestors : ["'none'"])
        : list("'self'", s.parentOrigin ? [s.parentOrigin] : [])
    }`,
  ].join('; ');
}

/** The policy per host name: each host may be framed only by the parent configured for it in config.json. */
export const contentSecurityPolicyByHost =
  (frameEnvironments: readonly FrameEnvironment[], sources: Omit<CspSources, 'parentOrigin'>) => (hostname: string) =>
    contentSecurityPolicy({ ...sources, parentOrigin: resolveParentOrigin(hostname, frameEnvironments) });

/**
 * The policy of the signing service's own page (mf-documents' signing.html) per host name: the rules
 * above with the page's own scripts only, framed only by the shell, the environment's party portal and
 * its brokerage parent — never by anyone else, nor by '*'.
 */
export const signingPagePolicyByHost =
  (frameEnvironments: readonly FrameEnvironment[], sources: { apiOrigin: string; shellOrigin: string }) => (hostname: string) =>
    contentSecurityPolicy({
      parentOrigin: null,
      scriptOrigins: [],
      apiOrigin: sources.apiOrigin,
      frameAncestors: [
        sources.shellOrigin,
        resolvePartyPortalOrigin(hostname, frameEnvironments),
        resolveParentOrigin(hostname, frameEnvironments),
      ]
        .map((o) => (o ? originOf(o) : null))
        .filter((o): o is string => !!o),
    });
