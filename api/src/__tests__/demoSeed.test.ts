/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
import {
  DEFAULT_SELLER_COSTS,
  DocumentState,
  netToSeller,
  OFFER_STATUS_IDS,
  OfferStatus,
  PartyRole,
  SignerStatus,
  Side,
} from '@offerdesk/shared/domain';
import { buildApp } from '../app';
import { issueToken } from '../auth/token';
import { DEFAULT_LINK_BASES } from '../config';
import { generateSealKey } from '../pdf/sealPdf';
import {
  DEMO_REVIEWER,
  DEMO_VOID_REASON,
  demoStageOf,
  seedDemoPaperwork,
  stageHasSellers,
  stageIsReview,
  type DemoStage,
} from '../seed/demoPaperwork';
import { COMPETING_MLS_NUMBER } from '../seed/demoCompetingOffers';
import { seedDemoIfEmpty } from '../seed/demoSeed';
import { listOffers } from '../features/offers/offersRepo';
import { visibleStatuses } from '../features/offers/offerListService';
import { seedFormTemplatesIfEmpty } from '../seed/formTemplates';
import { TEST_PUBLIC_API_URL, TEST_SECRET, TEST_SIGNING_SECRET } from './helpers/testApp';
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

  it("gives Casey of Harbor Homes offers of Alex's under his Received Offers: the seller agent, matched by e-mail", async () => {
    const casey = (await t.db.one<{ userId: number; personId: number }>(
      `select id as "userId", person_id as "personId" from users where username = 'casey.nguyen'`,
    ))!;
    const received = await listOffers(t.db, {
      tab: 'received',
      userId: casey.userId,
      personId: casey.personId,
      statusIds: visibleStatuses('received'),
      searchTerm: '',
      includeArchived: false,
      ascending: false,
      limit: 100,
    });
    expect(received.length).toBeGreaterThanOrEqual(3);
    const alex = (await t.db.one<{ id: number }>(`select id from users where username = 'alex.morgan'`))!.id;
    expect(new Set(received.map((o) => o.ownerUserId))).toEqual(new Set([alex]));
    // His party on them is Summit's outside-agent contact for him, not his own person.
    const parties = await t.db.query<{ personId: number; roleId: number }>(
      `select p.person_id as "personId", p.role_id as "roleId" from offer_parties p where p.offer_id = any($1::int[]) and p.side_id = $2 and p.role_id = any($3::int[])`,
      [received.map((o) => o.id), Side.seller, [PartyRole.InhouseAgent, PartyRole.OutsideAgent]],
    );
    expect(parties.every((p) => p.personId !== casey.personId && p.roleId === PartyRole.OutsideAgent)).toBe(true);
  });

  it('gives the four competing offers of one listing each its own down payment, seller concessions and net to seller', async () => {
    const offers = await t.db.query<{ price: number; down: number | null; concessions: number | null }>(
      `select offer_price::float8 as price, down_payment::float8 as down, seller_concessions::float8 as concessions
         from offers where mls_number = $1`,
      [COMPETING_MLS_NUMBER],
    );
    expect(offers).toHaveLength(4);
    const distinct = (values: Array<number | null>) => new Set(values.filter((v) => v != null && v > 0)).size;
    expect(distinct(offers.map((o) => o.down))).toBe(4);
    expect(distinct(offers.map((o) => o.concessions))).toBe(4);
    expect(distinct(offers.map((o) => netToSeller(o.price, DEFAULT_SELLER_COSTS, o.concessions)))).toBe(4);
  });

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

  it('gives every demo offer past draft the documents and signing parties its status implies, readable by its owner', async () => {
    const sealKey = generateSealKey();
    await seedDemoPaperwork(t.db, { sealKey: () => sealKey, linkBases: DEFAULT_LINK_BASES });
    const offers = await t.db.query<{
      id: number;
      statusId: number;
      userId: number;
      personId: number;
      brokerageId: number;
      contractId: number | null;
    }>(
      `select o.id, o.status_id as "statusId", u.id as "userId", u.person_id as "personId", u.brokerage_id as "brokerageId",
              (select c.id from contracts c where c.external_id = o.id) as "contractId"
         from offers o join users u on u.id = o.owner_user_id where o.status_id <> $1 order by o.id`,
      [OfferStatus.draft],
    );
    expect(offers.length).toBeGreaterThan(50);
    const seen = new Set<DemoStage>();
    const app = await buildApp({
      db: t.db,
      tokenSecret: TEST_SECRET,
      signingSecret: TEST_SIGNING_SECRET,
      sealKey,
      tokenTtlSeconds: 3600,
      corsOrigins: ['http://localhost:4100'],
      formBuilderEnabled: true,
      docsUi: false,
      publicApiUrl: TEST_PUBLIC_API_URL,
      log: { level: 'silent' },
    });
    try {
      for (const o of offers) {
        const what = `offer ${o.id} (status ${o.statusId})`;
        const stage = demoStageOf(o.statusId)!;
        seen.add(stage);
        expect([what, o.contractId !== null]).toEqual([what, true]);
        const documents = await t.db.query<{ id: number }>('select id from offer_documents where contract_id = $1', [o.contractId]);
        expect([what, documents.length > 0]).toEqual([what, true]);
        const sets = await t.db.query<{ id: number; statusId: number; voidReason: string | null }>(
          'select id, status_id as "statusId", void_reason as "voidReason" from sign_sets where offer_id = $1 order by id',
          [o.id],
        );
        const signers = await t.db.query<{ roleId: number; sideId: number; signStatus: number }>(
          `select p.role_id as "roleId", p.side_id as "sideId", sp.sign_status as "signStatus"
             from sign_set_parties sp join offer_parties p on p.id = sp.party_id join sign_sets s on s.id = sp.sign_set_id
            where s.offer_id = $1`,
          [o.id],
        );
        const has = (sideId: number, roles: readonly number[], signStatus?: number) =>
          signers.some((s) => s.sideId === sideId && roles.includes(s.roleId) && (signStatus === undefined || s.signStatus === signStatus));
        const agents = [PartyRole.InhouseAgent, PartyRole.OutsideAgent];
        if (stage === 'documents') {
          expect([what, sets]).toEqual([what, []]);
        } else if (stageIsReview(stage)) {
          // Sent to the reviewer (no signing session before the reviewer accepts), and rejected by it when the status says so.
          expect([what, sets]).toEqual([what, []]);
          const review = await t.db.one<{ email: string | null; actions: string[] }>(
            `select o.reviewer_email as email,
                    array(select a.action from activities a where a.offer_id = o.id and a.action ilike 'offer.%review%' order by a.id) as actions
               from offers o where o.id = $1`,
            [o.id],
          );
          const actions = stage === 'reviewRejected' ? ['offer.sentForReview', 'offer.reviewerReject'] : ['offer.sentForReview'];
          expect([what, review]).toEqual([what, { email: DEMO_REVIEWER.reviewerEmail, actions }]);
        } else {
          expect([what, sets.length]).toEqual([what, 1]);
          // The buyer and the buyer agent sign every shared offer.
          expect([what, has(Side.buyer, [PartyRole.Client]), has(Side.buyer, agents)]).toEqual([what, true, true]);
          const expected: Record<Exclude<DemoStage, 'documents' | 'inReview' | 'reviewRejected'>, number> = {
            shared: DocumentState.Shared,
            inProgress: DocumentState.PendingSignature,
            buyersSigned: DocumentState.Signed,
            sellersAdded: DocumentState.PendingSignature,
            sellersSigned: DocumentState.Signed,
            voided: DocumentState.Voided,
          };
          expect([what, sets[0].statusId]).toEqual([what, expected[stage]]);
          const signed = signers.filter((s) => s.signStatus === SignerStatus.Signed).length;
          if (stage === 'shared' || stage === 'voided') expect([what, signed]).toEqual([what, 0]);
          if (stage === 'inProgress') expect([what, signed]).toEqual([what, 1]);
          if (stage === 'buyersSigned' || stage === 'sellersSigned') expect([what, signed]).toEqual([what, signers.length]);
          if (stage === 'voided') expect([what, sets[0].voidReason]).toEqual([what, DEMO_VOID_REASON]);
          if (stageHasSellers(stage)) {
            const sellerSigned = stage === 'sellersSigned' ? SignerStatus.Signed : SignerStatus.NotSigned;
            expect([what, has(Side.seller, [PartyRole.Client], sellerSigned)]).toEqual([what, true]);
          }
        }
        // The offer page's reads, as its owner.
        const token = issueToken(TEST_SECRET, o, 3600);
        const reads = [
          `/offer/GetById/${o.id}`,
          `/offer/GetOfferDocumentsByExternalId/${o.id}`,
          `/offer/getOfferContractByExternalId/${o.id}`,
          `/offer/GetOfferActivitiesByExternalId/${o.id}`,
          `/offer/GetOfferForm/${o.id}`,
          `/offer/GetOfferPartiesByContract/${o.contractId}`,
          `/offer/getOfferSigningSessions/${o.contractId}`,
          `/offer/GetOfferDocumentFields/${o.contractId}`,
        ];
        for (const url of reads) {
          const res = await app.inject({ url, headers: { authorization: `Bearer ${token}` } });
          // A cancelled offer has no offer page (its GetById is the product's 404); its documents stay readable.
          const status = o.statusId === OfferStatus.cancelled && url.startsWith('/offer/GetById/') ? 404 : 200;
          expect([url, res.statusCode]).toEqual([url, status]);
        }
      }
    } finally {
      await app.close();
    }
    expect([...seen].sort()).toEqual([
      'buyersSigned',
      'documents',
      'inProgress',
      'inReview',
      'reviewRejected',
      'sellersAdded',
      'sellersSigned',
      'shared',
      'voided',
    ]);
    // The offer statuses are the seeded ones still: every status for Alex.
    const statuses = await t.db.query<{ s: number }>(
      `select distinct o.status_id as s from offers o join users u on u.id = o.owner_user_id where u.username = 'alex.morgan'`,
    );
    expect(statuses.map((r) => r.s).sort()).toEqual([...OFFER_STATUS_IDS].sort());
  }, 600_000);
});
