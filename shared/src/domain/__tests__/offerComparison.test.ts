import { bestOf, netToSeller } from '../offerComparison';

describe('net to seller', () => {
  it('subtracts the commission share of the price, the closing costs, the payoff and any concessions, to the cent', () => {
    expect(netToSeller(612_000, { commissionPercent: 5.5, closingCosts: 4_250.5, payoff: 250_000 })).toBe(324_089.5);
    expect(netToSeller(612_000, { commissionPercent: 5, closingCosts: 0, payoff: 0 }, 3_000)).toBe(578_400);
    expect(netToSeller(333_333, { commissionPercent: 2.5, closingCosts: 0, payoff: 0 })).toBe(324_999.67);
    expect(netToSeller(null, { commissionPercent: 5, closingCosts: 0, payoff: 0 })).toBeNull();
  });
});

describe('best of a row', () => {
  it('marks the highest or lowest stated value, every one of a tie, and nothing when nothing stands out', () => {
    expect(bestOf([1, 3, null, 2], 'higher')).toEqual([1]);
    expect(bestOf([4, 3, 3, null], 'lower')).toEqual([1, 2]);
    expect(bestOf([5, 5, 5], 'higher')).toEqual([]);
    expect(bestOf([5, null, null], 'higher')).toEqual([]);
    expect(bestOf([], 'lower')).toEqual([]);
  });
});
