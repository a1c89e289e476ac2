/**
 * The offer flow after sending (docs/domain/offers.md, "The flow table"): each step, the statuses it may start
 * from and where it leads. The server moves an offer only along these (moveOfferStatus); the
 * portal shows a step's button only where it may start.
 */
import { CounterOfferStatus, OfferStatus } from './offerStatus';
import { PartyRole, Side } from './parties';

export interface FlowStep {
  from: readonly number[];
  /** null: the step keeps the status (it is still only allowed from `from`). */
  to: number | null;
  /** What a refusal says was tried: 'This offer is {label} and cannot be {what}.' */
  what: string;
}

const S = OfferStatus;

export const OFFER_FLOW = {
  forwardToSellerAgent: {
    from: [S.buyerSigned, S.signingComplete, S.forwardedToBuyerAgent],
    to: S.forwardedToSellerAgent,
    what: 'forwarded to the seller agent',
  },
  forwardToBuyerAgent: {
    from: [S.forwardedToSellerAgent, S.sellerSigned],
    to: S.forwardedToBuyerAgent,
    what: 'forwarded to the buyer agent',
  },
  addSeller: { from: [S.forwardedToSellerAgent, S.forwardedToSeller], to: S.forwardedToSeller, what: 'forwarded to sellers' },
  forwardToSeller: { from: [S.forwardedToSellerAgent], to: S.forwardedToSeller, what: 'forwarded to the seller' },
  forwardToBuyer: { from: [S.forwardedToBuyerAgent], to: S.forwardedToBuyer, what: 'forwarded to the buyer' },
  counterByBuyerClient: { from: [S.forwardedToBuyer], to: S.forwardedToBuyerAgent, what: 'countered' },
  counterBySellerClient: { from: [S.forwardedToSeller], to: S.forwardedToSellerAgent, what: 'countered' },
  counterByBuyerAgent: { from: [S.forwardedToBuyerAgent], to: null, what: 'countered' },
  counterBySellerAgent: { from: [S.forwardedToSellerAgent, S.sellerSigned], to: null, what: 'countered' },
  acceptCounterByBuyer: { from: [S.forwardedToBuyer], to: S.buyerSigned, what: 'accepted' },
  acceptCounterBySeller: { from: [S.forwardedToSeller], to: S.sellerSigned, what: 'accepted' },
  acceptBySigningBuyer: { from: [S.sentForSignatures, S.signingInProgress, S.forwardedToBuyer], to: null, what: 'accepted' },
  acceptBySigningSeller: { from: [S.forwardedToSeller], to: null, what: 'accepted' },
  rejectByBuyerClient: { from: [S.forwardedToBuyer], to: S.rejected, what: 'rejected' },
  rejectBySellerClient: { from: [S.forwardedToSeller], to: S.rejected, what: 'rejected' },
  rejectBySellerAgent: { from: [S.forwardedToSellerAgent, S.sellerSigned], to: S.rejected, what: 'rejected' },
  reviewerAccept: { from: [S.sentForReview], to: S.sentForSignatures, what: 'accepted by the reviewer' },
  reviewerReject: { from: [S.sentForReview], to: S.reviewerRejected, what: 'rejected by the reviewer' },
} as const satisfies Record<string, FlowStep>;
export type FlowStepName = keyof typeof OFFER_FLOW;

export const canStart = (step: FlowStepName, statusId: number) => (OFFER_FLOW[step].from as readonly number[]).includes(statusId);

/**
 * Why a step's button is shown disabled: the offer is already where the step leads ('This offer has already been
 * forwarded to the seller agent.'); null when it is not (docs/domain/offers.md, "Forward buttons once forwarded").
 */
export const alreadyDoneHint = (step: FlowStepName, statusId: number): string | null =>
  OFFER_FLOW[step].to === statusId ? `This offer has already been ${OFFER_FLOW[step].what}.` : null;

/** A forward button shows where its step may start, and (disabled, `alreadyDoneHint`) once the offer is where it leads. */
export const showsStep = (step: FlowStepName, statusId: number) => canStart(step, statusId) || OFFER_FLOW[step].to === statusId;

export const isClientRole = (roleId: number) => roleId === PartyRole.Client;
export const isAgentPartyRole = (roleId: number) => roleId === PartyRole.InhouseAgent || roleId === PartyRole.OutsideAgent;

/** The status a counter offer starts in: Active from the seller side, Pending from the buyer side. */
export const newCounterStatus = (sideId: number) => (sideId === Side.seller ? CounterOfferStatus.active : CounterOfferStatus.pending);

/** The step a party's counter offer takes, by role and side; null when the party may not counter. */
export function counterStep(roleId: number, sideId: number): FlowStepName | null {
  if (isClientRole(roleId)) return sideId === Side.buyer ? 'counterByBuyerClient' : 'counterBySellerClient';
  if (isAgentPartyRole(roleId)) return sideId === Side.buyer ? 'counterByBuyerAgent' : 'counterBySellerAgent';
  return null;
}

/** The step a party's rejection takes; null when the party may not reject. */
export function rejectStep(roleId: number, sideId: number): FlowStepName | null {
  if (isClientRole(roleId)) return sideId === Side.buyer ? 'rejectByBuyerClient' : 'rejectBySellerClient';
  if (isAgentPartyRole(roleId) && sideId === Side.seller) return 'rejectBySellerAgent';
  return null;
}

/**
 * Where a completed offer sign set moves its offer (docs/domain/offers.md, "A completed sign set moves the offer"): not a party's action
 * but the consequence of the last signature, so it is never refused — outside `from` the offer stays.
 */
const BUYER_LEG = [S.sentForSignatures, S.signingInProgress, S.forwardedToBuyer];
export const SIGNED_FLOW = {
  signedByBuyers: { from: BUYER_LEG, to: S.buyerSigned, what: 'marked signed by the buyers' },
  signedBySellers: { from: [S.forwardedToSeller], to: S.sellerSigned, what: 'marked signed by the sellers' },
  signedByBothSides: { from: BUYER_LEG, to: S.signingComplete, what: 'marked signed by both sides' },
} as const satisfies Record<string, FlowStep>;
export type SignedStepName = keyof typeof SIGNED_FLOW;

/** A signer of a completed set as the rule reads it. */
export interface CompletedSigner {
  sideId: number;
  roleId: number;
}

/**
 * The step a completed offer sign set takes, by the sides of its principals (clients and agents; a
 * vendor such as title/escrow signs for neither side) and the leg of the flow the offer is in:
 * - buyers' side only: Buyer Signed, from the buyers' leg (sent for signature, signing, forwarded to buyer);
 * - sellers' side only: Seller Signed, from Forwarded To Seller;
 * - both sides in the buyers' leg: Signing Completed — every buyer and seller signed before the offer
 *   went to the seller agent (from there it is forwarded to the seller agent, as from Buyer Signed);
 * - both sides in the sellers' leg: Seller Signed — the buyers signed earlier, the sellers' signatures
 *   are what the flow waits for there, and the seller agent forwards to the buyer agent next;
 * - no principal, or a status outside these legs: nothing moves.
 */
export function completedSetStep(signers: readonly CompletedSigner[], statusId: number): SignedStepName | null {
  const principals = signers.filter((s) => isClientRole(s.roleId) || isAgentPartyRole(s.roleId));
  const buyers = principals.some((s) => s.sideId === Side.buyer);
  const sellers = principals.some((s) => s.sideId === Side.seller);
  const candidates: SignedStepName[] =
    buyers && sellers ? ['signedBySellers', 'signedByBothSides'] : buyers ? ['signedByBuyers'] : sellers ? ['signedBySellers'] : [];
  return candidates.find((step) => (SIGNED_FLOW[step].from as readonly number[]).includes(statusId)) ?? null;
}

/** Steps after which the offer goes on to the seller agent by itself when the agent chose auto-forward. */
export const AUTO_FORWARD_AFTER: readonly SignedStepName[] = ['signedByBuyers', 'signedByBothSides'];

/** Whether a counter offer is still open for the other side to accept: Active (seller's) or Pending (buyer's). */
export const isOpenCounter = (c: { statusId: number }) =>
  c.statusId === CounterOfferStatus.active || c.statusId === CounterOfferStatus.pending;

/** The forward targets and their words (docs/domain/offers.md, "The flow table"). */
export const FORWARD_TARGETS = { buyerAgent: 'Buyer Agent', sellerAgent: 'Seller Agent', buyer: 'Buyer', seller: 'Seller' } as const;
export type ForwardTarget = keyof typeof FORWARD_TARGETS;
/** 'Forward Without Review?' and our one-line explanation (docs/domain/portal.md, choices). */
export const FORWARD_WITHOUT_REVIEW_TITLE = 'Forward Without Review?';
export const forwardWithoutReviewText = (target: ForwardTarget) =>
  `You have not reviewed the offer documents yet. Forward the offer to the ${FORWARD_TARGETS[target]} without reviewing them?`;
/** The tab's session-storage key of one reviewed (offer, party, latest counter) combination: forwarding it again asks nothing. */
export const reviewedKey = (offerId: number, partyId: number | string, latestCounterId: number | null | undefined) =>
  `offerdesk.portal.reviewed:${offerId}:${partyId}:${latestCounterId ?? 0}`;
/** The forward page's title: 'Forward Offer to Buyer Agent'. */
export const forwardTitle = (target: ForwardTarget) => `Forward Offer to ${FORWARD_TARGETS[target]}`;
/** The success message of a forward: 'Forwarded to Seller Agent.', 'Forwarded to Buyer.' */
export const forwardedMessage = (target: ForwardTarget) => `Forwarded to ${FORWARD_TARGETS[target]}.`;
