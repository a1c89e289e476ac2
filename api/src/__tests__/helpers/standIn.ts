import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandIn {
  url: string;
  requests: Array<{ method: string; url: string; headers: http.IncomingHttpHeaders; body: string }>;
  close(): Promise<void>;
}

/** An answer: status and body (JSON, or a string sent as `contentType`). */
export type StandInAnswer = [number, unknown] | [number, string, string];

/**
 * A local HTTP stand-in for an upstream service (RESO OData, Photon): the handler answers
 * [status, json] or [status, text, content type], at once or later (a promise).
 */
export async function startStandIn(
  handler: (req: { method: string; url: URL; headers: http.IncomingHttpHeaders; body: string }) => StandInAnswer | Promise<StandInAnswer>,
  port = 0,
): Promise<StandIn> {
  const requests: StandIn['requests'] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      requests.push({ method: req.method ?? 'GET', url: req.url ?? '', headers: req.headers, body });
      void (async () => {
        let answer: StandInAnswer;
        try {
          answer = await handler({
            method: req.method ?? 'GET',
            url: new URL(req.url ?? '/', 'http://stand.in'),
            headers: req.headers,
            body,
          });
        } catch (error) {
          answer = [500, { error: String(error) }];
        }
        if (res.destroyed) return;
        const [status, payload, contentType] = answer;
        res.writeHead(status, { 'content-type': contentType ?? 'application/json' });
        res.end(contentType ? String(payload) : JSON.stringify(payload));
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
