/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
import type { InjectOptions } from 'fastify';
import { enqueueMail } from '../../../mail/enqueueMail';
import { openStream } from '../../live/__tests__/liveClient';
import { insertEndpoint } from '../../webhooks/webhookEndpointsRepo';
import { buildAppOn, createTestApp, type TestApp } from '../../../__tests__/helpers/testApp';
import { ENGINES } from '../../../__tests__/helpers/testDb';

jest.setTimeout(60_000);

const TOKEN = 'metrics-token-of-the-operator';
const LOOPBACK = { host: 'localhost:4000' };

/** The value of one series of the exposition text (labels as written by prom-client), else undefined. */
const valueOf = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe.each(ENGINES)('what an operator watches on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  }, 90_000);
  afterAll(() => t.close());
  const metrics = async (extra: InjectOptions = {}) => {
    const res = await t.app.inject({ url: '/metrics', headers: LOOPBACK, ...extra });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.body;
  };

  it('keeps /health a liveness answer', async () => {
    const res = await t.app.inject({ url: '/health' });
    expect([res.statusCode, res.json()]).toEqual([200, { ok: true }]);
  });

  it('answers /ready 200 with the database and the queue reachable', async () => {
    const res = await t.app.inject({ url: '/ready' });
    expect([res.statusCode, res.json()]).toEqual([200, { ready: true, database: 'ok', queue: 'ok' }]);
  });

  it('counts each request under its route pattern, never its raw URL, with its latency', async () => {
    const before = await metrics();
    const series = 'offerdesk_http_requests_total{method="GET",route="/media/listing/:n.svg",status="200"}';
    const counted = valueOf(before, series) ?? 0;
    for (const n of [17, 18]) expect((await t.app.inject({ url: `/media/listing/${n}.svg` })).statusCode).toBe(200);
    await t.app.inject({ url: '/no/such/place/4711' });
    const after = await metrics();
    expect(valueOf(after, series)).toBe(counted + 2);
    expect(valueOf(after, 'offerdesk_http_request_duration_seconds_count{method="GET",route="/media/listing/:n.svg"}')).toBe(counted + 2);
    expect(valueOf(after, 'offerdesk_http_requests_total{method="GET",route="unmatched",status="404"}')).toBeGreaterThanOrEqual(1);
    expect(after).not.toContain('4711');
    expect(after).not.toMatch(/route="\/media\/listing\/1[78]/);
  });

  it('shows the event-loop delay and the live streams open', async () => {
    const text = await metrics();
    for (const q of ['0.5', '0.99', 'max'])
      expect(valueOf(text, `offerdesk_event_loop_delay_seconds{quantile="${q}"}`)).toBeGreaterThanOrEqual(0);
    expect(valueOf(text, 'offerdesk_live_streams_open')).toBe(0);
    // On an app of its own: its hub's LISTEN ends with it, before the last test closes the database.
    const app = await buildAppOn(t.testDb.db);
    const stream = await openStream(app, '/live/offers', { authorization: `Bearer ${t.token('owner')}` });
    try {
      expect(stream.status).toBe(200);
      const scrape = async () => (await app.inject({ url: '/metrics', headers: LOOPBACK })).body;
      expect(valueOf(await scrape(), 'offerdesk_live_streams_open')).toBe(1);
      stream.close();
      for (let i = 0; i < 200 && valueOf(await scrape(), 'offerdesk_live_streams_open') !== 0; i++)
        await new Promise((r) => setTimeout(r, 20));
      expect(valueOf(await scrape(), 'offerdesk_live_streams_open')).toBe(0);
    } finally {
      stream.close();
      await app.close();
    }
  });

  /** A signature whose marks wait for their stamping (what a signature leaves before its stamping job ran). */
  const signatureNotStamped = async () => {
    const db = t.testDb.db;
    const offerId = t.world.offers.pending;
    const contract = await db.one<{ id: number }>('insert into contracts (external_id) values ($1) returning id', [offerId]);
    const set = await db.one<{ id: number }>(
      'insert into sign_sets (offer_id, contract_id, signing_order, status_id) values ($1, $2, 2, 5) returning id',
      [offerId, contract!.id],
    );
    const party = await db.one<{ id: number }>('select id from offer_parties where offer_id = $1 order by id limit 1', [offerId]);
    await db.query(
      `insert into sign_set_marks (sign_set_id, party_id, signature, initials, date_text, signed_on) values ($1, $2, '{}', '{}', 'today', now())`,
      [set!.id, party!.id],
    );
  };

  it('counts a queued mail as waiting and its job in the mail queue, and the stamping backlog', async () => {
    const before = await metrics();
    const waiting = valueOf(before, 'offerdesk_mails_waiting')!;
    const jobs = valueOf(before, 'offerdesk_queue_jobs{queue="mail",state="waiting"}')!;
    expect(valueOf(before, 'offerdesk_queue_jobs{queue="sign-set-stamp",state="active"}')).toBe(0);
    expect(valueOf(before, 'offerdesk_stamping_backlog')).toBe(0);
    await enqueueMail(t.testDb.db, { to: 'buyer@offerdesk.test', subject: 'Waiting', text: 'Waiting', key: `metrics-${Date.now()}` });
    await signatureNotStamped();
    const after = await metrics();
    expect(valueOf(after, 'offerdesk_mails_waiting')).toBe(waiting + 1);
    expect(valueOf(after, 'offerdesk_queue_jobs{queue="mail",state="waiting"}')).toBe(jobs + 1);
    expect(valueOf(after, 'offerdesk_stamping_backlog')).toBe(1);
    expect(valueOf(after, 'offerdesk_database_read_ok')).toBe(1);
  });

  it('counts webhook deliveries that failed and those retrying', async () => {
    const { brokerageId, userId } = t.world.agents.owner;
    const endpoint = await insertEndpoint(
      t.testDb.db,
      brokerageId,
      userId,
      { url: 'https://hooks.offerdesk.test/in', description: 'metrics', events: ['offer.status'], active: true },
      'secret',
    );
    const before = await metrics();
    await t.testDb.db.query(
      `insert into webhook_deliveries (endpoint_id, event, payload, state, attempts, last_error)
       values ($1, 'offer.status', '{}', 'failed', 10, 'refused'), ($1, 'offer.status', '{}', 'pending', 1, 'refused')`,
      [endpoint],
    );
    const after = await metrics();
    for (const series of ['offerdesk_webhook_deliveries_failed', 'offerdesk_webhook_deliveries_retrying'])
      expect(valueOf(after, series)).toBe(valueOf(before, series)! + 1);
  });

  it('hides /metrics without a token from a client not on loopback, a non-loopback host and a proxied request', async () => {
    const refused = [
      { remoteAddress: '10.1.2.3', headers: LOOPBACK },
      { headers: { host: 'api.offerdesk.test' } },
      { headers: { ...LOOPBACK, 'x-forwarded-for': '203.0.113.9' } },
      { headers: { ...LOOPBACK, forwarded: 'for=203.0.113.9' } },
    ];
    for (const extra of refused) {
      const res = await t.app.inject({ url: '/metrics', ...extra });
      expect([res.statusCode, res.body]).toEqual([404, 'Not found']);
    }
  });

  it('answers no CORS request: an app origin allowed elsewhere cannot read the metrics, preflight included', async () => {
    const origin = 'http://localhost:4100';
    const allowed = await t.app.inject({ url: '/health', headers: { ...LOOPBACK, origin } });
    expect(allowed.headers['access-control-allow-origin']).toBe(origin);
    for (const url of ['/metrics', '/METRICS', '/%6Detrics']) {
      const read = await t.app.inject({ url, headers: { ...LOOPBACK, origin } });
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url,
        headers: { ...LOOPBACK, origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
      });
      expect([url, read.headers['access-control-allow-origin'], preflight.headers['access-control-allow-origin']]).toEqual([
        url,
        undefined,
        undefined,
      ]);
    }
  });

  it('with a token, answers its bearer only, wherever it comes from', async () => {
    const app = await buildAppOn(t.testDb.db, { metrics: { token: TOKEN } });
    try {
      const get = (headers: Record<string, string>, remoteAddress = '10.1.2.3') =>
        app.inject({ url: '/metrics', remoteAddress, headers: { host: 'api.offerdesk.test', ...headers } });
      for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Bearer ${t.token('owner')}`, TOKEN]) {
        const res = await get(authorization ? { authorization } : {});
        expect(res.statusCode).toBe(401);
      }
      expect((await get({}, '127.0.0.1')).statusCode).toBe(401);
      const res = await get({ authorization: `Bearer ${TOKEN}` });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('offerdesk_http_requests_total{method="GET",route="/metrics",status="401"} 5');
      // Each app counts in a registry of its own.
      expect(res.body).not.toContain('/media/listing/');
    } finally {
      await app.close();
    }
  });

  it('answers /ready 503 naming the database and the queue once the database is closed', async () => {
    await t.testDb.db.close();
    const res = await t.app.inject({ url: '/ready' });
    expect([res.statusCode, res.json()]).toEqual([503, { ready: false, database: 'unreachable', queue: 'unreachable' }]);
    expect((await t.app.inject({ url: '/health' })).statusCode).toBe(200);
    const text = await metrics();
    expect(valueOf(text, 'offerdesk_database_read_ok')).toBe(0);
  });
});
