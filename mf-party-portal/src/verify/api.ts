/** The verify page's call (contract: audit). */
import { contract, type ApiClient } from '@offerdesk/shared';

/** POST /verify/document: what a PDF proves about its seal (the verify page; the file is not kept). */
export const verifySealedDocument = (api: ApiClient, file: File) =>
  api.upload(contract.audit.verifyDocument, { file, fileName: file.name });
