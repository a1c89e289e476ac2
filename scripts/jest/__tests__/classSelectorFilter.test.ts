import fc from 'fast-check';
import { JSDOM } from 'jsdom';
const { cannotMatch, requiredClasses } = require('../classSelectorFilter') as {
  cannotMatch(selector: string, classAttribute: string | null): boolean;
  requiredClasses(selector: string): string[][] | null;
};

describe('the quick "cannot match" of the apps\' jest environment', () => {
  it('reads the classes the element itself must have, per alternative', () => {
    expect(requiredClasses('.css-1x2y')).toEqual([['css-1x2y']]);
    expect(requiredClasses('.css-a:hover')).toEqual([['css-a']]);
    expect(requiredClasses('.css-a .MuiButton-root.Mui-disabled')).toEqual([['MuiButton-root', 'Mui-disabled']]);
    expect(requiredClasses('.a>.b, .c~.d')).toEqual([['b'], ['d']]);
    expect(requiredClasses('.a:not(.b)')).toEqual([['a']]);
  });

  it('leaves to the real matcher what it does not fully read, or what needs no class', () => {
    for (const s of ['.a > *', '.a, div', '.a[title="x"]', '.a\\:b', '.a ', '.a)', 'div', '.'])
      expect([s, requiredClasses(s)]).toEqual([s, null]);
  });

  it('never refuses a selector that matches (checked against jsdom on generated selectors and elements)', () => {
    const { window } = new JSDOM('<!DOCTYPE html><div id="outer" class="a b"><span id="el"></span><i class="c"></i></div>');
    const el = window.document.getElementById('el')!;
    const cls = fc.constantFrom('a', 'b', 'c', 'd', 'css-1', 'Mui-x');
    const compound = fc
      .tuple(
        fc.constantFrom('', 'span', 'div', '*'),
        fc.array(cls, { maxLength: 3 }),
        fc.constantFrom('', ':hover', ':not(.a)', '::before', ':first-child'),
      )
      .map(([tag, classes, pseudo]) => `${tag}${classes.map((c) => `.${c}`).join('')}${pseudo}` || '*');
    const complex = fc
      .array(fc.tuple(compound, fc.constantFrom(' ', ' > ', '>', ' ~ ', '+')), { minLength: 1, maxLength: 3 })
      .map((parts) => parts.map(([c, comb], i) => (i === parts.length - 1 ? c : c + comb)).join(''));
    const selectorList = fc.array(complex, { minLength: 1, maxLength: 3 }).map((l) => l.join(', '));
    let refused = 0;
    fc.assert(
      fc.property(selectorList, fc.array(cls, { maxLength: 3 }), (selector, own) => {
        el.setAttribute('class', own.join(' '));
        let matches: boolean;
        try {
          matches = el.matches(selector);
        } catch {
          return; // not a selector jsdom accepts
        }
        if (cannotMatch(selector, el.getAttribute('class'))) {
          refused++;
          expect([selector, own, matches]).toEqual([selector, own, false]);
        }
      }),
      { numRuns: 1500 },
    );
    // Not vacuous: many generated selectors were refused without the real matcher.
    expect(refused).toBeGreaterThan(150);
  });
});
