/** Offer status ids, the numbers the database and the wire carry. */
export const OfferStatus = {
  draft: 159,
  sentForSignatures: 160,
  signingInProgress: 161,
  signingComplete: 162,
  archived: 187,
  cancelled: 188,
  pending: 189,
  accepted: 215,
  rejected: 216,
  buyerSigned: 225,
  sellerSigned: 226,
  forwardedToSellerAgent: 227,
  forwardedToBuyerAgent: 228,
  forwardedToSeller: 231,
  forwardedToBuyer: 232,
  sentForReview: 315,
  reviewerRejected: 316,
  voided: 317,
} as const;
export type OfferStatusKey = keyof typeof OfferStatus;
export type OfferStatusId = (typeof OfferStatus)[OfferStatusKey];

/** Counter offer status ids. */
export const CounterOfferStatus = { active: 229, pending: 230, approved: 233 } as const;
export type CounterOfferStatusId = (typeof CounterOfferStatus)[keyof typeof CounterOfferStatus];

export const OFFER_STATUS_IDS: readonly number[] = Object.values(OfferStatus);
export const isOfferStatusId = (id: number): id is OfferStatusId => OFFER_STATUS_IDS.includes(id);

/** The label of each status on its own; statusLabel.ts adds the counter-offer rules on top. */
export const OFFER_STATUS_NAMES: Record<OfferStatusId, string> = {
  159: 'Draft',
  160: 'Sent for Signature',
  161: 'Signing In Progress',
  162: 'Signing Completed',
  187: 'Archived',
  188: 'Cancelled',
  189: 'Pending',
  215: 'Accepted',
  216: 'Rejected',
  225: 'Buyer Signed',
  226: 'Seller Signed and Forwarded to Seller Agent',
  227: 'Forwarded To Seller Agent',
  228: 'Accepted Offer',
  231: 'Forwarded To Seller',
  232: 'Forwarded To Buyer',
  315: 'Sent for Review',
  316: 'Reviewer Rejected',
  317: 'Voided',
};

/** Offer types: an offer the agent sent, or one the agent received. */
export const OfferType = { sent: 1, received: 2 } as const;
export type OfferTypeId = (typeof OfferType)[keyof typeof OfferType];

/** Statuses each tab leaves out of its status filter (they are not useful to filter by there); archived is never in the filter. */
export const HIDDEN_FILTER_STATUSES: Record<'sent' | 'received', readonly OfferStatusId[]> = {
  sent: [OfferStatus.cancelled, OfferStatus.pending, OfferStatus.archived],
  received: [
    OfferStatus.cancelled,
    OfferStatus.draft,
    OfferStatus.pending,
    OfferStatus.sentForSignatures,
    OfferStatus.buyerSigned,
    OfferStatus.archived,
  ],
};
