/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
import { databaseDocumentStore } from '../../../files/documentStore';
import { enqueueMail } from '../../../mail/enqueueMail';
import { signingWorld } from '../../../__tests__/helpers/signingWorld';
import { buildAppOn, createTestApp, type TestApp } from '../../../__tests__/helpers/testApp';
import { ENGINES } from '../../../__tests__/helpers/testDb';

jest.setTimeout(60_000);

const LINK_BASE = 'https://app.offerdesk.test';

describe.each(ENGINES)('the local mailbox on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, {
      formTemplates: true,
      linkBaseUrl: LINK_BASE,
      mail: { worker: true, mailbox: true, pollingIntervalSeconds: 0.5, reminders: false },
    });
  }, 90_000);
  afterAll(() => t.close());
  const { readyOffer, share } = signingWorld(() => t);
  const get = (url: string, extra: Record<string, unknown> = {}) => t.app.inject({ url, headers: { host: 'localhost:4000' }, ...extra });

  /** The mailbox lists a message to the address once the worker has delivered it (polling: mail is queued). */
  async function deliveredTo(to: string): Promise<string> {
    for (let i = 0; i < 60; i++) {
      const list = await get('/mailbox');
      const row = list.body.split('<tr>').find((r) => r.includes(`<td>${to}</td>`));
      const href = row && /href="(\/mailbox\/\d+)"/.exec(row)?.[1];
      if (href) return href;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`no mail to ${to}`);
  }

  it('lists the delivered signature request newest first and shows it with the absolute link to the signing page', async () => {
    const o = await readyOffer('mb');
    expect((await share(o)).statusCode).toBe(200);
    const href = await deliveredTo('lukasz.mb@example.test');
    const list = await get('/mailbox');
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toMatch(/^text\/html/);
    expect(list.headers['content-security-policy']).toMatch(/default-src 'none'; style-src 'nonce-[A-Za-z0-9+/=]+'/);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.body).toMatch(/<html lang="en">/);
    expect(list.body).toContain('<h1>Mailbox</h1>');
    expect(list.body).toContain('>Documents to sign</a>');
    const message = await get(href);
    expect(message.statusCode).toBe(200);
    expect(message.body).toContain('<h1>Documents to sign</h1>');
    const link = /<a href="([^"]+)">/g;
    const links = [...message.body.matchAll(link)].map((m) => m[1]).filter((h) => h.startsWith('http'));
    expect(links).toHaveLength(1);
    const url = new URL(links[0]);
    expect(url.origin).toBe(LINK_BASE);
    expect(url.pathname).toMatch(new RegExp(`^/sign-documents/[A-Za-z0-9_-]{43}/\\d+$`));
    // The second buyer is asked only when the first has signed.
    expect((await get('/mailbox')).body).not.toContain('maria.mb@example.test');
  });

  it('escapes every value and turns only URLs into links', async () => {
    await enqueueMail(t.testDb.db, {
      to: 'x<y>@example.test',
      subject: '<script>alert(1)</script> & "q"',
      text: 'See https://a.test/x?a=1&b=<2> then <b>bold</b>.',
      key: 'escape-test',
    });
    const href = await deliveredTo('x&lt;y&gt;@example.test');
    const list = (await get('/mailbox')).body;
    expect(list).not.toContain('<script>');
    expect(list).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;q&quot;');
    const body = (await get(href)).body;
    expect(body).toContain('<a href="https://a.test/x?a=1&amp;b=">https://a.test/x?a=1&amp;b=</a>&lt;2&gt; then &lt;b&gt;bold&lt;/b&gt;.');
    expect(body).not.toContain('<b>');
  });

  it('lists the attachments of a message and serves each, only for this machine', async () => {
    const pdf = Buffer.from('%PDF-1.4 shared');
    const file = await databaseDocumentStore.put(t.testDb.db, pdf, 'application/pdf');
    await enqueueMail(t.testDb.db, {
      to: 'attached@example.test',
      subject: 'Documents',
      text: 'See attached',
      key: 'attachment-test',
      attachments: [{ fileId: file.id, name: 'Purchase <Agreement>.pdf' }],
    });
    const href = await deliveredTo('attached@example.test');
    const body = (await get(href)).body;
    expect(body).toContain(`<a href="${href}/attachments/1">Purchase &lt;Agreement&gt;.pdf</a> (15 B)`);
    const res = await get(`${href}/attachments/1`);
    expect([res.statusCode, res.headers['content-type'], res.rawPayload]).toEqual([200, 'application/pdf', pdf]);
    expect(res.headers['content-disposition']).toBe('attachment; filename="Purchase _Agreement_.pdf"');
    expect((await get(`${href}/attachments/2`)).statusCode).toBe(404);
    expect((await get(`${href}/attachments/x`)).statusCode).toBe(404);
    expect((await get(`${href}/attachments/1`, { remoteAddress: '10.1.2.3' })).statusCode).toBe(404);
  });

  it('answers 404, never 5xx, for ids that are no delivered message', async () => {
    for (const id of [
      'abc',
      '0',
      '-1',
      '1.5',
      '99999999999999999999999',
      '1e5',
      '%00',
      '1%00',
      '%E0%A4%A',
      ' 1',
      '9007199254740993',
      '123456789012345',
    ]) {
      const res = await get(`/mailbox/${id}`);
      expect([id, res.statusCode]).toEqual([id, res.statusCode === 400 ? 400 : 404]);
    }
  });

  it('is only for this machine: another address or a host name that is not loopback gets a 404', async () => {
    expect((await get('/mailbox', { remoteAddress: '10.1.2.3' })).statusCode).toBe(404);
    expect((await get('/mailbox', { headers: { host: 'rebound.example.com' } })).statusCode).toBe(404);
    expect((await get('/mailbox', { headers: { host: '127.0.0.1:4000' } })).statusCode).toBe(200);
  });

  it('answers no CORS request: an app origin (allowed on every other route) cannot read a mailed link through it', async () => {
    await enqueueMail(t.testDb.db, {
      to: 'cors@example.test',
      subject: 'Link',
      text: 'https://app.offerdesk.test/view-offer/1?t=x',
      key: 'cors',
    });
    const href = await deliveredTo('cors@example.test');
    const app = 'http://localhost:4100';
    // The same origin reads an ordinary route: the test would see a header the mailbox gave.
    expect((await get('/health', { headers: { host: 'localhost:4000', origin: app } })).headers['access-control-allow-origin']).toBe(app);
    for (const origin of [app, 'http://localhost:4104', 'http://127.0.0.1:4105', 'https://evil.example', 'null']) {
      for (const url of ['/mailbox', href, `${href}/attachments/1`, '/MAILBOX', '/mailbox/', '/%6Dailbox']) {
        const read = await get(url, { headers: { host: 'localhost:4000', origin } });
        const preflight = await get(url, {
          method: 'OPTIONS',
          headers: {
            host: 'localhost:4000',
            origin,
            'access-control-request-method': 'GET',
            'access-control-request-headers': 'authorization',
          },
        });
        for (const res of [read, preflight]) {
          expect([origin, url, res.headers['access-control-allow-origin'], res.headers['access-control-allow-credentials']]).toEqual([
            origin,
            url,
            undefined,
            undefined,
          ]);
        }
        expect(preflight.statusCode).toBe(404);
      }
    }
  });

  it('is not served when mail goes out over SMTP', async () => {
    const smtp = await buildAppOn(t.testDb.db, { mail: { mailbox: true, smtpUrl: 'smtp://127.0.0.1:1' } });
    try {
      expect((await smtp.inject({ url: '/mailbox', headers: { host: 'localhost' } })).statusCode).toBe(404);
    } finally {
      await smtp.close();
    }
  });
});
