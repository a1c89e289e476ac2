import { CounterOfferStatus, OfferStatus } from '../offerStatus';
import { Side } from '../parties';
import { displayedPrice, isOfferAccepted, offerStatusLabel } from '../statusLabel';

const counter = (statusId: number, partySideId: number, counterPrice = 510000) => ({ statusId, partySideId, counterPrice });

describe('offer status labels', () => {
  it.each([
    [OfferStatus.draft, 'Draft', false],
    [OfferStatus.sentForSignatures, 'Sent for Signature', false],
    [OfferStatus.signingInProgress, 'Signing In Progress', false],
    [OfferStatus.signingComplete, 'Signing Completed', true],
    [OfferStatus.archived, 'Archived', false],
    [OfferStatus.cancelled, 'Cancelled', false],
    [OfferStatus.accepted, 'Accepted', true],
    [OfferStatus.rejected, 'Rejected', false],
    [OfferStatus.buyerSigned, 'Buyer Signed', false],
    [OfferStatus.sellerSigned, 'Seller Signed and Forwarded to Seller Agent', false],
    [OfferStatus.forwardedToBuyer, 'Forwarded To Buyer', false],
    [OfferStatus.forwardedToSellerAgent, 'Forwarded To Seller Agent', false],
    [OfferStatus.forwardedToSeller, 'Forwarded To Seller', false],
    [OfferStatus.voided, 'Voided', false],
    [OfferStatus.sentForReview, 'Sent for Review', false],
    [OfferStatus.reviewerRejected, 'Reviewer Rejected', false],
    [OfferStatus.pending, '...', false],
    [194, '...', false],
    [359, '...', false],
    [207, '...', false],
  ])('status %i reads %s', (statusId, label, completed) => {
    expect(offerStatusLabel({ statusId })).toEqual({ label, completed });
  });

  it('buyerSigned with a counter offer reads Buyer Accept Counter Offer', () => {
    const offer = { statusId: OfferStatus.buyerSigned, counterOffers: [counter(CounterOfferStatus.active, Side.seller)] };
    expect(offerStatusLabel(offer).label).toBe('Buyer Accept Counter Offer');
  });

  it.each([
    [undefined, 'Accepted Offer', true],
    [counter(CounterOfferStatus.pending, Side.buyer), 'Buyer Countered Offer', false],
    [counter(CounterOfferStatus.approved, Side.buyer), 'Seller Accepted Counter Offer', true],
    [counter(CounterOfferStatus.active, Side.buyer), 'Buyer Signed Counter Offer', false],
    [counter(CounterOfferStatus.active, Side.seller), 'Seller Countered Offer', false],
    [counter(CounterOfferStatus.approved, Side.seller), 'Buyer Accepted Counter Offer', true],
    [counter(CounterOfferStatus.pending, Side.seller), '...', false],
  ])('forwardedToBuyerAgent with latest counter %j reads %s', (latest, label, completed) => {
    const older = counter(CounterOfferStatus.approved, Side.seller);
    const offer = { statusId: OfferStatus.forwardedToBuyerAgent, counterOffers: latest ? [older, latest] : [] };
    expect(offerStatusLabel(offer)).toEqual({ label, completed });
  });
});

describe('displayed price', () => {
  it.each([
    [CounterOfferStatus.active, 510000],
    [CounterOfferStatus.approved, 510000],
    [CounterOfferStatus.pending, 500000],
  ])('latest counter status %i shows %i', (statusId, price) => {
    expect(
      displayedPrice({ statusId: OfferStatus.forwardedToBuyerAgent, offerPrice: 500000, counterOffers: [counter(statusId, Side.seller)] }),
    ).toBe(price);
  });
  it('without counter offers shows the offer price', () => {
    expect(displayedPrice({ statusId: OfferStatus.draft, offerPrice: 425000 })).toBe(425000);
  });
});

describe('accepted rule', () => {
  it.each([
    [OfferStatus.forwardedToBuyerAgent, [], true],
    [OfferStatus.accepted, [], true],
    [OfferStatus.sellerSigned, [], false],
    [OfferStatus.forwardedToBuyerAgent, [counter(CounterOfferStatus.active, Side.seller)], false],
    [OfferStatus.forwardedToSeller, [counter(CounterOfferStatus.approved, Side.buyer)], true],
  ])('status %i with counters %j → %s', (statusId, counterOffers, accepted) => {
    expect(isOfferAccepted({ statusId, counterOffers })).toBe(accepted);
  });
});
