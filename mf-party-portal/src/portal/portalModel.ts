import type { PortalOffer } from '@offerdesk/shared/contract';
import { CounterOfferStatus, latestCounterOffer, PartyRole, Side } from '@offerdesk/shared';
import { isAgentPartyRole, isClientRole, portalView, roleWithSide, type ForwardTarget } from '@offerdesk/shared/features';
import type { ScreenAction } from '../common/ActionBar';
import type { CurrentTerms } from '../counter/counterValues';
import type { ForwardPerson } from '../forward/ForwardOfferForm';
import type { LandingModel, TermsBlock } from '../landing/LandingView';
import type { OfferTerms } from '../landing/TermsCard';

/** The landing buttons that forward, and where each goes. */
export const FORWARD_ACTIONS: Record<string, ForwardTarget> = {
  forwardToSellerAgent: 'sellerAgent',
  forwardToBuyerAgent: 'buyerAgent',
  forwardToSeller: 'seller',
  forwardToBuyer: 'buyer',
};

/** What the portal's screens show of one offer for one party (the API's answer, mapped once). */
export interface PortalOfferModel extends LandingModel {
  offer: PortalOffer;
  party: {
    partyId: number;
    firstName: string;
    lastName: string;
    isClient: boolean;
    isAgent: boolean;
    isInhouseAgent: boolean;
    sideId: number;
  } | null;
  /** The terms a counter answers. */
  current: CurrentTerms;
  clients: string[];
  /** The viewer's agent buttons (forward, add seller) for the read-only viewer. */
  agentViewerActions: ScreenAction[];
}

const offerTerms = (o: PortalOffer): OfferTerms => ({
  price: o.offerPrice,
  earnestMoney: o.earnestMoneyDeposit,
  financingId: o.typeOfFinancingId,
  closingDate: o.closingDate,
  additionalTerms: o.additionalTerms,
  expiry: o.acceptanceDeadline,
});

/** Rejected, accepted, counter-offer and original terms, newest first. */
function termsBlocks(o: PortalOffer): TermsBlock[] {
  const counters = [...o.counterOffers].reverse().map<TermsBlock>((c) => ({
    title: `Counter Offer ${c.number}`,
    tone: c.statusId === CounterOfferStatus.approved ? 'accepted' : undefined,
    terms: {
      price: c.counterPrice,
      earnestMoney: c.counterEarnestMoney,
      financingId: c.counterFinancingId,
      closingDate: c.counterCOE,
      additionalTerms: c.counterTerms,
      expiry: c.counterAcceptanceDeadLine,
    },
  }));
  const original: TermsBlock = { title: 'Original Offer', terms: offerTerms(o) };
  if (o.rejectedOn)
    return [{ title: 'Rejected Offer', tone: 'rejected', terms: counters[0]?.terms ?? offerTerms(o) }, ...counters, original];
  if (o.isAccepted && !o.counterOffers.length) return [{ title: 'Accepted Offer', tone: 'accepted', terms: offerTerms(o) }];
  return [...counters, original];
}

/** The offer's clients, buyers first: 'Emily Carter (Buyer)'. */
const clientNames = (o: PortalOffer) =>
  o.parties
    .filter((p) => isClientRole(p.roleId))
    .sort((a, b) => a.sideId - b.sideId)
    .map((p) => `${p.name} (${p.side})`);

/** Maps the API's offer for this party (`hasPendingSignature`: its address carries a sign token). */
export function toPortalModel(o: PortalOffer, hasPendingSignature: boolean): PortalOfferModel {
  const self = o.party;
  const me = self ? o.parties.find((p) => p.partyId === self.partyId) : undefined;
  const hasSellers = o.parties.some((p) => p.sideId === Side.seller && isClientRole(p.roleId));
  // Register shows once the buyer client has signed and until it registered (docs/domain/portal.md, "Sign first, registration at signing").
  const view = portalView(o, {
    roleId: self?.roleId ?? null,
    sideId: self?.sideId ?? null,
    hasPendingSignature,
    awaitsSignature: self?.hasPendingSignature,
    hasSellers,
    hasSigned: self?.hasSigned,
    isRegistered: self?.isRegistered,
  });
  const latest = latestCounterOffer(o) as PortalOffer['counterOffers'][number] | undefined;
  const actions: ScreenAction[] = view.buttons.map((b) => ({
    id: b.action,
    label: b.label,
    hint: b.hint,
    variant:
      b.action === 'reject' || b.action === 'reviewerReject' ? 'outlined' : b.action.startsWith('viewPrint') ? 'outlined' : 'contained',
    color: b.action === 'reject' ? 'error' : 'primary',
  }));
  return {
    offer: o,
    headline: view.headline,
    property: {
      imageUrl: o.imageBlobLocation,
      address: o.fullAddress || o.streetAndCityAddress,
      mlsNumber: o.mlsNumber,
      listingPrice: o.listingPrice,
    },
    sharedBy: o.sharedBy
      ? {
          name: o.sharedBy.name,
          company: o.sharedBy.company,
          email: o.sharedBy.email,
          phone: o.sharedBy.workPhone ?? o.sharedBy.mobilePhone,
          photo: o.sharedBy.photo,
        }
      : null,
    representedClients: o.sharedBy?.clients ?? [],
    terms: termsBlocks(o),
    actions,
    party: self
      ? {
          partyId: self.partyId,
          firstName: me?.firstName ?? '',
          lastName: me?.lastName ?? '',
          isClient: isClientRole(self.roleId),
          isAgent: isAgentPartyRole(self.roleId),
          isInhouseAgent: self.roleId === PartyRole.InhouseAgent,
          sideId: self.sideId,
        }
      : null,
    current: latest
      ? {
          price: latest.counterPrice,
          earnestMoney: latest.counterEarnestMoney,
          financingId: latest.counterFinancingId,
          closingDate: latest.counterCOE,
          acceptanceDeadline: latest.counterAcceptanceDeadLine,
          terms: latest.counterTerms,
        }
      : {
          price: o.offerPrice,
          earnestMoney: o.earnestMoneyDeposit,
          financingId: o.typeOfFinancingId,
          closingDate: o.closingDate,
          acceptanceDeadline: o.acceptanceDeadline,
          terms: o.additionalTerms,
        },
    clients: clientNames(o),
    agentViewerActions: actions.filter((a) => a.id in FORWARD_ACTIONS || a.id === 'addSeller' || a.id === 'counter'),
  };
}

/** Who a forward goes to (checked and locked) and who may be added, from the offer's parties. */
export function forwardRecipients(o: PortalOffer, target: ForwardTarget): { recipients: ForwardPerson[]; optional: ForwardPerson[] } {
  const sideId = target === 'buyer' || target === 'buyerAgent' ? Side.buyer : Side.seller;
  const isRecipient = (roleId: number) => (target === 'buyer' || target === 'seller' ? isClientRole(roleId) : isAgentPartyRole(roleId));
  const person = (p: PortalOffer['parties'][number]): ForwardPerson => ({ id: p.partyId, name: p.name, role: roleWithSide(p) });
  const recipients = o.parties.filter((p) => p.sideId === sideId && isRecipient(p.roleId)).map(person);
  const optional = o.parties
    .filter((p) => p.hasEmail && p.partyId !== o.party?.partyId && !recipients.some((r) => r.id === p.partyId))
    .map(person);
  return { recipients, optional };
}
