/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
import { createHash } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { issueSigningToken } from '../../../auth/signingToken';
import { signingApp } from '../../../__tests__/helpers/signingWorld';
import { TEST_SECRET, TEST_SIGNING_SECRET } from '../../../__tests__/helpers/testApp';
import { ENGINES } from '../../../__tests__/helpers/testDb';
import { verifyToken } from '../../../auth/token';

jest.setTimeout(120_000);

/**
 * Signing grants: the workspace's one-time hand-off to a framed signing page on another origin, and
 * the signing session it is exchanged for (only that contract's assigner routes, or that party's
 * signing routes; never an agent bearer elsewhere).
 */
describe.each(ENGINES)('signing grants on %s', (engine) => {
  const { t, readyOffer, shareOffer, withOwnerParty } = signingApp(engine);
  const db = () => t.testDb.db;
  const grantFor = (who: 'owner' | 'stranger' | 'receiver', payload: Record<string, unknown>) =>
    t.as(who, { method: 'POST', url: '/offer/IssueSigningGrant', payload });
  const exchange = (grant: string) => t.app.inject({ method: 'POST', url: '/offer/ExchangeSigningGrant', payload: { grant } });
  const withSession = (token: string, options: InjectOptions) =>
    t.app.inject({ ...options, headers: { authorization: `Bearer ${token}` } });
  async function session(payload: Record<string, unknown>) {
    const issued = await grantFor('owner', payload);
    expect(issued.statusCode).toBe(200);
    const exchanged = await exchange(issued.json().grant);
    expect(exchanged.statusCode).toBe(200);
    return { grant: issued.json().grant as string, ...(exchanged.json() as { token: string; expiresIn: number; partyId: number | null }) };
  }

  it('hands the owner an assign session that opens the assigner routes of that contract only, once', async () => {
    const o = await readyOffer('g1');
    const other = await readyOffer('g2');
    const s = await session({ contractId: o.contractId, purpose: 'assign' });
    expect([s.expiresIn, s.partyId]).toEqual([900, null]);
    // Stored only as its SHA-256, with five minutes to live.
    const row = await db().one<{ token_hash: string; ttl: number }>(
      `select token_hash, extract(epoch from expires_on - created_on)::int as ttl from signing_grants where token_hash = $1`,
      [createHash('sha256').update(s.grant).digest('hex')],
    );
    expect(row?.ttl).toBe(300);
    expect(JSON.stringify(await db().query('select * from signing_grants'))).not.toContain(s.grant);
    // A second exchange of the same grant: nothing.
    expect((await exchange(s.grant)).statusCode).toBe(404);

    const fields = await withSession(s.token, { url: `/offer/GetOfferDocumentFields/${o.contractId}` });
    expect(fields.statusCode).toBe(200);
    const doc = fields.json()[0] as { documentId: number; fields: Array<{ name: string }> };
    const assigned = await withSession(s.token, {
      method: 'PUT',
      url: '/offer/AssignDocumentField',
      payload: { contractId: o.contractId, documentId: doc.documentId, fieldName: doc.fields[0].name, partyId: o.second },
    });
    expect(assigned.statusCode).toBe(200);
    expect((await withSession(s.token, { url: `/offer/GetOfferPartiesByContract/${o.contractId}` })).statusCode).toBe(200);
    const pdf = await withSession(s.token, { url: `/offer/DownloadOfferDocument?contractId=${o.contractId}&documentId=${doc.documentId}` });
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);

    // Another contract of the same owner, the sign routes, and any agent route: refused.
    expect((await withSession(s.token, { url: `/offer/GetOfferDocumentFields/${other.contractId}` })).statusCode).toBe(404);
    const wrongBody = await withSession(s.token, {
      method: 'POST',
      url: '/offer/markOfferdocumentassigned',
      payload: { contractId: other.contractId, documentId: other.documents[0], offerId: other.offerId },
    });
    expect(wrongBody.statusCode).toBe(404);
    expect((await withSession(s.token, { url: `/offer/GetContractSignSetForParty/${o.contractId}/${o.first}` })).statusCode).toBe(404);
    for (const url of [
      `/offer/GetById/${o.offerId}`,
      '/account/GetAuthenticatedAgentResult',
      `/offer/getOfferSigningSessions/${o.contractId}`,
    ])
      expect([url, (await withSession(s.token, { url })).statusCode]).toEqual([url, 401]);
    const issueAgain = await withSession(s.token, {
      method: 'POST',
      url: '/offer/IssueSigningGrant',
      payload: { contractId: o.contractId, purpose: 'assign' },
    });
    expect(issueAgain.statusCode).toBe(401);
    // Its own secret and header: it is no agent token, and an agent token is no signing session of it.
    expect(verifyToken(TEST_SECRET, s.token)).toBeNull();
    expect(verifyToken(TEST_SIGNING_SECRET, s.token)).toBeNull();
  });

  it('refuses a grant to whoever may not hold it (404 naming nothing), and a bad body (400 naming the field)', async () => {
    const o = await readyOffer('g3');
    for (const [who, payload] of [
      ['stranger', { contractId: o.contractId, purpose: 'assign' }],
      ['receiver', { contractId: o.contractId, purpose: 'assign' }],
      ['owner', { contractId: o.contractId + 100_000, purpose: 'assign' }],
      // The owner is not that buyer.
      ['owner', { contractId: o.contractId, partyId: o.first, purpose: 'sign' }],
    ] as const) {
      const res = await grantFor(who, payload);
      expect([who, res.statusCode, res.json().message]).toEqual([who, 404, 'Not found.']);
    }
    const noParty = await grantFor('owner', { contractId: o.contractId, purpose: 'sign' });
    expect([noParty.statusCode, Object.keys(noParty.json().fields)]).toEqual([400, ['partyId']]);
    const badPurpose = await grantFor('owner', { contractId: o.contractId, purpose: 'view' });
    expect([badPurpose.statusCode, Object.keys(badPurpose.json().fields)]).toEqual([400, ['purpose']]);
    expect((await grantFor('owner', { contractId: o.contractId, partyId: o.first, purpose: 'assign' })).statusCode).toBe(400);
    const badGrant = await exchange('not-a-grant');
    expect([badGrant.statusCode, Object.keys(badGrant.json().fields)]).toEqual([400, ['grant']]);
    expect((await exchange('A'.repeat(43))).statusCode).toBe(404);
  });

  it('lets an expired grant open nothing, and an expired or out-of-range session neither', async () => {
    const o = await readyOffer('g4');
    const issued = (await grantFor('owner', { contractId: o.contractId, purpose: 'assign' })).json() as { grant: string };
    await db().query(`update signing_grants set expires_on = now() - interval '1 second'`);
    expect((await exchange(issued.grant)).statusCode).toBe(404);
    const { owner } = t.world.agents;
    const expired = issueSigningToken(
      TEST_SIGNING_SECRET,
      { agent: owner, contractId: o.contractId, partyId: null, purpose: 'assign' },
      900,
      Date.now() - 3_600_000,
    );
    expect((await withSession(expired, { url: `/offer/GetOfferDocumentFields/${o.contractId}` })).statusCode).toBe(401);
    // A session naming an id no row can have (above 2^31-1) opens nothing either.
    const outOfRange = issueSigningToken(
      TEST_SIGNING_SECRET,
      { agent: { ...owner, personId: 2 ** 31 }, contractId: o.contractId, partyId: null, purpose: 'assign' },
      900,
    );
    expect((await withSession(outOfRange, { url: `/offer/GetOfferDocumentFields/${o.contractId}` })).statusCode).toBe(401);
  });

  it("hands an agent who is a party a sign session for that party's signing routes only", async () => {
    const { agentParty, ...o } = await withOwnerParty('g5');
    const shared = await shareOffer(o, [o.first, agentParty]);
    expect(shared.statusCode).toBe(200);
    const s = await session({ contractId: o.contractId, partyId: agentParty, purpose: 'sign' });
    expect(s.partyId).toBe(agentParty);
    const found = await withSession(s.token, { url: `/offer/GetContractSignSetForParty/${o.contractId}/${agentParty}` });
    expect(found.statusCode).toBe(200);
    const { signSetId } = found.json() as { signSetId: number };
    expect(signSetId).toBeGreaterThan(0);
    const view = await withSession(s.token, { url: `/offer/GetSignSetByToken?signSetId=${signSetId}&partyId=${agentParty}` });
    expect(view.statusCode).toBe(200);
    // Another party of the set, the assigner routes, other routes: nothing.
    expect((await withSession(s.token, { url: `/offer/GetSignSetByToken?signSetId=${signSetId}&partyId=${o.first}` })).statusCode).toBe(
      404,
    );
    expect((await withSession(s.token, { url: `/offer/GetContractSignSetForParty/${o.contractId}/${o.first}` })).statusCode).toBe(404);
    expect((await withSession(s.token, { url: `/offer/GetOfferDocumentFields/${o.contractId}` })).statusCode).toBe(404);
    expect((await withSession(s.token, { url: `/offer/GetById/${o.offerId}` })).statusCode).toBe(401);
    // An assign session (no party) never signs, even as the party's agent.
    const assign = await session({ contractId: o.contractId, purpose: 'assign' });
    expect(
      (await withSession(assign.token, { url: `/offer/GetSignSetByToken?signSetId=${signSetId}&partyId=${agentParty}` })).statusCode,
    ).toBe(404);
  });
});
