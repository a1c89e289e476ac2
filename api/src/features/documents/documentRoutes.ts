import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { contract, DOCUMENT_UPLOAD_MAX_BYTES, ONLY_PDF_MESSAGE } from '@offerdesk/shared/contract';
import { route } from '../../http/route';
import { refusePdf } from '../../pdf/pdfCheck';
import {
  addDocuments,
  addSmartDocuments,
  addTemplateDocuments,
  addUploadedDocument,
  changeFormTemplate,
  changePropertyType,
  customFieldsOfContract,
  documentsByFormTemplate,
  documentsByPropertyType,
  documentsOfContract,
  documentsOfOffer,
  offerForm,
  removeDocuments,
  setCustomFields,
  updateFormTemplates,
} from './documentService';
import type { RouteDeps } from '../../http/deps';

const { documents } = contract;

/** The one PDF of a multipart upload (field 'file' unless named), read into memory within the size limit; a 400 naming the field otherwise. */
export async function readUpload(request: FastifyRequest, field = 'file'): Promise<{ filename: string; bytes: Uint8Array }> {
  if (!request.isMultipart()) throw refusePdf(field, `Send the PDF as multipart/form-data in the field '${field}'.`);
  let part;
  try {
    part = await request.file({ limits: { fileSize: DOCUMENT_UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  } catch {
    throw refusePdf(field, 'The upload could not be read.');
  }
  if (!part || part.fieldname !== field) throw refusePdf(field, `A PDF file is required in the field '${field}'.`);
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw refusePdf(field, `The PDF file is larger than ${DOCUMENT_UPLOAD_MAX_BYTES / 1024 / 1024} MB.`);
    }
    throw refusePdf(field, 'The upload could not be read.');
  }
  const type = part.mimetype.toLowerCase();
  if (type !== 'application/pdf' && type !== 'application/octet-stream' && type !== 'application/x-pdf')
    throw refusePdf(field, ONLY_PDF_MESSAGE);
  return { filename: part.filename, bytes };
}

/** RFC 8187 value characters: encodeURIComponent leaves ! ' ( ) * as they are, which the header grammar does not allow. */
const extValue = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** A file name safe inside a Content-Disposition header (ASCII, no quotes), with the UTF-8 name beside it (RFC 6266). */
export const disposition = (name: string) => {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}.pdf"; filename*=UTF-8''${extValue(`${name}.pdf`)}`;
};

export async function documentRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  await app.register(multipart, { limits: { fileSize: DOCUMENT_UPLOAD_MAX_BYTES, files: 1 } });
  const { db, mls } = deps;
  route(app, documents.byFormTemplate, (request) => documentsByFormTemplate(db, request.agent, request.query.id));
  route(app, documents.byPropertyType, (request) => documentsByPropertyType(db, mls, request.query));
  route(app, documents.addDocuments, (request) => addDocuments(db, mls, request.agent, request.body));
  route(app, documents.addTemplateDocuments, (request) =>
    addTemplateDocuments(db, mls, request.agent, request.body.offerId, request.body.documents),
  );
  route(app, documents.addSmartDocuments, (request) => addSmartDocuments(db, mls, request.agent, request.body));
  route(app, documents.changeFormTemplate, (request) =>
    changeFormTemplate(db, request.agent, request.params.offerId, request.params.templateId),
  );
  route(app, documents.changePropertyType, (request) => changePropertyType(db, request.agent, request.query));
  route(app, documents.updateFormTemplates, (request) =>
    updateFormTemplates(db, request.agent, request.body.offerId, request.body.formTemplateIds),
  );
  route(app, documents.removeDocuments, (request) => removeDocuments(db, request.agent, request.body.contractId, request.body.documentIds));
  route(app, documents.addOfferDocument, (request) =>
    addUploadedDocument(db, request.agent, request.query.offerId, () => readUpload(request)),
  );
  route(app, documents.byExternalId, (request) => documentsOfOffer(db, request.agent, request.params.id));
  route(app, documents.byContract, (request) => documentsOfContract(db, request.agent, request.query.contractId));
  route(app, documents.offerForm, (request) => offerForm(db, request.agent, request.params.offerId));
  route(app, documents.setCustomFields, (request) => setCustomFields(db, request.agent, request.body));
  route(app, documents.customFieldsByContract, (request) =>
    customFieldsOfContract(db, request.agent, request.params.contractId, request.query.includeEmptyFields === true),
  );
}
