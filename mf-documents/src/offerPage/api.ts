/** The offer page's calls (contract: offerPage, audit, partyLinks). */
import type { PartyLinkBody } from '@offerdesk/shared/contract';
import { contract, type ApiClient } from '@offerdesk/shared';

/** GET /offer/GetOfferActivitiesByExternalId/{id}: every activity of the offer, newest first. */
export const getOfferActivities = (api: ApiClient, offerId: number, signal?: AbortSignal) =>
  api.send(contract.offerPage.offerActivities, { signal, params: { id: offerId } });

/** POST /offer/ConvertToSale/{offerId}: answers the sale id. */
export const convertToSale = (api: ApiClient, offerId: number) => api.send(contract.offerPage.convertToSale, { params: { offerId } });

/** PUT /offer/SubmitDocumentForReview/{saleId}/{offerId}/{documentId}: 'Submitted'. */
export const submitDocumentForReview = (api: ApiClient, saleId: number, offerId: number, documentId: number) =>
  api.send(contract.offerPage.submitDocumentForReview, { params: { saleId, offerId, documentId } });

/** GET /offer/GetWaitingMails/{id}: the offer's mails not sent yet, oldest first (the owner's; none for anyone else). */
export const getWaitingMails = (api: ApiClient, offerId: number, signal?: AbortSignal) =>
  api.send(contract.offerPage.waitingMails, { signal, params: { id: offerId } });

/** GET /offer/DownloadAuditTrail/{id}: the offer's audit trail with every hash and the check of its chain (docs/domain/audit.md). */
export const getAuditTrail = (api: ApiClient, offerId: number, signal?: AbortSignal) =>
  api.send(contract.audit.auditTrail, { signal, params: { id: offerId } });

/** GET /offer/DownloadAuditTrailPdf/{id}: the same trail as a readable PDF. */
export const downloadAuditTrailPdf = (api: ApiClient, offerId: number) =>
  api.download(contract.audit.auditTrailPdf, { params: { id: offerId } });

/** POST /offer/RevokePartyLink: the owner ends every live link of one party of the offer. */
export const revokePartyLink = (api: ApiClient, body: PartyLinkBody) => api.send(contract.partyLinks.revoke, { body });

/** POST /offer/ResendPartyLink: the owner mails one party a new link (its older links end). */
export const resendPartyLink = (api: ApiClient, body: PartyLinkBody) => api.send(contract.partyLinks.resend, { body });
