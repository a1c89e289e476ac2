/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
import { signInLimitsFromEnv, trustProxyOr } from '../../../config';
import { DEFAULT_SIGN_IN_LIMITS } from '../../../auth/signInLimits';
import { createTestApp, type TestApp } from '../../../__tests__/helpers/testApp';
import { FIXTURE_PASSWORD } from '../../../__tests__/helpers/fixtures';

const signIn = (t: TestApp, username: string, password: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/Token',
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
  });

describe('sign-in limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { signInLimits: { perAddressAndUserPerMinute: 3, perAccountPerHour: 5, perAddressPerMinute: 4 } });
  }, 60_000);
  afterAll(() => t.close());

  it('limits one account across addresses, also for the right password, and leaves other accounts alone', async () => {
    // Five wrong passwords from five addresses: each address is far below its own limits.
    for (let i = 1; i <= 5; i++) expect((await signIn(t, 'olivia.owner', 'wrong', `10.0.0.${i}`)).statusCode).toBe(400);
    const blocked = await signIn(t, 'Olivia.Owner ', FIXTURE_PASSWORD, '10.0.0.6');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'rate_limited', message: expect.stringContaining('Too many sign-in attempts') });
    expect((await signIn(t, 'rita.receiver', FIXTURE_PASSWORD, '10.0.0.6')).statusCode).toBe(200);
  });

  it('limits one address across user names, and leaves other addresses alone', async () => {
    const names = ['a.one', 'b.two', 'c.three', 'd.four'];
    for (const name of names) expect((await signIn(t, name, 'wrong', '10.1.0.1')).statusCode).toBe(400);
    expect((await signIn(t, 'sid.stranger', FIXTURE_PASSWORD, '10.1.0.1')).statusCode).toBe(429);
    expect((await signIn(t, 'sid.stranger', FIXTURE_PASSWORD, '10.1.0.2')).statusCode).toBe(200);
  });

  it('limits one address and user name', async () => {
    for (let i = 0; i < 3; i++) expect((await signIn(t, 'bea.other', 'wrong', '10.2.0.1')).statusCode).toBe(400);
    expect((await signIn(t, 'bea.other', FIXTURE_PASSWORD, '10.2.0.1')).statusCode).toBe(429);
    expect((await signIn(t, 'bea.other', FIXTURE_PASSWORD, '10.2.0.2')).statusCode).toBe(200);
  });

  it('counts in the database: a second instance (here the app started again) sees the attempts of the first', async () => {
    for (let i = 0; i < 3; i++) expect((await signIn(t, 'nia.next', 'wrong', '10.3.0.1')).statusCode).toBe(400);
    await t.restart();
    const blocked = await signIn(t, 'nia.next', FIXTURE_PASSWORD, '10.3.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('keeps neither address nor user name in clear', async () => {
    await signIn(t, 'quinn.clear', 'wrong', '10.4.0.1');
    const rows = await t.testDb.db.query<{ key_hash: string }>('select key_hash from sign_in_attempts');
    expect(rows.length).toBeGreaterThan(0);
    for (const { key_hash } of rows) expect(key_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('reads the three limits from the environment', () => {
    expect(signInLimitsFromEnv({})).toEqual(DEFAULT_SIGN_IN_LIMITS);
    expect(
      signInLimitsFromEnv({
        OFFERDESK_LOGIN_ATTEMPTS_PER_MINUTE: '7',
        OFFERDESK_LOGIN_ATTEMPTS_PER_ACCOUNT_PER_HOUR: '70',
        OFFERDESK_LOGIN_ATTEMPTS_PER_ADDRESS_PER_MINUTE: '17',
      }),
    ).toEqual({ perAddressAndUserPerMinute: 7, perAccountPerHour: 70, perAddressPerMinute: 17 });
    expect(() => signInLimitsFromEnv({ OFFERDESK_LOGIN_ATTEMPTS_PER_ACCOUNT_PER_HOUR: 'many' })).toThrow(
      'OFFERDESK_LOGIN_ATTEMPTS_PER_ACCOUNT_PER_HOUR must be a non-negative integer, got "many"',
    );
  });
});

describe('sign-in limits behind a reverse proxy', () => {
  let t: TestApp;
  const viaProxy = (forwardedFor: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/Token',
      remoteAddress,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': forwardedFor },
      payload: new URLSearchParams({ grant_type: 'password', username: 'olivia.owner', password: 'wrong' }).toString(),
    });
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      signInLimits: { perAddressAndUserPerMinute: 2, perAccountPerHour: 100, perAddressPerMinute: 100 },
      trustProxy: ['127.0.0.1'],
    });
  }, 60_000);
  afterAll(() => t.close());

  it('counts the caller the trusted proxy names, and ignores the header from anyone else', async () => {
    // Through the proxy: two callers, each with its own count.
    for (let i = 0; i < 2; i++) expect((await viaProxy('203.0.113.7', '127.0.0.1')).statusCode).toBe(400);
    expect((await viaProxy('203.0.113.7', '127.0.0.1')).statusCode).toBe(429);
    expect((await viaProxy('203.0.113.8', '127.0.0.1')).statusCode).toBe(400);
    // A caller that is not the proxy cannot pick its address by sending the header.
    for (let i = 0; i < 2; i++) expect((await viaProxy(`198.51.100.${i}`, '10.9.0.1')).statusCode).toBe(400);
    expect((await viaProxy('198.51.100.9', '10.9.0.1')).statusCode).toBe(429);
  });

  it('reads the trusted proxies from the environment', () => {
    expect(trustProxyOr(undefined)).toBeUndefined();
    expect(trustProxyOr(' 127.0.0.1, 10.0.0.0/8 ,loopback')).toEqual(['127.0.0.1', '10.0.0.0/8', 'loopback']);
    expect(() => trustProxyOr('nginx.internal')).toThrow('OFFERDESK_TRUST_PROXY: "nginx.internal" is not an address');
  });
});
