import { hasSameOriginParent, originOf } from '@offerdesk/runtime';
import { signingServiceBase } from '@offerdesk/shared';

/** The signing service's origin when it is not this page's (the workspace then frames it and hands it a grant), else null. */
export function foreignSigningOrigin(): string | null {
  const origin = originOf(signingServiceBase());
  return origin && origin !== window.location.origin ? origin : null;
}

const isFramed = (win: Window) => {
  try {
    return win.self !== win.top;
  } catch {
    return true;
  }
};

/** Whether this page runs top-level (not framed): only then does it frame the signing service itself. */
export const isTopLevel = (win: Window = window) => !isFramed(win);

/**
 * Whether this page is framed by an allowed parent of another origin (`parentOrigin`, resolved by
 * the runtime): an agent-side page then waits for the parent's signing grant instead of reading a
 * session of its own origin. A same-origin parent (the suite framing itself) is not.
 */
export function isCrossOriginFramed(parentOrigin: string | null, win: Window = window): boolean {
  return isFramed(win) && !!parentOrigin && parentOrigin !== win.location.origin && !hasSameOriginParent(win);
}

/** A signing page's address in a frame: on the signing service's origin when it is another, else this origin's path. */
export const signingFrameUrl = (foreignOrigin: string | null, path: string) => (foreignOrigin ? `${foreignOrigin}${path}` : path);
