import http from 'node:http';
import { mlsConfigFromEnv } from '../api/src';
import type { RemoteLocation, Suite } from './suite';

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

/** A RESO server for the suite's MLS: { url, tokenUrl, clientId, clientSecret }, checked as OFFERDESK_RESO_* would be. */
function parseReso(body: string) {
  const r = JSON.parse(body) as Partial<Record<'url' | 'tokenUrl' | 'clientId' | 'clientSecret', string>>;
  return mlsConfigFromEnv({
    OFFERDESK_MLS_PROVIDER: 'reso',
    OFFERDESK_RESO_URL: r.url,
    OFFERDESK_RESO_TOKEN_URL: r.tokenUrl,
    OFFERDESK_RESO_CLIENT_ID: r.clientId,
    OFFERDESK_RESO_CLIENT_SECRET: r.clientSecret,
  });
}

function parseLocation(body: string): RemoteLocation {
  const loc = JSON.parse(body) as Partial<RemoteLocation>;
  if (typeof loc?.entry !== 'string' || typeof loc.routes !== 'string') throw new Error('Send { "entry": url, "routes": url }');
  return { entry: loc.entry, routes: loc.routes };
}

/**
 * Test-only control port (OFFERDESK_CONTROL_PORT, loopback): the e2e journeys stop and start one
 * app's server to check that the rest of the suite keeps working, and point remotes.json at
 * another deployment of one remote (PUT /remote-location?app=…, DELETE to undo) and mailed party links
 * at another deployment of the party portal (PUT /portal-link-base with its address, DELETE to undo),
 * and every app's config.json at another API (PUT /api-base with its address, DELETE to undo), and
 * restart the API on the same data with a RESO server as its MLS (PUT /mls-reso, DELETE to undo).
 */
export function startControl(suite: Suite, port: number): Promise<void> {
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://control');
    const app = url.searchParams.get('app') ?? '';
    try {
      if (req.method === 'POST' && url.pathname === '/stop') await suite.stopApp(app);
      else if (req.method === 'POST' && url.pathname === '/start') await suite.startApp(app);
      else if (req.method === 'PUT' && url.pathname === '/remote-location')
        suite.setRemoteLocation(app, parseLocation(await readBody(req)));
      else if (req.method === 'DELETE' && url.pathname === '/remote-location') suite.setRemoteLocation(app, null);
      else if (req.method === 'PUT' && url.pathname === '/portal-link-base') suite.setPortalLinkBase((await readBody(req)).trim());
      else if (req.method === 'DELETE' && url.pathname === '/portal-link-base') suite.setPortalLinkBase(null);
      else if (req.method === 'PUT' && url.pathname === '/api-base') suite.setApiBase((await readBody(req)).trim());
      else if (req.method === 'DELETE' && url.pathname === '/api-base') suite.setApiBase(null);
      else if (req.method === 'PUT' && url.pathname === '/mls-reso') await suite.setMls(parseReso(await readBody(req)));
      else if (req.method === 'DELETE' && url.pathname === '/mls-reso') await suite.setMls(null);
      else if (url.pathname === '/urls') {
        res
          .writeHead(200, { 'Content-Type': 'application/json' })
          .end(JSON.stringify({ shellUrl: suite.shellUrl, apiUrl: suite.apiUrl, appUrls: suite.appUrls }));
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
