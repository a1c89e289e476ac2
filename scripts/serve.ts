import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

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
const VOLATILE = /^\/(index\.html|remotes\.json|config\.json|remoteEntry\.js|mf-manifest\.json|mf-stats\.json)$/;

export interface StaticServerOptions {
  dir: string;
  port: number;
  host?: string;
  /** In-memory files served instead of the built ones (run-time remotes.json / config.json). */
  overrides?: Record<string, string>;
  /** Origins allowed to frame index.html (CSP frame-ancestors). */
  frameAncestors?: string[];
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
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat?.isFile()) return null;
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === stat.mtimeMs) return hit;
    const raw = fs.readFileSync(file);
    const body: Body = { raw, gz: /\.(js|mjs|json|html|css|svg|map)$/.test(file) ? zlib.gzipSync(raw, { level: 9 }) : undefined, mtimeMs: stat.mtimeMs };
    cache.set(file, body);
    return body;
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400, { 'Content-Type': 'text/plain' }).end('Bad request');
      return;
    }
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405).end();
      return;
    }
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
    if (ext === '.html' && opts.frameAncestors) {
      res.setHeader('Content-Security-Policy', `frame-ancestors 'self' ${opts.frameAncestors.join(' ')}`.trim());
    }
    res.setHeader('Vary', 'Accept-Encoding');
    const gz = body.gz && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (gz) res.setHeader('Content-Encoding', 'gzip');
    const payload = gz ? body.gz! : body.raw;
    res.setHeader('Content-Length', payload.length);
    res.writeHead(200).end(req.method === 'HEAD' ? undefined : payload);
  });
  server.keepAliveTimeout = 5000;

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host ?? '127.0.0.1', () => {
      resolve({
        url: `http://localhost:${opts.port}`,
        close: () =>
          new Promise<void>((r) => {
            server.closeAllConnections();
            server.close(() => r());
          }),
      });
    });
  });
}
