import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import documents from '../../mf-documents/module-federation.config';
import { pageOf, serveStatic, type HtmlPage, type RunningServer } from '../serve';

const answer = (port: number, target: string) =>
  new Promise<{ status: number; body: string; policy: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: target }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, policy: String(res.headers['content-security-policy'] ?? '') }));
      })
      .on('error', reject);
  });

const signingPage: HtmlPage = {
  file: '/signing.html',
  paths: documents.pages![0].paths,
  contentSecurityPolicy: (host) => `frame-ancestors http://shell.test; host ${host}`,
};

describe("an app's second HTML page (mf-documents' signing.html)", () => {
  let dir: string;
  let server: RunningServer;
  let port: number;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'offerdesk-pages-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<title>remote</title>');
    fs.writeFileSync(path.join(dir, 'signing.html'), '<title>signing</title>');
    fs.writeFileSync(path.join(dir, 'main.js'), 'console.log(1)');
    server = await serveStatic({ dir, port: 0, pages: [signingPage], contentSecurityPolicy: () => "frame-ancestors 'self'" });
    port = Number(new URL(server.url).port);
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    '/sign-documents/abc/12?successurl=x',
    '/document-preview/4/5?t=x',
    '/document-preview/4',
    '/no-documents',
    '/sign-assigner/4/7',
    '/sign-contract-documents/4/9',
    '/signing.html',
  ])('answers %s with the signing page and its own policy', async (target) => {
    const a = await answer(port, target);
    expect(a).toEqual({ status: 200, body: '<title>signing</title>', policy: 'frame-ancestors http://shell.test; host 127.0.0.1' });
  });

  it.each(['/document-viewer/4', '/no-documents-here', '/sign-documentsx/1/2', '/', '/offer-documents/3'])(
    "answers %s with the remote's own page and the app's policy",
    async (target) => {
      expect(await answer(port, target)).toEqual({ status: 200, body: '<title>remote</title>', policy: "frame-ancestors 'self'" });
    },
  );

  it('serves files as they are, with no policy', async () => {
    const a = await answer(port, '/main.js');
    expect(a).toEqual({ status: 200, body: 'console.log(1)', policy: '' });
  });

  it('maps only addresses without an extension (and the page file itself)', () => {
    expect(pageOf([signingPage], '/sign-documents/a.js')).toBeUndefined();
    expect(pageOf([signingPage], '/no-documents')).toBe(signingPage);
    expect(pageOf([signingPage], '/no-documents/')).toBeUndefined();
    expect(pageOf(undefined, '/no-documents')).toBeUndefined();
  });
});
