/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { schemaOf, validExample } from './helpers/harness';
import { openWriteJournal, type WriteJournal } from './helpers/writeJournal';
import { FIXTURE_PASSWORD } from './helpers/fixtures';
import { VALID_DRAFT } from './helpers/drafts';
import { fuzzRequests, type FuzzRequest } from './helpers/fuzzPayloads';
import { createTestApp, TEST_SIGNING_SECRET, type TestApp } from './helpers/testApp';
import { issueSigningToken } from '../auth/signingToken';
import { contractOfOffer } from '../features/documents/offerDocumentsRepo';
import { insertSale } from '../features/sales/salesRepo';
import { CounterOfferStatus, OfferStatus, Side } from '@offerdesk/shared/domain';
import { contract, PARTY_LINK_HEADER, type RouteDef } from '@offerdesk/shared/contract';
import { signTokenHash } from '../auth/signToken';
import { addCounter, FLOW_STEP_URLS, portalOffer, withLink } from './helpers/portalWorld';

/** Payloads per write route: 200 in CI, more with OFFERDESK_FUZZ_RUNS; OFFERDESK_FUZZ_SEED replays a run. */
const RUNS = Number(process.env.OFFERDESK_FUZZ_RUNS || 200);
const SEED = Number(process.env.OFFERDESK_FUZZ_SEED || Date.now() % 2 ** 31);

const WRITE_METHODS = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);
/** The write routes a signing session may call (`auth: 'signing'`): fuzzed again with one. */
const SIGNING_WRITES = new Set(['PUT /offer/AssignDocumentField', 'POST /offer/markOfferdocumentassigned']);
/** Complete bodies of the routes whose smallest schema-valid body would stop at the first business rule. */
const VALID_BODIES: Record<string, Record<string, unknown>> = {
  'POST /offer/createoffer': VALID_DRAFT,
  'POST /Token': { grant_type: 'password', username: 'olivia.owner', password: FIXTURE_PASSWORD },
};

/** The fields of a JSON body that differ from the valid body it was mutated from (the whole text if none). */
function changedFields(body: string | undefined, validBody: Record<string, unknown> | undefined): unknown {
  if (body === undefined || !validBody) return body;
  try {
    const sent = JSON.parse(body) as Record<string, unknown>;
    const keys = new Set([...Object.keys(sent), ...Object.keys(validBody)]);
    return Object.fromEntries(
      [...keys].filter((k) => JSON.stringify(sent[k]) !== JSON.stringify(validBody[k])).map((k) => [k, sent[k] ?? '(missing)']),
    );
  } catch {
    return body;
  }
}

/** A sample as a failure line shows it (the raw text when its nesting is too deep to serialise again). */
function describeSample(sample: FuzzRequest, validBody: Record<string, unknown> | undefined): string {
  try {
    return JSON.stringify({ params: sample.params, query: sample.query, body: changedFields(sample.body, validBody) }).slice(0, 400);
  } catch {
    return JSON.stringify({ params: sample.params, query: sample.query }).slice(0, 200) + ` body ${String(sample.body).slice(0, 200)}`;
  }
}

/** Percent-encodes any text, lone surrogates included (they travel as U+FFFD, as a browser sends them). */
const encode = (text: string) => encodeURIComponent(Buffer.from(text, 'utf8').toString('utf8'));

function toInject(method: string, url: string, r: FuzzRequest): InjectOptions {
  const path = url.replace(/:([A-Za-z0-9_]+)/g, (_m, key: string) => encode(r.params[key] ?? '1'));
  const query = Object.entries(r.query)
    .flatMap(([k, v]) => [v].flat().map((one) => `${encode(k)}=${encode(one)}`))
    .join('&');
  return {
    method: method as InjectOptions['method'],
    url: query ? `${path}?${query}` : path,
    ...(r.body === undefined ? {} : { payload: r.body, headers: { 'content-type': r.contentType } }),
  };
}

describe('fuzzing every write route', () => {
  let t: TestApp;
  /** Every table but the counters: a refusal must leave each of them as it was. */
  let journal: WriteJournal;
  const failures: string[] = [];
  const causes = new Map<string, string>();
  const noteFailure = (line: string) => {
    const entry = JSON.parse(line) as { reqId?: string; err?: { code?: string; message?: string } };
    if (entry.reqId && entry.err) causes.set(entry.reqId, `${entry.err.code ?? ''} ${entry.err.message ?? ''}`.trim());
  };
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      formTemplates: true,
      mlsListings: 20,
      signInLimits: { perAddressAndUserPerMinute: 1e6, perAccountPerHour: 1e6, perAddressPerMinute: 1e6 },
      // The cause of each 5xx, by request id, for the report.
      log: { stream: { write: (line) => void noteFailure(line) } },
    });
    await t.app.ready();
    journal = await openWriteJournal(t.testDb.db);
    console.log(`fuzz: ${RUNS} payloads per write route, seed ${SEED} (OFFERDESK_FUZZ_SEED=${SEED} replays it)`);
  }, 60_000);
  afterAll(() => t.close());

  it('finds write routes in the app registry', () => {
    const writes = t.app.registeredRoutes.filter((r) => WRITE_METHODS.has(r.method));
    expect(writes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(['POST /offer/createoffer', 'POST /Token', 'PUT /offer/canceloffer/:id']),
    );
  });

  /**
   * Fuzzes the routes with `call` (the owner's bearer, a signing session, a dead party link): no 5xx,
   * nothing written on a refusal; `refuseAll`: every request must be refused (a dead link opens nothing).
   */
  async function fuzz(
    writes: typeof t.app.registeredRoutes,
    call: (options: InjectOptions) => ReturnType<TestApp['as']>,
    runs: number,
    refuseAll = false,
  ) {
    const { offers } = t.world;
    const realIds = [...Object.values(offers), -1];
    const summary: string[] = [];
    for (const [i, route] of writes.entries()) {
      const key = `${route.method} ${route.url}`;
      const pathParams = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);
      const schema = schemaOf(route);
      // A body the route accepts, to mutate: the known complete ones, else the smallest valid one of its schema.
      const validBody = (VALID_BODIES[key] ?? (schema.body ? validExample(schema.body, offers.draft) : undefined)) as
        Record<string, unknown> | undefined;
      const samples = fc.sample(fuzzRequests(schema, pathParams, realIds, validBody), { numRuns: runs, seed: SEED + i });
      const statuses: Record<string, number> = {};
      await journal.take();
      for (const sample of samples) {
        const res = await call(toInject(route.method, route.url, sample));
        const bucket = `${Math.floor(res.statusCode / 100)}xx`;
        statuses[bucket] = (statuses[bucket] ?? 0) + 1;
        // Described only for a failure: serialising every sample cost more than the requests themselves.
        const shown = () => describeSample(sample, validBody);
        if (refuseAll && res.statusCode < 400) failures.push(`${key} → ${res.statusCode}, expected a refusal: ${shown()}`);
        if (res.statusCode >= 500) {
          const cause = causes.get(String(res.headers['x-request-id'])) ?? 'unknown';
          failures.push(`${key} → ${res.statusCode} (${cause.slice(0, 120)}): ${shown()}`);
        }
        const changed = await journal.take();
        if (res.statusCode >= 400 && res.statusCode < 500 && changed.length)
          failures.push(`${key} → ${res.statusCode} changed ${changed.join(', ')}: ${shown()}`);
      }
      summary.push(
        `${key.padEnd(40)} ${Object.entries(statuses)
          .sort()
          .map(([k, v]) => `${k} ${v}`)
          .join(', ')}`,
      );
    }
    console.log([`fuzz results (${runs} each, seed ${SEED})`, ...summary].join('\n'));
  }

  it('answers no 5xx and writes nothing when it refuses', async () => {
    const writes = t.app.registeredRoutes.filter((r) => WRITE_METHODS.has(r.method));
    await fuzz(writes, (options) => t.as('owner', options), RUNS);
    expect(failures.slice(0, 20)).toEqual([]);
    // Every write route × RUNS payloads with a fingerprint each: the time grows with the routes.
  }, 900_000);

  /** A checksum of the contacts of the owner's brokerage: its agents' persons, the persons, vendors and brokerages its agents created. */
  const ownerContacts = async () => {
    const rows = await t.testDb.db.query<{ sum: string | null }>(
      `with mine as (select id from users where brokerage_id = $1)
       select md5(string_agg(md5(pe::text), '' order by pe.id)) as sum from persons pe
        where pe.created_by_user_id in (select id from mine) or exists (select 1 from users u where u.person_id = pe.id)
       union all select md5(string_agg(md5(v::text), '' order by v.id)) from vendors v where v.created_by_user_id in (select id from mine)
       union all select md5(string_agg(md5(b::text), '' order by b.id)) from brokerages b where b.created_by_user_id in (select id from mine) or b.is_inhouse`,
      [t.world.agents.owner.brokerageId],
    );
    return rows.map((r) => r.sum).join(' ');
  };

  it("answers no 5xx and never changes a contact of the owner's brokerage, to another brokerage's agent aiming at them", async () => {
    const { owner, receiver } = t.world.agents;
    const outside = await t.as('owner', {
      method: 'POST',
      url: '/OutsideAgent/SaveAgent',
      payload: {
        offerId: t.world.offers.draft,
        partySide: 2,
        firstName: 'Fuzz',
        lastName: 'Outside',
        email: 'fuzz@outside.example',
        mobilePhone: '2175550131',
        brokerageId: 0,
        brokerageData: {
          company: 'Fuzz Realty',
          workPhone: '2175550132',
          addressLine1: '1 Fuzz St',
          city: 'Springfield',
          stateId: 14,
          zipCode: '62701',
        },
      },
    });
    expect(outside.statusCode).toBe(200);
    const offerId = t.world.offers.receivedDraft;
    const contactForm = (personId: number, roleId: number) => ({
      offerId,
      personId,
      transactionPartyRoleId: roleId,
      transactionPartySideId: 2,
      isOfferParty: false,
      firstName: 'Taken',
      lastName: 'Over',
      email: 'bea@takeover.example',
      companyName: 'Taken Realty',
    });
    const aimed: Array<[string, Record<string, unknown>]> = [
      ['POST /offer/saveOfferParty', contactForm(outside.json().personId, 3)],
      ['POST /offer/saveOfferParty', contactForm(receiver.personId, 4)],
      ['POST /offer/saveOfferParty', contactForm(owner.personId, 4)],
    ];
    const before = await ownerContacts();
    const changed: string[] = [];
    for (const [i, [key, validBody]] of aimed.entries()) {
      const route = t.app.registeredRoutes.find((r) => `${r.method} ${r.url}` === key)!;
      const samples = fc.sample(
        fuzzRequests(schemaOf(route), [], [outside.json().personId, receiver.personId, owner.personId, offerId], validBody),
        {
          numRuns: RUNS,
          seed: SEED + 1000 + i,
        },
      );
      // The aimed body itself first (a takeover as the issue found it), then its mutations.
      const unchanged: FuzzRequest = { params: {}, query: {}, body: JSON.stringify(validBody), contentType: 'application/json' };
      for (const sample of [unchanged, ...samples]) {
        const res = await t.as('other', toInject(route.method, route.url, sample));
        if (res.statusCode >= 500) failures.push(`${key} by another brokerage → ${res.statusCode}: ${describeSample(sample, validBody)}`);
        if ((await ownerContacts()) !== before) {
          changed.push(`${key} → ${res.statusCode}: ${describeSample(sample, validBody)}`);
          break;
        }
      }
    }
    expect(changed).toEqual([]);
    expect(failures.slice(0, 20)).toEqual([]);
  }, 300_000);

  it("answers no 5xx, never 2xx, and writes nothing, to a sold offer's own seller agent link on every step of the flow", async () => {
    const db = t.testDb.db;
    const w = await portalOffer(t, OfferStatus.sellerSigned);
    await addCounter(t, w.offerId, Side.buyer, CounterOfferStatus.approved);
    await insertSale(db, w.offerId, t.world.agents.owner.userId);
    const steps = t.app.registeredRoutes.filter((r) => FLOW_STEP_URLS.includes(r.url));
    expect(steps).toHaveLength(FLOW_STEP_URLS.length);
    const wrong: string[] = [];
    for (const [i, route] of steps.entries()) {
      const key = `${route.method} ${route.url}`;
      const schema = schemaOf(route);
      const validBody = schema.body
        ? {
            ...(validExample(schema.body, w.offerId) as Record<string, unknown>),
            offerDisplayId: w.displayId,
            partyId: w.parties.sellerAgent,
          }
        : undefined;
      const samples = fc.sample(fuzzRequests(schema, [], [w.offerId, w.parties.sellerAgent, w.parties.seller], validBody), {
        numRuns: Math.ceil(RUNS / 4),
        seed: SEED + 2000 + i,
      });
      await journal.take();
      for (const sample of samples) {
        const res = await withLink(t, w.tokens.sellerAgent, toInject(route.method, route.url, sample));
        if (res.statusCode >= 500 || res.statusCode < 400) wrong.push(`${key} → ${res.statusCode}: ${describeSample(sample, validBody)}`);
        const changed = await journal.take();
        if (changed.length) wrong.push(`${key} → ${res.statusCode} changed ${changed.join(', ')}: ${describeSample(sample, validBody)}`);
      }
    }
    expect(wrong.slice(0, 20)).toEqual([]);
  }, 300_000);

  it("answers no 5xx and writes nothing when it refuses, to a signing session of the owner's draft", async () => {
    const writes = t.app.registeredRoutes.filter((r) => SIGNING_WRITES.has(`${r.method} ${r.url}`));
    expect(writes).toHaveLength(SIGNING_WRITES.size);
    const contractId = await contractOfOffer(t.testDb.db, t.world.offers.draft);
    const scope = { agent: t.world.agents.owner, contractId, partyId: null, purpose: 'assign' as const };
    const token = issueSigningToken(TEST_SIGNING_SECRET, scope, 900);
    await fuzz(writes, (options) => t.app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } }), RUNS);
    expect(failures.slice(0, 20)).toEqual([]);
  }, 300_000);

  it('answers no 5xx, refuses and writes nothing on every portal write route with an expired or a revoked party link', async () => {
    // The holder's own request for a new link mails the agent by design (partyLinks.test.ts): every other portal write is fuzzed.
    const linkWrites = new Set(
      [...(Object.values(contract.portal) as RouteDef[]), contract.contractDocuments.shareSelected]
        .filter((r) => WRITE_METHODS.has(r.method))
        .map((r) => `${r.method} ${r.url}`),
    );
    const writes = t.app.registeredRoutes.filter((r) => linkWrites.has(`${r.method} ${r.url}`));
    expect(writes.length).toBeGreaterThanOrEqual(12);
    const w = await portalOffer(t);
    const db = t.testDb.db;
    await db.query(`update offer_party_links set expires_on = now() - interval '1 second' where token_hash = $1`, [
      signTokenHash(w.tokens.buyer),
    ]);
    await db.query(`update offer_party_links set ended_on = now(), ended_reason = 'revoked' where token_hash = $1`, [
      signTokenHash(w.tokens.sellerAgent),
    ]);
    for (const token of [w.tokens.buyer, w.tokens.sellerAgent])
      await fuzz(
        writes,
        (options) => t.app.inject({ ...options, headers: { ...options.headers, [PARTY_LINK_HEADER]: token } }),
        RUNS / 4,
        true,
      );
    expect(failures.slice(0, 20)).toEqual([]);
  }, 300_000);
});
