import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { decodeRequestPath } from './requestPath';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.map': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
};
/** Files a deploy changes in place: never cached. Hashed chunks are immutable. */
const VOLATILE = /^\/([\w-]+\.html|remotes\.json|config\.json|remoteEntry\.js|firstPaint\.js|mf-manifest\.json|mf-stats\.json)$/;

export interface StaticServerOptions {
  dir: string;
  port: number;
  host?: string;
  /** In-memory files served instead of the built ones (run-time remotes.json / config.json). */
  overrides?: Record<string, string>;
  /** The Content-Security-Policy of an HTML answer for the host name the page was asked on. */
  contentSecurityPolicy?: (hostname: string) => string;
  /** More HTML pages of the app: an address under one of `paths` is answered with `file` and its own policy. */
  pages?: readonly HtmlPage[];
  /** Told of a request that failed inside the server (it answered 500); default: stderr. */
  onError?: (error: unknown) => void;
}

export interface HtmlPage {
  /** The page's file, e.g. /signing.html. */
  file: string;
  /** Address prefixes it answers ('/sign-documents/'); an exact prefix without a trailing slash matches itself only. */
  paths: readonly string[];
  /** Its Content-Security-Policy for the host name asked (default: the server's). */
  contentSecurityPolicy?: (hostname: string) => string;
}

/** The page whose addresses hold `pathname` (only for addresses without a file extension). */
export function pageOf(pages: readonly HtmlPage[] | undefined, pathname: string): HtmlPage | undefined {
  if (path.extname(pathname)) return pages?.find((p) => p.file === pathname);
  return pages?.find((p) => p.paths.some((prefix) => (prefix.endsWith('/') ? pathname.startsWith(prefix) : pathname === prefix)));
}

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

interface Body {
  raw: Buffer;
  gz?: Buffer;
  /** Modification time of the file it was read from: a rebuild replaces the cached copy. */
  mtimeMs?: number;
}

/** A small static server for one app: SPA fallback, gzip, cache headers, CORS for federated chunks. */
export function serveStatic(opts: StaticServerOptions): Promise<RunningServer> {
  const root = path.resolve(opts.dir);
  const cache = new Map<string, Body>();

  function read(file: string): Body | null {
    if (!file.startsWith(root + path.sep)) return null;
    let stat: fs.Stats | undefined;
    try {
      stat = fs.statSync(file, { throwIfNoEntry: false });
    } catch {
      return null; // a name the file system refuses (too long, …) is not a file of the app
    }
    if (!stat?.isFile()) return null;
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === stat.mtimeMs) return hit;
    const raw = fs.readFileSync(file);
    const body: Body = {
      raw,
      gz: /\.(js|mjs|json|html|css|svg|map)$/.test(file) ? zlib.gzipSync(raw, { level: 9 }) : undefined,
      mtimeMs: stat.mtimeMs,
    };
    cache.set(file, body);
    return body;
  }

  const hostnameOf = (req: http.IncomingMessage) => {
    try {
      return new URL(`http://${req.headers.host ?? 'localhost'}`).hostname.replace(/^\[|\]$/g, '');
    } catch {
      return '';
    }
  };

  function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    let pathname = decodeRequestPath(req.url);
    if (pathname === null) {
      res.writeHead(400, { 'Content-Type': 'text/plain' }).end('Bad request');
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const page = pageOf(opts.pages, pathname);
    if (page) pathname = page.file;
    const override = opts.overrides?.[pathname];
    let body: Body | null = override !== undefined ? { raw: Buffer.from(override) } : null;
    if (!body) body = read(path.join(root, pathname));
    if (!body && !path.extname(pathname)) {
      pathname = '/index.html';
      body = read(path.join(root, pathname));
    }
    if (!body) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    const ext = path.extname(pathname);
    res.setHeader('Content-Type', TYPES[ext] ?? 'application/octet-stream');
    res.setHeader('Cache-Control', VOLATILE.test(pathname) || override !== undefined ? 'no-cache' : 'public, max-age=31536000, immutable');
    const policy = page?.contentSecurityPolicy ?? opts.contentSecurityPolicy;
    if (ext === '.html' && policy) res.setHeader('Content-Security-Policy', policy(hostnameOf(req)));
    // Party, signing and viewer pages carry their token in the address: no page sends its address on as a referrer.
    if (ext === '.html') res.setHeader('Referrer-Policy', 'no-referrer');
    res.setHeader('Vary', 'Accept-Encoding');
    const gz = body.gz && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (gz) res.setHeader('Content-Encoding', 'gzip');
    const payload = gz ? body.gz! : body.raw;
    res.setHeader('Content-Length', payload.length);
    res.writeHead(200).end(req.method === 'HEAD' ? undefined : payload);
  }

  const onError = opts.onError ?? ((error: unknown) => console.error(`static server ${opts.port}:`, error));
  // One request's fault answers that request with a 500; it never reaches the process.
  const server = http.createServer((req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      onError(error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' }).end('Server error');
      else res.destroy();
    }
  });
  server.keepAliveTimeout = 5000;

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      server.on('error', onError);
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : opts.port;
      resolve({
        url: `http://localhost:${port}`,
        close: () =>
          new Promise<void>((r) => {
            server.closeAllConnections();
            server.close(() => r());
          }),
      });
    });
  });
}
