import type { AddDocumentsBody, SetCustomFieldsBody } from '@offerdesk/shared/contract';
import { contract, type ApiClient } from '@offerdesk/shared';

/** GET /formtemplates/getdocumentsbyformtemplate?id&onlyMappingCompleted=true */
export const getDocumentsByFormTemplate = (api: ApiClient, id: number, signal?: AbortSignal) =>
  api.send(contract.documents.byFormTemplate, { signal, query: { id, onlyMappingCompleted: true } });

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

/** POST /offer/adddocuments: answers the contract id. */
export const addDocuments = (api: ApiClient, body: AddDocumentsBody) => api.send(contract.documents.addDocuments, { body });

/** PUT /offer/changeformtemplate/{offerId}/{templateId} */
export const changeFormTemplate = (api: ApiClient, offerId: number, templateId: number) =>
  api.send(contract.documents.changeFormTemplate, { params: { offerId, templateId } });

/** POST /offer/UpdateFormTemplates */
export const updateFormTemplates = (api: ApiClient, offerId: number, formTemplateIds: number[]) =>
  api.send(contract.documents.updateFormTemplates, { body: { offerId, formTemplateIds } });

/** PUT /offer/RemoveOfferDocuments */
export const removeOfferDocuments = (api: ApiClient, contractId: number, documentIds: number[]) =>
  api.send(contract.documents.removeDocuments, { body: { contractId, documentIds } });

/** POST /offer/AddOfferDocument (multipart PDF, percent progress). */
export const uploadOfferDocument = (api: ApiClient, offerId: number, file: File, onProgress: (percent: number) => void) =>
  api.upload(contract.documents.addOfferDocument, { query: { offerId }, file, fileName: file.name, onProgress });

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
