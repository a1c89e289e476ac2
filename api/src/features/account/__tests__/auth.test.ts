/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
import { issueToken } from '../../../auth/token';
import { DEFAULT_SIGN_IN_LIMITS } from '../../../auth/signInLimits';
import { createTestApp, TEST_SECRET, type TestApp } from '../../../__tests__/helpers/testApp';
import { FIXTURE_PASSWORD } from '../../../__tests__/helpers/fixtures';
import { ENGINES } from '../../../__tests__/helpers/testDb';
import { insertAgentUser, insertBrokerage } from '../../../seed/writers';

const form = (fields: Record<string, string>) => ({
  method: 'POST' as const,
  url: '/Token',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

describe.each(ENGINES)('auth on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  }, 60_000);
  afterAll(() => t.close());

  it('issues a bearer token for the right password', async () => {
    const res = await t.app.inject(
      form({ grant_type: 'password', client_id: 'web', username: 'Olivia.Owner', password: FIXTURE_PASSWORD }),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      token_type: 'bearer',
      expires_in: 3600,
      userName: 'olivia.owner',
      firstName: 'olivia',
      lastName: 'owner',
    });
    const me = await t.app.inject({
      url: '/account/GetAuthenticatedAgentResult',
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      userId: t.world.agents.owner.userId,
      brokerageName: 'Fixture Realty',
      isInhouseAgent: true,
      isBrokerageAdmin: false,
      name: 'olivia owner',
    });
  });

  it('reports an agent of a brokerage that does not work in OfferDesk as not in-house', async () => {
    const db = t.testDb.db;
    const brokerageId = await insertBrokerage(db, { name: 'Outside Realty', isInhouse: false, stateId: 14 });
    const ids = await insertAgentUser(db, {
      firstName: 'Otto',
      lastName: 'Outside',
      brokerageId,
      username: 'otto.outside',
      passwordHash: 'x',
    });
    const token = issueToken(TEST_SECRET, { ...ids, brokerageId }, 60);
    const me = await t.app.inject({ url: '/account/GetAuthenticatedAgentResult', headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ userId: ids.userId, brokerageName: 'Outside Realty', isInhouseAgent: false });
  });

  it('answers invalid_grant with the same message for a wrong password and an unknown user', async () => {
    const wrong = await t.app.inject(form({ grant_type: 'password', username: 'olivia.owner', password: 'nope' }));
    const unknown = await t.app.inject(form({ grant_type: 'password', username: 'nobody.here', password: 'nope' }));
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'invalid_grant', message: 'The user name or password is incorrect.', error: 'invalid_grant' });
    }
  });

  it('names the missing fields and rejects other grant types', async () => {
    const missing = await t.app.inject(form({ grant_type: 'password' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ username: 'is required', password: 'is required' });
    const grant = await t.app.inject(form({ grant_type: 'client_credentials', username: 'a', password: 'b' }));
    expect(grant.statusCode).toBe(400);
    expect(grant.json().fields).toHaveProperty('grant_type');
  });

  it('rate-limits sign-in attempts per address and user name', async () => {
    const attempt = () => t.app.inject(form({ grant_type: 'password', username: 'sid.stranger', password: 'wrong' }));
    for (let i = 0; i < DEFAULT_SIGN_IN_LIMITS.perAddressAndUserPerMinute; i++) expect((await attempt()).statusCode).toBe(400);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'rate_limited', message: expect.stringContaining('Too many sign-in attempts') });
    // another user name from the same address is not blocked
    expect((await t.app.inject(form({ grant_type: 'password', username: 'bea.other', password: 'wrong' }))).statusCode).toBe(400);
  });

  /**
   * The token with the first character of its signature changed. Every bit of that character counts;
   * the last one of a base64url HMAC carries two unused bits, so changing it may decode to the same bytes.
   */
  const withSignatureChanged = (token: string) => {
    const i = token.lastIndexOf('.') + 1;
    return `${token.slice(0, i)}${token[i] === 'A' ? 'B' : 'A'}${token.slice(i + 1)}`;
  };

  it.each([
    ['no token', undefined],
    ['a malformed header', 'Token abc'],
    ['a tampered token', () => withSignatureChanged(t.token('owner'))],
    ['a token signed with another secret', () => issueToken(Buffer.from('another secret'), t.world.agents.owner, 60)],
    ['an expired token', () => issueToken(TEST_SECRET, t.world.agents.owner, 60, Date.now() - 120_000)],
    ['a token whose person id is above 2^31-1', () => issueToken(TEST_SECRET, { ...t.world.agents.owner, personId: 2 ** 31 }, 60)],
    ['a token whose brokerage id is 0', () => issueToken(TEST_SECRET, { ...t.world.agents.owner, brokerageId: 0 }, 60)],
  ])('answers 401 for %s', async (_name, header) => {
    const value = typeof header === 'function' ? header() : header;
    const res = await t.app.inject({
      url: '/account/GetAuthenticatedAgentResult',
      headers: value ? { authorization: value.startsWith('Token') ? value : `Bearer ${value}` } : {},
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'unauthorized', message: expect.any(String) });
  });

  it('matches paths case-insensitively and with a trailing slash', async () => {
    for (const url of ['/account/getauthenticatedagentresult', '/Account/GetAuthenticatedAgentResult/']) {
      expect((await t.as('receiver', { url })).statusCode).toBe(200);
    }
  });

  it('serves health and listing pictures without a token', async () => {
    expect((await t.app.inject({ url: '/health' })).json()).toEqual({ ok: true });
    const svg = await t.app.inject({ url: '/media/listing/7.svg' });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.headers['cache-control']).toContain('public');
    expect(svg.body).toBe((await t.app.inject({ url: '/media/listing/7.svg' })).body);
    expect((await t.app.inject({ url: '/media/listing/x.svg' })).statusCode).toBe(400);
  });

  it('documents every route in OpenAPI', async () => {
    await t.app.ready();
    const doc = t.app.swagger() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/offer/getAll', '/Token', '/offer/GetById/{id}']));
  });
});
