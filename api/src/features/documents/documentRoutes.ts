import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { contract, DOCUMENT_UPLOAD_MAX_BYTES, ONLY_PDF_MESSAGE } from '@offerdesk/shared/contract';
import { route } from '../../http/route';
import { refusePdf } from '../../pdf/pdfCheck';
import {
  addDocuments,
  CONTRACT_DOCUMENT_WRITE,
  DOCUMENT_WRITE,
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
  offerIdOfContract,
  offerForm,
  removeDocuments,
  setCustomFields,
  updateFormTemplates,
} from './documentService';
import { offerRoute } from '../offers/offerAccess';
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
  const ofContract = (contractId: number) => offerIdOfContract(db, contractId);
  const contractReader = { need: 'anySide', notFound: CONTRACT_DOCUMENT_WRITE.notFound } as const;
  route(app, documents.byFormTemplate, (request) => documentsByFormTemplate(db, request.agent, request.query.id));
  route(app, documents.byPropertyType, (request) => documentsByPropertyType(db, mls, request.query));
  offerRoute(app, db, documents.addDocuments, { ...DOCUMENT_WRITE, offerId: (r) => r.body.offerId }, (request) =>
    addDocuments(db, mls, request.agent, request.body),
  );
  offerRoute(app, db, documents.addTemplateDocuments, { ...DOCUMENT_WRITE, offerId: (r) => r.body.offerId }, (request) =>
    addTemplateDocuments(db, mls, request.agent, request.body.offerId, request.body.documents),
  );
  offerRoute(
    app,
    db,
    documents.addSmartDocuments,
    { ...CONTRACT_DOCUMENT_WRITE, offerId: (r) => ofContract(r.body.contractId) },
    (request) => addSmartDocuments(db, mls, request.agent, request.body),
  );
  offerRoute(app, db, documents.changeFormTemplate, { ...DOCUMENT_WRITE, offerId: (r) => r.params.offerId }, (request) =>
    changeFormTemplate(db, request.agent, request.params.offerId, request.params.templateId),
  );
  route(app, documents.changePropertyType, (request) => changePropertyType(db, request.agent, request.query));
  route(app, documents.updateFormTemplates, (request) =>
    updateFormTemplates(db, request.agent, request.body.offerId, request.body.formTemplateIds),
  );
  offerRoute(app, db, documents.removeDocuments, { ...CONTRACT_DOCUMENT_WRITE, offerId: (r) => ofContract(r.body.contractId) }, (request) =>
    removeDocuments(db, request.agent, request.body.contractId, request.body.documentIds),
  );
  // The caller must own the offer before the file is read.
  offerRoute(app, db, documents.addOfferDocument, { ...DOCUMENT_WRITE, offerId: (r) => r.query.offerId }, (request) =>
    addUploadedDocument(db, request.agent, request.query.offerId, () => readUpload(request)),
  );
  offerRoute(app, db, documents.byExternalId, { need: 'anySide', offerId: (r) => r.params.id }, (_r, access) =>
    documentsOfOffer(db, access.id),
  );
  offerRoute(app, db, documents.byContract, { ...contractReader, offerId: (r) => ofContract(r.query.contractId) }, (request) =>
    documentsOfContract(db, request.query.contractId),
  );
  offerRoute(app, db, documents.offerForm, { need: 'anySide', offerId: (r) => r.params.offerId }, (_r, access) => offerForm(db, access.id));
  route(app, documents.setCustomFields, (request) => setCustomFields(db, request.agent, request.body));
  offerRoute(
    app,
    db,
    documents.customFieldsByContract,
    { ...contractReader, offerId: (r) => ofContract(r.params.contractId) },
    (request, access) => customFieldsOfContract(db, access.id, request.query.includeEmptyFields === true),
  );
}
