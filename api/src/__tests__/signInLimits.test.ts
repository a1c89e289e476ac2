/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
import { signInLimitsFromEnv } from '../config';
import { DEFAULT_SIGN_IN_LIMITS } from '../auth/signInLimits';
import { createTestApp, type TestApp } from './helpers/testApp';
import { FIXTURE_PASSWORD } from './helpers/fixtures';

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
