import type { LiveEventKind } from '@offerdesk/shared/contract';

/** Activities that move the offer to another status (docs/domain/offers.md, statuses). */
const STATUS_ACTIONS = new Set([
  'offer.sentForSignatures',
  'offer.sentForReview',
  'offer.forwardToSellerAgent',
  'offer.counterByBuyerClient',
  'offer.counterBySellerClient',
  'offer.counterByBuyerAgent',
  'offer.counterBySellerAgent',
  'offer.acceptCounterByBuyer',
  'offer.acceptCounterBySeller',
  'offer.signedByBuyers',
  'offer.signedBySellers',
  'offer.sellerSigned',
  'offer.signedByBothSides',
  'offer.rejectByBuyerClient',
  'offer.rejectBySellerClient',
  'offer.rejectBySellerAgent',
  'offer.reviewerAccept',
  'offer.reviewerReject',
  'offer.voided',
  'offer.cancelled',
  'offer.archived',
  'offer.convertedToSale',
]);

/** The kind of the live event an activity raises: sign-set activities are signing progress. */
export function liveKindOf(action: string): LiveEventKind {
  if (action.startsWith('signSet.')) return 'signing';
  return STATUS_ACTIONS.has(action) ? 'status' : 'activity';
}
