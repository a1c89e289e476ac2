/** A deployment environment: which host names it serves and which parent origin may frame it. */
export interface FrameEnvironment {
  name: 'local' | 'dev' | 'beta' | 'production' | string;
  /** Host names of this app in that environment (exact, or "*.example.com"). */
  hosts: string[];
  /** The one parent origin allowed to frame the app there, e.g. "https://portal.example.com". */
  parentOrigin: string;
  /** The party portal's own deployment there: it frames the signing service's pages (preview). */
  partyPortalOrigin?: string;
}

function hostMatches(pattern: string, hostname: string): boolean {
  const p = pattern.toLowerCase();
  const h = hostname.toLowerCase();
  if (p.startsWith('*.')) return h.endsWith(p.slice(1)) && h.length > p.length - 1;
  return p === h;
}

/** The environment serving this host name, if any. */
export const environmentOf = (hostname: string, environments: readonly FrameEnvironment[]): FrameEnvironment | null =>
  environments.find((e) => e.hosts.some((h) => hostMatches(h, hostname))) ?? null;

/** The origin of an address; null for none, a malformed one or an opaque ('null') origin. */
export function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** The parent origin is chosen by host name (local, dev, beta, production). Null: no parent allowed. */
export function resolveParentOrigin(hostname: string, environments: readonly FrameEnvironment[]): string | null {
  return originOf(environmentOf(hostname, environments)?.parentOrigin);
}

/** The party portal's origin of this host's environment (it may frame the signing pages), or null. */
export function resolvePartyPortalOrigin(hostname: string, environments: readonly FrameEnvironment[]): string | null {
  return originOf(environmentOf(hostname, environments)?.partyPortalOrigin);
}
