import type { FastifyInstance } from 'fastify';
import { LIVE_STREAM_TYPE, type LiveEvent } from '@offerdesk/shared/contract';

export interface OpenStream {
  status: number;
  headers: Record<string, unknown>;
  /** Everything the stream sent so far. */
  text(): string;
  /** The events sent so far, parsed. */
  events(): Array<{ id: number; event: string; data: LiveEvent }>;
  /** Waits until the text sent matches. */
  until(pattern: RegExp, ms?: number): Promise<void>;
  close(): void;
}

/** Opens a live stream through inject as a browser's fetch would (Accept: text/event-stream), answering once the head is written. */
export async function openStream(app: FastifyInstance, url: string, headers: Record<string, string>): Promise<OpenStream> {
  const abort = new AbortController();
  const res = await app.inject({
    url,
    headers: { accept: LIVE_STREAM_TYPE, ...headers },
    payloadAsStream: true,
    signal: abort.signal,
  });
  let text = '';
  const stream = res.stream();
  stream.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  stream.on('error', () => undefined);
  return {
    status: res.statusCode,
    headers: res.headers,
    text: () => text,
    events: () =>
      text
        .split('\n\n')
        .filter((block) => block.startsWith('id: '))
        .map((block) => {
          const field = (name: string) =>
            block
              .split('\n')
              .find((l) => l.startsWith(`${name}: `))!
              .slice(name.length + 2);
          return { id: Number(field('id')), event: field('event'), data: JSON.parse(field('data')) as LiveEvent };
        }),
    until: async (pattern, ms = 10_000) => {
      const end = Date.now() + ms;
      while (!pattern.test(text)) {
        if (Date.now() > end) throw new Error(`The stream did not send ${pattern} in ${ms} ms; it sent:\n${text}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    close: () => abort.abort(),
  };
}

/** The answer of a refused stream (its status and JSON body). */
export async function refusal(app: FastifyInstance, url: string, headers: Record<string, string>, method: 'GET' | 'HEAD' = 'GET') {
  const res = await app.inject({ method, url, headers: { accept: LIVE_STREAM_TYPE, ...headers } });
  return { status: res.statusCode, body: res.body ? (res.json() as { code: string; message: string }) : null };
}
