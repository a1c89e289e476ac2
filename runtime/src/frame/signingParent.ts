/**
 * Who frames a signing page (assigner, signer, preview). The signing pages are the suite's signing
 * service: the agent workspace frames them on the suite's own origin, the party portal and a
 * brokerage portal from their own origins. The page talks (viewer messages) only to the origin
 * resolved here, and only when it is on the deployment's list; anything else gets nothing.
 */
import { originOf } from './parentOrigin';

/** What the resolution reads of the page's window (a test passes a plain object). */
export interface FramedWindow {
  self: unknown;
  top: unknown;
  parent: { location: { origin: string } } | unknown;
  location: { origin: string; ancestorOrigins?: ArrayLike<string> };
  document: { referrer: string };
}

/** True when the page's parent is a page of the same origin (reading a cross-origin parent throws). */
export function hasSameOriginParent(win: FramedWindow): boolean {
  if (win.self === win.top) return false;
  try {
    return (win.parent as { location: { origin: string } }).location.origin === win.location.origin;
  } catch {
    return false;
  }
}

/**
 * The origin of the page framing this one, when it may talk to it: the page's own origin for a
 * same-origin parent (the agent workspace), else the parent's origin (the browser's
 * ancestorOrigins, or the referrer where that is missing) when it is one of `allowed`. Null when
 * not framed or framed by anyone else. A wrong answer cannot leak: the browser delivers a post only
 * when the parent really has the target origin, and messages are read only from the parent window.
 */
export function resolveSigningParent(win: FramedWindow, allowed: readonly (string | null | undefined)[]): string | null {
  let framed: boolean;
  try {
    framed = win.self !== win.top;
  } catch {
    framed = true;
  }
  if (!framed) return null;
  if (hasSameOriginParent(win)) return win.location.origin;
  const ancestors = win.location.ancestorOrigins;
  const parent = originOf(ancestors && ancestors.length ? ancestors[0] : undefined) ?? originOf(win.document.referrer);
  if (!parent) return null;
  const list = allowed.map((a) => (a ? originOf(a) : null)).filter((a): a is string => !!a);
  return list.includes(parent) ? parent : null;
}
