import { canStart, counterStep, forwardedMessage, forwardTitle, newCounterStatus, OFFER_FLOW, rejectStep } from '../offerFlow';
import { CounterOfferStatus as C, OfferStatus as S } from '../offerStatus';
import { PartyRole, Side } from '../parties';
import { portalView, type PortalViewer } from '../portalView';

const counter = (statusId: number, partySideId: number) => ({ statusId, partySideId, counterPrice: 500_000 });
const buyerClient: PortalViewer = { roleId: PartyRole.Client, sideId: Side.buyer };
const sellerClient: PortalViewer = { roleId: PartyRole.Client, sideId: Side.seller };
const sellerAgent: PortalViewer = { roleId: PartyRole.OutsideAgent, sideId: Side.seller };
const buyerAgent: PortalViewer = { roleId: PartyRole.InhouseAgent, sideId: Side.buyer };
const reviewer: PortalViewer = { roleId: null, sideId: null };

const view = (statusId: number, viewer: PortalViewer, counters: ReturnType<typeof counter>[] = []) => {
  const v = portalView({ statusId, offerPrice: 480_000, counterOffers: counters }, viewer);
  return [v.headline, v.buttons.map((b) => `${b.label}${b.hint ? ` (disabled: ${b.hint})` : ''}`)];
};

describe('party landing page: headline and buttons by role, side, status and latest counter', () => {
  it.each<[string, number, PortalViewer, ReturnType<typeof counter>[], string, string[]]>([
    [
      'buyer asked to sign',
      S.sentForSignatures,
      { ...buyerClient, hasPendingSignature: true },
      [],
      'Offer Sent',
      ['Review & Sign', 'View/Print'],
    ],
    [
      'buyer after signing',
      S.signingInProgress,
      { ...buyerClient, hasSigned: true },
      [],
      'View/Print Signed',
      ['Register', 'View/Print Signed'],
    ],
    [
      'buyer signed, registered',
      S.buyerSigned,
      { ...buyerClient, hasSigned: true, isRegistered: true },
      [],
      'Documents Signed',
      ['View/Print Signed'],
    ],
    [
      'buyer with a seller counter',
      S.forwardedToBuyer,
      buyerClient,
      [counter(C.active, Side.seller)],
      'Accepted or Countered Offer',
      ['Accept Offer', 'Counter Offer', 'Reject Offer', 'View/Print'],
    ],
    ['buyer accepted the counter', S.buyerSigned, buyerClient, [counter(C.approved, Side.seller)], 'Offer Accepted', ['View/Print Signed']],
    [
      'seller received the offer',
      S.forwardedToSeller,
      { ...sellerClient, hasPendingSignature: true },
      [],
      'Offer Received',
      ['Review & Sign', 'Counter Offer', 'Reject Offer', 'View/Print'],
    ],
    [
      'seller with a buyer counter',
      S.forwardedToSeller,
      sellerClient,
      [counter(C.pending, Side.buyer)],
      'Accepted or Countered Offer',
      ['Accept Offer', 'Counter Offer', 'Reject Offer', 'View/Print'],
    ],
    [
      // Her mailed link carries no sign token: Accept seats her and opens signing (issue 37 §1).
      'seller received the offer by a plain link',
      S.forwardedToSeller,
      sellerClient,
      [],
      'Offer Received',
      ['Accept Offer', 'Counter Offer', 'Reject Offer', 'View/Print'],
    ],
    [
      'seller who signed, another seller still to sign',
      S.forwardedToSeller,
      { ...sellerClient, hasSigned: true },
      [],
      'View/Print Signed',
      ['Counter Offer', 'Reject Offer', 'View/Print Signed'],
    ],
    [
      'seller after her own counter',
      S.forwardedToSellerAgent,
      sellerClient,
      [counter(C.active, Side.seller)],
      'Counter Offer Sent',
      ['View/Print'],
    ],
    [
      'buyer whose set waits, by a plain link',
      S.forwardedToBuyer,
      { ...buyerClient, awaitsSignature: true },
      [],
      'Offer Sent',
      ['Accept Offer', 'Counter Offer', 'Reject Offer', 'View/Print'],
    ],
    ['buyer with nothing to sign', S.forwardedToBuyer, buyerClient, [], 'Offer Sent', ['Counter Offer', 'Reject Offer', 'View/Print']],
    ['seller signed', S.sellerSigned, sellerClient, [], 'Documents Signed', ['View/Print']],
    ['rejected', S.rejected, sellerClient, [], 'Offer Rejected', ['View/Print']],
    [
      'seller agent receives, no sellers yet',
      S.forwardedToSellerAgent,
      sellerAgent,
      [],
      'Offer Received',
      ['Add Seller', 'Counter Offer', 'Reject Offer', 'View/Print'],
    ],
    [
      'seller agent receives, sellers known',
      S.forwardedToSellerAgent,
      { ...sellerAgent, hasSellers: true },
      [],
      'Offer Received',
      ['Forward to Seller', 'Counter Offer', 'Reject Offer', 'View/Print'],
    ],
    [
      'seller agent with the seller counter',
      S.forwardedToSellerAgent,
      { ...sellerAgent, hasSellers: true },
      [counter(C.active, Side.seller)],
      'Offer Received',
      ['Forward to Seller', 'Counter Offer', 'Forward to Buyer Agent', 'Reject Offer', 'View/Print'],
    ],
    [
      'seller agent after the seller signed',
      S.sellerSigned,
      sellerAgent,
      [],
      'Documents Signed',
      ['Counter Offer', 'Forward to Buyer Agent', 'Reject Offer', 'View/Print'],
    ],
    [
      'seller agent, forwarded to buyer agent',
      S.forwardedToBuyerAgent,
      sellerAgent,
      [],
      'Offer Accepted',
      ['Forward to Buyer Agent (disabled: This offer has already been forwarded to the buyer agent.)', 'View/Print Signed'],
    ],
    [
      // The buyer accepted the seller's counter and the buyer agent passed the acceptance on: only the agents' forward is left.
      "seller agent, the seller's counter accepted",
      S.forwardedToSellerAgent,
      { ...sellerAgent, hasSellers: true },
      [counter(C.approved, Side.seller)],
      'Offer Accepted',
      ['Forward to Buyer Agent', 'View/Print Signed'],
    ],
    [
      'buyer agent, forwarded to the seller agent',
      S.forwardedToSellerAgent,
      buyerAgent,
      [],
      'Offer Sent',
      ['Forward to Seller Agent (disabled: This offer has already been forwarded to the seller agent.)', 'View/Print'],
    ],
    [
      'seller agent, forwarded to the sellers',
      S.forwardedToSeller,
      { ...sellerAgent, hasSellers: true },
      [],
      'Offer Received',
      ['Forward to Seller (disabled: This offer has already been forwarded to the seller.)', 'View/Print'],
    ],
    [
      'buyer agent with a seller counter',
      S.forwardedToBuyerAgent,
      buyerAgent,
      [counter(C.active, Side.seller)],
      'Accepted or Countered Offer',
      ['Forward to Buyer', 'Counter Offer', 'View/Print'],
    ],
    [
      'buyer agent with a buyer counter',
      S.forwardedToBuyerAgent,
      buyerAgent,
      [counter(C.pending, Side.buyer)],
      'Offer Sent',
      ['Forward to Seller Agent', 'View/Print'],
    ],
    ['buyer agent, buyer signed', S.buyerSigned, buyerAgent, [], 'Documents Signed', ['Forward to Seller Agent', 'View/Print']],
    [
      'buyer agent, accepted offer',
      S.forwardedToBuyerAgent,
      buyerAgent,
      [],
      'Offer Accepted',
      ['Share Accepted Offer', 'View/Print Signed'],
    ],
    [
      'buyer agent, seller accepted the buyer counter',
      S.forwardedToBuyerAgent,
      buyerAgent,
      [counter(C.approved, Side.buyer)],
      'Offer Accepted',
      ['Share Accepted Offer', 'View/Print Signed'],
    ],
    ['reviewer while sent for review', S.sentForReview, reviewer, [], 'Review Offer', ['Accept', 'Reject', 'View/Print']],
    ['reviewer after rejecting', S.reviewerRejected, reviewer, [], 'Offer Sent', ['View/Print']],
  ])('%s', (_name, statusId, viewer, counters, headline, buttons) => {
    expect(view(statusId, viewer, counters)).toEqual([headline, buttons]);
  });

  it('shows each step only from the statuses it may start from', () => {
    for (const step of Object.values(OFFER_FLOW)) {
      if (step.to !== null && step.to !== S.forwardedToSeller) expect(step.from).not.toContain(step.to);
    }
    expect(canStart('reviewerAccept', S.sentForReview)).toBe(true);
    expect(canStart('reviewerAccept', S.reviewerRejected)).toBe(false);
  });

  it('names the steps of each role and side', () => {
    expect(counterStep(PartyRole.Client, Side.buyer)).toBe('counterByBuyerClient');
    expect(counterStep(PartyRole.OutsideAgent, Side.seller)).toBe('counterBySellerAgent');
    expect(counterStep(PartyRole.TitleEscrow, Side.seller)).toBeNull();
    expect(rejectStep(PartyRole.InhouseAgent, Side.buyer)).toBeNull();
    expect(rejectStep(PartyRole.InhouseAgent, Side.seller)).toBe('rejectBySellerAgent');
    expect([newCounterStatus(Side.seller), newCounterStatus(Side.buyer)]).toEqual([C.active, C.pending]);
  });

  it('names the forward target', () => {
    expect([forwardedMessage('sellerAgent'), forwardedMessage('buyer'), forwardTitle('buyerAgent'), forwardTitle('seller')]).toEqual([
      'Forwarded to Seller Agent.',
      'Forwarded to Buyer.',
      'Forward Offer to Buyer Agent',
      'Forward Offer to Seller',
    ]);
  });
});
