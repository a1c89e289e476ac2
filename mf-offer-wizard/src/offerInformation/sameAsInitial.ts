import type { OfferInformationValues } from '@offerdesk/shared/forms';

/** An emptied field reads as undefined, a fresh one as '' or null: all three are "nothing entered". */
const isBlank = (v: unknown) => v === undefined || v === null || v === '';

const sameValue = (a: unknown, b: unknown): boolean =>
  (isBlank(a) && isBlank(b)) ||
  Object.is(a, b) ||
  (typeof a === 'object' && typeof b === 'object' && JSON.stringify(a) === JSON.stringify(b));

/** True when every field holds its initial value again (nothing left to save). */
export function sameAsInitial(values: Partial<OfferInformationValues>, initial: Partial<OfferInformationValues>): boolean {
  const keys = new Set([...Object.keys(values), ...Object.keys(initial)]) as Set<keyof OfferInformationValues>;
  for (const k of keys) if (!sameValue(values[k], initial[k])) return false;
  return true;
}
