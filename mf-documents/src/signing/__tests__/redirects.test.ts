import { allowedRedirect, readSignerQuery } from '../signer/redirects';

const own = 'https://offers.example.com';
const parent = 'https://portal.example.com';
const base = `${own}/sign-documents/x/1`;

describe('allowedRedirect', () => {
  it.each([
    [`${parent}/offers/done`, `${parent}/offers/done`],
    ['/thanks', `${own}/thanks`],
    ['https://evil.example.com/x', null],
    ['https://portal.example.com.evil.test/x', null],
    ['javascript:alert(1)', null],
    ['data:text/html,hi', null],
    ['//evil.example.com/x', null],
    ['', null],
  ])('%s → %s', (raw, expected) => expect(allowedRedirect(raw, [own, parent], base)).toBe(expected));
  it('allows nothing of the parent when no parent origin is configured', () =>
    expect(allowedRedirect(`${parent}/x`, [own, null], base)).toBeNull());
});

describe('readSignerQuery', () => {
  it('reads every parameter, each address checked', () => {
    const q = readSignerQuery(
      new URLSearchParams({
        successurl: `${parent}/ok`,
        redirectUrl: 'https://evil.example.com',
        accounturl: `${parent}/account`,
        partyId: '21',
        redirectToAddSellerParty: 'true',
        addSellerParty: `${parent}/add-seller`,
      }),
      [own, parent],
      base,
    );
    expect(q).toEqual({
      successUrl: `${parent}/ok`,
      redirectUrl: null,
      accountUrl: `${parent}/account`,
      partyId: 21,
      addSellerUrl: `${parent}/add-seller`,
    });
  });
  it('ignores addSellerParty unless redirectToAddSellerParty=true', () => {
    expect(readSignerQuery(new URLSearchParams({ addSellerParty: `${parent}/add-seller` }), [own, parent], base).addSellerUrl).toBeNull();
  });
});
