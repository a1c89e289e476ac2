import type { PortalOffer } from '@offerdesk/shared/contract';
import { latestCounterOffer, mainApi, PORTAL_QUERY_ROOT } from '@offerdesk/shared';
import {
  acceptPortalOffer,
  addSellerParties,
  createCounterOfferPublic,
  forwardToBuyer,
  forwardToBuyerAgent,
  forwardToSeller,
  forwardToSellerAgent,
  getOfferByDisplayId,
  getOfferByParty,
  openPortalSigning,
  printPortalOffer,
  registerClientUser,
  rejectPortalOffer,
  setOfferViewedByParty,
  shareSelectedDocuments,
  reviewerAcceptOffer,
  reviewerRejectOffer,
  type ForwardTarget,
} from '@offerdesk/shared/features';
import { trimRegistration, type ClientRegistrationValues } from '@offerdesk/shared/forms';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import type { AddSellerValues } from '../addSeller/AddSellerForm';
import type { CounterFormValues } from '../counter/counterValues';
import type { ForwardChoice } from '../forward/ForwardOfferForm';
import { toPortalModel } from './portalModel';
import type { PortalLink } from './usePortalLink';

/** Query keys of the portal: one offer as one party (or the reviewer) sees it. */
export const portalKeys = {
  all: PORTAL_QUERY_ROOT,
  offer: (l: PortalLink) => [...PORTAL_QUERY_ROOT, 'offer', l.offerId, l.partyId, l.t ?? null] as const,
  review: (offerId: string, t: string | null) => [...PORTAL_QUERY_ROOT, 'review', offerId, t] as const,
};

/** The offer as this party sees it, mapped for the screens. */
export function usePortalOffer(link: PortalLink) {
  return useQuery({
    queryKey: portalKeys.offer(link),
    queryFn: async ({ signal }) =>
      toPortalModel(await getOfferByParty(mainApi(), Number(link.offerId), Number(link.partyId), link.t, signal), !!link.signToken),
    enabled: Number(link.offerId) > 0 && Number(link.partyId) > 0,
  });
}

export function useInvalidatePortalOffer(link: PortalLink) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: portalKeys.offer(link) });
}

const latestId = (o: PortalOffer) => (latestCounterOffer(o) as PortalOffer['counterOffers'][number] | undefined)?.id ?? null;

/** Opening the offer from the party's link marks the party viewed (docs/domain/signing.md, "Viewed"); the answer is ignored. */
export const markViewed = (link: PortalLink) =>
  link.t ? setOfferViewedByParty(mainApi(), Number(link.offerId), Number(link.partyId), link.t).catch(() => undefined) : Promise.resolve();
export const rejectOffer = (link: PortalLink, o: PortalOffer) => rejectPortalOffer(mainApi(), o.displayId, Number(link.partyId), link.t);
export const acceptOffer = (link: PortalLink, o: PortalOffer) => acceptPortalOffer(mainApi(), o.displayId, Number(link.partyId), link.t);
/** The agent party's open sign set and a new sign token for it (it signs before adding sellers). */
export const openAgentSigning = (link: PortalLink, o: PortalOffer) =>
  openPortalSigning(mainApi(), o.displayId, Number(link.partyId), link.t);

/** Money text to a whole-dollar number for the wire (null when empty). */
const money = (v: string) => (v === '' ? null : Number(v));

export const createCounterOffer = (link: PortalLink, o: PortalOffer, v: CounterFormValues, isAgent: boolean) =>
  createCounterOfferPublic(
    mainApi(),
    {
      offerDisplayId: o.displayId,
      partyId: Number(link.partyId),
      counterPrice: money(v.counterPrice),
      counterEarnestMoney: money(v.counterEarnestMoney),
      counterFinancingId: v.counterFinancingId,
      counterCOE: v.counterCOE || null,
      counterAcceptanceDeadLine: isAgent && v.counterAcceptanceDeadLine ? dayjs(v.counterAcceptanceDeadLine).toISOString() : null,
      counterTerms: v.counterTerms || null,
    },
    link.t,
  );

export const addSellers = (link: PortalLink, o: PortalOffer, v: AddSellerValues) =>
  addSellerParties(
    mainApi(),
    {
      offerId: o.id,
      sellers: v.sellers.map((s) => ({
        firstName: s.firstName.trim(),
        lastName: s.lastName.trim(),
        email: s.email.trim(),
        message: v.message.trim() || null,
      })),
      franchiseId: o.franchiseId,
      sellerAgentPartyId: Number(link.partyId),
      signSetId: link.signSetId ? Number(link.signSetId) : null,
    },
    link.t,
  );

/** Forwards the offer to the target with the chosen extra recipients and message; a counter travels with a forward to a client. */
export function forwardOffer(link: PortalLink, o: PortalOffer, target: ForwardTarget, c: ForwardChoice) {
  const base = { offerDisplayId: o.displayId, message: c.message || null };
  const counter = latestId(o) ? { id: latestId(o)! } : null;
  const api = mainApi();
  if (target === 'sellerAgent')
    return forwardToSellerAgent(
      api,
      {
        ...base,
        optionalRecipients: c.optionalRecipientIds,
        accessibleDocumentIds: c.documentIds,
        signSetId: link.signSetId ? Number(link.signSetId) : null,
      },
      link.t,
    );
  if (target === 'buyerAgent') return forwardToBuyerAgent(api, { ...base, optionalRecipients: c.optionalRecipientIds }, link.t);
  if (target === 'seller') return forwardToSeller(api, { ...base, counterOfferViewModel: counter }, link.t);
  return forwardToBuyer(api, { ...base, optionalRecipients: c.optionalRecipientIds, counterOfferViewModel: counter }, link.t);
}

export const registerClient = (link: PortalLink, o: PortalOffer, v: ClientRegistrationValues) => {
  const r = trimRegistration(v);
  return registerClientUser(mainApi(), { ...r, mobilePhone: r.mobilePhone || null, offerDisplayId: o.displayId }, link.t ?? '');
};

export const printOffer = (link: PortalLink, o: PortalOffer) =>
  printPortalOffer(
    mainApi(),
    {
      contractId: Number(link.contractId ?? o.contractId),
      offerId: o.id,
      counterOfferId: latestId(o),
      signSetId: link.signSetId ? Number(link.signSetId) : null,
      externalPartyId: Number(link.partyId) || null,
    },
    link.t,
  );

/** The reviewer's offer: its link names the offer by its display id. */
export function useReviewOffer(offerId: string, t: string | null) {
  return useQuery({
    queryKey: portalKeys.review(offerId, t),
    queryFn: ({ signal }) => getOfferByDisplayId(mainApi(), offerId, t ?? undefined, signal),
    enabled: !!offerId,
  });
}
export const reviewerAccept = (o: PortalOffer, t: string) => reviewerAcceptOffer(mainApi(), o.id, o.contractId ?? 0, t);
export const reviewerReject = (o: PortalOffer, t: string) => reviewerRejectOffer(mainApi(), o.displayId, t);

/** POST /offer/ShareSelectedOfferDocuments from the party's link: documents signed by all, e-mailed with the message. */
export const shareDocumentsByEmail = (
  link: PortalLink,
  o: PortalOffer,
  v: { mailId: string; message: string; documents: number[] },
  agentName: string,
) => shareSelectedDocuments(mainApi(), { ...v, contractId: o.contractId ?? 0, agentName }, link.t);
