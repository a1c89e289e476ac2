/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
import type { InjectOptions } from 'fastify';
import { ALL_ROUTES } from '@offerdesk/shared/contract';
import { issueToken } from '../auth/token';
import { issueSigningToken, type SigningScope } from '../auth/signingToken';
import {
  buildPartyTarget,
  buildTarget,
  fillPath,
  tablesFingerprint,
  leaksIn,
  schemaOf,
  validExample,
  validRequest,
  type PartyTarget,
  type Target,
} from './helpers/harness';
import { openWriteJournal, type WriteJournal } from './helpers/writeJournal';
import { createTestApp, TEST_SECRET, TEST_SIGNING_SECRET, type TestApp } from './helpers/testApp';
import { ENGINES } from './helpers/testDb';
import { FLOW_STEP_URLS, portalOffer, tokenOf } from './helpers/portalWorld';
import { issuePartyLink } from '../features/portal/partyLinks';
import { insertAgentUser, insertBrokerage, insertOffer } from '../seed/writers';
import { contract, PARTY_LINK_HEADER, type RouteDef } from '@offerdesk/shared/contract';
import { OfferStatus, PartyRole } from '@offerdesk/shared/domain';
import { signTokenHash } from '../auth/signToken';
import { openStream, refusal, type OpenStream } from '../features/live/__tests__/liveClient';
import { recordActivity } from '../features/offers/activitiesRepo';

/** Routes anyone may call: they are checked to leak nothing, not to refuse. */
const PUBLIC_ROUTES = new Set([
  'POST /Token',
  'POST /offer/ExchangeSigningGrant',
  'OPTIONS *',
  'GET /health',
  'HEAD /health',
  'GET /ready',
  'HEAD /ready',
  'GET /media/listing/:n.svg',
  'HEAD /media/listing/:n.svg',
  'GET /mls/documents/:objectId.pdf',
  'HEAD /mls/documents/:objectId.pdf',
  // The verify page's check: it names an offer only for an intact sealed file the caller holds (docs/domain/audit.md#verify-page).
  'POST /verify/document',
]);

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

type Stranger = { name: string; header: (t: TestApp) => string | undefined; forged: boolean };
const STRANGERS: Stranger[] = [
  { name: 'no token', header: () => undefined, forged: true },
  { name: 'malformed token', header: () => 'Bearer not-a-token', forged: true },
  {
    name: 'tampered payload',
    // The stranger's own signature over the owner's claims.
    header: (t) => {
      const [head, , signature] = t.token('stranger').split('.');
      const { owner } = t.world.agents;
      const now = Math.floor(Date.now() / 1000);
      return `Bearer ${head}.${b64({ sub: String(owner.userId), pid: owner.personId, bid: owner.brokerageId, iat: now, exp: now + 3600 })}.${signature}`;
    },
    forged: true,
  },
  {
    name: 'alg none',
    header: (t) => {
      const { owner } = t.world.agents;
      const now = Math.floor(Date.now() / 1000);
      return `Bearer ${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: String(owner.userId), pid: owner.personId, bid: owner.brokerageId, iat: now, exp: now + 3600 })}.`;
    },
    forged: true,
  },
  {
    name: 'expired token',
    header: (t) => `Bearer ${issueToken(TEST_SECRET, t.world.agents.owner, 60, Date.now() - 3_600_000)}`,
    forged: true,
  },
  { name: 'other brokerage', header: (t) => `Bearer ${t.token('other')}`, forged: false },
  { name: 'same brokerage, no party', header: (t) => `Bearer ${t.token('stranger')}`, forged: false },
  // Agents are matched to seller-agent parties by e-mail (docs/domain/parties.md, "Agents matched by e-mail: the outside seller agent who
  // uses OfferDesk"): an e-mail twin of any other party is nobody.
  { name: "e-mail of the target's buyer client, a third brokerage", header: () => `Bearer ${emailTwinToken}`, forged: false },
];
/** A user of a third brokerage whose e-mail is the target's buyer client's (in other letters' case). */
let emailTwinToken = '';

/**
 * Signing sessions (`auth: 'signing'`) aimed at the target, each with the owner's identity, so a
 * session read as an agent bearer would open the target's routes: every agent route must answer 401,
 * every signing route 401 or 404, every party route 400 or 404.
 */
type SigningStranger = { name: string; token: (p: PartyTarget, otherContractId: number) => string };
const session = (p: PartyTarget, owner: SigningScope['agent'], scope: Partial<SigningScope>, now = Date.now()) =>
  issueSigningToken(
    TEST_SIGNING_SECRET,
    { agent: owner, contractId: p.path.contractId, partyId: null, purpose: 'assign', ...scope },
    900,
    now,
  );
const signingStrangers = (owner: SigningScope['agent']): SigningStranger[] => [
  { name: 'session of another contract', token: (p, other) => session(p, owner, { contractId: other }) },
  { name: 'expired session of the target', token: (p) => session(p, owner, {}, Date.now() - 3_600_000) },
  { name: "sign session of the target's buyer", token: (p) => session(p, owner, { purpose: 'sign', partyId: p.path.partyId }) },
  {
    name: 'session of another contract, claims changed to the target',
    token: (p, other) => {
      const [head, , signature] = session(p, owner, { contractId: other }).split('.');
      const now = Math.floor(Date.now() / 1000);
      const claims = { aud: 'signing', sub: String(owner.userId), pid: owner.personId, bid: owner.brokerageId, cid: p.path.contractId };
      return `${head}.${b64({ ...claims, ptid: null, pur: 'assign', iat: now, exp: now + 900 })}.${signature}`;
    },
  },
  {
    name: 'session under the agent token secret',
    token: (p) => issueSigningToken(TEST_SECRET, { agent: owner, contractId: p.path.contractId, partyId: null, purpose: 'assign' }, 900),
  },
];
const SIGNING_ROUTES = new Set(
  ALL_ROUTES.filter((r) => r.auth === 'signing').flatMap((r) =>
    r.method === 'GET' ? [`GET ${r.url}`, `HEAD ${r.url}`] : [`${r.method} ${r.url}`],
  ),
);

/** Callers of a party-token route: a signer's link with the target's sign set id but a token it does not open. */
type PartyStranger = { name: string; query: (p: PartyTarget) => Record<string, string> };
const PARTY_STRANGERS: PartyStranger[] = [
  { name: 'token of another sign set and offer', query: (p) => ({ signSetId: String(p.signSetId), signToken: p.otherToken }) },
  { name: 'malformed token', query: (p) => ({ signSetId: String(p.signSetId), signToken: 'not-a-token' }) },
  { name: 'own token, another sign set id', query: (p) => ({ signSetId: String(p.signSetId + 1), signToken: p.ownToken }) },
  { name: 'no token', query: (p) => ({ signSetId: String(p.signSetId) }) },
  // The agent's way in (`/sign-contract-documents`): the signer's party id opens nothing without that agent's bearer.
  { name: "signer's party id, no bearer", query: (p) => ({ signSetId: String(p.signSetId), partyId: String(p.path.partyId) }) },
  {
    name: 'own token, another party id',
    query: (p) => ({ signSetId: String(p.signSetId), signToken: p.ownToken, partyId: String(p.path.partyId + 1) }),
  },
];
/**
 * Callers of a party-link route (X-Party-Link header), each aimed at the target offer and its buyer: a
 * token that must not open it. `expect`: the answers allowed (a link of the target that no longer
 * opens it answers 410 where the route reads party links; the target's live link in the address: 400).
 */
type LinkStranger = {
  name: string;
  token: (l: LinkTarget) => string | undefined;
  inAddress?: boolean;
  expect: number[];
  /** A party link (of another offer, or a dead one of the target): the holder's own routes answer it by design. */
  partyLink?: boolean;
};
interface LinkTarget {
  displayId: string;
  buyerPartyId: number;
  sellerAgentPartyId: number;
  otherOfferToken: string;
  otherReviewerToken: string;
  signToken: string;
  /** Links of the target's buyer that no longer open it. */
  expired: string;
  revoked: string;
  replaced: string;
  /** The target's buyer's live link. */
  own: string;
}
const GONE = [400, 404, 410];
const LINK_STRANGERS: LinkStranger[] = [
  { name: 'party token of another offer', token: (l) => l.otherOfferToken, expect: [400, 404], partyLink: true },
  { name: 'reviewer token of another offer', token: (l) => l.otherReviewerToken, expect: [400, 404] },
  { name: "a signer's sign token of the target's sign set", token: (l) => l.signToken, expect: [400, 404] },
  { name: 'malformed token', token: () => 'not-a-token', expect: [400, 404] },
  { name: 'no token', token: () => undefined, expect: [400, 404] },
  { name: "the target buyer's expired link", token: (l) => l.expired, expect: GONE, partyLink: true },
  { name: "the target buyer's revoked link", token: (l) => l.revoked, expect: GONE, partyLink: true },
  { name: "the target buyer's link replaced by a newer one", token: (l) => l.replaced, expect: GONE, partyLink: true },
  { name: "the target buyer's live link in the address (?t=)", token: (l) => l.own, inAddress: true, expect: [400] },
];
/**
 * The link holder's own routes: a party link, live or dead, learns its own agent's contact there by design (partyLinks.test.ts);
 * the live stream of a link is its own offer's (the live-stream test below and liveStreams.test.ts).
 */
const HOLDER_ROUTES = new Set(
  [contract.partyLinks.status, contract.partyLinks.requestNew, contract.live.party].map((r) => `${r.method} ${r.url}`),
);
/** Fields of a portal request that name the target offer or its parties. */
const aimAtTarget = (values: Record<string, unknown> | undefined, target: Target, l: LinkTarget) => {
  if (!values) return values;
  const out: Record<string, unknown> = { ...values };
  for (const key of Object.keys(out)) {
    if (key === 'offerId') out[key] = target.offerId;
    if (key === 'offerDisplayId') out[key] = l.displayId;
    if (key === 'partyId' || key === 'externalPartyId') out[key] = l.buyerPartyId;
    if (key === 'sellerAgentPartyId' || key === 'agentId') out[key] = l.sellerAgentPartyId;
  }
  return out;
};
/** Every route a party link opens: the portal's, sharing signed documents from a link, and the holder's own. */
const LINK_ROUTES = new Set(
  [
    ...(Object.values(contract.portal) as RouteDef[]),
    contract.contractDocuments.shareSelected,
    contract.partyLinks.status,
    contract.partyLinks.requestNew,
    contract.live.party,
  ].map((r) => `${r.method} ${r.url}`),
);
const isLinkRoute = (r: { method: string; url: string }) => LINK_ROUTES.has(`${r.method} ${r.url}`);

const PARTY_ROUTES = new Set(
  ALL_ROUTES.filter((r) => r.auth === 'party').flatMap((r) =>
    r.method === 'GET' ? [`GET ${r.url}`, `HEAD ${r.url}`] : [`${r.method} ${r.url}`],
  ),
);

describe.each(ENGINES)('route × stranger matrix on %s', (engine) => {
  let t: TestApp;
  let target: Target;
  let partyTarget: PartyTarget;
  /** Every table but the counters: a refused request must write none of them. */
  let journal: WriteJournal;
  beforeAll(async () => {
    // A metrics token: without one, /metrics answers inject's loopback client (operations.test.ts holds that rule) in
    // numbers that may hold any needle; with one, it is a route that refuses every stranger (401).
    t = await createTestApp(engine, {
      formTemplates: true,
      mlsListings: 20,
      live: { heartbeatMs: 150 },
      metrics: { token: 'the-matrix-metrics-token' },
    });
    target = await buildTarget(t);
    partyTarget = await buildPartyTarget(t, target);
    const third = await insertBrokerage(t.testDb.db, { name: 'Third Street Realty', isInhouse: true });
    const twin = await insertAgentUser(t.testDb.db, {
      firstName: 'Quinn',
      lastName: 'Twin',
      email: 'QUENTIN@Target.example',
      brokerageId: third,
      username: 'quinn.twin',
      passwordHash: 'x',
    });
    emailTwinToken = issueToken(TEST_SECRET, { ...twin, brokerageId: third }, 3600);
    await t.app.ready();
    journal = await openWriteJournal(t.testDb.db);
  }, 60_000);
  afterAll(() => t.close());

  it('sees the target as its owner (the needles and the aim work)', async () => {
    const res = await t.as('owner', { url: `/offer/GetById/${target.offerId}` });
    expect(res.statusCode).toBe(200);
    expect(leaksIn(target, res)).toEqual(expect.arrayContaining(['Zanzibar', 'Quentin', `id ${target.offerId}`]));
  });

  it("sees the target's sale as its owner (the sale id aims at the target)", async () => {
    const res = await t.as('owner', { url: `/offer/GetSaleById/${target.saleId}` });
    expect(res.statusCode).toBe(200);
    expect(leaksIn(target, res)).toEqual(expect.arrayContaining(['424242', `id ${target.offerId}`]));
  });

  it('shows a signer its own sign set through its token (the party needles and the aim work)', async () => {
    expect(PARTY_ROUTES.size).toBeGreaterThan(0);
    const res = await t.app.inject({
      url: '/offer/GetSignSetByToken',
      query: { signSetId: String(partyTarget.signSetId), signToken: partyTarget.ownToken },
    });
    expect(res.statusCode).toBe(200);
    expect(leaksIn(target, res)).toEqual(expect.arrayContaining(['Quentin', `id ${target.offerId}`]));
  });

  it('refuses every party-token route to a wrong, foreign, malformed or missing token and leaks nothing of the target', async () => {
    const failures: string[] = [];
    for (const key of PARTY_ROUTES) {
      const [method] = key.split(' ');
      for (const stranger of PARTY_STRANGERS) {
        await journal.take();
        // A body that passes validation, so the token check is what answers.
        const registered = t.app.registeredRoutes.find((r) => `${r.method} ${r.url}` === key)!;
        const body = validExample(schemaOf(registered).body, target.offerId);
        const res = await t.app.inject({
          // Path ids name the target's own link (offer, party, contract), so the token is what answers.
          method: method as InjectOptions['method'],
          url: fillPath(registered, partyTarget.path),
          query: stranger.query(partyTarget),
          ...(body === undefined ? {} : { payload: body as object }),
        });
        const found = leaksIn(target, res);
        if (found.length) failures.push(`${key} × ${stranger.name}: leaks ${found.join(', ')}`);
        if (res.statusCode !== 404 && res.statusCode !== 400)
          failures.push(`${key} × ${stranger.name}: ${res.statusCode}, expected 404 or 400`);
        const written = await journal.take();
        if (written.length) failures.push(`${key} × ${stranger.name}: the database changed (${written.join(', ')})`);
      }
    }
    expect(failures).toEqual([]);
  }, 60_000);

  it('refuses every party-link route to a token that is not a link of the target offer and leaks nothing of it', async () => {
    const db = t.testDb.db;
    const other = await portalOffer(t);
    const l: LinkTarget = {
      displayId: (await db.one<{ d: string }>('select display_id as d from offers where id = $1', [target.offerId]))!.d,
      buyerPartyId: (await db.one<{ id: number }>('select id from offer_parties where offer_id = $1 and role_id = 1', [target.offerId]))!
        .id,
      sellerAgentPartyId: (await db.one<{ id: number }>('select id from offer_parties where offer_id = $1 and side_id = 2', [
        target.offerId,
      ]))!.id,
      otherOfferToken: other.tokens.buyer,
      otherReviewerToken: other.tokens.reviewer,
      signToken: partyTarget.ownToken,
      expired: '',
      revoked: '',
      replaced: '',
      own: '',
    };
    // Each new link of the buyer replaces the one before: the first is replaced, the next revoked, the third expired, the last live.
    const issue = async () => tokenOf(await issuePartyLink(db, { offerId: target.offerId, partyId: l.buyerPartyId }));
    l.replaced = await issue();
    l.revoked = await issue();
    await db.query(`update offer_party_links set ended_on = now(), ended_reason = 'revoked' where token_hash = $1`, [
      signTokenHash(l.revoked),
    ]);
    l.expired = await issue();
    await db.query(`update offer_party_links set expires_on = now() - interval '1 minute' where token_hash = $1`, [
      signTokenHash(l.expired),
    ]);
    l.own = await issue();
    // The target's own link opens it (the aim works).
    const opened = await t.app.inject({
      url: `/offer/GetOfferByParty/${target.offerId}/${l.buyerPartyId}`,
      headers: { [PARTY_LINK_HEADER]: l.own },
    });
    expect([opened.statusCode, leaksIn(target, opened).length > 0]).toEqual([200, true]);

    const routes = t.app.registeredRoutes.filter(isLinkRoute);
    expect(routes.length).toBeGreaterThanOrEqual(17);
    const failures: string[] = [];
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      const s = schemaOf(route);
      const params = aimAtTarget(validExample(s.params, target.offerId) as Record<string, unknown>, target, l) ?? {};
      if (route.url.endsWith('getOfferByDisplayId/:id')) params.id = l.displayId;
      const query = aimAtTarget(validExample(s.querystring, target.offerId) as Record<string, unknown>, target, l) ?? {};
      const body = s.body ? aimAtTarget(validExample(s.body, target.offerId) as Record<string, unknown>, target, l) : undefined;
      if (body && Array.isArray(body.sellers)) body.sellers = [{ firstName: 'Matrix', lastName: 'Seller', email: 'matrix@seller.example' }];
      for (const stranger of LINK_STRANGERS) {
        if (HOLDER_ROUTES.has(key) && stranger.partyLink) continue;
        await journal.take();
        const token = stranger.token(l);
        const q = Object.fromEntries(
          Object.entries({ ...query, ...(stranger.inAddress ? { t: token } : {}) })
            .filter(([, v]) => v !== undefined)
            .map(([k, v]) => [k, String(v)]),
        );
        const res = await t.app.inject({
          method: route.method as InjectOptions['method'],
          url: route.url.replace(/:([A-Za-z0-9_]+)/g, (_m, p: string) => encodeURIComponent(String(params[p] ?? '1'))),
          query: q,
          headers: token && !stranger.inAddress ? { [PARTY_LINK_HEADER]: token } : {},
          ...(body === undefined ? {} : { payload: body }),
        });
        const found = leaksIn(target, res);
        if (found.length) failures.push(`${key} × ${stranger.name}: leaks ${found.join(', ')}`);
        if (!stranger.expect.includes(res.statusCode))
          failures.push(`${key} × ${stranger.name}: ${res.statusCode}, expected ${stranger.expect.join(' or ')}`);
        const written = await journal.take();
        if (written.length) failures.push(`${key} × ${stranger.name}: the database changed (${written.join(', ')})`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('refuses every signing session out of its scope on every route, never reads one as an agent bearer, and leaks nothing', async () => {
    expect(SIGNING_ROUTES.size).toBeGreaterThanOrEqual(10);
    const owner = t.world.agents.owner;
    const otherContractId = (await t.testDb.db.one<{ c: number }>(
      'select s.contract_id as c from sign_sets s where s.id <> $1 order by s.id desc limit 1',
      [partyTarget.signSetId],
    ))!.c;
    // The aim works: the target's own assign session reads the target contract's holders.
    const own = session(partyTarget, owner, {});
    const aimed = await t.app.inject({
      url: `/offer/GetOfferDocumentFields/${partyTarget.path.contractId}`,
      headers: { authorization: `Bearer ${own}` },
    });
    expect(aimed.statusCode).toBe(200);
    const failures: string[] = [];
    for (const route of t.app.registeredRoutes) {
      const key = `${route.method} ${route.url}`;
      if (PUBLIC_ROUTES.has(key)) continue;
      const party = PARTY_ROUTES.has(key);
      const { options } = validRequest(route, target.offerId, { saleId: target.saleId });
      const aim = party
        ? {
            url: fillPath(route, partyTarget.path),
            query: { signSetId: String(partyTarget.signSetId), partyId: String(partyTarget.path.partyId) },
          }
        : { url: fillPath(route, { ...partyTarget.path, id: target.offerId, saleId: target.saleId }) };
      await journal.take();
      for (const stranger of signingStrangers(owner)) {
        const res = await t.app.inject({
          ...options,
          ...aim,
          headers: { authorization: `Bearer ${stranger.token(partyTarget, otherContractId)}` },
        } as InjectOptions);
        // A signing route validates before it checks the scope: a 400 names a field of the request only.
        const expected = party ? [400, 404] : SIGNING_ROUTES.has(key) ? [400, 401, 404] : [401];
        if (!expected.includes(res.statusCode))
          failures.push(`${key} × ${stranger.name}: ${res.statusCode}, expected ${expected.join(' or ')}`);
        const found = leaksIn(target, res);
        if (found.length) failures.push(`${key} × ${stranger.name}: leaks ${found.join(', ')}`);
      }
      const written = await journal.take();
      if (written.length) failures.push(`${key}: the database changed (${written.join(', ')})`);
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it("refuses every step of the flow on the sold target to its own parties' links and agents, and changes nothing", async () => {
    const db = t.testDb.db;
    const parties = await db.query<{ id: number; roleId: number; sideId: number }>(
      'select id, role_id as "roleId", side_id as "sideId" from offer_parties where offer_id = $1 order by id',
      [target.offerId],
    );
    const displayId = (await db.one<{ d: string }>('select display_id as d from offers where id = $1', [target.offerId]))!.d;
    const { fileNumber } = (await db.one<{ fileNumber: string }>('select file_number as "fileNumber" from sales where id = $1', [
      target.saleId,
    ]))!;
    const steps = ALL_ROUTES.filter((r) => FLOW_STEP_URLS.includes(r.url));
    expect(steps.length).toBe(FLOW_STEP_URLS.length);
    const failures: string[] = [];
    let sold = 0;
    for (const route of t.app.registeredRoutes.filter((r) => FLOW_STEP_URLS.includes(r.url))) {
      const s = schemaOf(route);
      for (const party of parties) {
        const aimed = (values: unknown) =>
          values && {
            ...(values as Record<string, unknown>),
            ...('offerDisplayId' in (values as object) ? { offerDisplayId: displayId } : {}),
            ...('partyId' in (values as object) ? { partyId: party.id } : {}),
            ...('sellerAgentPartyId' in (values as object) ? { sellerAgentPartyId: party.id } : {}),
            ...('offerId' in (values as object) ? { offerId: target.offerId } : {}),
            ...('sellers' in (values as object)
              ? { sellers: [{ firstName: 'Sold', lastName: 'Seller', email: 'sold@seller.example' }] }
              : {}),
          };
        const query = aimed(validExample(s.querystring, target.offerId)) as Record<string, unknown>;
        const body = s.body ? aimed(validExample(s.body, target.offerId)) : undefined;
        const token = tokenOf(await issuePartyLink(db, { offerId: target.offerId, partyId: party.id }));
        // The party's link, and for an in-house agent party its own bearer too.
        const agent = party.roleId === PartyRole.InhouseAgent ? (party.sideId === 1 ? 'owner' : 'receiver') : null;
        const callers: Array<{ name: string; headers: Record<string, string> }> = [
          { name: 'link', headers: { [PARTY_LINK_HEADER]: token } },
        ];
        if (agent) callers.push({ name: 'bearer', headers: { authorization: `Bearer ${t.token(agent)}` } });
        for (const caller of callers) {
          await journal.take();
          const res = await t.app.inject({
            method: route.method as InjectOptions['method'],
            url: route.url,
            headers: caller.headers,
            query: Object.fromEntries(
              Object.entries(query ?? {})
                .filter(([, v]) => v !== '')
                .map(([k, v]) => [k, String(v)]),
            ),
            ...(body === undefined ? {} : { payload: body as object }),
          });
          const key = `${route.method} ${route.url} × party ${party.id} (role ${party.roleId}, side ${party.sideId}) by ${caller.name}`;
          if (res.statusCode < 400 || res.statusCode >= 500) failures.push(`${key}: ${res.statusCode} ${res.body.slice(0, 120)}`);
          if (res.statusCode === 409 && res.json().message.startsWith(`This offer is sold (sale ${fileNumber}) and cannot be `)) sold++;
          // The link was issued before the fingerprint: the refused step itself writes nothing.
          const written = await journal.take();
          if (written.length) failures.push(`${key}: the database changed (${written.join(', ')})`);
        }
      }
    }
    expect(failures).toEqual([]);
    // The seller agent's counter, reject, add seller and two forwards, the buyer agent's forward: each by link and by bearer.
    expect(sold).toBeGreaterThanOrEqual(12);
  }, 120_000);

  it("refuses every agent a change of another brokerage's contact or an in-house agent's record, and changes no contact", async () => {
    const db = t.testDb.db;
    const { owner, receiver, stranger } = t.world.agents;
    // The owner's brokerage's outside agent, created on the owner's draft; the stranger (same brokerage) gets a draft of its own.
    const created = await t.as('owner', {
      method: 'POST',
      url: '/OutsideAgent/SaveAgent',
      payload: {
        offerId: t.world.offers.draft,
        partySide: 2,
        firstName: 'Otto',
        lastName: 'Outside',
        mobilePhone: '2175550123',
        email: 'otto@outside.example',
        brokerageId: 0,
        brokerageData: {
          company: 'Otto Realty',
          workPhone: '2175550124',
          addressLine1: '1 Out St',
          city: 'Springfield',
          stateId: 14,
          zipCode: '62701',
        },
      },
    });
    expect(created.statusCode).toBe(200);
    const strangerDraft = await insertOffer(db, {
      ownerUserId: stranger.userId,
      brokerageId: stranger.brokerageId,
      statusId: OfferStatus.draft,
      streetNumber: '9',
      street: 'Stranger Row',
      city: 'Springfield',
      stateId: 14,
      zipCode: '62701',
      offerPrice: 300_000,
    });
    const contacts = [
      { name: "another brokerage's outside agent", personId: created.json().personId as number, roleId: PartyRole.OutsideAgent },
      { name: "a colleague's in-house agent record", personId: receiver.personId, roleId: PartyRole.InhouseAgent },
      { name: "the caller's own in-house agent record", personId: owner.personId, roleId: PartyRole.InhouseAgent },
    ];
    const callers = [
      { agent: 'other' as const, offerId: t.world.offers.receivedDraft, refused: [0, 1, 2] },
      { agent: 'stranger' as const, offerId: strangerDraft, refused: [1, 2] },
    ];
    const contactTables = ['persons', 'vendors', 'vendor_contacts', 'brokerages', 'users'];
    const failures: string[] = [];
    for (const caller of callers) {
      for (const c of caller.refused.map((i) => contacts[i])) {
        for (const isOfferParty of [false, true]) {
          const before = await tablesFingerprint(db, contactTables);
          const res = await t.as(caller.agent, {
            method: 'POST',
            url: '/offer/saveOfferParty',
            payload: {
              offerId: caller.offerId,
              isOfferParty,
              personId: c.personId,
              transactionPartyRoleId: c.roleId,
              transactionPartySideId: 2,
              firstName: 'Taken',
              lastName: 'Over',
              email: `${caller.agent}@takeover.example`,
              address1: '1 Take St',
              city: 'Springfield',
              state: 14,
              zipCode: '62701',
              mlsId: 'T1',
              licenseNumber: 'T2',
            },
          });
          const key = `${caller.agent} × ${c.name} (isOfferParty ${isOfferParty})`;
          const expected = isOfferParty ? [200, 400, 404] : [403, 404];
          if (!expected.includes(res.statusCode)) failures.push(`${key}: ${res.statusCode} ${res.body.slice(0, 120)}`);
          if (JSON.stringify(await tablesFingerprint(db, contactTables)) !== JSON.stringify(before))
            failures.push(`${key}: a contact changed`);
          if (res.statusCode === 200) {
            const rows = await db.query<{ offerId: number; email: unknown }>(
              `select offer_id as "offerId", overrides->'email' as email from offer_parties where person_id = $1 and overrides ? 'email'`,
              [c.personId],
            );
            if (rows.some((r) => r.offerId !== caller.offerId)) failures.push(`${key}: overrides outside the caller's offer`);
            if (!rows.some((r) => r.email === `${caller.agent}@takeover.example`))
              failures.push(`${key}: the offer's own value is not kept`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 60_000);

  it("streams no stranger a live event of the target, even replayed from the first activity on, and no link another offer's events", async () => {
    const from = { 'last-event-id': '0' };
    const ofTarget = (s: OpenStream) => s.events().filter((e) => e.data.offerId === target.offerId);
    const needles = (s: OpenStream) => target.needles.filter((n) => s.text().includes(n));
    await recordActivity(t.testDb.db, { offerId: target.offerId, actorUserId: t.world.agents.owner.userId, action: 'offer.updated' });
    // The aim works: the owner's replay holds the target's activities.
    const own = await openStream(t.app, '/live/offers', { authorization: `Bearer ${t.token('owner')}`, ...from });
    await own.until(/: ping/);
    expect(ofTarget(own).length).toBeGreaterThan(0);
    own.close();
    const failures: string[] = [];
    for (const stranger of STRANGERS) {
      const header = stranger.header(t);
      const headers = { ...(header ? { authorization: header } : {}), ...from };
      if (stranger.forged) {
        const res = await refusal(t.app, '/live/offers', headers);
        if (res.status !== 401) failures.push(`${stranger.name}: ${res.status}, expected 401`);
        continue;
      }
      const s = await openStream(t.app, '/live/offers', headers);
      await s.until(/: ping/);
      if (ofTarget(s).length || needles(s).length) failures.push(`${stranger.name}: sent the target's events ${s.text().slice(0, 200)}`);
      s.close();
    }
    const other = await portalOffer(t);
    const s = await openStream(t.app, '/live/party', { [PARTY_LINK_HEADER]: other.tokens.buyer, ...from });
    await s.until(/: ping/);
    if (s.events().some((e) => e.data.offerId !== other.offerId)) failures.push('a party link: sent events of another offer');
    s.close();
    expect(failures).toEqual([]);
  });

  it('registers every contract route, public exactly where the contract says so', () => {
    const registered = new Set(t.app.registeredRoutes.map((r) => `${r.method} ${r.url}`));
    for (const def of ALL_ROUTES) {
      const key = `${def.method} ${def.url}`;
      expect(registered).toContain(key);
      expect([key, PUBLIC_ROUTES.has(key)]).toEqual([key, def.auth === 'public']);
    }
  });

  it('refuses every stranger on every registered route and leaks nothing of the target', async () => {
    const routes = t.app.registeredRoutes;
    expect(routes.length).toBeGreaterThan(20);
    const rows: string[] = [];
    const failures: string[] = [];
    const exercised = new Set<string>();
    let leaks = 0;
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      const isPublic = PUBLIC_ROUTES.has(key) || PARTY_ROUTES.has(key);
      const { options, targeted } = validRequest(route, target.offerId, { saleId: target.saleId });
      await journal.take();
      const cells: string[] = [];
      for (const stranger of STRANGERS) {
        const header = stranger.header(t);
        const res = await t.app.inject({ ...options, headers: { ...(header ? { authorization: header } : {}) } } as InjectOptions);
        const status = res.statusCode;
        cells.push(String(status));
        const found = leaksIn(target, res);
        leaks += found.length;
        const fail = (why: string) => failures.push(`${key} × ${stranger.name}: ${status} ${why}`);
        if (found.length) fail(`leaks ${found.join(', ')}`);
        if (status >= 500) fail('server error');
        else if (!isPublic && stranger.forged && status !== 401) fail('expected 401');
        else if (!isPublic && targeted && !stranger.forged && status !== 401 && status !== 404) fail('expected 401 or 404');
      }
      const changed = await journal.take();
      if (changed.length) failures.push(`${key}: the database changed (${changed.join(', ')})`);
      exercised.add(key);
      rows.push(
        `${key.padEnd(48)} ${PARTY_ROUTES.has(key) ? 'party  ' : isPublic ? 'public ' : targeted ? 'target ' : 'own    '} ${cells.map((c) => c.padStart(4)).join(' ')}`,
      );
    }
    console.log(
      [
        `routes × strangers on ${engine}: ${routes.length} × ${STRANGERS.length}, leaks ${leaks}`,
        `${''.padEnd(56)} ${STRANGERS.map((s) => s.name.slice(0, 4).padStart(4)).join(' ')}`,
        ...rows,
      ].join('\n'),
    );
    expect(failures).toEqual([]);
    expect(leaks).toBe(0);
    // Every route the app registered was exercised, and every public route still exists.
    expect([...exercised].sort()).toEqual(routes.map((r) => `${r.method} ${r.url}`).sort());
    for (const key of PUBLIC_ROUTES) expect(exercised).toContain(key);
    // Every route × stranger runs in sequence with two database fingerprints per route: its time grows with the routes.
  }, 300_000);
});
