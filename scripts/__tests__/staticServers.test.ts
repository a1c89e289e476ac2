import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { APPS } from '../webpack/apps';
import { serveStatic, type RunningServer } from '../serve';
import { MAX_REQUEST_TARGET } from '../requestPath';

const SECRET = 'the-content-of-a-file-outside-the-app';

/** Sends the target exactly as written (no client-side normalisation of `..` or encoding). */
const rawGet = (port: number, target: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
    );
    let data = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => (data += chunk));
    socket.on('end', () =>
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0), body: data.split('\r\n\r\n').slice(1).join('\r\n\r\n') }),
    );
    socket.on('error', reject);
  });

const get = (port: number, target: string) =>
  new Promise<number>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: target }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', reject);
  });

const headersOf = (port: number, target: string) =>
  new Promise<http.IncomingHttpHeaders>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: target }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.headers));
      })
      .on('error', reject);
  });

/** Addresses that carry a party's or a signer's token (the party portal's and the shell's routes). */
const TOKEN_PAGES = [
  '/view-offer/12/34/56?t=secret-token',
  '/offer-viewer/12/56/34?t=secret-token',
  '/forward-offer/12/34?t=secret-token',
  '/counter-offer/12/34?t=secret-token',
  '/add-seller-party/12/34?t=secret-token',
  '/client/register/12/34?t=secret-token',
  '/review-offer/12?t=secret-token',
  '/sign-documents/12/34?signToken=secret-token',
  '/',
];

/** Paths no static server may serve or fall over on. */
const HOSTILE = [
  '/%00',
  '/%00.js',
  '/index.html%00.js',
  '/main.js%00',
  '/%E0%A4%A',
  '/%c0%ae%c0%ae/secret.txt',
  `/${'a'.repeat(MAX_REQUEST_TARGET + 10)}`,
  `/${'a'.repeat(300)}.js`,
  '/../secret.txt',
  '/../../../../etc/passwd',
  '/./index.html',
  '/%2e%2e/secret.txt',
  '/%2e%2e%2fsecret.txt',
  '/..%2fsecret.txt',
  '/.%2e/secret.txt',
  '/..%5csecret.txt',
  '/%5c..%5csecret.txt',
  '/\\..\\secret.txt',
  '/%252e%252e/secret.txt',
  '/%252e%252e%252fsecret.txt',
  '/%25%30%30',
  '//secret.txt',
  'secret.txt',
  '*',
];

describe('the static app servers', () => {
  let base: string;
  const servers: RunningServer[] = [];
  const ports: number[] = [];
  const faults: unknown[] = [];
  beforeAll(async () => {
    base = fs.mkdtempSync(path.join(os.tmpdir(), 'offerdesk-static-'));
    fs.writeFileSync(path.join(base, 'secret.txt'), SECRET);
    for (const app of APPS) {
      const dir = path.join(base, app.name);
      fs.mkdirSync(dir);
      fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>${app.name}</title>`);
      fs.writeFileSync(path.join(dir, 'main.js'), 'console.log(1)');
      // A fault inside the server: reading this override throws.
      const overrides = new Proxy({} as Record<string, string>, {
        get: (_target, key) => {
          if (key === '/fault.json') throw new Error('a fault while answering');
          return undefined;
        },
      });
      const server = await serveStatic({ dir, port: 0, overrides, onError: (e) => void faults.push(e) });
      servers.push(server);
      ports.push(Number(new URL(server.url).port));
    }
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
    fs.rmSync(base, { recursive: true, force: true });
  });

  it('answers 400 or 404 to every hostile path on every app port, and leaks nothing', async () => {
    const answers: string[] = [];
    for (const port of ports) {
      for (const target of HOSTILE) {
        const { status, body } = await rawGet(port, target);
        if (![400, 404].includes(status) || body.includes(SECRET) || body.includes('root:'))
          answers.push(`${port} ${target.slice(0, 40)} → ${status}`);
      }
    }
    expect(answers).toEqual([]);
  });

  it('answers a fault inside one server with a 500 and keeps every server answering', async () => {
    expect(await get(ports[1], '/fault.json')).toBe(500);
    expect(faults).toHaveLength(1);
    for (const port of ports) {
      expect(await get(port, '/')).toBe(200);
      expect(await get(port, '/main.js')).toBe(200);
      expect(await get(port, '/offers/12')).toBe(200);
    }
  });

  it('refuses other methods', async () => {
    const status = await new Promise<number>((resolve) =>
      http.request({ host: '127.0.0.1', port: ports[0], path: '/', method: 'POST' }, (res) => resolve(res.statusCode ?? 0)).end(),
    );
    expect(status).toBe(405);
  });

  it('answers every page with a token in its address with Referrer-Policy: no-referrer, on every app port', async () => {
    const missing: string[] = [];
    for (const port of ports) {
      for (const target of TOKEN_PAGES) {
        const headers = await headersOf(port, target);
        if (headers['referrer-policy'] !== 'no-referrer') missing.push(`${port} ${target} → ${headers['referrer-policy']}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("answers the signing service's own pages with Referrer-Policy: no-referrer", async () => {
    const app = APPS.find((a) => a.pages?.length)!;
    const dir = path.join(base, `${app.name}-pages`);
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>app</title>');
    for (const page of app.pages!) fs.writeFileSync(path.join(dir, `${page.name}.html`), `<!doctype html><title>${page.name}</title>`);
    const server = await serveStatic({ dir, port: 0, pages: app.pages!.map((p) => ({ file: `/${p.name}.html`, paths: p.paths })) });
    try {
      const port = Number(new URL(server.url).port);
      const targets = app.pages!.flatMap((p) =>
        p.paths.map((prefix) => `${prefix}${prefix.endsWith('/') ? '12/34?signToken=secret' : '?t=secret'}`),
      );
      expect(targets.length).toBeGreaterThanOrEqual(5);
      for (const target of targets) expect([target, (await headersOf(port, target))['referrer-policy']]).toEqual([target, 'no-referrer']);
    } finally {
      await server.close();
    }
  });
});
