import http from 'node:http';

export interface StrangerPage {
  close(): Promise<void>;
}

/**
 * A page of an origin no frame environment names: `/` tries to frame the shell (frame-ancestors
 * must refuse it) and keeps every message it receives in `window.__messages`; `/blank` is a plain
 * page another test frames to post from a wrong origin.
 */
export function startStranger(port: number, shellUrl: string): Promise<StrangerPage> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stranger');
    const body =
      url.pathname === '/blank'
        ? '<!doctype html><title>Another origin</title><p>another origin</p>'
        : `<!doctype html><title>Another origin</title><iframe id="offers" title="OfferDesk" src="${shellUrl}/offers"></iframe>
<script>window.__messages = []; window.addEventListener('message', (e) => window.__messages.push({ origin: e.origin, data: e.data }));</script>`;
    res.writeHead(200, { 'Content-Type': 'text/html' }).end(body);
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({
        close: () =>
          new Promise<void>((r) => {
            server.closeAllConnections();
            server.close(() => r());
          }),
      }),
    ),
  );
}
