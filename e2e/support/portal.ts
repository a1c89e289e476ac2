import http from 'node:http';

export interface PortalPage {
  close(): Promise<void>;
}

/**
 * A brokerage-portal stand-in on its own origin: it frames the shell, answers the shell's
 * `offers-frame-loaded` with the token (posted only to the shell's origin), keeps every message
 * it receives in `window.__messages`, and follows `session-expired` to its own login page.
 */
function portalHtml(shellUrl: string, frameRoute: string, strangerUrl: string | null): string {
  const shellOrigin = new URL(shellUrl).origin;
  return `<!doctype html><html><head><title>Brokerage portal</title></head><body>
<h1 id="portal-title">Brokerage portal</h1>
<iframe id="offers" src="${shellUrl}${frameRoute}" style="width:1200px;height:800px;border:1px solid #999"></iframe>
${strangerUrl ? `<iframe id="stranger" src="${strangerUrl}" style="width:300px;height:60px"></iframe>` : ''}
<script>
  window.__messages = [];
  window.__token = window.__token || null;
  const frame = document.getElementById('offers');
  window.sendToken = (origin) => frame.contentWindow.postMessage(
    { source: 'offerdesk', version: 1, type: 'auth-token', token: window.__token.access_token, expiresIn: window.__token.expires_in, userName: window.__token.userName },
    origin || ${JSON.stringify(shellOrigin)});
  window.addEventListener('message', (e) => {
    window.__messages.push({ origin: e.origin, data: e.data });
    if (e.origin !== ${JSON.stringify(shellOrigin)} || !e.data || e.data.source !== 'offerdesk') return;
    if (e.data.type === 'offers-frame-loaded' && window.__token && window.__autoToken !== false) window.sendToken();
    if (e.data.type === 'session-expired') location.href = '/login-page';
  });
</script></body></html>`;
}

export function startPortal(port: number, shellUrl: string, frameRoute = '/offers'): Promise<PortalPage> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://portal');
    if (url.pathname === '/blank') {
      res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><p>another origin</p>');
      return;
    }
    if (url.pathname === '/login-page') {
      res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><h1 id="portal-login">Portal login</h1>');
      return;
    }
    res
      .writeHead(200, { 'Content-Type': 'text/html' })
      .end(portalHtml(shellUrl, url.searchParams.get('route') ?? frameRoute, url.searchParams.get('stranger')));
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
