import type { PortalAction } from '../common/ActionBar';
import type { CurrentTerms } from '../counter/counterValues';
import type { ForwardPerson } from '../forward/ForwardOfferForm';
import type { LandingModel } from '../landing/LandingView';

/** Where a forward goes; the page title names it (Forward Offer to …). */
export type ForwardTarget = 'BuyerAgent' | 'Buyer' | 'SellerAgent' | 'Seller';
export const FORWARD_TITLES: Record<ForwardTarget, string> = {
  BuyerAgent: 'Forward Offer to Buyer Agent',
  Buyer: 'Forward Offer to Buyer',
  SellerAgent: 'Forward Offer to Seller Agent',
  Seller: 'Forward Offer to Seller',
};
export const FORWARD_DONE: Record<ForwardTarget, string> = {
  BuyerAgent: 'Forwarded to Buyer Agent.',
  Buyer: 'Forwarded to Buyer.',
  SellerAgent: 'Forwarded to Seller Agent.',
  Seller: 'Forwarded to Seller.',
};

/** What the portal's screens show of one offer for one party (the API's answer, mapped once). */
export interface PortalOfferModel extends LandingModel {
  offerId: number;
  displayId: string;
  statusId: number;
  party: { partyId: number; name: string; firstName: string; lastName: string; email: string; isClient: boolean; isAgent: boolean; isInhouseAgent: boolean; sideId: number };
  contractId: number | null;
  signSetId: number | null;
  /** The terms a counter answers. */
  current: CurrentTerms;
  /** Where this party's forward goes, if it may forward now. */
  forwardTarget: ForwardTarget | null;
  /** The party already opened the documents for this offer and counter. */
  reviewed: boolean;
  /** A listing agent has still to sign (blocks forwarding to the seller). */
  signingPending: boolean;
  recipients: ForwardPerson[];
  optionalRecipients: ForwardPerson[];
  documents: ForwardPerson[];
  clients: string[];
  /** The viewer's agent buttons (forward, continue). */
  agentViewerActions: PortalAction[];
}
