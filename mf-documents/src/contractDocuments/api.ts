/** The contract documents' calls (contract: contractDocuments); the document viewer and the sale page read them too. */
import type { ResendBody, ShareDocumentsBody } from '@offerdesk/shared/contract';
import { contract, type ApiClient } from '@offerdesk/shared';

const routes = contract.contractDocuments;
type Ref = { contractId: number; documentId: number };

/** GET /offer/getOfferDocumentsBySale/{contractId} */
export const getContractDocuments = (api: ApiClient, contractId: number, signal?: AbortSignal) =>
  api.send(routes.bySale, { signal, params: { contractId } });

/** PUT /offer/ReorderOfferDocuments?contractId&documentId&newOrder (1-based) */
export const reorderContractDocument = (api: ApiClient, q: Ref & { newOrder: number }) => api.send(routes.reorder, { query: q });

/** PUT /offer/MarkOfferDocumentSigned?contractId&documentId */
export const markContractDocumentSigned = (api: ApiClient, q: Ref) => api.send(routes.markSigned, { query: q });

/** POST /offer/UploadSignedDocument?contractId&documentId (multipart 'file') */
export const uploadSignedDocument = (api: ApiClient, q: Ref, file: File, onProgress?: (percent: number) => void) =>
  api.upload(routes.uploadSigned, { query: q, file, fileName: file.name, onProgress });

/** POST /contract/addDocument?externalContractId (multipart 'postedFileTemplate') */
export const addContractDocument = (api: ApiClient, offerId: number, file: File, onProgress?: (percent: number) => void) =>
  api.upload(routes.addDocument, {
    query: { externalContractId: offerId },
    file,
    fileName: file.name,
    field: 'postedFileTemplate',
    onProgress,
  });

/** POST /transactionBase/resendSmartDoc */
export const resendSmartDoc = (api: ApiClient, body: ResendBody) => api.send(routes.resendSmartDoc, { body });

/** PUT /transactionBase/VoidSmartDocuments (externalId = the contract id) */
export const voidSmartDocuments = (api: ApiClient, contractId: number, documentIds: number[], message: string) =>
  api.send(routes.voidSmart, { body: { externalId: contractId, documentIds, message } });

/** PUT /transactionBase/removeSmartDocuments */
export const removeSmartDocuments = (api: ApiClient, contractId: number, documentIds: number[]) =>
  api.send(routes.removeSmart, { body: { contractId, documentIds } });

/** GET /offer/DownloadOfferDocument?contractId&documentId */
export const downloadContractDocument = (api: ApiClient, q: Ref) => api.download(contract.documents.download, { query: q });

/** GET /offer/DownloadOfferCertificate/{signSetId} */
export const downloadCertificate = (api: ApiClient, signSetId: number) =>
  api.download(contract.signSetFiles.certificate, { params: { id: signSetId } });

/** GET /offer/GetOfferDocumentFields/{contractId}: each document's fields still to assign. */
export const getDocumentFields = (api: ApiClient, contractId: number, signal?: AbortSignal) =>
  api.send(contract.documentFields.documentFields, { signal, params: { contractId } });

/** POST /transactionBase/AddSmartDocuments: template documents (SmartDocs) join the contract. */
export const addSmartDocuments = (api: ApiClient, contractId: number, documentTemplateIds: number[]) =>
  api.send(contract.documents.addSmartDocuments, { body: { contractId, documentTemplateIds, mlsDocuments: [] } });

/** POST /offer/shareDocuments: a signing session of the offer's documents, signers one by one. */
export const shareOfferDocuments = (api: ApiClient, body: ShareDocumentsBody) => api.send(contract.signing.shareDocuments, { body });
