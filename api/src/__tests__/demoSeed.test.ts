/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
import { OFFER_STATUS_IDS } from '@offerdesk/shared/domain';
import { seedDemoIfEmpty } from '../seed/demoSeed';
import { seedFormTemplatesIfEmpty } from '../seed/formTemplates';
import { openTestDb, type TestDb } from './helpers/testDb';

describe('demo seed', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb('pglite');
  }, 60_000);
  afterAll(() => t.close());

  it('seeds once, covering every offer status with sent, received, unviewed and archived offers', async () => {
    expect(await seedDemoIfEmpty(t.db)).toBe(true);
    expect(await seedDemoIfEmpty(t.db)).toBe(false);
    const statuses = await t.db.query<{ s: number }>(
      `select distinct o.status_id as s from offers o join users u on u.id = o.owner_user_id where u.username = 'alex.morgan'`,
    );
    expect(statuses.map((r) => r.s).sort()).toEqual([...OFFER_STATUS_IDS].sort());
    const stats = await t.db.one<{ sent: number; received: number; unviewed: number; archived: number; counters: number; noPhoto: number }>(
      `select (select count(*) from offers where owner_user_id = a.id)::int as sent,
              (select count(*) from offer_parties p join offers o on o.id = p.offer_id
                where p.person_id = a.person_id and p.side_id = 2 and o.owner_user_id <> a.id)::int as received,
              (select count(*) from offer_parties p where p.person_id = a.person_id and p.side_id = 2 and p.viewed_on is null)::int as unviewed,
              (select count(*) from offers where is_archived)::int as archived,
              (select count(*) from counter_offers)::int as counters,
              (select count(*) from offers where image_blob_location is null)::int as "noPhoto"
         from users a where a.username = 'alex.morgan'`,
    );
    expect(stats!.sent).toBeGreaterThanOrEqual(40);
    expect(stats!.received).toBeGreaterThanOrEqual(15);
    expect(stats!.unviewed).toBeGreaterThanOrEqual(3);
    expect(stats!.archived).toBeGreaterThan(2);
    expect(stats!.counters).toBeGreaterThan(2);
    expect(stats!.noPhoto).toBeGreaterThan(0);
  }, 60_000);

  it('seeds form templates once on an already-seeded database: broker templates and each agent’s own', async () => {
    expect(await seedFormTemplatesIfEmpty(t.db)).toBe(true);
    expect(await seedFormTemplatesIfEmpty(t.db)).toBe(false);
    const rows = await t.db.query<{ agent: boolean; n: number; types: number }>(
      `select owner_user_id is not null as agent, count(*)::int as n, count(distinct property_type_id)::int as types
         from form_templates group by 1 order by 1`,
    );
    expect(rows[0]).toMatchObject({ agent: false, types: 5 });
    expect(rows[1].agent).toBe(true);
    expect(rows[1].types).toBeGreaterThanOrEqual(3);
    // The document templates are stored once, as PDFs, and every sale template has its documents.
    const docs = await t.db.query<{ name: string; documentTypeId: number; head: string }>(
      `select d.name, d.document_type_id as "documentTypeId", convert_from(substring(f.bytes from 1 for 5), 'UTF8') as head
         from document_templates d join stored_files f on f.id = d.file_id order by d.name`,
    );
    expect(docs.map((d) => d.name)).toEqual([
      'Additional Terms Addendum',
      'Buyer Counter Offer',
      'HOA Addendum',
      'Home Warranty Addendum',
      'Lead-Based Paint Disclosure',
      'Residential Purchase Agreement',
      'Seller Counter Offer',
    ]);
    expect(docs.every((d) => d.head === '%PDF-')).toBe(true);
    expect(docs.find((d) => d.name === 'HOA Addendum')?.documentTypeId).toBe(353);
    const bare = await t.db.one<{ n: number }>(
      `select count(*)::int as n from form_templates t where t.transaction_type_id = 2
          and not exists (select 1 from form_template_documents x where x.form_template_id = t.id)`,
    );
    expect(bare?.n).toBe(0);
  }, 60_000);
});
