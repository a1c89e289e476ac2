import type { FastifyReply } from 'fastify';
import { LIVE_STREAM_TYPE, TOO_MANY_STREAMS_MESSAGE, type LiveEvent } from '@offerdesk/shared/contract';
import { AppError } from '../../http/errors';
import type { LiveHub } from './liveHub';

/** What one stream reads: its caller's events after an id, and whether its credential still opens it. */
export interface LiveReader {
  /** The caller the per-caller stream limit counts. */
  caller: string;
  /** A party link's one offer: notifications of other offers are skipped without a read. */
  offerId?: number;
  eventsAfter(afterId: number, limit: number): Promise<LiveEvent[]>;
  stillOpen(): Promise<boolean>;
}

export interface LiveStreamStart {
  /** The newest activity id when the stream opened; the stream sends what follows it. */
  newest: number;
  /** The client's Last-Event-ID: what follows it is sent at once. */
  lastEventId?: number;
  heartbeatMs: number;
  /** The client waits this long before it connects again (the SSE `retry` field). */
  retryMs: number;
  onError(error: unknown): void;
}

const BATCH = 100;

const frame = (e: LiveEvent) => `id: ${e.id}\nevent: ${e.kind}\ndata: ${JSON.stringify(e)}\n\n`;

/**
 * Answers the request with a server-sent event stream (docs/domain/live.md): every wake-up reads
 * the caller's events after the last one sent, so a replay and a live event take the same path and
 * arrive in id order; a comment every `heartbeatMs` keeps proxies from closing an idle stream.
 */
export async function serveLiveStream(reply: FastifyReply, hub: LiveHub, reader: LiveReader, start: LiveStreamStart): Promise<void> {
  const raw = reply.raw;
  let cursor = Math.min(start.lastEventId ?? start.newest, start.newest);
  let remove: (() => void) | false = false;
  let ready = false;
  let ended = false;
  let pumping = false;
  let again = false;
  const write = (text: string) => {
    if (!ended) raw.write(text);
  };
  const finish = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    if (remove) remove();
    raw.end();
  };
  const pump = async (): Promise<void> => {
    if (!ready || pumping || ended) {
      again = true;
      return;
    }
    pumping = true;
    try {
      do {
        again = false;
        if (!(await reader.stillOpen())) {
          write('event: gone\ndata: {}\n\n');
          return finish();
        }
        let batch: LiveEvent[];
        do {
          batch = await reader.eventsAfter(cursor, BATCH);
          for (const e of batch) {
            write(frame(e));
            cursor = e.id;
          }
        } while (batch.length === BATCH && !ended);
      } while (again && !ended);
    } catch (error) {
      start.onError(error);
      finish();
    } finally {
      pumping = false;
    }
  };
  remove = await hub.add({
    caller: reader.caller,
    wake: (offerId) => {
      if (reader.offerId === undefined || offerId === null || offerId === reader.offerId) void pump();
    },
    end: finish,
  });
  if (!remove) throw new AppError(429, 'too_many_streams', TOO_MANY_STREAMS_MESSAGE);
  reply.hijack();
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': `${LIVE_STREAM_TYPE}; charset=utf-8`,
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
  });
  raw.on('close', finish);
  write(`retry: ${start.retryMs}\n: open\n\n`);
  const heartbeat = setInterval(() => write(': ping\n\n'), start.heartbeatMs);
  heartbeat.unref();
  ready = true;
  if (start.lastEventId !== undefined || again) void pump();
}
