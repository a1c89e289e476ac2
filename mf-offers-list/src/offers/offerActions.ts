import type { OfferListItem } from '@offerdesk/shared/contract';
import { OfferStatus, type OfferTab } from '@offerdesk/shared';

export type OfferAction = 'view' | 'complete' | 'archive';

export const OFFER_ACTION_LABELS: Record<OfferAction, string> = {
  view: 'View',
  complete: 'Complete Offer',
  archive: 'Archive',
};

const COMPLETABLE: readonly number[] = [OfferStatus.draft, OfferStatus.reviewerRejected];

/**
 * The Actions menu of an offer card: View always; Complete Offer only for sent
 * offers in draft or reviewerRejected; Archive for sent offers not archived. Received offers
 * offer only View (the comparison of a listing's offers is a link on the card: docs/domain/compare.md).
 */
export function offerActions(offer: Pick<OfferListItem, 'statusId' | 'isArchived'>, tab: OfferTab): OfferAction[] {
  const actions: OfferAction[] = ['view'];
  if (tab !== 'sent') return actions;
  if (COMPLETABLE.includes(offer.statusId)) actions.push('complete');
  if (!offer.isArchived) actions.push('archive');
  return actions;
}

/** Unviewed received offers carry the red 'new' marker; viewing one marks it viewed first. */
export const isUnviewedReceived = (offer: Pick<OfferListItem, 'isViewed'>, tab: OfferTab): boolean => tab === 'received' && !offer.isViewed;

export const offerDocumentsPath = (id: number) => `/offer-documents/${id}`;
export const completeOfferPath = (id: number) => `/create-offer/${id}`;
export const compareOffersPath = (id: number) => `/compare-offers/${id}`;
export const COMPARE_LINK_TEXT = 'Compare offers for this listing';

/** The MLS numbers that two or more received offers of the list share: their offers can be compared. */
export function sharedListings(offers: ReadonlyArray<Pick<OfferListItem, 'mlsNumber'>>): Set<string> {
  const seen = new Set<string>();
  const shared = new Set<string>();
  for (const { mlsNumber } of offers) {
    if (!mlsNumber) continue;
    if (seen.has(mlsNumber)) shared.add(mlsNumber);
    seen.add(mlsNumber);
  }
  return shared;
}
