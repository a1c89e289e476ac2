/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
/*
 * Deliveries to a real receiver that fails first: each delivered once, in order per offer, signed
 * with the endpoint's secret; a receiver that never answers 2xx ends 'failed' after the tries.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WEBHOOK_SIGNATURE_HEADER } from '@offerdesk/shared/domain';
import { recordActivity } from '../../offers/activitiesRepo';
import { verifySignature } from '../webhookSignature';
import { VALID_DRAFT } from '../../../__tests__/helpers/drafts';
import { createTestApp, type TestApp } from '../../../__tests__/helpers/testApp';
import { ENGINES } from '../../../__tests__/helpers/testDb';
import { until } from '../../../__tests__/helpers/until';
import { deliveryLogOf, makeOwnerAdmin, registerEndpoint } from './webhookAdmin';

jest.setTimeout(120_000);

interface Received {
  path: string;
  body: string;
  signature: string;
  event: string;
  deliveryId: number;
  answered: number;
}

/** A receiver on a free local port: `/flaky` answers 500 to its first `failFirst` requests, `/down` always 503. */
async function startReceiver(failFirst: number) {
  const received: Received[] = [];
  let flakyCalls = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const answered = req.url === '/down' ? 503 : flakyCalls++ < failFirst ? 500 : 200;
      received.push({
        path: req.url ?? '',
        body: Buffer.concat(chunks).toString('utf8'),
        signature: String(req.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()]),
        event: String(req.headers['offerdesk-event']),
        deliveryId: Number(req.headers['offerdesk-delivery']),
        answered,
      });
      res.writeHead(answered).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { received, base, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe.each(ENGINES)('webhook deliveries on %s', (engine) => {
  let t: TestApp;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    receiver = await startReceiver(3);
    t = await createTestApp(engine, {
      webhooks: { dispatcher: true, allowPrivate: true, retryBaseSeconds: 1, maxAttempts: 4, pollMs: 100 },
    });
    await makeOwnerAdmin(t);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });

  const register = (path: string, events: string[]) => registerEndpoint(t, `${receiver.base}${path}`, events);
  const log = (endpointId: number) => deliveryLogOf(t, endpointId);

  it('delivers each event once, in order per offer, signed, after the receiver failed three times', async () => {
    const flaky = await register('/flaky', ['offer.created', 'offer.countered', 'offer.accepted']);
    const down = await register('/down', ['offer.created']);
    const db = t.testDb.db;

    // Two offers made through the API, then each countered and accepted (the flow's activities).
    const offers: number[] = [];
    for (const offerPrice of [410_000, 420_000])
      offers.push((await t.as('owner', { method: 'POST', url: '/offer/createoffer', payload: { ...VALID_DRAFT, offerPrice } })).json().id);
    for (const offerId of offers) {
      await db.tx((tx) => recordActivity(tx, { offerId, action: 'offer.counterBySellerAgent', details: { counterOfferId: 1 } }));
      await db.tx((tx) => recordActivity(tx, { offerId, action: 'offer.acceptCounterByBuyer', details: { counterOfferId: 1 } }));
    }
    // A change rolled back raises nothing; an activity no endpoint subscribes to neither.
    await expect(
      db.tx(async (tx) => {
        await recordActivity(tx, { offerId: offers[0], action: 'offer.rejectBySellerAgent' });
        await recordActivity(tx, { offerId: offers[0], action: 'offer.counterByBuyerClient' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await db.tx((tx) => recordActivity(tx, { offerId: offers[0], action: 'offer.viewed' }));

    await until('every delivery of the flaky endpoint delivered', async () =>
      (await log(flaky.endpoint.endpointId)).every((d) => d.state === 'delivered'),
    );
    const flakyLog = await log(flaky.endpoint.endpointId);
    expect(flakyLog).toHaveLength(6);

    // Each request carries a valid signature of its exact body under the endpoint's secret.
    const toFlaky = receiver.received.filter((r) => r.path === '/flaky');
    for (const r of toFlaky) expect(verifySignature(flaky.secret, r.signature, r.body)).toBe('valid');
    expect(verifySignature(down.secret, toFlaky[0].signature, toFlaky[0].body)).toBe('mismatch');
    expect(verifySignature(flaky.secret, toFlaky[0].signature, `${toFlaky[0].body} `)).toBe('mismatch');
    expect(verifySignature(flaky.secret, toFlaky[0].signature, toFlaky[0].body, Math.floor(Date.now() / 1000) + 301)).toBe('stale');
    expect(toFlaky.filter((r) => r.answered === 500)).toHaveLength(3);

    // Delivered once each; per offer in the order the changes happened.
    const delivered = toFlaky
      .filter((r) => r.answered === 200)
      .map((r) => JSON.parse(r.body) as { deliveryId: number; event: string; offer: { offerId: number } });
    expect(new Set(delivered.map((d) => d.deliveryId)).size).toBe(6);
    expect(delivered).toHaveLength(6);
    for (const offerId of offers)
      expect(delivered.filter((d) => d.offer.offerId === offerId).map((d) => d.event)).toEqual([
        'offer.created',
        'offer.countered',
        'offer.accepted',
      ]);
    // Offers are independent lanes: the payload is the offer as it was when the event happened.
    expect(delivered.find((d) => d.offer.offerId === offers[0])).toMatchObject({
      event: 'offer.created',
      offer: { offerId: offers[0], offerPrice: 410_000 },
    });
    expect(toFlaky.every((r) => r.event === JSON.parse(r.body).event)).toBe(true);
    expect(flakyLog.every((d) => d.lastStatus === 200 && d.lastError === null)).toBe(true);
    expect(Math.max(...flakyLog.map((d) => d.attempts))).toBeGreaterThan(1);

    // The endpoint that never answers 2xx: each delivery tried four times, then failed, with the reason.
    await until('the down endpoint gives up', async () => (await log(down.endpoint.endpointId)).every((d) => d.state === 'failed'), 60_000);
    const downLog = await log(down.endpoint.endpointId);
    expect(downLog.map((d) => [d.event, d.state, d.attempts, d.lastStatus, d.lastError])).toEqual([
      ['offer.created', 'failed', 4, 503, 'answered 503'],
      ['offer.created', 'failed', 4, 503, 'answered 503'],
    ]);
    expect(
      (await t.as('owner', { url: '/brokerage/webhooks' })).json().map((e: { lastDeliveryState: string }) => e.lastDeliveryState),
    ).toEqual(['delivered', 'failed']);
  });
});
