import type {
  AddSellerBody,
  ClientRegisterBody,
  CounterOfferCreateBody,
  ForwardToBuyerAgentBody,
  ForwardToBuyerBody,
  ForwardToSellerAgentBody,
  ForwardToSellerBody,
  PrintOfferBody,
} from '@offerdesk/shared/contract';
import { contract, type ApiClient } from '@offerdesk/shared';

/** The party portal's calls; `t` is the party (or reviewer) link token of the page's address, sent in the X-Party-Link header. */
const p = contract.portal;

export const getOfferByParty = (api: ApiClient, offerId: number, partyId: number, t: string | undefined, signal?: AbortSignal) =>
  api.send(p.getOfferByParty, { params: { offerId, partyId }, link: t, signal });
export const getOfferByDisplayId = (api: ApiClient, id: string, t: string | undefined, signal?: AbortSignal) =>
  api.send(p.getOfferByDisplayId, { params: { id }, link: t, signal });
/** PUT /offer/SetOfferViewedByParty/{offerId}/{partyId}: the result is ignored. */
export const setOfferViewedByParty = (api: ApiClient, offerId: number, partyId: number, t: string) =>
  api.send(p.setViewedByParty, { params: { offerId, partyId }, link: t });
export const rejectPortalOffer = (api: ApiClient, offerDisplayId: string, partyId: number, t: string | undefined) =>
  api.send(p.rejectOffer, { query: { offerDisplayId, partyId }, link: t });
export const acceptPortalOffer = (api: ApiClient, offerDisplayId: string, partyId: number, t: string | undefined) =>
  api.send(p.acceptOffer, { link: t, body: { offerDisplayId, partyId } });
/** POST /offer/OpenSigning: the agent party's open sign set and a new sign token for it. */
export const openPortalSigning = (api: ApiClient, offerDisplayId: string, partyId: number, t: string | undefined) =>
  api.send(p.openSigning, { link: t, body: { offerDisplayId, partyId } });
export const createCounterOfferPublic = (api: ApiClient, body: CounterOfferCreateBody, t: string | undefined) =>
  api.send(p.createCounterOffer, { link: t, body });
export const addSellerParties = (api: ApiClient, body: AddSellerBody, t: string | undefined) => api.send(p.addSeller, { link: t, body });
export const forwardToSellerAgent = (api: ApiClient, body: ForwardToSellerAgentBody, t: string | undefined) =>
  api.send(p.forwardToSellerAgent, { link: t, body });
export const forwardToBuyerAgent = (api: ApiClient, body: ForwardToBuyerAgentBody, t: string | undefined) =>
  api.send(p.forwardToBuyerAgent, { link: t, body });
export const forwardToSeller = (api: ApiClient, body: ForwardToSellerBody, t: string | undefined) =>
  api.send(p.forwardToSeller, { link: t, body });
export const forwardToBuyer = (api: ApiClient, body: ForwardToBuyerBody, t: string | undefined) =>
  api.send(p.forwardToBuyer, { link: t, body });
export const reviewerAcceptOffer = (api: ApiClient, offerId: number, contractId: number, t: string) =>
  api.send(p.reviewerAccept, { params: { offerId, contractId }, link: t });
export const reviewerRejectOffer = (api: ApiClient, offerDisplayId: string, t: string) =>
  api.send(p.reviewerReject, { query: { offerDisplayId }, link: t });
export const registerClientUser = (api: ApiClient, body: ClientRegisterBody, t: string) => api.send(p.registerClient, { link: t, body });
export const printPortalOffer = (api: ApiClient, body: PrintOfferBody, t: string | undefined, signal?: AbortSignal) =>
  api.download(p.printOffer, { link: t, body, signal });

/** The reviewer's own reads: the offer's documents one by one, with the reviewer link token. */
export const getReviewDocuments = (api: ApiClient, offerId: number, t: string, signal?: AbortSignal) =>
  api.send(p.reviewerDocuments, { params: { offerId }, link: t, signal });
export const downloadReviewDocument = (api: ApiClient, offerId: number, documentId: number, t: string, signal?: AbortSignal) =>
  api.download(p.reviewerDocument, { params: { offerId, documentId }, link: t, signal });

/** The link token's query parameter and the portal addresses (from the contract). */
export const partyLinkStatus = (api: ApiClient, t: string, signal?: AbortSignal) =>
  api.send(contract.partyLinks.status, { link: t, signal });
export const requestNewPartyLink = (api: ApiClient, t: string) => api.send(contract.partyLinks.requestNew, { link: t });
