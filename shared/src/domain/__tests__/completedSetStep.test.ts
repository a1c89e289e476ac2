import { completedSetStep, SIGNED_FLOW } from '../offerFlow';
import { OfferStatus } from '../offerStatus';
import { Side } from '../parties';

describe('where a completed offer sign set moves its offer', () => {
  it.each([
    [[Side.buyer, Side.buyer], 'signedByBuyers'],
    [[Side.seller], 'signedBySellers'],
    [[Side.buyer, Side.seller], null],
    [[], null],
  ] as const)('signers of sides %j → %s', (sides, step) => {
    expect(completedSetStep(sides)).toBe(step);
  });

  it('leads to Buyer Signed and Seller Signed only from the statuses of seed 001 §4', () => {
    expect(SIGNED_FLOW.signedByBuyers).toMatchObject({
      to: OfferStatus.buyerSigned,
      from: [OfferStatus.sentForSignatures, OfferStatus.signingInProgress, OfferStatus.forwardedToBuyer],
    });
    expect(SIGNED_FLOW.signedBySellers).toMatchObject({ to: OfferStatus.sellerSigned, from: [OfferStatus.forwardedToSeller] });
  });
});
