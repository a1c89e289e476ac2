import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { openLiveConnection } from './liveConnection';
import { invalidateLive } from './liveQueries';

export interface LiveSource {
  /** The stream's address: the API base and contract.live.agent or .party. */
  url: string;
  /** The credential headers of each connection (Authorization or X-Party-Link); null ends the stream. */
  headers: () => Record<string, string> | null;
}

/**
 * Keeps the page's server state live while `source` is given: each event of an offer refreshes the
 * queries that show it, each open of the stream (the first included) refreshes them all (docs/domain/live.md).
 */
export function useLiveStatus(source: LiveSource | null, fetchImpl?: typeof fetch): void {
  const client = useQueryClient();
  const headers = useRef(source?.headers);
  headers.current = source?.headers;
  const url = source?.url;
  useEffect(() => {
    if (!url) return undefined;
    return openLiveConnection({
      url,
      headers: () => headers.current?.() ?? null,
      onEvent: (event) => void invalidateLive(client, event),
      onOpen: () => void invalidateLive(client, null),
      fetchImpl,
    });
  }, [client, url, fetchImpl]);
}
