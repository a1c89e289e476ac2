/**
 * The events a brokerage's webhook endpoints may subscribe to (docs/domain/webhooks.md), each
 * raised by the offer activity it names.
 */
export const WEBHOOK_EVENTS = [
  'offer.created',
  'offer.sent',
  'offer.countered',
  'offer.accepted',
  'offer.rejected',
  'signSet.completed',
  'sale.created',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** What each event means, as the settings screen lists it. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'offer.created': 'Offer created',
  'offer.sent': 'Offer sent (for signature, for review, or to the seller agent)',
  'offer.countered': 'Offer countered',
  'offer.accepted': 'Offer accepted',
  'offer.rejected': 'Offer rejected',
  'signSet.completed': 'Signing completed by every party',
  'sale.created': 'Sale created (Convert to Sale)',
};

/** The header that carries a delivery's signature: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'OfferDesk-Signature';
/** A receiver refuses a delivery whose timestamp is further than this from its own clock. */
export const WEBHOOK_REPLAY_WINDOW_SECONDS = 300;
