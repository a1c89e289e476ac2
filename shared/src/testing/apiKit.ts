import { http, HttpResponse, type HttpResponseResolver, type RequestHandlerOptions } from 'msw';
import { setupServer } from 'msw/node';
import type { RouteDef } from '../contract';
import { LIVE_STREAM_TYPE, liveRoutes } from '../contract/live';

/**
 * The HTTP test kit of a workspace: an msw server in front of the API base its client uses.
 * Tests answer contract routes with `answer(contract.x.y, resolver)` and read what was sent
 * from `sent(route)`; a request no handler answers fails the test.
 */
export function createApiKit(apiBase: () => string) {
  const server = setupServer();
  const seen: Request[] = [];
  const urlOf = (def: RouteDef) => `${apiBase()}${def.url}`;

  /** A handler for one contract route (msw reads the route's `:param` path as the server does); `{ once: true }` answers one request only. */
  function answer(def: RouteDef, resolver: HttpResponseResolver, options?: RequestHandlerOptions) {
    const method = def.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    return http[method](urlOf(def), resolver, options);
  }

  /** The requests sent to a contract route so far in this test, oldest first. */
  function sent(def: RouteDef): Request[] {
    const pattern = new RegExp(`^${urlOf(def).replace(/:[A-Za-z]+/g, '[^/?]+')}(\\?|$)`);
    return seen.filter((r) => r.method === def.method && pattern.test(r.url));
  }

  /** The live streams (docs/domain/live.md) stay open and quiet unless a test answers them. */
  const quietLiveStreams = () =>
    Object.values(liveRoutes).map((def) =>
      answer(
        def,
        () => new HttpResponse(new ReadableStream({ start: () => undefined }), { headers: { 'content-type': LIVE_STREAM_TYPE } }),
      ),
    );

  /** Starts the server for a test file; `defaults` answer what every test of the file needs (and the quiet live streams). */
  function startApiServer(defaults: () => Parameters<typeof server.use>) {
    beforeAll(() => {
      server.listen({ onUnhandledRequest: 'error' });
      server.events.on('request:start', ({ request }) => void seen.push(request));
    });
    beforeEach(() => {
      seen.length = 0;
      server.use(...defaults(), ...quietLiveStreams());
    });
    afterEach(() => server.resetHandlers());
    afterAll(() => server.close());
  }

  return { server, answer, sent, startApiServer };
}

/** An error answer as the API gives it: `{ code, message, fields }` with its status. */
export const fail = ({ status, ...body }: { status: number; code: string; message: string; fields?: Record<string, string> }) =>
  HttpResponse.json(body, { status });

/** A response the test releases later, to see what shows while a request is under way. */
export function held() {
  let release!: (r: Response) => void;
  const response = new Promise<Response>((r) => (release = r));
  return { response, release };
}
