/** Shared: the offer wizard (Add Documents, Form Info) and the documents remote (offer page, signing pages, add-documents dialog) read an offer's documents and form. */
import type { SetCustomFieldsBody } from '@offerdesk/shared/contract';
import { contract, type ApiClient } from '@offerdesk/shared';

/** GET /Offer/GetDocumentsByPropertyType?propertyTypeId&mlsId&includeHOAAddendum */
export const getDocumentsByPropertyType = (
  api: ApiClient,
  q: { propertyTypeId: number; mlsId?: string | null; includeHOAAddendum: boolean },
  signal?: AbortSignal,
) =>
  api.send(contract.documents.byPropertyType, {
    signal,
    query: { propertyTypeId: q.propertyTypeId, mlsId: q.mlsId || undefined, includeHOAAddendum: q.includeHOAAddendum },
  });

/** GET /offer/GetOfferDocumentsByExternalId/{id} */
export const getOfferDocuments = (api: ApiClient, offerId: number, signal?: AbortSignal) =>
  api.send(contract.documents.byExternalId, { signal, params: { id: offerId } });

/** GET /offer/GetOfferForm/{offerId} */
export const getOfferForm = (api: ApiClient, offerId: number, signal?: AbortSignal) =>
  api.send(contract.documents.offerForm, { signal, params: { offerId } });

/** POST /offer/SetOffersCustomFields */
export const setOffersCustomFields = (api: ApiClient, body: SetCustomFieldsBody) => api.send(contract.documents.setCustomFields, { body });

/** GET /offer/DownloadOfferDocument?contractId&documentId: the PDF. */
export const downloadOfferDocument = (api: ApiClient, contractId: number, documentId: number) =>
  api.download(contract.documents.download, { query: { contractId, documentId } });
