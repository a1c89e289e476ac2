/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
/*
 * PostgreSQL gone under load and back again (docs/deployment.md#faults): while it is away every
 * request fails with a clean 503, afterwards the same API process answers again without a restart,
 * and no write is left half-done.
 */
import { VALID_DRAFT } from '../helpers/drafts';
import { startTcpProxy } from '../helpers/tcpProxy';
import { createTestApp, type TestApp } from '../helpers/testApp';

const url = process.env.DATABASE_URL;
const onPostgres = url ? describe : describe.skip;
const UNAVAILABLE = { code: 'unavailable', message: 'The service is briefly unavailable. Try again in a moment.' };
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

jest.setTimeout(120_000);

onPostgres('PostgreSQL restarted while agents read and write', () => {
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let t: TestApp;
  beforeAll(async () => {
    const server = new URL(url!);
    proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
    const relayed = new URL(url!);
    relayed.hostname = '127.0.0.1';
    relayed.port = String(proxy.port);
    t = await createTestApp('postgres', { pg: { url: relayed.toString(), max: 4, onConnectionError: () => undefined } });
  }, 60_000);
  afterAll(async () => {
    await proxy?.start().catch(() => undefined);
    await t?.close();
    await proxy?.close();
  });

  it('answers 503 while it is gone, recovers on its own, and keeps every write whole', async () => {
    const statuses: Array<{ phase: string; status: number }> = [];
    const unavailableBodies: unknown[] = [];
    const created: Array<{ id: number; offerPrice: number }> = [];
    let phase = 'before';
    let running = true;
    let n = 0;
    const record = (status: number, body: () => unknown) => {
      statuses.push({ phase, status });
      if (status !== 200) unavailableBodies.push(body());
    };
    const writer = async () => {
      while (running) {
        const offerPrice = 200_000 + n++;
        const res = await t.as('owner', { method: 'POST', url: '/offer/createoffer', payload: { ...VALID_DRAFT, offerPrice } });
        record(res.statusCode, () => res.json());
        if (res.statusCode === 200) created.push({ id: (res.json() as { id: number }).id, offerPrice });
      }
    };
    const reader = async () => {
      while (running) {
        const res = await t.as('owner', { url: '/offer/getAll' });
        record(res.statusCode, () => res.json());
        await pause(5);
      }
    };
    // The fixture world's own offers are written without the API: only the ones made here are checked.
    const { lastFixtureOffer } = (await t.testDb.db.one<{ lastFixtureOffer: number }>(
      'select coalesce(max(id), 0)::int as "lastFixtureOffer" from offers',
    ))!;
    const workers = [writer(), writer(), reader(), reader()];
    while (created.length < 5) await pause(20);

    await proxy.stop();
    phase = 'gone';
    await pause(1500);
    await proxy.start();
    phase = 'back';
    // Requests that were already failing finish; then the same process answers again.
    await pause(1500);
    const createdBefore = created.length;
    while (created.length < createdBefore + 5) await pause(20);
    running = false;
    await Promise.all(workers);

    const gone = statuses.filter((s) => s.phase === 'gone');
    expect(gone.length).toBeGreaterThan(0);
    expect(gone.filter((s) => s.status === 503).length).toBeGreaterThan(0);
    // Only 200 or a clean 503, in every phase; never a 500 and never a hang.
    expect(statuses.filter((s) => s.status !== 200 && s.status !== 503)).toEqual([]);
    for (const body of unavailableBodies) expect(body).toEqual(UNAVAILABLE);

    // Recovered without a restart: a burst after the return answers 200 throughout.
    const after = await Promise.all(Array.from({ length: 8 }, () => t.as('owner', { url: '/offer/getAll' })));
    expect(after.map((r) => r.statusCode)).toEqual(Array(8).fill(200));

    // Every draft answered 200 is there as it was answered.
    for (const { id, offerPrice } of created) {
      const res = await t.as('owner', { url: `/offer/GetById/${id}` });
      expect({ id, status: res.statusCode, offerPrice: (res.json() as { offerPrice?: number }).offerPrice }).toEqual({
        id,
        status: 200,
        offerPrice,
      });
    }
    // Nothing half-written: every offer stored has its contract and exactly one 'created' activity,
    // including those whose answer was lost with the connection.
    const orphans = await t.testDb.db.query<{ id: number; created: number; contract: number }>(
      `select o.id,
              (select count(*) from activities a where a.offer_id = o.id and a.action = 'offer.created')::int as created,
              (select count(*) from contracts c where c.external_id = o.id)::int as contract
         from offers o
        where o.id > $1`,
      [lastFixtureOffer],
    );
    expect(orphans.length).toBeGreaterThanOrEqual(created.length);
    expect(orphans.filter((o) => o.created !== 1 || o.contract !== 1)).toEqual([]);
  });
});
