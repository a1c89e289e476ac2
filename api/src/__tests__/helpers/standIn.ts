import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandIn {
  url: string;
  requests: Array<{ method: string; url: string; headers: http.IncomingHttpHeaders; body: string }>;
  close(): Promise<void>;
}

/** A local HTTP stand-in for an upstream service (RESO OData, Photon): the handler answers [status, json]. */
export async function startStandIn(
  handler: (req: { method: string; url: URL; headers: http.IncomingHttpHeaders; body: string }) => [number, unknown],
): Promise<StandIn> {
  const requests: StandIn['requests'] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      requests.push({ method: req.method ?? 'GET', url: req.url ?? '', headers: req.headers, body });
      let status: number;
      let json: unknown;
      try {
        [status, json] = handler({ method: req.method ?? 'GET', url: new URL(req.url ?? '/', 'http://stand.in'), headers: req.headers, body });
      } catch (error) {
        [status, json] = [500, { error: String(error) }];
      }
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
