/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
import type { FastifyInstance } from 'fastify';
import { PARTY_LINK_HEADER } from '@offerdesk/shared/contract';
import { buildApp } from '../../../app';
import { openPgPool } from '../../../db/pgPoolDb';
import type { Db } from '../../../db/db';
import { portalOffer } from '../../../__tests__/helpers/portalWorld';
import { createTestApp, TEST_SECRET, type TestApp } from '../../../__tests__/helpers/testApp';
import { openStream } from './liveClient';

// Two API instances on one PostgreSQL: only PostgreSQL has more than one process on a database.
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('live events across API instances (PostgreSQL LISTEN/NOTIFY)', () => {
  let first: TestApp;
  let secondDb: Db;
  let second: FastifyInstance;
  beforeAll(async () => {
    first = await createTestApp('postgres', { live: { heartbeatMs: 200 } });
    const { schema } = (await first.testDb.db.one<{ schema: string }>('select current_schema() as schema'))!;
    secondDb = openPgPool(process.env.DATABASE_URL!, { searchPath: `${schema},public`, max: 2, applicationName: 'offerdesk-test-second' });
    second = await buildApp({
      db: secondDb,
      tokenSecret: TEST_SECRET,
      tokenTtlSeconds: 3600,
      corsOrigins: [],
      formBuilderEnabled: false,
      docsUi: false,
      log: { level: 'silent' },
      live: { heartbeatMs: 200 },
    });
  }, 60_000);
  afterAll(async () => {
    await second?.close();
    await secondDb?.close();
    await first?.close();
  });

  it('delivers an activity committed through one instance to a stream open on the other', async () => {
    const world = await portalOffer(first);
    const stream = await openStream(second, '/live/offers', { authorization: `Bearer ${first.token('owner')}` });
    expect(stream.status).toBe(200);
    await stream.until(/: open/);
    const asked = await first.app.inject({
      method: 'POST',
      url: '/offer/RequestNewPartyLink',
      headers: { [PARTY_LINK_HEADER]: world.tokens.buyer },
    });
    expect(asked.statusCode).toBe(200);
    await stream.until(/"action":"partyLink\.requested"/);
    expect(stream.events().map((e) => [e.data.offerId, e.event])).toEqual([[world.offerId, 'activity']]);
    stream.close();
  });

  it('sends nothing for a transaction that rolls back', async () => {
    const world = await portalOffer(first);
    const stream = await openStream(second, '/live/offers', { authorization: `Bearer ${first.token('owner')}` });
    await stream.until(/: open/);
    await expect(
      first.testDb.db.tx(async (t) => {
        await t.query(`insert into activities (offer_id, action) values ($1, 'offer.updated')`, [world.offerId]);
        await t.query('select pg_notify($1, $2)', [`live_${t.jobSchema}`, String(world.offerId)]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await stream.until(/: ping[\s\S]*: ping[\s\S]*: ping/);
    expect(stream.events()).toEqual([]);
    stream.close();
  });
});
