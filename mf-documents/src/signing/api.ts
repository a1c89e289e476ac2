/** The signing pages' calls: the signer's, the assigner's, the preview's and the signing hand-off (contract: signing, portal, parties). */
import type { IssueSigningGrantBody, PartyCredentials, SignBody } from '@offerdesk/shared/contract';
import { contract, type ApiClient } from '@offerdesk/shared';

/** GET /offer/GetSignSetByToken?signSetId&signToken */
export const getSignSetByToken = (api: ApiClient, query: PartyCredentials, signal?: AbortSignal) =>
  api.send(contract.signing.signerView, { signal, query });

/** GET /offer/GetContractSignSetForParty/{contractId}/{partyId}: the set the signed-in agent signs as its own party (null: none). */
export const getContractSignSetForParty = (api: ApiClient, contractId: number, partyId: number, signal?: AbortSignal) =>
  api.send(contract.signing.contractSignSetForParty, { signal, params: { contractId, partyId } });

/** PUT /offer/SetViewedOnByParty?signSetId&signToken */
export const setViewedOnByParty = (api: ApiClient, query: PartyCredentials) => api.send(contract.signing.setViewedOn, { query });

/** GET /offer/GetSignSetDocumentsByParty?signSetId&signToken */
export const getSignSetDocumentsByParty = (api: ApiClient, query: PartyCredentials, signal?: AbortSignal) =>
  api.send(contract.partySigningDocuments.signerDocuments, { signal, query });

/** GET /offer/DownloadSignSetDocumentByParty?signSetId&signToken&documentId: the PDF as stamped so far. */
export const downloadSignSetDocumentByParty = (api: ApiClient, query: PartyCredentials & { documentId: number }, signal?: AbortSignal) =>
  api.download(contract.partySigningDocuments.signerDocumentPdf, { query, signal });

/** POST /offer/SignDocumentsByParty?signSetId&signToken */
export const signDocumentsByParty = (api: ApiClient, query: PartyCredentials, body: SignBody) =>
  api.send(contract.partySigning.sign, { query, body });

/** POST /offer/DeclineSignSetByParty?signSetId&signToken */
export const declineSignSetByParty = (api: ApiClient, query: PartyCredentials, reason: string) =>
  api.send(contract.partySigning.decline, { query, body: { reason } });

/** POST /offer/GiveSigningConsentByParty?signSetId&signToken: agrees to the consent text of `version`. */
export const giveSigningConsentByParty = (api: ApiClient, query: PartyCredentials, version: string) =>
  api.send(contract.partySigning.giveConsent, { query, body: { version } });

/** POST /offer/WithdrawSigningConsentByParty?signSetId&signToken */
export const withdrawSigningConsentByParty = (api: ApiClient, query: PartyCredentials) =>
  api.send(contract.partySigning.withdrawConsent, { query });

/** PUT /offer/AssignDocumentField (partyId null: left out) */
export const assignDocumentField = (
  api: ApiClient,
  body: { contractId: number; documentId: number; fieldName: string; partyId: number | null },
) => api.send(contract.documentFields.assignField, { body });

/** POST /offer/IssueSigningGrant: a one-time grant for the workspace's signing frame on another origin. */
export const issueSigningGrant = (api: ApiClient, body: IssueSigningGrantBody) => api.send(contract.signingGrants.issue, { body });

/** POST /offer/ExchangeSigningGrant (public): the grant, once, for a signing session. */
export const exchangeSigningGrant = (api: ApiClient, grant: string) => api.send(contract.signingGrants.exchange, { body: { grant } });

/** The reviewer's own reads: the offer's documents one by one, with the reviewer link token. */
export const getReviewDocuments = (api: ApiClient, offerId: number, t: string, signal?: AbortSignal) =>
  api.send(contract.portal.reviewerDocuments, { params: { offerId }, link: t, signal });

export const downloadReviewDocument = (api: ApiClient, offerId: number, documentId: number, t: string, signal?: AbortSignal) =>
  api.download(contract.portal.reviewerDocument, { params: { offerId, documentId }, link: t, signal });

/** GET /offer/GetOfferPartiesByContract/{contractId} */
export const getPartiesByContract = (api: ApiClient, contractId: number, signal?: AbortSignal) =>
  api.send(contract.offerSigningReads.contractParties, { params: { contractId }, signal });
