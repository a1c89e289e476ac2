import { isSellerComplete, type SellerEntry } from '@offerdesk/shared/forms';

export const emptySeller = (): SellerEntry => ({ firstName: '', lastName: '', email: '' });

/** What the 'Required Fields' popover lists: each incomplete seller's missing items. */
export function missingSellerFields(sellers: readonly Partial<SellerEntry>[]): string[] {
  if (!sellers.length) return ['Seller information is required'];
  return sellers.flatMap((s, i) => {
    if (isSellerComplete(s)) return [];
    const gaps = [
      !s.name && !s.firstName?.trim() && 'First name',
      !s.name && !s.lastName?.trim() && 'Last name',
      !s.email?.trim() && 'Email',
    ].filter(Boolean);
    return [`Seller ${i + 1}: ${gaps.join(', ')}`];
  });
}

/** Add Another Seller opens a new row only when the last one is complete. */
export const canAddSeller = (sellers: readonly Partial<SellerEntry>[]): boolean =>
  !sellers.length || isSellerComplete(sellers[sellers.length - 1]);
