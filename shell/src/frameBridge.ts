import { envelope, readParentMessage, type ParentToShellMessage, type ShellToParentMessage } from '@offerdesk/runtime';

/**
 * The parent-frame bridge: the only code of the suite that talks to window.parent.
 * Incoming messages are accepted only from the allowed parent origin (readParentMessage);
 * outgoing ones go only to that origin — never to '*', and nowhere when no origin is allowed.
 */
export interface FrameBridge {
  readonly allowedOrigin: string | null;
  /** Starts listening and tells the parent the shell is ready for the token (offers-frame-loaded). */
  start(onMessage: (message: ParentToShellMessage) => void): () => void;
  /** Posts to the parent; false when nothing was posted (no allowed origin). */
  post(message: ShellToParentMessage): boolean;
}

interface MessageTarget {
  postMessage(message: unknown, targetOrigin: string): void;
}
interface MessageSource {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

/** True when the page runs inside another page's frame (a cross-origin top throws: also framed). */
export function isEmbedded(win: Window = window): boolean {
  try {
    return win.self !== win.top;
  } catch {
    return true;
  }
}

export function createFrameBridge(opts: { self: MessageSource; parent: MessageTarget; allowedOrigin: string | null }): FrameBridge {
  const { self, parent, allowedOrigin } = opts;
  let announced = false;

  const post = (message: ShellToParentMessage): boolean => {
    if (!allowedOrigin) return false;
    parent.postMessage(envelope(message), allowedOrigin);
    return true;
  };

  return {
    allowedOrigin,
    post,
    start(onMessage) {
      const listener = (event: MessageEvent) => {
        // The origin is checked first; the source must also be our parent window.
        if (event.source != null && event.source !== (parent as unknown)) return;
        const message = readParentMessage(event, allowedOrigin);
        if (message) onMessage(message);
      };
      self.addEventListener('message', listener);
      if (!announced) announced = post({ type: 'offers-frame-loaded' });
      return () => self.removeEventListener('message', listener);
    },
  };
}
