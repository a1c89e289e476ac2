import { leaksIn, type Target } from '../harness';

const target: Target = { offerId: 900001, saleId: 7001, needles: ['Zanzibar', '60999'], idPattern: /"(id|offerId)"\s*:\s*"?900001\b/ };

describe('leaksIn', () => {
  it('finds the target in the body, in a header and as an id field', () => {
    expect(leaksIn(target, { body: '{"street":"Zanzibar Quay"}', headers: {} })).toEqual(['Zanzibar']);
    expect(leaksIn(target, { body: '', headers: { location: '/zip/60999' } })).toEqual(['60999']);
    expect(leaksIn(target, { body: '{"offerId": 900001}', headers: {} })).toEqual(['id 900001']);
  });

  it('does not count the random request id, which can hold a needle by chance', () => {
    expect(leaksIn(target, { body: '', headers: { 'x-request-id': '3f2a6099-9b1c-4e60-9990-60999abcde12' } })).toEqual([]);
  });
});
