import type { PortalOffer } from '@offerdesk/shared/contract';
import { latestCounterOffer } from '@offerdesk/shared';
import { reviewedKey } from '@offerdesk/shared/features';

/**
 * Whether this party already opened the documents for this offer and its latest counter (the
 * read-only viewer marks it): forwarding then goes straight on, else 'Forward Without Review?' asks.
 * Kept in the tab's session storage: a new counter is a new combination to review.
 */
const key = (o: PortalOffer, partyId: number | string) =>
  reviewedKey(o.id, partyId, (latestCounterOffer(o) as { id?: number } | undefined)?.id);

export function markReviewed(o: PortalOffer, partyId: number | string): void {
  try {
    sessionStorage.setItem(key(o, partyId), '1');
  } catch {
    // storage refused (private mode): the dialog asks again, nothing breaks
  }
}

export function wasReviewed(o: PortalOffer, partyId: number | string): boolean {
  try {
    return sessionStorage.getItem(key(o, partyId)) === '1';
  } catch {
    return false;
  }
}
