import { envelope, readParentMessage, resolveParentOrigin, type FrameEnvironment } from '../..';

const envs: FrameEnvironment[] = [
  { name: 'local', hosts: ['localhost', '127.0.0.1'], parentOrigin: 'http://localhost:4199' },
  { name: 'dev', hosts: ['offers.dev.example.com'], parentOrigin: 'https://portal.dev.example.com' },
  { name: 'beta', hosts: ['*.beta.example.com'], parentOrigin: 'https://portal.beta.example.com/path' },
  { name: 'production', hosts: ['offers.example.com'], parentOrigin: 'https://portal.example.com' },
];
const token = envelope({ type: 'auth-token' as const, token: 'abc', expiresIn: 3600, userName: 'alex.morgan' });

describe('parent origin by host name', () => {
  it.each([
    ['localhost', 'http://localhost:4199'],
    ['offers.dev.example.com', 'https://portal.dev.example.com'],
    ['offers.beta.example.com', 'https://portal.beta.example.com'],
    ['offers.example.com', 'https://portal.example.com'],
    ['evil.com', null],
    ['beta.example.com', null],
  ])('%s → %s', (host, origin) => expect(resolveParentOrigin(host, envs)).toBe(origin));
});

describe('readParentMessage', () => {
  const allowed = 'http://localhost:4199';
  it('accepts a well-formed token from the allowed origin', () => {
    expect(readParentMessage({ origin: allowed, data: token }, allowed)).toEqual({
      type: 'auth-token',
      token: 'abc',
      expiresIn: 3600,
      userName: 'alex.morgan',
      name: undefined,
    });
  });
  it.each([
    ['another origin', 'http://evil.test', token],
    ['a lookalike origin', 'http://localhost:41990', token],
    ['no envelope', allowed, { type: 'auth-token', token: 'abc', expiresIn: 1, userName: 'x' }],
    ['another version', allowed, { ...token, version: 2 }],
    ['an unknown type', allowed, { ...token, type: 'offer-success' }],
    ['an empty token', allowed, { ...token, token: '' }],
    ['a non-numeric expiry', allowed, { ...token, expiresIn: '3600' }],
    ['a string body', allowed, 'auth-token'],
  ])('ignores %s', (_why, origin, data) => expect(readParentMessage({ origin, data }, allowed)).toBeNull());
  it("accepts the parent's sign-out from the allowed origin only (frames.md#framed-sessions)", () => {
    const signOut = envelope({ type: 'sign-out' as const });
    expect(readParentMessage({ origin: allowed, data: { ...signOut, token: 'ignored' } }, allowed)).toEqual({ type: 'sign-out' });
    expect(readParentMessage({ origin: 'http://evil.test', data: signOut }, allowed)).toBeNull();
    expect(readParentMessage({ origin: allowed, data: { type: 'sign-out' } }, allowed)).toBeNull();
    expect(readParentMessage({ origin: allowed, data: { ...signOut, version: 2 } }, allowed)).toBeNull();
    expect(readParentMessage({ origin: allowed, data: signOut }, null)).toBeNull();
  });
  it('ignores everything when no parent origin is allowed', () => {
    expect(readParentMessage({ origin: allowed, data: token }, null)).toBeNull();
  });
});
