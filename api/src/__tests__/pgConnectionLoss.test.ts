/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createTestApp, type TestApp } from './helpers/testApp';

const url = process.env.DATABASE_URL;
const onPostgres = url ? describe : describe.skip;

const waitFor = async (check: () => boolean, ms = 3000) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

onPostgres('PostgreSQL connections lost under the API', () => {
  // Only this test's own connections are terminated: they carry this application_name.
  const applicationName = `offerdesk-test-${randomBytes(4).toString('hex')}`;
  const lost: Error[] = [];
  let t: TestApp;
  let admin: pg.Client;
  beforeAll(async () => {
    t = await createTestApp('postgres', { pg: { applicationName, onConnectionError: (e) => void lost.push(e), max: 4 } });
    admin = new pg.Client({ connectionString: url, application_name: `${applicationName}-admin` });
    await admin.connect();
  }, 60_000);
  afterAll(async () => {
    await admin?.end();
    await t?.close();
  });

  const terminateOurBackends = async () =>
    (
      await admin.query<{ n: number }>(
        'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where application_name = $1',
        [applicationName],
      )
    ).rows[0].n;
  const list = () => t.as('owner', { url: '/offer/getAll' });

  it('replaces idle connections killed by the server and keeps answering', async () => {
    const warm = await Promise.all([list(), list(), list(), list()]);
    expect(warm.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const before = lost.length;
    const terminated = await terminateOurBackends();
    expect(terminated).toBeGreaterThan(0);
    // Every idle connection hears of its end before the next requests.
    await waitFor(() => lost.length >= before + terminated);
    const after = await Promise.all([list(), list(), list()]);
    expect(after.map((r) => r.statusCode)).toEqual([200, 200, 200]);
  });

  it('fails requests in flight with a clean 503, then recovers', async () => {
    const statuses: number[] = [];
    const bodies: unknown[] = [];
    let running = true;
    const worker = async () => {
      while (running) {
        const res = await list();
        statuses.push(res.statusCode);
        if (res.statusCode !== 200) bodies.push(res.json());
      }
    };
    const workers = Array.from({ length: 8 }, worker);
    for (let i = 0; i < 4; i++) {
      await new Promise((r) => setTimeout(r, 150));
      await terminateOurBackends();
    }
    running = false;
    await Promise.all(workers);
    expect(statuses.length).toBeGreaterThan(8);
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    for (const body of bodies)
      expect(body).toEqual({ code: 'unavailable', message: 'The service is briefly unavailable. Try again in a moment.' });
    // The last terminated connections have all been heard of (no new loss for 300 ms).
    for (let seen = -1; seen !== lost.length;) {
      seen = lost.length;
      await new Promise((r) => setTimeout(r, 300));
    }
    const recovered = await Promise.all(Array.from({ length: 6 }, list));
    expect(recovered.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
  });

  it('reports the original error of a transaction whose rollback fails, and reuses no broken connection', async () => {
    const original = new Error('the original failure');
    const before = lost.length;
    await expect(
      t.testDb.db.tx(async (tx) => {
        const { pid } = (await tx.one<{ pid: number }>('select pg_backend_pid() as pid'))!;
        await admin.query('select pg_terminate_backend($1)', [pid]);
        await waitFor(() => lost.length > before);
        throw original;
      }),
    ).rejects.toBe(original);
    const rows = await Promise.all(Array.from({ length: 6 }, () => t.testDb.db.one<{ n: number }>('select 1 as n')));
    expect(rows).toEqual(Array.from({ length: 6 }, () => ({ n: 1 })));
  });
});
