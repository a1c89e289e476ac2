/**
 * Comparing the received offers of a listing (docs/domain/compare.md): the net to seller of each
 * offer and which offer is best on each row. Pure rules, used by the comparison page.
 */

export interface SellerCosts {
  /** Total commission, percent of the price. */
  commissionPercent: number;
  closingCosts: number;
  payoff: number;
}

/** The costs a listing starts with until its seller agent keeps its own. */
export const DEFAULT_SELLER_COSTS: SellerCosts = { commissionPercent: 5, closingCosts: 0, payoff: 0 };

/** Cents, so that the sums show as the seller would add them up. */
const cents = (n: number) => Math.round(n * 100) / 100;

/**
 * Net to seller: price − commission (percent of the price) − closing costs − payoff − seller
 * concessions (0 when the offer states none). Null when the offer has no price.
 */
export function netToSeller(price: number | null, costs: SellerCosts, sellerConcessions: number | null = null): number | null {
  if (price == null) return null;
  const commission = cents((price * costs.commissionPercent) / 100);
  return cents(price - commission - costs.closingCosts - costs.payoff - (sellerConcessions ?? 0));
}

/** How a row ranks its values: the higher or the lower is better for the seller. */
export type Better = 'higher' | 'lower';

/**
 * The indexes of the best value of a row (all of them on a tie); none when fewer than two offers
 * state a value, or when every stated value is the same (nothing stands out).
 */
export function bestOf(values: ReadonlyArray<number | null | undefined>, better: Better): number[] {
  const stated = values.flatMap((v, i) => (v == null || Number.isNaN(v) ? [] : [{ v, i }]));
  if (stated.length < 2) return [];
  const best = better === 'higher' ? Math.max(...stated.map((s) => s.v)) : Math.min(...stated.map((s) => s.v));
  const winners = stated.filter((s) => s.v === best).map((s) => s.i);
  return winners.length === stated.length ? [] : winners;
}

/** Financing ranks the sure money first: Cash (id 5) best; other types are not ranked. */
export const CASH_FINANCING = 'Cash';
