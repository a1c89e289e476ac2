import { CounterOfferStatus, OfferStatus, OFFER_STATUS_NAMES, isOfferStatusId } from './offerStatus';
import { Side } from './parties';

export interface CounterOfferLike {
  statusId: number;
  partySideId: number;
  counterPrice?: number | null;
}

export interface OfferLike {
  statusId: number;
  offerPrice?: number | null;
  counterOffers?: readonly CounterOfferLike[] | null;
}

export interface StatusLabel {
  label: string;
  /** Rendered in the completed style. */
  completed: boolean;
}

/** Counter offers are numbered from the oldest: the latest is the last one. */
export const latestCounterOffer = (offer: OfferLike): CounterOfferLike | undefined => {
  const list = offer.counterOffers ?? [];
  return list.length ? list[list.length - 1] : undefined;
};

const UNKNOWN: StatusLabel = { label: '...', completed: false };

function forwardedToBuyerAgentLabel(counter: CounterOfferLike | undefined): StatusLabel {
  if (!counter) return { label: 'Accepted Offer', completed: true };
  if (counter.partySideId === Side.buyer) {
    if (counter.statusId === CounterOfferStatus.pending) return { label: 'Buyer Countered Offer', completed: false };
    if (counter.statusId === CounterOfferStatus.approved) return { label: 'Seller Accepted Counter Offer', completed: true };
    return { label: 'Buyer Signed Counter Offer', completed: false };
  }
  if (counter.partySideId === Side.seller) {
    if (counter.statusId === CounterOfferStatus.active) return { label: 'Seller Countered Offer', completed: false };
    if (counter.statusId === CounterOfferStatus.approved) return { label: 'Buyer Accepted Counter Offer', completed: true };
  }
  return UNKNOWN;
}

/** The label an offer shows for its status: the latest counter offer changes it for forwarded and buyer-signed offers, pending shows '...'. */
export function offerStatusLabel(offer: OfferLike): StatusLabel {
  const { statusId } = offer;
  const counter = latestCounterOffer(offer);
  switch (statusId) {
    case OfferStatus.forwardedToBuyerAgent:
      return forwardedToBuyerAgentLabel(counter);
    case OfferStatus.buyerSigned:
      return { label: counter ? 'Buyer Accept Counter Offer' : 'Buyer Signed', completed: false };
    case OfferStatus.signingComplete:
    case OfferStatus.accepted:
      return { label: OFFER_STATUS_NAMES[statusId], completed: true };
    case OfferStatus.pending:
      return UNKNOWN;
    default:
      return isOfferStatusId(statusId) ? { label: OFFER_STATUS_NAMES[statusId], completed: false } : UNKNOWN;
  }
}

/** The displayed price: the latest counter's price when it is Active or Approved, else the offer price. */
export function displayedPrice(offer: OfferLike): number | null {
  const counter = latestCounterOffer(offer);
  if (
    counter &&
    (counter.statusId === CounterOfferStatus.active || counter.statusId === CounterOfferStatus.approved) &&
    counter.counterPrice != null
  ) {
    return counter.counterPrice;
  }
  return offer.offerPrice ?? null;
}

/** Accepted: forwardedToBuyerAgent or accepted with no counter offer, or the last counter offer Approved. */
export function isOfferAccepted(offer: OfferLike): boolean {
  const counter = latestCounterOffer(offer);
  if (counter) return counter.statusId === CounterOfferStatus.approved;
  return offer.statusId === OfferStatus.forwardedToBuyerAgent || offer.statusId === OfferStatus.accepted;
}
