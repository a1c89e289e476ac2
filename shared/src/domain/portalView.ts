/**
 * The party landing page (/view-offer): its headline and buttons by the viewer's role and side,
 * the offer's status and its latest counter offer (docs/domain/portal.md, "Landing headline and the reviewer's documents (screens)").
 * Buttons appear only where their step may start (offerFlow.ts); a forward button stays, disabled with its reason, once the offer
 * is in its target state.
 */
import {
  alreadyDoneHint,
  canStart,
  counterStep,
  isAgentPartyRole,
  isClientRole,
  isOpenCounter,
  rejectStep,
  showsStep,
  type FlowStepName,
} from './offerFlow';
import { OfferStatus } from './offerStatus';
import { Side } from './parties';
import { isOfferAccepted, latestCounterOffer, type OfferLike } from './statusLabel';

export const PORTAL_HEADLINES = {
  sent: 'Offer Sent',
  received: 'Offer Received',
  accepted: 'Offer Accepted',
  rejected: 'Offer Rejected',
  signed: 'View/Print Signed',
  responded: 'Accepted or Countered Offer',
  documentsSigned: 'Documents Signed',
  review: 'Review Offer',
  /** The client's own counter waits for the other side (the seed's 'Counter Offer Sent'). */
  countered: 'Counter Offer Sent',
} as const;

export type PortalAction =
  | 'sign'
  | 'accept'
  | 'counter'
  | 'reject'
  | 'viewPrint'
  | 'viewPrintSigned'
  | 'addSeller'
  | 'forwardToSeller'
  | 'forwardToBuyerAgent'
  | 'forwardToSellerAgent'
  | 'forwardToBuyer'
  | 'shareAcceptedOffer'
  | 'register'
  | 'reviewerAccept'
  | 'reviewerReject';

export const PORTAL_BUTTON_LABELS: Record<PortalAction, string> = {
  sign: 'Review & Sign',
  accept: 'Accept Offer',
  counter: 'Counter Offer',
  reject: 'Reject Offer',
  viewPrint: 'View/Print',
  viewPrintSigned: 'View/Print Signed',
  addSeller: 'Add Seller',
  forwardToSeller: 'Forward to Seller',
  forwardToBuyerAgent: 'Forward to Buyer Agent',
  forwardToSellerAgent: 'Forward to Seller Agent',
  forwardToBuyer: 'Forward to Buyer',
  shareAcceptedOffer: 'Share Accepted Offer',
  register: 'Register',
  reviewerAccept: 'Accept',
  reviewerReject: 'Reject',
};

export interface PortalButton {
  action: PortalAction;
  label: string;
  /** Why the button is disabled (the offer is already where it leads); null when it acts. */
  hint: string | null;
}

export interface PortalViewer {
  /** null: the reviewer */
  roleId: number | null;
  sideId: number | null;
  /** The viewer has signed its open or last sign set. */
  hasSigned?: boolean;
  /** The viewer's address carries a sign token: its signature waits (Review & Sign). */
  hasPendingSignature?: boolean;
  /** The server says an open sign set waits for the viewer's signature (its address may carry no sign token). */
  awaitsSignature?: boolean;
  /** The offer already has seller clients (the seller agent forwards instead of adding). */
  hasSellers?: boolean;
  /** A buyer client already registered. */
  isRegistered?: boolean;
}

export interface PortalView {
  headline: string;
  buttons: PortalButton[];
}

const FORWARD_STEPS: Partial<Record<PortalAction, FlowStepName>> = {
  forwardToSeller: 'forwardToSeller',
  forwardToBuyerAgent: 'forwardToBuyerAgent',
  forwardToSellerAgent: 'forwardToSellerAgent',
  forwardToBuyer: 'forwardToBuyer',
  addSeller: 'addSeller',
};

const button = (action: PortalAction, statusId: number): PortalButton => {
  const step = FORWARD_STEPS[action];
  return { action, label: PORTAL_BUTTON_LABELS[action], hint: step ? alreadyDoneHint(step, statusId) : null };
};

/** The open counter of the other side (the one a party may accept), if the latest is one. */
function counterFromOtherSide(offer: OfferLike, sideId: number | null) {
  const latest = latestCounterOffer(offer);
  return latest && latest.partySideId !== sideId && isOpenCounter(latest) ? latest : undefined;
}

/** The latest counter is the viewer's side's and still waits for the other side. */
function ownCounterOpen(offer: OfferLike, sideId: number | null): boolean {
  const latest = latestCounterOffer(offer);
  return !!latest && latest.partySideId === sideId && isOpenCounter(latest);
}

/**
 * Accept without a counter to answer opens signing (seed 001 §4 rule 6): a seller who has not signed is
 * seated by the server, a buyer only while a set waits for its signature (docs/domain/portal.md, "The client decides on the landing page").
 */
function mayAcceptBySigning(statusId: number, viewer: PortalViewer): boolean {
  if (viewer.sideId === Side.seller) return canStart('acceptBySigningSeller', statusId) && (!!viewer.awaitsSignature || !viewer.hasSigned);
  return canStart('acceptBySigningBuyer', statusId) && !!viewer.awaitsSignature;
}

function clientActions(offer: OfferLike, viewer: PortalViewer): PortalAction[] {
  const { statusId } = offer;
  const other = counterFromOtherSide(offer, viewer.sideId);
  const step = counterStep(viewer.roleId!, viewer.sideId!);
  const out: PortalAction[] = [];
  if (other) {
    if (canStart(viewer.sideId === Side.buyer ? 'acceptCounterByBuyer' : 'acceptCounterBySeller', statusId)) out.push('accept');
  } else if (viewer.hasPendingSignature) out.push('sign');
  else if (mayAcceptBySigning(statusId, viewer)) out.push('accept');
  if (step && canStart(step, statusId)) out.push('counter');
  const reject = rejectStep(viewer.roleId!, viewer.sideId!);
  if (reject && canStart(reject, statusId)) out.push('reject');
  if (viewer.sideId === Side.buyer && viewer.hasSigned && !viewer.isRegistered) out.push('register');
  return out;
}

function agentActions(offer: OfferLike, viewer: PortalViewer): PortalAction[] {
  const { statusId } = offer;
  const latest = latestCounterOffer(offer);
  const out: PortalAction[] = [];
  if (viewer.sideId === Side.seller) {
    // An accepted offer only passes between the agents (docs/domain/offers.md): no more sellers, counters or rejects.
    const open = !isOfferAccepted(offer);
    if (open && showsStep('forwardToSeller', statusId)) out.push(viewer.hasSellers ? 'forwardToSeller' : 'addSeller');
    if (open && canStart('counterBySellerAgent', statusId)) out.push('counter');
    if (showsStep('forwardToBuyerAgent', statusId) && (latest || statusId !== OfferStatus.forwardedToSellerAgent)) {
      out.push('forwardToBuyerAgent');
    }
    if (open && canStart('rejectBySellerAgent', statusId)) out.push('reject');
    return out;
  }
  const sellerCounterOpen = latest?.partySideId === Side.seller && isOpenCounter(latest);
  if (showsStep('forwardToBuyer', statusId) && sellerCounterOpen) out.push('forwardToBuyer');
  if (
    showsStep('forwardToSellerAgent', statusId) &&
    (statusId !== OfferStatus.forwardedToBuyerAgent || (latest?.partySideId === Side.buyer && isOpenCounter(latest)))
  ) {
    out.push('forwardToSellerAgent');
  }
  if (canStart('counterByBuyerAgent', statusId) && sellerCounterOpen) out.push('counter');
  if (isOfferAccepted(offer)) out.push('shareAcceptedOffer');
  return out;
}

function headlineOf(offer: OfferLike, viewer: PortalViewer): string {
  const { statusId } = offer;
  if (viewer.roleId === null) return statusId === OfferStatus.sentForReview ? PORTAL_HEADLINES.review : PORTAL_HEADLINES.sent;
  if (statusId === OfferStatus.rejected) return PORTAL_HEADLINES.rejected;
  if (isOfferAccepted(offer)) return PORTAL_HEADLINES.accepted;
  if (counterFromOtherSide(offer, viewer.sideId)) return PORTAL_HEADLINES.responded;
  if (viewer.roleId !== null && isClientRole(viewer.roleId) && ownCounterOpen(offer, viewer.sideId)) return PORTAL_HEADLINES.countered;
  if (statusId === OfferStatus.signingComplete || statusId === OfferStatus.buyerSigned || statusId === OfferStatus.sellerSigned) {
    return PORTAL_HEADLINES.documentsSigned;
  }
  if (viewer.hasSigned) return PORTAL_HEADLINES.signed;
  // The buyer side sent the offer; the seller side (its agent, the sellers) received it.
  return viewer.sideId === Side.seller ? PORTAL_HEADLINES.received : PORTAL_HEADLINES.sent;
}

/** The landing page's headline and buttons for this viewer (reviewer: roleId null). */
export function portalView(offer: OfferLike, viewer: PortalViewer): PortalView {
  const { statusId } = offer;
  let actions: PortalAction[];
  if (viewer.roleId === null) actions = canStart('reviewerAccept', statusId) ? ['reviewerAccept', 'reviewerReject'] : [];
  else if (isClientRole(viewer.roleId)) actions = clientActions(offer, viewer);
  else if (isAgentPartyRole(viewer.roleId)) actions = agentActions(offer, viewer);
  else actions = [];
  const signed = viewer.hasSigned || isOfferAccepted(offer);
  actions.push(signed ? 'viewPrintSigned' : 'viewPrint');
  return { headline: headlineOf(offer, viewer), buttons: actions.map((a) => button(a, statusId)) };
}
