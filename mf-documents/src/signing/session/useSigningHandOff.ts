import type { IssueSigningGrantBody } from '@offerdesk/shared/contract';
import { mainApi } from '@offerdesk/shared';
import { isSigningReady, postSigningGrant } from '@offerdesk/runtime';
import { useEffect, useRef, useState } from 'react';
import { issueSigningGrant } from '../api';

/**
 * The workspace's side of the signing hand-off: when its frame (the signing service on another
 * origin, `frameOrigin`) posts `signing-ready` from that frame's window and origin, it asks the API
 * for a grant with its own session and posts `signing-grant` to that origin only (never '*'). No
 * token goes into the frame's address. Without a foreign origin (null) it does nothing. Answers
 * the message of a grant the API refused, for the page to show.
 */
export function useSigningHandOff(
  frame: () => HTMLIFrameElement | null,
  frameOrigin: string | null,
  request: IssueSigningGrantBody | null,
): string | null {
  const [error, setError] = useState<string | null>(null);
  const current = useRef({ frame, request });
  current.current = { frame, request };
  useEffect(() => {
    if (!frameOrigin) return undefined;
    let live = true;
    const listen = (event: MessageEvent) => {
      const win = current.current.frame()?.contentWindow;
      const body = current.current.request;
      if (!body || !isSigningReady(event, frameOrigin, win)) return;
      issueSigningGrant(mainApi(), body).then(
        ({ grant }) => {
          if (!live) return;
          setError(null);
          // The frame may have navigated meanwhile: post to the window it has now, still only to the signing origin.
          postSigningGrant(current.current.frame()?.contentWindow, frameOrigin, grant);
        },
        (e: Error) => live && setError(e.message),
      );
    };
    window.addEventListener('message', listen);
    return () => {
      live = false;
      window.removeEventListener('message', listen);
    };
  }, [frameOrigin]);
  return error;
}
