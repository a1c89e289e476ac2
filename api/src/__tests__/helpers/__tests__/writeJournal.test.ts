/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
import { buildPartyTarget, buildTarget } from '../harness';
import { createTestApp, type TestApp } from '../testApp';
import { ENGINES } from '../testDb';
import { COUNTER_TABLES, openWriteJournal, type WriteJournal } from '../writeJournal';

/** The journal the fuzz and the route × stranger matrix read must see one planted row anywhere. */
describe.each(ENGINES)('the write journal (%s)', (engine) => {
  let t: TestApp;
  let journal: WriteJournal;
  let tables: string[];
  const db = () => t.testDb.db;
  beforeAll(async () => {
    t = await createTestApp(engine, { formTemplates: true, mlsListings: 2 });
    // Sign sets, a counter offer and a sale beside the fixture world: rows in most tables.
    await buildPartyTarget(t, await buildTarget(t));
    // A route that writes one row and then refuses, as a broken route would.
    t.app.post('/planted-write', async (_request, reply) => {
      await db().query('insert into favourites (user_id, person_id) values ($1, $2)', [
        t.world.agents.owner.userId,
        t.world.agents.receiver.personId,
      ]);
      return reply.code(403).send({ code: 'forbidden', message: 'Refused after writing.' });
    });
    journal = await openWriteJournal(db());
    tables = (
      await db().query<{ name: string }>(
        `select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name <> 'test_write_journal' order by 1`,
      )
    ).map((r) => r.name);
  }, 60_000);
  afterAll(() => t.close());
  beforeEach(() => journal.take());

  it('names nothing when a refused request writes nothing', async () => {
    const res = await t.as('stranger', { method: 'PUT', url: `/offer/canceloffer/${t.world.offers.draft}` });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(await journal.take()).toEqual([]);
  });

  it('names the table of a refused request that wrote one row', async () => {
    const res = await t.as('owner', { method: 'POST', url: '/planted-write' });
    expect(res.statusCode).toBe(403);
    expect(await journal.take()).toEqual(['favourites']);
    // Taken once: the next look starts empty.
    expect(await journal.take()).toEqual([]);
  });

  it('names every table but the counters when one of its rows is rewritten with its own values', async () => {
    const missed: string[] = [];
    let planted = 0;
    for (const name of tables) {
      const [{ n }] = await db().query<{ n: number }>(`select count(*)::int as n from "${name}"`);
      if (n === 0) continue;
      const [{ column }] = await db().query<{ column: string }>(
        `select column_name as column from information_schema.columns
          where table_schema = current_schema() and table_name = $1 order by ordinal_position limit 1`,
        [name],
      );
      await db().query(`update "${name}" set "${column}" = "${column}" where ctid = (select ctid from "${name}" limit 1)`);
      planted += 1;
      const seen = await journal.take();
      const expected = COUNTER_TABLES.includes(name) ? [] : [name];
      if (JSON.stringify(seen) !== JSON.stringify(expected)) missed.push(`${name}: saw ${JSON.stringify(seen)}`);
    }
    expect(missed).toEqual([]);
    // The fixture world fills most tables: the check above is not vacuous.
    expect(planted).toBeGreaterThanOrEqual(15);
  });

  it('names a deleted row and a truncated table', async () => {
    await db().query('insert into favourites (user_id, person_id) values ($1, $2)', [
      t.world.agents.other.userId,
      t.world.agents.owner.personId,
    ]);
    await journal.take();
    await db().query('delete from favourites where user_id = $1', [t.world.agents.other.userId]);
    expect(await journal.take()).toEqual(['favourites']);
    await db().exec('truncate favourites');
    expect(await journal.take()).toEqual(['favourites']);
  });

  it('names nothing for a write that was rolled back', async () => {
    await db()
      .tx(async (tx) => {
        await tx.query('insert into favourites (user_id, person_id) values ($1, $2)', [
          t.world.agents.owner.userId,
          t.world.agents.other.personId,
        ]);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await journal.take()).toEqual([]);
  });
});
