import { envelope, FRAME_PROTOCOL_VERSION, FRAME_SOURCE, type ParentToViewerMessage } from '@offerdesk/runtime';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { foreignSigningOrigin, signingFrameUrl } from '../signing/session/signingOrigin';
import { useSigningHandOff } from '../signing/session/useSigningHandOff';

/** What the viewer reads from the framed assigner: a change of a document's unassigned fields. */
const REFRESHING = new Set(['unAssignCount', 'assignComplete', 'update-active-document']);

/**
 * The framed assigner's messages: accepted only from the frame itself, on the signing service's
 * origin (this origin, unless the deployment serves the signing pages on their own), in the
 * OfferDesk envelope; each change of assignment re-reads the counts. `post` sends the frame an
 * enveloped message, to that origin only. On another origin the frame gets its session by the
 * signing hand-off (an assign grant of this contract). `src` is the frame's address for a path.
 * `included`: the documents the viewer has selected; the frame is told them (`include-in-documents`)
 * when it opens (its `sign-assigner`) and whenever the selection changes, so it shows just those.
 */
export function useAssignerMessages(onChange: () => void, contractId: number, included: readonly number[] = []) {
  const frame = useRef<HTMLIFrameElement | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;
  const includedKey = included.join(',');
  const includedIds = useRef<number[]>([]);
  includedIds.current = [...included];
  const foreign = useMemo(() => foreignSigningOrigin(), []);
  const origin = foreign ?? window.location.origin;
  const handOffError = useSigningHandOff(() => frame.current, foreign, contractId > 0 ? { contractId, purpose: 'assign' } : null);
  const include = useCallback(() => {
    frame.current?.contentWindow?.postMessage(envelope({ type: 'include-in-documents', documentIds: includedIds.current }), origin);
  }, [origin]);
  // A frame still signing in misses this one; it hears the selection again when it says it is open.
  useEffect(() => include(), [include, includedKey]);
  useEffect(() => {
    const listen = (event: MessageEvent) => {
      const data = event.data as { source?: unknown; version?: unknown; type?: unknown } | null;
      if (event.origin !== origin || event.source !== frame.current?.contentWindow) return;
      if (!data || data.source !== FRAME_SOURCE || data.version !== FRAME_PROTOCOL_VERSION || typeof data.type !== 'string') return;
      if (REFRESHING.has(data.type)) changed.current();
      if (data.type === 'sign-assigner') include();
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [origin, include]);
  const post = useCallback(
    (message: ParentToViewerMessage) => {
      frame.current?.contentWindow?.postMessage(envelope(message), origin);
    },
    [origin],
  );
  const src = useCallback((path: string) => signingFrameUrl(foreign, path), [foreign]);
  return Object.assign(
    (el: HTMLIFrameElement | null) => {
      frame.current = el;
    },
    { post, src, handOffError },
  );
}
