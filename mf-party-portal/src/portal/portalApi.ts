import type { PortalOffer } from '@offerdesk/shared/contract';
import { contract, latestCounterOffer, mainApi, PORTAL_QUERY_ROOT, type ApiClient } from '@offerdesk/shared';
import { printPortalOffer, shareSelectedDocuments, type ForwardTarget } from '@offerdesk/shared/features';
import { trimRegistration, type ClientRegistrationValues } from '@offerdesk/shared/forms';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import type { AddSellerValues } from '../addSeller/AddSellerForm';
import type { CounterFormValues } from '../counter/counterValues';
import type { ForwardChoice } from '../forward/ForwardOfferForm';
import { toPortalModel } from './portalModel';
import type { PortalLink } from './usePortalLink';

/** The party portal's calls (contract: portal, partyLinks); `t` is the party (or reviewer) link token, sent in the X-Party-Link header. */
const p = contract.portal;

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
      toPortalModel(
        await mainApi().send(p.getOfferByParty, {
          params: { offerId: Number(link.offerId), partyId: Number(link.partyId) },
          link: link.t,
          signal,
        }),
        !!link.signToken,
      ),
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
  link.t
    ? mainApi()
        .send(p.setViewedByParty, { params: { offerId: Number(link.offerId), partyId: Number(link.partyId) }, link: link.t })
        .catch(() => undefined)
    : Promise.resolve();
export const rejectOffer = (link: PortalLink, o: PortalOffer) =>
  mainApi().send(p.rejectOffer, { query: { offerDisplayId: o.displayId, partyId: Number(link.partyId) }, link: link.t });
export const acceptOffer = (link: PortalLink, o: PortalOffer) =>
  mainApi().send(p.acceptOffer, { link: link.t, body: { offerDisplayId: o.displayId, partyId: Number(link.partyId) } });
/** The agent party's open sign set and a new sign token for it (it signs before adding sellers). */
export const openAgentSigning = (link: PortalLink, o: PortalOffer) =>
  mainApi().send(p.openSigning, { link: link.t, body: { offerDisplayId: o.displayId, partyId: Number(link.partyId) } });

/** Money text to a whole-dollar number for the wire (null when empty). */
const money = (v: string) => (v === '' ? null : Number(v));

export const createCounterOffer = (link: PortalLink, o: PortalOffer, v: CounterFormValues, isAgent: boolean) =>
  mainApi().send(p.createCounterOffer, {
    link: link.t,
    body: {
      offerDisplayId: o.displayId,
      partyId: Number(link.partyId),
      counterPrice: money(v.counterPrice),
      counterEarnestMoney: money(v.counterEarnestMoney),
      counterFinancingId: v.counterFinancingId,
      counterCOE: v.counterCOE || null,
      counterAcceptanceDeadLine: isAgent && v.counterAcceptanceDeadLine ? dayjs(v.counterAcceptanceDeadLine).toISOString() : null,
      counterTerms: v.counterTerms || null,
    },
  });

export const addSellers = (link: PortalLink, o: PortalOffer, v: AddSellerValues) =>
  mainApi().send(p.addSeller, {
    link: link.t,
    body: {
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
  });

/** Forwards the offer to the target with the chosen extra recipients and message; a counter travels with a forward to a client. */
export function forwardOffer(link: PortalLink, o: PortalOffer, target: ForwardTarget, c: ForwardChoice) {
  const base = { offerDisplayId: o.displayId, message: c.message || null };
  const counter = latestId(o) ? { id: latestId(o)! } : null;
  const api = mainApi();
  const t = link.t;
  if (target === 'sellerAgent')
    return api.send(p.forwardToSellerAgent, {
      link: t,
      body: {
        ...base,
        optionalRecipients: c.optionalRecipientIds,
        accessibleDocumentIds: c.documentIds,
        signSetId: link.signSetId ? Number(link.signSetId) : null,
      },
    });
  if (target === 'buyerAgent')
    return api.send(p.forwardToBuyerAgent, { link: t, body: { ...base, optionalRecipients: c.optionalRecipientIds } });
  if (target === 'seller') return api.send(p.forwardToSeller, { link: t, body: { ...base, counterOfferViewModel: counter } });
  return api.send(p.forwardToBuyer, {
    link: t,
    body: { ...base, optionalRecipients: c.optionalRecipientIds, counterOfferViewModel: counter },
  });
}

export const registerClient = (link: PortalLink, o: PortalOffer, v: ClientRegistrationValues) => {
  const r = trimRegistration(v);
  return mainApi().send(p.registerClient, {
    link: link.t ?? '',
    body: { ...r, mobilePhone: r.mobilePhone || null, offerDisplayId: o.displayId },
  });
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
    queryFn: ({ signal }) => mainApi().send(p.getOfferByDisplayId, { params: { id: offerId }, link: t ?? undefined, signal }),
    enabled: !!offerId,
  });
}
export const reviewerAccept = (o: PortalOffer, t: string) =>
  mainApi().send(p.reviewerAccept, { params: { offerId: o.id, contractId: o.contractId ?? 0 }, link: t });
export const reviewerReject = (o: PortalOffer, t: string) =>
  mainApi().send(p.reviewerReject, { query: { offerDisplayId: o.displayId }, link: t });

/** POST /offer/ShareSelectedOfferDocuments from the party's link: documents signed by all, e-mailed with the message. */
export const shareDocumentsByEmail = (
  link: PortalLink,
  o: PortalOffer,
  v: { mailId: string; message: string; documents: number[] },
  agentName: string,
) => shareSelectedDocuments(mainApi(), { ...v, contractId: o.contractId ?? 0, agentName }, link.t);

/** The link's state (LinkEndedPage) and a fresh link mailed to its party. */
export const partyLinkStatus = (api: ApiClient, t: string, signal?: AbortSignal) =>
  api.send(contract.partyLinks.status, { link: t, signal });
export const requestNewPartyLink = (api: ApiClient, t: string) => api.send(contract.partyLinks.requestNew, { link: t });
