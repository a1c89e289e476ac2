import { AUTO_FORWARD_AFTER, completedSetStep, SIGNED_FLOW } from '../offerFlow';
import { OfferStatus as S } from '../offerStatus';
import { PartyRole, Side } from '../parties';

const buyer = { sideId: Side.buyer, roleId: PartyRole.Client };
const buyerAgent = { sideId: Side.buyer, roleId: PartyRole.InhouseAgent };
const seller = { sideId: Side.seller, roleId: PartyRole.Client };
const sellerAgent = { sideId: Side.seller, roleId: PartyRole.OutsideAgent };
const sellerTitle = { sideId: Side.seller, roleId: PartyRole.TitleEscrow };
const buyerTitle = { sideId: Side.buyer, roleId: PartyRole.TitleEscrow };

/** Every status of the seed, so each case is checked against all of them. */
const ALL = Object.values(S);
const BUYER_LEG = [S.sentForSignatures, S.signingInProgress, S.forwardedToBuyer];

describe('where a completed offer sign set moves its offer', () => {
  it.each([
    ['buyers only', [buyer, buyer], { buyerLeg: 'signedByBuyers', sellerLeg: null }],
    ['buyers and their agent', [buyer, buyerAgent], { buyerLeg: 'signedByBuyers', sellerLeg: null }],
    ['buyers and a seller-side title/escrow (no side of its own)', [buyer, sellerTitle], { buyerLeg: 'signedByBuyers', sellerLeg: null }],
    ['sellers only', [seller], { buyerLeg: null, sellerLeg: 'signedBySellers' }],
    ['sellers and their agent', [sellerAgent, seller], { buyerLeg: null, sellerLeg: 'signedBySellers' }],
    ['sellers and a buyer-side title/escrow', [seller, buyerTitle], { buyerLeg: null, sellerLeg: 'signedBySellers' }],
    ['buyers and sellers', [buyer, seller], { buyerLeg: 'signedByBothSides', sellerLeg: 'signedBySellers' }],
    [
      'buyers, buyer agent and seller agent',
      [buyer, buyerAgent, sellerAgent],
      { buyerLeg: 'signedByBothSides', sellerLeg: 'signedBySellers' },
    ],
    ['title/escrow only', [sellerTitle, buyerTitle], { buyerLeg: null, sellerLeg: null }],
    ['nobody', [], { buyerLeg: null, sellerLeg: null }],
  ] as const)('%s: in the buyers’ leg → %j; forwarded to seller → the seller step; every other status → nothing', (_n, signers, want) => {
    for (const status of ALL) {
      const expected = BUYER_LEG.includes(status as never) ? want.buyerLeg : status === S.forwardedToSeller ? want.sellerLeg : null;
      expect([status, completedSetStep(signers, status)]).toEqual([status, expected]);
    }
  });

  it('leads to Buyer Signed, Seller Signed and Signing Completed only from the statuses of seed 001 §4', () => {
    expect(SIGNED_FLOW.signedByBuyers).toMatchObject({ to: S.buyerSigned, from: BUYER_LEG });
    expect(SIGNED_FLOW.signedBySellers).toMatchObject({ to: S.sellerSigned, from: [S.forwardedToSeller] });
    expect(SIGNED_FLOW.signedByBothSides).toMatchObject({ to: S.signingComplete, from: BUYER_LEG });
  });

  it('auto-forwards after the steps the buyers complete, never after the sellers’', () => {
    expect([...AUTO_FORWARD_AFTER].sort()).toEqual(['signedByBothSides', 'signedByBuyers']);
  });
});
