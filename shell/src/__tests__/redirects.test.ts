import { afterLoginTarget, loginUrlFor, safeRedirect } from '../redirects';

describe('open-redirect guard', () => {
  it.each([
    ['/offers', '/offers'],
    ['/home/true?x=1', '/home/true?x=1'],
    ['/create-offer/12#top', '/create-offer/12#top'],
  ])('accepts the same-origin path %s', (input, out) => {
    expect(safeRedirect(input)).toBe(out);
  });

  it.each([
    'https://evil.example/phish',
    '//evil.example/phish',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'offers',
    '/\tevil',
    ' /offers',
    '',
    '/login',
    '/LOGIN?redirecturl=%2Foffers',
    '/',
  ])('refuses %p', (input) => {
    expect(safeRedirect(input)).toBeNull();
  });

  it('keeps an encoded path same-origin', () => {
    expect(safeRedirect('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
  });
});

describe('after-login target', () => {
  it('prefers the redirect url, then the previous route, then /home', () => {
    expect(afterLoginTarget('/offers?a=1', '/create-offer/5')).toBe('/offers?a=1');
    expect(afterLoginTarget(null, '/create-offer/5')).toBe('/create-offer/5');
    expect(afterLoginTarget('https://evil.example', '/create-offer/5')).toBe('/create-offer/5');
    expect(afterLoginTarget('https://evil.example', '//evil.example')).toBe('/home');
    expect(afterLoginTarget(undefined, null)).toBe('/home');
  });
});

describe('login url', () => {
  it('encodes path and query with encodeURIComponent', () => {
    expect(loginUrlFor('/offers?q=a b&x=1')).toBe(`/login?redirecturl=${encodeURIComponent('/offers?q=a b&x=1')}`);
    expect(loginUrlFor('/offers?q=a b&x=1')).toBe('/login?redirecturl=%2Foffers%3Fq%3Da%20b%26x%3D1');
    expect(loginUrlFor('/')).toBe('/login');
  });
});
