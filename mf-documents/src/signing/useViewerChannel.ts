import { pageViewerChannel, useHost, type ParentToViewerMessage, type ViewerChannel } from '@offerdesk/runtime';
import { useEffect, useMemo, useRef } from 'react';

/** The signing page's channel to the page framing it (the deployment's allowed parent origin only). */
export function useViewerChannel(onMessage?: (message: ParentToViewerMessage) => void): ViewerChannel {
  const parentOrigin = useHost((s) => s.config.parentOrigin);
  const channel = useMemo(() => pageViewerChannel(parentOrigin), [parentOrigin]);
  const handler = useRef(onMessage);
  handler.current = onMessage;
  useEffect(() => channel.listen((m) => handler.current?.(m)), [channel]);
  return channel;
}
