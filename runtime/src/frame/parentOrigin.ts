/** A deployment environment: which host names it serves and which parent origin may frame it. */
export interface FrameEnvironment {
  name: 'local' | 'dev' | 'beta' | 'production' | string;
  /** Host names of this app in that environment (exact, or "*.example.com"). */
  hosts: string[];
  /** The one parent origin allowed to frame the app there, e.g. "https://portal.example.com". */
  parentOrigin: string;
}

function hostMatches(pattern: string, hostname: string): boolean {
  const p = pattern.toLowerCase();
  const h = hostname.toLowerCase();
  if (p.startsWith('*.')) return h.endsWith(p.slice(1)) && h.length > p.length - 1;
  return p === h;
}

/** The parent origin is chosen by host name (local, dev, beta, production). Null: no parent allowed. */
export function resolveParentOrigin(hostname: string, environments: readonly FrameEnvironment[]): string | null {
  const env = environments.find((e) => e.hosts.some((h) => hostMatches(h, hostname)));
  if (!env) return null;
  try {
    const origin = new URL(env.parentOrigin).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}
