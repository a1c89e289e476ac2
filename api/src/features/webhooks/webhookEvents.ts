/**
 * Which offer activity raises which webhook event (docs/domain/webhooks.md#events). An activity
 * not listed raises none.
 */
import type { WebhookEvent } from '@offerdesk/shared/domain';

const EVENT_OF_ACTION: Record<string, WebhookEvent> = {
  'offer.created': 'offer.created',
  'offer.sentForSignatures': 'offer.sent',
  'offer.sentForReview': 'offer.sent',
  'offer.forwardToSellerAgent': 'offer.sent',
  'offer.counterByBuyerClient': 'offer.countered',
  'offer.counterBySellerClient': 'offer.countered',
  'offer.counterByBuyerAgent': 'offer.countered',
  'offer.counterBySellerAgent': 'offer.countered',
  'offer.acceptCounterByBuyer': 'offer.accepted',
  'offer.acceptCounterBySeller': 'offer.accepted',
  'offer.signedBySellers': 'offer.accepted',
  'offer.signedByBothSides': 'offer.accepted',
  'offer.rejectByBuyerClient': 'offer.rejected',
  'offer.rejectBySellerClient': 'offer.rejected',
  'offer.rejectBySellerAgent': 'offer.rejected',
  'signSet.completed': 'signSet.completed',
  'offer.convertedToSale': 'sale.created',
};

/** Every activity that raises an event. */
export const WEBHOOK_ACTIONS: readonly string[] = Object.keys(EVENT_OF_ACTION);

export const webhookEventOf = (action: string): WebhookEvent | undefined =>
  Object.hasOwn(EVENT_OF_ACTION, action) ? EVENT_OF_ACTION[action] : undefined;
