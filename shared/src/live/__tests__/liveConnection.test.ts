import { QueryClient } from '@tanstack/react-query';
import type { LiveEvent } from '../../contract';
import { openLiveConnection } from '../liveConnection';
import { invalidateLive } from '../liveQueries';
import { parseSse } from '../sseParser';

const event = (id: number, offerId = 5): LiveEvent => ({
  id,
  offerId,
  action: 'signSet.signed',
  kind: 'signing',
  statusId: 3,
  at: '2026-11-27T16:00:00.000Z',
});
const frame = (e: LiveEvent) => `id: ${e.id}\nevent: ${e.kind}\ndata: ${JSON.stringify(e)}\n\n`;
/** A stream body of these chunks; it stays open unless `end`. */
const body = (chunks: string[], end: boolean) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(new TextEncoder().encode(c));
      if (end) controller.close();
    },
  });
const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
};

describe('the live stream parser', () => {
  it('reads complete messages, skips comments and heartbeats, and keeps an unfinished one for the next chunk', () => {
    const text = `retry: 2000\n: open\n\n: ping\n\n${frame(event(7))}id: 8\nevent: sig`;
    const { messages, rest } = parseSse(text);
    expect(messages).toEqual([{ id: '7', event: 'signing', data: JSON.stringify(event(7)) }]);
    expect(rest).toBe('id: 8\nevent: sig');
    expect(parseSse(`${rest}ning\r\ndata: {}\r\n\r\n`).messages).toEqual([{ id: '8', event: 'signing', data: '{}' }]);
  });
});

describe('the live connection', () => {
  it('reconnects after a drop with Last-Event-ID and its credential, tells of the reconnect, and stops when closed', async () => {
    const sent: Array<Record<string, string>> = [];
    let drop = () => undefined as void;
    const first = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const c of [': open\n\n', frame(event(5)), frame(event(6)).slice(0, 20), frame(event(6)).slice(20)])
          controller.enqueue(new TextEncoder().encode(c));
        drop = () => controller.close();
      },
    });
    const answers = [
      () => new Response(first, { status: 200 }),
      () => new Response(null, { status: 503 }),
      () => new Response(body([frame(event(7))], false), { status: 200 }),
    ];
    const fetchImpl = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      sent.push({ ...(init?.headers as Record<string, string>) });
      return answers[sent.length - 1]();
    }) as unknown as typeof fetch;
    const events: number[] = [];
    const onOpen = jest.fn();
    let token = 'first';
    const close = openLiveConnection({
      url: 'http://api.test/live/offers',
      headers: () => ({ Authorization: `Bearer ${token}` }),
      onEvent: (e) => events.push(e.id),
      onOpen,
      fetchImpl,
      retryDelayMs: () => 1,
    });
    await until(() => events.length === 2);
    token = 'second';
    drop();
    await until(() => events.length === 3);
    expect(events).toEqual([5, 6, 7]);
    expect(sent).toEqual([
      { Accept: 'text/event-stream', Authorization: 'Bearer first' },
      { Accept: 'text/event-stream', Authorization: 'Bearer second', 'Last-Event-ID': '6' },
      { Accept: 'text/event-stream', Authorization: 'Bearer second', 'Last-Event-ID': '6' },
    ]);
    // The first open and the one after the drop (the 503 between them is no open).
    expect(onOpen).toHaveBeenCalledTimes(2);
    close();
    await new Promise((r) => setTimeout(r, 20));
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it.each([401, 404, 410])('gives up on a %s (the session or the link ended) and on a "gone" event', async (status) => {
    const fetchImpl = jest.fn(async () => new Response(null, { status })) as unknown as typeof fetch;
    openLiveConnection({
      url: 'http://api.test/live/party',
      headers: () => ({}),
      onEvent: jest.fn(),
      onOpen: jest.fn(),
      fetchImpl,
      retryDelayMs: () => 1,
    });
    await new Promise((r) => setTimeout(r, 30));
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const gone = jest.fn(async () => new Response(body(['event: gone\ndata: {}\n\n'], true), { status: 200 })) as unknown as typeof fetch;
    openLiveConnection({
      url: 'http://api.test/live/party',
      headers: () => ({}),
      onEvent: jest.fn(),
      onOpen: jest.fn(),
      fetchImpl: gone,
      retryDelayMs: () => 1,
    });
    await new Promise((r) => setTimeout(r, 30));
    expect(gone).toHaveBeenCalledTimes(1);
  });

  it('opens nothing without a credential', async () => {
    const fetchImpl = jest.fn() as unknown as typeof fetch;
    openLiveConnection({ url: 'http://api.test/live/offers', headers: () => null, onEvent: jest.fn(), onOpen: jest.fn(), fetchImpl });
    await new Promise((r) => setTimeout(r, 10));
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});

describe('the live invalidation', () => {
  const KEYS = {
    list: ['offers', 'list', 'received', { page: 1 }],
    count: ['offers', 'unviewed-count'],
    page5: ['offers', 'offerPage', 5],
    activities5: ['offers', 'offerPage', 5, 'activities'],
    page6: ['offers', 'offerPage', 6],
    statuses: ['offers', 'statuses'],
    documents5: ['contractDocuments', 'offer', 5],
    parties6: ['contractDocuments', 'parties', 6],
    contract: ['contractDocuments', 12],
    templates: ['contractDocuments', 'templates', 1],
    portal5: ['portal', 'offer', '5', '9', 'tok'],
    portal6: ['portal', 'offer', '6', '9', 'tok'],
    other: ['lookups', 5],
  } as const;
  const stale = (client: QueryClient) =>
    Object.entries(KEYS)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
  const cache = () => {
    const client = new QueryClient();
    for (const key of Object.values(KEYS)) client.setQueryData(key, 1);
    return client;
  };

  it("refreshes the lists and the event's offer (page, documents, portal view), not other offers or lookups", async () => {
    const client = cache();
    await invalidateLive(client, { offerId: 5 });
    expect(stale(client)).toEqual(['list', 'count', 'page5', 'activities5', 'documents5', 'contract', 'portal5']);
  });

  it('refreshes every offer after a reconnect', async () => {
    const client = cache();
    await invalidateLive(client, null);
    expect(stale(client)).toEqual([
      'list',
      'count',
      'page5',
      'activities5',
      'page6',
      'documents5',
      'parties6',
      'contract',
      'portal5',
      'portal6',
    ]);
  });
});
