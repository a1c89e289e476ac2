import { contract, type ApiClient } from '@offerdesk/shared';

/** GET /offer/DownloadAuditTrail/{id}: the offer's audit trail with every hash and the check of its chain (docs/domain/audit.md). */
export const getAuditTrail = (api: ApiClient, offerId: number, signal?: AbortSignal) =>
  api.send(contract.audit.auditTrail, { signal, params: { id: offerId } });

/** GET /offer/DownloadAuditTrailPdf/{id}: the same trail as a readable PDF. */
export const downloadAuditTrailPdf = (api: ApiClient, offerId: number) =>
  api.download(contract.audit.auditTrailPdf, { params: { id: offerId } });

/** POST /verify/document: what a PDF proves about its seal (the verify page; the file is not kept). */
export const verifySealedDocument = (api: ApiClient, file: File) =>
  api.upload(contract.audit.verifyDocument, { file, fileName: file.name });
