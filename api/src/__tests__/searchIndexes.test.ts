/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
import { ENGINES, openTestDb, type TestDb } from './helpers/testDb';

// Opening and migrating a database takes seconds on a busy machine.
jest.setTimeout(60_000);

describe.each(ENGINES)('search indexes on %s', (engine) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(engine);
  });
  afterAll(() => t.close());

  it('every trigram index takes new rows straight in: no pending list for a search to read', async () => {
    const indexes = await t.db.query<{ name: string; options: string[] | null }>(
      `select c.relname as name, c.reloptions as options
         from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am am on am.oid = c.relam
        where am.amname = 'gin' and pg_get_indexdef(i.indexrelid) like '%gin_trgm_ops%'
          and c.relnamespace = (select oid from pg_namespace where nspname = current_schema())
        order by 1`,
    );
    expect(indexes.map((i) => i.name)).toEqual(expect.arrayContaining(['mls_listings_search_trgm', 'offers_search_trgm']));
    expect(indexes.filter((i) => !(i.options ?? []).includes('fastupdate=off'))).toEqual([]);
  });
});
