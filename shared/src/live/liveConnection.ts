import { LAST_EVENT_ID_HEADER, LIVE_STREAM_TYPE, type LiveEvent } from '../contract';
import { parseSse } from './sseParser';

export interface LiveConnectionOptions {
  url: string;
  /** The credential headers of each (re)connection; null: nobody to stream for, stop. */
  headers: () => Record<string, string> | null;
  onEvent: (event: LiveEvent) => void;
  /**
   * The stream opened, the first time or again after a drop: what happened before (between a screen's
   * first read and the first open, or while it was down) may not all be replayed.
   */
  onOpen: () => void;
  fetchImpl?: typeof fetch;
  /** Wait before the n-th retry in a row (default 1 s doubling to 30 s). */
  retryDelayMs?: (attempt: number) => number;
}

const DEFAULT_DELAY = (attempt: number) => Math.min(30_000, 1_000 * 2 ** attempt);
/** Answers that retrying cannot change: the session or the link ended, or the request is wrong. */
const FINAL = new Set([400, 401, 403, 404, 406, 410]);

/**
 * Reads a live stream with fetch (its credential goes in a header, which EventSource cannot send),
 * reconnects with back-off when it drops, and sends Last-Event-ID so the API replays what was
 * missed (docs/domain/live.md). Returns the function that closes it for good.
 */
export function openLiveConnection(o: LiveConnectionOptions): () => void {
  const doFetch = o.fetchImpl ?? ((...a: Parameters<typeof fetch>) => fetch(...a));
  const delay = o.retryDelayMs ?? DEFAULT_DELAY;
  let closed = false;
  let abort: AbortController | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastEventId: string | undefined;
  let attempt = 0;

  const retry = () => {
    if (closed) return;
    timer = setTimeout(() => void connect(), delay(attempt++));
  };

  async function read(body: ReadableStream<Uint8Array>) {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      const { messages, rest } = parseSse(buffer + decoder.decode(value, { stream: true }));
      buffer = rest;
      for (const m of messages) {
        if (m.event === 'gone') return void (closed = true);
        if (m.id) lastEventId = m.id;
        o.onEvent(JSON.parse(m.data) as LiveEvent);
      }
    }
  }

  async function connect() {
    const credentials = o.headers();
    if (closed || !credentials) return;
    abort = new AbortController();
    const headers: Record<string, string> = { Accept: LIVE_STREAM_TYPE, ...credentials };
    if (lastEventId) headers[LAST_EVENT_ID_HEADER] = lastEventId;
    try {
      const res = await doFetch(o.url, { headers, signal: abort.signal, cache: 'no-store' });
      if (FINAL.has(res.status)) return;
      if (!res.ok || !res.body) return retry();
      // A new stream starts after the newest activity: whatever committed before it opened, the screens
      // read again (a first read may be older than the open, a reconnect's gap may not be replayed).
      attempt = 0;
      o.onOpen();
      await read(res.body);
    } catch {
      // Dropped, refused or unreachable: try again below.
    }
    retry();
  }

  void connect();
  return () => {
    closed = true;
    clearTimeout(timer);
    abort?.abort();
  };
}
