/**
 * Local webhook receivers on a free port for the deadline tests: `/trickle` answers 200 at once and then
 * one byte every 100 ms for as long as the connection stays open, `/firehose` answers 200 and then sends
 * bytes as fast as they are read, `/silent` never answers, `/normal` answers 200 with an empty body.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PathLog {
  /** Requests received. */
  received: number;
  /** Requests whose connection is still open. */
  open: number;
  /** When each request arrived and when its connection closed (ms since the epoch). */
  arrivals: number[];
  closes: number[];
}

export async function startSlowReceivers() {
  const log: Record<string, PathLog> = {};
  const logOf = (path: string) => (log[path] ??= { received: 0, open: 0, arrivals: [], closes: [] });
  const server = http.createServer((req, res) => {
    const l = logOf(req.url ?? '');
    l.received++;
    l.open++;
    l.arrivals.push(Date.now());
    res.on('close', () => {
      l.open--;
      l.closes.push(Date.now());
    });
    req.resume();
    if (req.url === '/trickle') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      const drip = setInterval(() => res.write('.'), 100);
      res.on('close', () => clearInterval(drip));
    } else if (req.url === '/firehose') {
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      const chunk = Buffer.alloc(16_384, 120);
      const pour = () => {
        while (!res.destroyed && res.write(chunk));
      };
      res.on('drain', pour);
      pour();
    } else if (req.url !== '/silent') res.writeHead(200).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    logOf,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
