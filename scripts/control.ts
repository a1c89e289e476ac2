import http from 'node:http';
import type { Suite } from './suite';

/**
 * Test-only control port (OFFERDESK_CONTROL_PORT, loopback): the e2e journeys stop and start one
 * app's server to check that the rest of the suite keeps working.
 */
export function startControl(suite: Suite, port: number): Promise<void> {
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://control');
    const app = url.searchParams.get('app') ?? '';
    try {
      if (req.method === 'POST' && url.pathname === '/stop') await suite.stopApp(app);
      else if (req.method === 'POST' && url.pathname === '/start') await suite.startApp(app);
      else if (url.pathname === '/urls') {
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ shellUrl: suite.shellUrl, apiUrl: suite.apiUrl, appUrls: suite.appUrls }));
        return;
      } else {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(204).end();
    } catch (e) {
      res.writeHead(400, { 'Content-Type': 'text/plain' }).end((e as Error).message);
    }
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
}
