import { afterLoginTarget, inAppRedirectTo, loginUrlFor, safeRedirect } from '../redirects';

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

describe('redirectTo of an in-app page (login from a party link)', () => {
  const known = (path: string) => /^\/(offer-documents\/\d+|offers|home)$/.test(path);
  it('takes the in-app path the party portal names', () => {
    expect(inAppRedirectTo('?redirectTo=offer-documents/42', known)).toBe('/offer-documents/42');
    expect(inAppRedirectTo(`?redirectTo=${encodeURIComponent('offer-documents/42')}`, known)).toBe('/offer-documents/42');
  });
  it.each([
    'https://evil.example/offer-documents/42',
    '//evil.example/offer-documents/42',
    '/offer-documents/42',
    '\\evil.example',
    'javascript:alert(1)',
    'offer-documents/42\tx',
    'evil.example/steal',
    'login',
    '',
  ])('never goes to %p', (target) => {
    expect(inAppRedirectTo(`?redirectTo=${encodeURIComponent(target)}`, known)).toBeNull();
  });
  it('is nothing without redirectTo', () => {
    expect(inAppRedirectTo('?q=1', known)).toBeNull();
  });
});
