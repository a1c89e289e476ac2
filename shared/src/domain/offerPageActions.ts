/**
 * The action buttons of the agent's offer page (docs/domain/offers.md, "Action buttons"):
 * one table by the viewer's role and the offer's status and latest counter offer.
 */
import { alreadyDoneHint, type FlowStepName, type ForwardTarget } from './offerFlow';
import { CounterOfferStatus, OfferStatus } from './offerStatus';
import { PartyRole, Side } from './parties';
import { latestCounterOffer, type OfferLike } from './statusLabel';

export type OfferPageAction =
  'editOfferInformation' | 'forwardToBuyer' | 'forwardToSellerAgent' | 'forwardToBuyerAgent' | 'forwardToSeller' | 'createCounterOffer';

export const OFFER_PAGE_ACTION_LABELS: Record<OfferPageAction, string> = {
  editOfferInformation: 'Edit Offer Information',
  forwardToBuyer: 'Forward to Buyer',
  forwardToSellerAgent: 'Forward to Seller Agent',
  forwardToBuyerAgent: 'Forward to Buyer Agent',
  forwardToSeller: 'Forward to Seller',
  createCounterOffer: 'Create Counter Offer',
};

/** The viewer's own party on the offer (null when the viewer is the owner without a party). */
export interface ViewerPartyLike {
  roleId: number;
  sideId: number;
}

/** An in-house agent party on the buyer side (the buyer agent when it is the viewer's own party, matched by e-mail by the server). */
export const isBuyerInhouseAgent = (party: ViewerPartyLike | null | undefined): boolean =>
  !!party && party.roleId === PartyRole.InhouseAgent && party.sideId === Side.buyer;

/**
 * The buttons the page shows, in order.
 *
 * Buyer in-house agent:
 * - draft or reviewerRejected → Edit Offer Information;
 * - forwardedToBuyerAgent with a seller counter not yet approved → Forward to Buyer;
 * - forwardedToBuyerAgent otherwise ("no counter" of the seller awaiting the buyer): an Active latest counter
 *   → Forward to Seller Agent, else Create Counter Offer;
 * - buyerSigned, or signingComplete (a set of both sides signed before the forward) → Forward to Seller Agent;
 * - forwardedToSellerAgent → Forward to Seller Agent, forwardedToBuyer → Forward to Buyer, both disabled (already there).
 * Everyone else:
 * - forwardedToSellerAgent: the last counter from the seller and Pending → Create Counter Offer; else, when the
 *   latest counter is not the seller's and not Approved (no counter at all included) → Forward to Seller;
 *   else Forward to Buyer Agent;
 * - sellerSigned → Forward to Buyer Agent;
 * - forwardedToBuyerAgent → Forward to Buyer Agent, forwardedToSeller → Forward to Seller, both disabled (already there).
 */
export function offerPageActions(
  offer: OfferLike,
  viewer: ViewerPartyLike | null | undefined,
  /** The server's answer (`OfferDetail.isBuyerAgent`); by default the viewer's own party decides. */
  isBuyerAgent = isBuyerInhouseAgent(viewer),
): OfferPageAction[] {
  const counter = latestCounterOffer(offer);
  const sellerCounter = counter?.partySideId === Side.seller;
  const approved = counter?.statusId === CounterOfferStatus.approved;
  if (isBuyerAgent) {
    switch (offer.statusId) {
      case OfferStatus.draft:
      case OfferStatus.reviewerRejected:
        return ['editOfferInformation'];
      case OfferStatus.forwardedToBuyerAgent:
        if (sellerCounter && !approved) return ['forwardToBuyer'];
        return [counter?.statusId === CounterOfferStatus.active ? 'forwardToSellerAgent' : 'createCounterOffer'];
      case OfferStatus.buyerSigned:
      case OfferStatus.signingComplete:
      case OfferStatus.forwardedToSellerAgent:
        return ['forwardToSellerAgent'];
      case OfferStatus.forwardedToBuyer:
        return ['forwardToBuyer'];
      default:
        return [];
    }
  }
  switch (offer.statusId) {
    case OfferStatus.forwardedToSellerAgent:
      if (sellerCounter && counter?.statusId === CounterOfferStatus.pending) return ['createCounterOffer'];
      if (!sellerCounter && !approved) return ['forwardToSeller'];
      return ['forwardToBuyerAgent'];
    case OfferStatus.sellerSigned:
    case OfferStatus.forwardedToBuyerAgent:
      return ['forwardToBuyerAgent'];
    case OfferStatus.forwardedToSeller:
      return ['forwardToSeller'];
    default:
      return [];
  }
}

/** Why a button is shown disabled: a forward once the offer is already where it leads; null when the button acts. */
export function offerPageActionHint(action: OfferPageAction, statusId: number): string | null {
  const step = action in FORWARD_PAGE_TARGETS ? (action as FlowStepName) : undefined;
  return step ? alreadyDoneHint(step, statusId) : null;
}

/** Where a button goes: the forward and counter pages take the viewer's party; Edit Offer Information the wizard. */
export function offerPageActionPath(action: OfferPageAction, offerId: number, partyId: number | null | undefined): string {
  const party = partyId ? `/${partyId}` : '';
  if (action === 'editOfferInformation') return `/create-offer/${offerId}`;
  if (action === 'createCounterOffer') return `/counter-offer/${offerId}${party}`;
  return `/forward-offer/${offerId}${party}?to=${FORWARD_PAGE_TARGETS[action]}`;
}

/** The forward page's `to` for each forward button (the page names its target from it). */
const FORWARD_PAGE_TARGETS: Record<Exclude<OfferPageAction, 'editOfferInformation' | 'createCounterOffer'>, ForwardTarget> = {
  forwardToBuyer: 'buyer',
  forwardToSellerAgent: 'sellerAgent',
  forwardToBuyerAgent: 'buyerAgent',
  forwardToSeller: 'seller',
};

const AGENT_ROLE_IDS: readonly number[] = [PartyRole.InhouseAgent, PartyRole.OutsideAgent];

/**
 * The party a signed-in agent acts as on an offer (docs/domain/signing.md, "The agent signs as its own party"): its own party — an agent role first, then
 * (unless `agentRolesOnly`) any. `ownPartyIds`: the parties the server matched to the agent (its person, or a
 * seller-side agent party or the buyer in-house agent party by e-mail). Owning the offer makes no one else's party
 * the agent's: a colleague named as the buyer agent acts as the buyer agent, not whoever views the sent offer
 * (docs/domain/offers.md "The buyer agent").
 */
export function agentActingParty<P extends { partyId: number; roleId: number; sideId: number }>(
  parties: readonly P[],
  viewer: { ownPartyIds: readonly number[] },
  agentRolesOnly = false,
): P | null {
  const own = parties.filter((p) => viewer.ownPartyIds.includes(p.partyId));
  const ownAgent = own.find((p) => AGENT_ROLE_IDS.includes(p.roleId));
  if (ownAgent) return ownAgent;
  return agentRolesOnly ? null : (own[0] ?? null);
}
