/**
 * An offer sent for review keeps the share it will go out with once the reviewer accepts it
 * (`POST /offer/SendOfferForReview`): the ShareOffer body (documents in order, signers in order,
 * optional recipients, message, category) as JSON; null when nothing waits for a review.
 */
export default `
alter table offers add column review_share jsonb;
`;
