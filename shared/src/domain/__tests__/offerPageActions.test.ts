import { CounterOfferStatus, OfferStatus } from '../offerStatus';
import { agentActingParty, offerPageActionHint, offerPageActionPath, offerPageActions, type OfferPageAction } from '../offerPageActions';
import { PartyRole, Side } from '../parties';

const buyerAgent = { roleId: PartyRole.InhouseAgent, sideId: Side.buyer };
const sellerAgent = { roleId: PartyRole.InhouseAgent, sideId: Side.seller };
const outsideBuyerAgent = { roleId: PartyRole.OutsideAgent, sideId: Side.buyer };
const counter = (partySideId: number, statusId: number) => ({ id: 1, partySideId, statusId, counterPrice: 1 });
const { active, pending, approved } = CounterOfferStatus;

type Row = [string, number, ReturnType<typeof counter>[], OfferPageAction[]];

describe('offer page action buttons (seed 001 §4)', () => {
  describe('for the buyer in-house agent', () => {
    const rows: Row[] = [
      ['draft → Edit Offer Information', OfferStatus.draft, [], ['editOfferInformation']],
      ['reviewerRejected → Edit Offer Information', OfferStatus.reviewerRejected, [], ['editOfferInformation']],
      [
        'forwardedToBuyerAgent, seller counter Active (not approved) → Forward to Buyer',
        OfferStatus.forwardedToBuyerAgent,
        [counter(Side.seller, active)],
        ['forwardToBuyer'],
      ],
      [
        'forwardedToBuyerAgent, seller counter Pending (not approved) → Forward to Buyer',
        OfferStatus.forwardedToBuyerAgent,
        [counter(Side.seller, pending)],
        ['forwardToBuyer'],
      ],
      ['forwardedToBuyerAgent, no counter → Create Counter Offer', OfferStatus.forwardedToBuyerAgent, [], ['createCounterOffer']],
      [
        'forwardedToBuyerAgent, buyer counter Active → Forward to Seller Agent',
        OfferStatus.forwardedToBuyerAgent,
        [counter(Side.seller, approved), counter(Side.buyer, active)],
        ['forwardToSellerAgent'],
      ],
      [
        'forwardedToBuyerAgent, buyer counter Pending → Create Counter Offer',
        OfferStatus.forwardedToBuyerAgent,
        [counter(Side.buyer, pending)],
        ['createCounterOffer'],
      ],
      [
        'forwardedToBuyerAgent, seller counter Approved → Create Counter Offer',
        OfferStatus.forwardedToBuyerAgent,
        [counter(Side.seller, approved)],
        ['createCounterOffer'],
      ],
      ['buyerSigned → Forward to Seller Agent', OfferStatus.buyerSigned, [], ['forwardToSellerAgent']],
      ['signingComplete (both sides signed) → Forward to Seller Agent', OfferStatus.signingComplete, [], ['forwardToSellerAgent']],
      [
        'forwardedToSellerAgent → Forward to Seller Agent (already there)',
        OfferStatus.forwardedToSellerAgent,
        [],
        ['forwardToSellerAgent'],
      ],
      [
        'forwardedToBuyer → Forward to Buyer (already there)',
        OfferStatus.forwardedToBuyer,
        [counter(Side.seller, active)],
        ['forwardToBuyer'],
      ],
      ['sellerSigned → nothing for the buyer agent', OfferStatus.sellerSigned, [], []],
      ['accepted → nothing', OfferStatus.accepted, [], []],
    ];
    it.each(rows)('%s', (_name, statusId, counterOffers, expected) => {
      expect(offerPageActions({ statusId, counterOffers }, buyerAgent)).toEqual(expected);
    });
  });

  describe('for everyone else', () => {
    const rows: Row[] = [
      [
        "forwardedToSellerAgent, last counter the seller's and Pending → Create Counter Offer",
        OfferStatus.forwardedToSellerAgent,
        [counter(Side.seller, pending)],
        ['createCounterOffer'],
      ],
      ['forwardedToSellerAgent, no counter → Forward to Seller', OfferStatus.forwardedToSellerAgent, [], ['forwardToSeller']],
      [
        'forwardedToSellerAgent, buyer counter Pending → Forward to Seller',
        OfferStatus.forwardedToSellerAgent,
        [counter(Side.buyer, pending)],
        ['forwardToSeller'],
      ],
      [
        'forwardedToSellerAgent, buyer counter Approved → Forward to Buyer Agent',
        OfferStatus.forwardedToSellerAgent,
        [counter(Side.buyer, approved)],
        ['forwardToBuyerAgent'],
      ],
      [
        'forwardedToSellerAgent, seller counter Active → Forward to Buyer Agent',
        OfferStatus.forwardedToSellerAgent,
        [counter(Side.seller, active)],
        ['forwardToBuyerAgent'],
      ],
      [
        'forwardedToSellerAgent, seller counter Approved → Forward to Buyer Agent',
        OfferStatus.forwardedToSellerAgent,
        [counter(Side.seller, approved)],
        ['forwardToBuyerAgent'],
      ],
      ['sellerSigned → Forward to Buyer Agent', OfferStatus.sellerSigned, [], ['forwardToBuyerAgent']],
      ['draft → nothing (only the buyer agent edits)', OfferStatus.draft, [], []],
      ['buyerSigned → nothing', OfferStatus.buyerSigned, [], []],
      [
        'forwardedToBuyerAgent → Forward to Buyer Agent (already there)',
        OfferStatus.forwardedToBuyerAgent,
        [counter(Side.seller, active)],
        ['forwardToBuyerAgent'],
      ],
      ['forwardedToSeller → Forward to Seller (already there)', OfferStatus.forwardedToSeller, [], ['forwardToSeller']],
    ];
    it.each(rows)('%s (seller agent)', (_name, statusId, counterOffers, expected) => {
      expect(offerPageActions({ statusId, counterOffers }, sellerAgent)).toEqual(expected);
    });
    it('treats an outside buyer agent and a viewer without a party as "others"', () => {
      expect(offerPageActions({ statusId: OfferStatus.draft }, outsideBuyerAgent)).toEqual([]);
      expect(offerPageActions({ statusId: OfferStatus.sellerSigned }, null)).toEqual(['forwardToBuyerAgent']);
    });
  });

  it('shows a forward button disabled once the offer is already in its target state, and says why', () => {
    expect(offerPageActionHint('forwardToSellerAgent', OfferStatus.forwardedToSellerAgent)).toBe(
      'This offer has already been forwarded to the seller agent.',
    );
    expect(offerPageActionHint('forwardToBuyerAgent', OfferStatus.forwardedToBuyerAgent)).toBe(
      'This offer has already been forwarded to the buyer agent.',
    );
    expect(offerPageActionHint('forwardToSeller', OfferStatus.forwardedToSeller)).toBe(
      'This offer has already been forwarded to the seller.',
    );
    expect(offerPageActionHint('forwardToBuyer', OfferStatus.forwardedToBuyer)).toBe('This offer has already been forwarded to the buyer.');
    expect(offerPageActionHint('forwardToSellerAgent', OfferStatus.buyerSigned)).toBeNull();
    expect(offerPageActionHint('createCounterOffer', OfferStatus.forwardedToSellerAgent)).toBeNull();
  });

  it('sends each button to its page', () => {
    expect(offerPageActionPath('editOfferInformation', 9, 3)).toBe('/create-offer/9');
    expect(offerPageActionPath('createCounterOffer', 9, 3)).toBe('/counter-offer/9/3');
    expect(offerPageActionPath('createCounterOffer', 9, null)).toBe('/counter-offer/9');
    expect(offerPageActionPath('forwardToBuyer', 9, 3)).toBe('/forward-offer/9/3?to=buyer');
    expect(offerPageActionPath('forwardToSellerAgent', 9, 3)).toBe('/forward-offer/9/3?to=sellerAgent');
  });
});

describe('agentActingParty (the party a signed-in agent acts as)', () => {
  const colleague = { partyId: 1, personId: 50, roleId: PartyRole.InhouseAgent, sideId: Side.buyer };
  const buyer = { partyId: 2, personId: 51, roleId: PartyRole.Client, sideId: Side.buyer };
  const listing = { partyId: 3, personId: 52, roleId: PartyRole.InhouseAgent, sideId: Side.seller };
  const parties = [buyer, colleague, listing];

  it('is its own agent party first', () => {
    expect(agentActingParty(parties, { ownPartyIds: [3] })).toBe(listing);
    expect(agentActingParty([...parties, { ...buyer, partyId: 4, personId: 52 }], { ownPartyIds: [4, 3] })).toBe(listing);
  });
  it("is the outside seller agent party the server matched by e-mail, with the seller agent's buttons", () => {
    const outside = { partyId: 5, personId: 60, roleId: PartyRole.OutsideAgent, sideId: Side.seller };
    const acting = agentActingParty([buyer, colleague, outside], { ownPartyIds: [5] });
    expect(acting).toBe(outside);
    expect(offerPageActions({ statusId: OfferStatus.sellerSigned, counterOffers: [] }, acting)).toEqual(['forwardToBuyerAgent']);
  });
  it("is never a colleague's party: whoever views a sent offer is not its buyer agent (§6: the in-house buyer-side agent whose e-mail matches)", () => {
    expect(agentActingParty(parties, { ownPartyIds: [] })).toBeNull();
    expect(agentActingParty([buyer, listing], { ownPartyIds: [] })).toBeNull();
  });
  it("gives the buyer agent's buttons only to the buyer agent the server names, not to a viewer without that party", () => {
    const sent = { statusId: OfferStatus.buyerSigned, counterOffers: [] };
    expect(offerPageActions(sent, null, true)).toEqual(['forwardToSellerAgent']);
    expect(offerPageActions(sent, colleague, false)).toEqual([]);
    expect(offerPageActions({ statusId: OfferStatus.draft, counterOffers: [] }, null, true)).toEqual(['editOfferInformation']);
  });
  it('falls back to its own non-agent party unless agents only are asked for', () => {
    const own = { ...buyer, personId: 77 };
    expect(agentActingParty([own], { ownPartyIds: [2] })).toBe(own);
    expect(agentActingParty([own], { ownPartyIds: [2] }, true)).toBeNull();
  });
});
