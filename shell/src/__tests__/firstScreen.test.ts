import { patternTakes } from '../firstScreen';

describe('the early guess of the remote that owns an address', () => {
  it('takes the paths the router takes for each kind of pattern, case-insensitively', () => {
    expect(patternTakes('/offers', '/offers')).toBe(true);
    expect(patternTakes('/offers', '/Offers/')).toBe(true);
    expect(patternTakes('/offers', '/offers/7')).toBe(false);
    expect(patternTakes('/home/:showImportModal?', '/home')).toBe(true);
    expect(patternTakes('/home/:showImportModal?', '/home/true')).toBe(true);
    expect(patternTakes('/home/:showImportModal?', '/home/true/x')).toBe(false);
    expect(patternTakes('/review-offer/:offerId', '/review-offer')).toBe(false);
    expect(patternTakes('/review-offer/:offerId', '/review-offer/12')).toBe(true);
    expect(patternTakes('/docs/*', '/docs/a/b')).toBe(true);
    expect(patternTakes('/a.b', '/axb')).toBe(false);
  });
});
