/**
 * The rows of the comparison (docs/domain/compare.md): what each shows for an offer, and how it ranks
 * offers for the seller ('—' where an offer does not state a term or OfferDesk does not store it).
 */
import type { ComparedOffer } from '@offerdesk/shared/contract';
import { formatDay, formatDeadline, formatPrice } from '@offerdesk/shared';
import { bestOf, CASH_FINANCING, netToSeller, type Better, type SellerCosts } from '@offerdesk/shared/features';

export const NOT_STATED = '—';

export interface CompareRow {
  key: string;
  label: string;
  /** How the row ranks offers; none: not ranked. */
  better?: Better;
  rank?: (o: ComparedOffer, costs: SellerCosts) => number | null;
  show: (o: ComparedOffer, costs: SellerCosts) => string;
}

const money = (n: number | null) => (n == null ? NOT_STATED : formatPrice(n));
const text = (s: string | null) => s?.trim() || NOT_STATED;
const day = (iso: string | null) => (iso ? Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) : null);

/** What the seller pays for the home warranty (0 when the buyer pays or none is ordered). */
const warrantyCostToSeller = (o: ComparedOffer) =>
  o.homeWarranty == null ? null : o.homeWarranty && o.homeWarrantyPaidBy !== 'Buyer' ? (o.homeWarrantyCost ?? 0) : 0;

function warranty(o: ComparedOffer) {
  if (o.homeWarranty == null) return NOT_STATED;
  if (!o.homeWarranty) return 'Not ordered';
  const paid = o.homeWarrantyPaidBy ? `${o.homeWarrantyPaidBy} pays` : 'Ordered';
  return o.homeWarrantyCost != null ? `${paid}, up to ${formatPrice(o.homeWarrantyCost)}` : paid;
}

export const netOf = (o: ComparedOffer, costs: SellerCosts) => netToSeller(o.price, costs, o.sellerConcessions);

export const COMPARE_ROWS: readonly CompareRow[] = [
  { key: 'net', label: 'Net to seller', better: 'higher', rank: netOf, show: (o, c) => money(netOf(o, c)) },
  {
    key: 'price',
    label: 'Price',
    better: 'higher',
    rank: (o) => o.price,
    show: (o) => (o.price == null ? NOT_STATED : `${formatPrice(o.price)}${o.countered ? ' (countered)' : ''}`),
  },
  { key: 'earnest', label: 'Earnest money', better: 'higher', rank: (o) => o.earnestMoney, show: (o) => money(o.earnestMoney) },
  {
    key: 'financing',
    label: 'Financing / loan type',
    better: 'higher',
    rank: (o) => (o.financing == null ? null : o.financing === CASH_FINANCING ? 1 : 0),
    show: (o) => text(o.financing),
  },
  { key: 'down', label: 'Down payment', show: (o) => money(o.downPayment) },
  {
    key: 'coe',
    label: 'Close of escrow',
    better: 'lower',
    rank: (o) => day(o.closeOfEscrow),
    show: (o) => formatDay(o.closeOfEscrow) || NOT_STATED,
  },
  {
    key: 'inspection',
    label: 'Inspection period',
    better: 'lower',
    rank: (o) => o.inspectionDays,
    show: (o) => (o.inspectionDays == null ? NOT_STATED : `${o.inspectionDays} days`),
  },
  { key: 'terms', label: 'Other contingencies and terms', show: (o) => text(o.otherTerms) },
  {
    key: 'concessions',
    label: 'Seller concessions',
    better: 'lower',
    rank: (o) => o.sellerConcessions,
    show: (o) => money(o.sellerConcessions),
  },
  { key: 'warranty', label: 'Home warranty', better: 'lower', rank: warrantyCostToSeller, show: warranty },
  { key: 'expiry', label: 'Offer expires', show: (o) => formatDeadline(o.expiresOn, { utc: true }) || NOT_STATED },
  {
    key: 'agent',
    label: 'Buyer agent',
    show: (o) => [o.buyerAgent, o.buyerAgentBrokerage].filter(Boolean).join(', ') || NOT_STATED,
  },
];

/** Per row, the offer ids that are best on it (none when the row is not ranked or nothing stands out). */
export function bestPerRow(offers: readonly ComparedOffer[], costs: SellerCosts): Map<string, Set<number>> {
  const out = new Map<string, Set<number>>();
  for (const row of COMPARE_ROWS) {
    const winners =
      row.rank && row.better
        ? bestOf(
            offers.map((o) => row.rank!(o, costs)),
            row.better,
          )
        : [];
    out.set(row.key, new Set(winners.map((i) => offers[i].offerId)));
  }
  return out;
}

export type SortKey = 'net' | 'price' | 'coe' | 'received';
export const SORTS: ReadonlyArray<{ key: SortKey; label: string }> = [
  { key: 'net', label: 'Net to seller, highest first' },
  { key: 'price', label: 'Price, highest first' },
  { key: 'coe', label: 'Close of escrow, soonest first' },
  { key: 'received', label: 'Received, oldest first' },
];

/** The offers in the chosen order (offers without the value last; ties keep the received order). */
export function sortOffers(offers: readonly ComparedOffer[], sort: SortKey, costs: SellerCosts): ComparedOffer[] {
  const key: Record<SortKey, (o: ComparedOffer) => number | null> = {
    net: (o) => netOf(o, costs),
    price: (o) => o.price,
    coe: (o) => {
      const d = day(o.closeOfEscrow);
      return d == null ? null : -d;
    },
    received: (o) => -Date.parse(o.receivedOn),
  };
  const value = key[sort];
  return [...offers].sort((a, b) => (value(b) ?? -Infinity) - (value(a) ?? -Infinity));
}
