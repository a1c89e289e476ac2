/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
/*
 * One slow receiver does not hold the others (issue 36 §1): a receiver that answers 200 at once and then
 * trickles its body holds at most its endpoint's share of the dispatcher's slots, a normal receiver gets
 * its delivery meanwhile, and the trickler's deliveries fail at the deadline with the reason in the log.
 */
import { recordActivity } from '../../offers/activitiesRepo';
import { createTestApp, type TestApp } from '../../../__tests__/helpers/testApp';
import { ENGINES } from '../../../__tests__/helpers/testDb';
import { until } from '../../../__tests__/helpers/until';
import { startSlowReceivers } from './slowReceivers';
import { deliveryLogOf, makeOwnerAdmin, registerEndpoint } from './webhookAdmin';

jest.setTimeout(120_000);

const DEADLINE_MS = 4000;

describe.each(ENGINES)('a slow webhook receiver on %s', (engine) => {
  let t: TestApp;
  let receivers: Awaited<ReturnType<typeof startSlowReceivers>>;
  beforeAll(async () => {
    receivers = await startSlowReceivers();
    t = await createTestApp(engine, {
      webhooks: {
        dispatcher: true,
        allowPrivate: true,
        maxAttempts: 1,
        pollMs: 50,
        timeoutMs: DEADLINE_MS,
        concurrency: 3,
        perEndpoint: 2,
      },
    });
    await makeOwnerAdmin(t);
  }, 120_000);
  afterAll(async () => {
    await receivers?.close();
    await t?.close();
  });

  const register = async (path: string, events: string[]) =>
    (await registerEndpoint(t, `${receivers.base}${path}`, events)).endpoint.endpointId;
  const log = (endpointId: number) => deliveryLogOf(t, endpointId);

  it('delivers to a normal receiver while a trickling one is stuck, and fails the trickler at the deadline', async () => {
    const trickler = await register('/trickle', ['offer.created']);
    const normal = await register('/normal', ['offer.countered']);
    const trickle = receivers.logOf('/trickle');
    const quick = receivers.logOf('/normal');

    // Three offers' events at once: three deliveries to the trickler, more than its endpoint may hold at once.
    const w = t.world.offers;
    const offers = [w.draft, w.pending, w.countered];
    await t.testDb.db.tx(async (tx) => {
      for (const offerId of offers) await recordActivity(tx, { offerId, action: 'offer.created' });
    });
    await until('the trickler holds two deliveries', () => trickle.open === 2, 30_000);

    // Now an event for the normal receiver: it goes while the trickler still holds its two.
    await t.testDb.db.tx((tx) =>
      recordActivity(tx, { offerId: offers[0], action: 'offer.counterBySellerAgent', details: { counterOfferId: 1 } }),
    );
    await until('the normal receiver gets its delivery', () => quick.received === 1, 30_000);
    expect(quick.arrivals[0]).toBeLessThan(Math.min(...trickle.closes, Infinity));

    // Each trickling delivery ends at the deadline as a failed try, with the reason, and its connection closed.
    await until('every trickling delivery failed', async () => (await log(trickler)).every((d) => d.state === 'failed'), 60_000);
    expect((await log(trickler)).map((d) => [d.state, d.attempts, d.lastStatus, d.lastError])).toEqual(
      new Array(3).fill(['failed', 1, 200, 'answered 200 but did not finish its answer within 4 s']),
    );
    expect(trickle.received).toBe(3);
    // The third waited for a slot of its endpoint: it came only when one of the first two reached its deadline
    // (the receiver's own count of open connections may see the next request before the last one's close).
    expect(trickle.arrivals[2] - trickle.arrivals[0]).toBeGreaterThanOrEqual(DEADLINE_MS / 2);
    await until('the trickler sees every connection closed', () => trickle.open === 0, 10_000);
    expect((await log(normal)).map((d) => [d.state, d.lastStatus])).toEqual([['delivered', 200]]);
  });
});
