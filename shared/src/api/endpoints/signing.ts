/** Shared: the offer wizard (Document Review and Share) and the documents remote's signing pages read an offer's documents and fields for signing. */
import { contract, type ApiClient } from '@offerdesk/shared';

/** GET /offer/GetOfferDocumentFields/{contractId} */
export const getOfferDocumentFields = (api: ApiClient, contractId: number, signal?: AbortSignal) =>
  api.send(contract.documentFields.documentFields, { signal, params: { contractId } });

/** GET /offer/GetOfferDocumentsByContract?contractId&signSetId */
export const getOfferDocumentsByContract = (api: ApiClient, contractId: number, signSetId?: number, signal?: AbortSignal) =>
  api.send(contract.documents.byContract, { signal, query: { contractId, signSetId } });
