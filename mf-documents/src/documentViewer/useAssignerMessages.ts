import { envelope, FRAME_PROTOCOL_VERSION, FRAME_SOURCE, type ParentToViewerMessage } from '@offerdesk/runtime';
import { useCallback, useEffect, useRef } from 'react';

/** What the viewer reads from the framed assigner: a change of a document's unassigned fields. */
const REFRESHING = new Set(['unAssignCount', 'assignComplete', 'update-active-document']);

/**
 * The framed assigner's messages: accepted only from the frame itself, on this origin (the assigner
 * is served by this app), in the OfferDesk envelope; each change of assignment re-reads the counts.
 * `post` sends the frame an enveloped message, to this origin only.
 */
export function useAssignerMessages(onChange: () => void) {
  const frame = useRef<HTMLIFrameElement | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;
  useEffect(() => {
    const listen = (event: MessageEvent) => {
      const data = event.data as { source?: unknown; version?: unknown; type?: unknown } | null;
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      if (!data || data.source !== FRAME_SOURCE || data.version !== FRAME_PROTOCOL_VERSION || typeof data.type !== 'string') return;
      if (REFRESHING.has(data.type)) changed.current();
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, []);
  const post = useCallback((message: ParentToViewerMessage) => {
    frame.current?.contentWindow?.postMessage(envelope(message), window.location.origin);
  }, []);
  return Object.assign(
    (el: HTMLIFrameElement | null) => {
      frame.current = el;
    },
    { post },
  );
}
