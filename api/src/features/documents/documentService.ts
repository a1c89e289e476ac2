/**
 * The documents of an offer: what a form template or property type offers, assigning and removing
 * documents, uploads, the Form Info layout and values, and the generated PDF. Reads need the
 * caller to own the offer or be a party to it; writes need the owner and a draft or
 * reviewer-rejected offer. Anything else answers 404 as for a missing id.
 */
import {
  DOCUMENT_UPLOAD_MAX_BYTES,
  type AddDocumentsBody,
  type AvailableDocument,
  type MlsDocumentRef,
  type OfferDocument,
  type SetCustomFieldsBody,
} from '@offerdesk/shared/contract';
import { CUSTOM_FIELD_ID_LENGTH, DocumentState, HOA_ADDENDUM_DOCUMENT_TYPE_ID, PROPERTY_TYPES } from '@offerdesk/shared/domain';
import type { TokenSubject } from '../../auth/token';
import type { Db } from '../../db/db';
import { databaseDocumentStore as store } from '../../files/documentStore';
import { buildOfferForm, labelsOf } from './formLayout';
import { mergeValuesOf } from './mergeValues';
import { checkedPdf } from '../../pdf/pdfCheck';
import { withPageCounts } from './documentPageCounts';
import { pdfWork } from '../../pdf/pdfPool';
import { AppError, badField, notFound, upstreamUnavailable } from '../../http/errors';
import { MlsUnavailableError, type MlsProvider } from '../mls/types';
import { recordActivity } from '../offers/activitiesRepo';
import {
  documentsForPropertyType,
  documentsOfFormTemplate,
  findDocumentTemplates,
  formLayoutsOf,
  requiredInTemplates,
  type DocumentTemplateRow,
} from './documentTemplatesRepo';
import { unknownTemplateIds } from '../drafts/formTemplatesRepo';
import {
  contractOfOffer,
  customValuesOf,
  deleteAllDocuments,
  deleteDocumentsById,
  deleteDocumentsOfOtherTemplates,
  findContractDocument,
  findContractOfOffer,
  insertOfferDocument,
  listContractDocuments,
  offerOfContract,
  upsertCustomValues,
  type CustomValueRow,
  type OfferDocumentRow,
} from './offerDocumentsRepo';
import { missingContract, requireOfferAccess, type OfferAccessRule } from '../offers/offerAccess';
import { offerTemplateFacts, setOfferFormTemplates, type OfferFacts } from './offerTemplatesRepo';
import { deleteStoredFile } from '../../files/storedFilesRepo';
import { mlsDocumentPdf } from '../mls/mlsDocumentService';

export const DOCUMENTS_REMOVED_MESSAGE = 'Document removed successfully';
const NOT_EDITABLE = 'Only a draft or reviewer-rejected offer can change its documents.';

const offerFacts = async (db: Db, offerId: number) => (await offerTemplateFacts(db, offerId))!;

/** A write to an offer's documents: by its owner, while the offer is a draft or reviewer-rejected. */
export const DOCUMENT_WRITE = { need: 'ownerOfDraft', notEditable: NOT_EDITABLE } as const satisfies OfferAccessRule;
/** The same for a route that names the offer by its contract: a refused caller gets the contract's 404. */
export const CONTRACT_DOCUMENT_WRITE = { ...DOCUMENT_WRITE, notFound: missingContract } as const;

/** The offer for a reader (owner or party), else 404. */
export const readable = (db: Db, agent: TokenSubject, offerId: number) => requireOfferAccess(db, agent, offerId, { need: 'anySide' });

/** The offer for a write by its owner (row-locked inside a transaction), else 404; 409 once it left draft. */
export const writable = (db: Db, agent: TokenSubject, offerId: number, lock = false) =>
  requireOfferAccess(db, agent, offerId, { ...DOCUMENT_WRITE, lock });

/** The offer of a contract, else 404 as for an offer the caller may not see. */
export async function offerIdOfContract(db: Db, contractId: number) {
  const offerId = await offerOfContract(db, contractId);
  if (!offerId) throw missingContract();
  return offerId;
}

/** The offer of a contract the caller may read (its owner or a party), else the contract's 404. */
export async function readableContract(db: Db, agent: TokenSubject, contractId: number) {
  const offerId = await offerIdOfContract(db, contractId);
  await requireOfferAccess(db, agent, offerId, { need: 'anySide', notFound: missingContract });
  return offerId;
}
export const contractNotFound = (e: unknown) => {
  if (e instanceof AppError && e.statusCode === 404) throw notFound('Contract not found.');
  throw e;
};

const templateDocument = (d: DocumentTemplateRow, extra: Partial<AvailableDocument> = {}): AvailableDocument => ({
  id: d.id,
  name: d.name,
  documentTypeId: d.documentTypeId,
  isRequired: false,
  documentType: 'Template',
  externalGroupId: null,
  formTemplateDocuments: [],
  isAgentTemplate: false,
  useCustomizedTemplate: false,
  documentId: d.id,
  externalId: null,
  ...extra,
});

const STATE_NAMES = Object.fromEntries(Object.entries(DocumentState).map(([name, id]) => [id, name])) as Record<number, string>;
/** A document's state: Draft until shared, then the state of the newest sign set holding it. */
const documentStateName = (signSetStatusId: number | null) =>
  signSetStatusId === null ? 'Draft' : (STATE_NAMES[signSetStatusId] ?? 'Draft');

export const toOfferDocument = (r: OfferDocumentRow): OfferDocument => ({
  id: r.id,
  name: r.name,
  documentTypeId: r.documentTypeId,
  isRequired: r.type === 'Required',
  documentType: r.documentTemplateId ? 'Template' : 'PDF',
  externalGroupId: null,
  formTemplateDocuments: r.formTemplateId ? [{ formTemplateId: r.formTemplateId }] : [],
  isAgentTemplate: r.isAgentTemplate,
  useCustomizedTemplate: r.useCustomizedTemplate,
  documentId: r.documentTemplateId,
  externalId: r.externalId,
  contractId: r.contractId,
  type: r.type,
  status: documentStateName(r.signSetStatusId),
  selected: true,
  sha256: r.sha256,
  byteSize: r.byteSize,
  isSubmitted: r.isSubmitted,
  pageCount: r.pageCount,
});

/** GET /formtemplates/getdocumentsbyformtemplate */
export async function documentsByFormTemplate(db: Db, agent: TokenSubject, formTemplateId: number): Promise<AvailableDocument[]> {
  const found = await documentsOfFormTemplate(db, formTemplateId, agent.userId, agent.brokerageId);
  if (!found) throw notFound('Form template not found.');
  return found.docs.map((d) =>
    templateDocument(d, {
      isRequired: d.isRequired,
      formTemplateDocuments: [{ formTemplateId }],
      isAgentTemplate: found.template.isAgentTemplate,
    }),
  );
}

async function listingDocuments(mls: MlsProvider, mlsNumber: string): Promise<MlsDocumentRef[]> {
  try {
    return (await mls.getListing(mlsNumber))?.documents ?? [];
  } catch (error) {
    if (error instanceof MlsUnavailableError)
      throw upstreamUnavailable('mls_unavailable', 'The MLS service is not available right now. Please try again later.');
    throw error;
  }
}

/** GET /Offer/GetDocumentsByPropertyType */
export async function documentsByPropertyType(
  db: Db,
  mls: MlsProvider,
  query: { propertyTypeId: number; mlsId?: string; includeHOAAddendum?: boolean },
) {
  if (!PROPERTY_TYPES.some((p) => p.id === query.propertyTypeId)) throw badField('propertyTypeId', 'Unknown property type.');
  const docs = await documentsForPropertyType(db, query.propertyTypeId, query.includeHOAAddendum ? null : HOA_ADDENDUM_DOCUMENT_TYPE_ID);
  const mlsId = query.mlsId?.trim();
  return { documents: docs.map((d) => templateDocument(d)), mlsDocuments: mlsId ? await listingDocuments(mls, mlsId) : [] };
}

/** Downloads and checks the MLS documents the caller chose: each must be a document of the offer's listing. */
async function downloadMlsDocuments(db: Db, mls: MlsProvider, offer: OfferFacts, refs: readonly MlsDocumentRef[]) {
  if (!refs.length) return [];
  if (!offer.mlsNumber) throw badField('mlsDocuments', 'The offer has no MLS listing.');
  const listed = new Map((await listingDocuments(mls, offer.mlsNumber)).map((d) => [d.object_id, d]));
  const out: Array<{ ref: MlsDocumentRef; bytes: Uint8Array; pages: number }> = [];
  for (const [i, ref] of refs.entries()) {
    const doc = listed.get(ref.object_id);
    if (!doc) throw badField(`mlsDocuments.${i}.object_id`, "Not a document of the offer's MLS listing.");
    const bytes = mls.kind === 'embedded' ? await mlsDocumentPdf(db, doc.object_id) : await fetchDocument(doc.content_url);
    out.push({ ref: doc, ...(await checkedPdf(bytes, `mlsDocuments.${i}`)) });
  }
  return out;
}

async function fetchDocument(url: string): Promise<Uint8Array> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(20_000) });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const length = Number(res.headers.get('content-length') ?? 0);
    if (length > DOCUMENT_UPLOAD_MAX_BYTES) throw new Error('too large');
    const bytes = new Uint8Array(await res.arrayBuffer());
    if (bytes.byteLength > DOCUMENT_UPLOAD_MAX_BYTES) throw new Error('too large');
    return bytes;
  } catch {
    throw upstreamUnavailable('mls_unavailable', 'The MLS document could not be downloaded. Please try again later.');
  }
}

interface TemplateChoice {
  documentId: number;
  formTemplateId?: number | null;
  useCustomizedTemplate?: boolean;
}

/** Assigns template documents and downloaded MLS documents in one transaction; answers the contract id. */
async function assignDocuments(
  db: Db,
  mls: MlsProvider,
  agent: TokenSubject,
  offerId: number,
  choices: readonly TemplateChoice[],
  mlsRefs: readonly MlsDocumentRef[],
  field: string,
) {
  const offer = await offerFacts(db, offerId);
  const ids = [...new Set(choices.map((c) => c.documentId))];
  const templates = new Map((await findDocumentTemplates(db, ids)).map((d) => [d.id, d]));
  const unknown = ids.filter((id) => !templates.has(id));
  if (unknown.length) throw badField(field, `Unknown document template id(s): ${unknown.join(', ')}`);
  const named = choices.map((c) => c.formTemplateId).filter((id): id is number => id != null);
  const foreign = await unknownTemplateIds(db, [...new Set(named)], agent.userId, agent.brokerageId);
  if (foreign.length) throw badField('documents', `Unknown form template id(s): ${foreign.join(', ')}`);
  const downloads = await downloadMlsDocuments(db, mls, offer, mlsRefs);
  return db.tx(async (t) => {
    await writable(t, agent, offerId, true);
    const contractId = await contractOfOffer(t, offerId);
    const required = new Map((await requiredInTemplates(t, offer.formTemplateIds)).map((r) => [r.documentTemplateId, r.formTemplateId]));
    let added = 0;
    for (const c of choices) {
      const d = templates.get(c.documentId)!;
      const formTemplateId = c.formTemplateId ?? required.get(d.id) ?? null;
      const id = await insertOfferDocument(t, {
        contractId,
        type: required.has(d.id) ? 'Required' : 'Additional',
        name: d.name,
        documentTypeId: d.documentTypeId,
        documentTemplateId: d.id,
        formTemplateId,
        useCustomizedTemplate: c.useCustomizedTemplate ?? false,
        userId: agent.userId,
      });
      if (id) added++;
    }
    for (const { ref, bytes, pages } of downloads) {
      const file = await store.put(t, bytes, 'application/pdf', pages);
      const id = await insertOfferDocument(t, {
        contractId,
        type: 'MLS',
        name: ref.content_desc || ref.object_id,
        externalId: ref.object_id,
        fileId: file.id,
        userId: agent.userId,
      });
      if (id) added++;
      else await deleteStoredFile(t, file.id);
    }
    await recordActivity(t, { offerId, actorUserId: agent.userId, action: 'offer.documentsAdded', details: { contractId, added } });
    return { contractId };
  });
}

/** POST /offer/adddocuments */
export const addDocuments = (db: Db, mls: MlsProvider, agent: TokenSubject, body: AddDocumentsBody) =>
  assignDocuments(
    db,
    mls,
    agent,
    body.offerId,
    body.documentTemplateIds.map((documentId) => ({ documentId })),
    body.mlsDocuments,
    'documentTemplateIds',
  );

/** POST /offer/AddDocumentTemplates */
export const addTemplateDocuments = (
  db: Db,
  mls: MlsProvider,
  agent: TokenSubject,
  offerId: number,
  documents: readonly TemplateChoice[],
) => assignDocuments(db, mls, agent, offerId, documents, [], 'documents');

/** POST /transactionBase/AddSmartDocuments */
export async function addSmartDocuments(
  db: Db,
  mls: MlsProvider,
  agent: TokenSubject,
  body: Omit<AddDocumentsBody, 'offerId'> & { contractId: number },
) {
  const offerId = await offerIdOfContract(db, body.contractId);
  return addDocuments(db, mls, agent, { ...body, offerId }).catch(contractNotFound);
}

async function templateResult(db: Db, offerId: number, formTemplateId: number | null) {
  const offer = await offerFacts(db, offerId);
  return {
    offerId,
    propertyTypeId: offer.propertyTypeId,
    formTemplateId,
    formTemplateIds: offer.formTemplateIds,
    contractId: await contractOfOffer(db, offerId),
  };
}

/** PUT /offer/changeformtemplate/{offerId}/{templateId}: the template's documents replace every assigned document. */
export async function changeFormTemplate(db: Db, agent: TokenSubject, offerId: number, templateId: number) {
  const found = await documentsOfFormTemplate(db, templateId, agent.userId, agent.brokerageId);
  if (!found) throw notFound('Form template not found.');
  return db.tx(async (t) => {
    await writable(t, agent, offerId, true);
    const contractId = await contractOfOffer(t, offerId);
    await setOfferFormTemplates(t, offerId, [templateId]);
    await deleteAllDocuments(t, contractId);
    for (const d of found.docs) {
      await insertOfferDocument(t, {
        contractId,
        type: d.isRequired ? 'Required' : 'Additional',
        name: d.name,
        documentTypeId: d.documentTypeId,
        documentTemplateId: d.id,
        formTemplateId: templateId,
        userId: agent.userId,
      });
    }
    await recordActivity(t, { offerId, actorUserId: agent.userId, action: 'offer.formTemplateChanged', details: { templateId } });
    return templateResult(t, offerId, templateId);
  });
}

/** Sets the offer's form templates (and property type); documents of templates no longer chosen leave the offer. */
async function setTemplates(
  db: Db,
  agent: TokenSubject,
  offerId: number,
  formTemplateIds: readonly number[],
  field: string,
  propertyTypeId?: number,
) {
  await writable(db, agent, offerId);
  const ids = [...new Set(formTemplateIds)];
  const unknown = await unknownTemplateIds(db, ids, agent.userId, agent.brokerageId);
  if (unknown.length) throw badField(field, `Unknown form template id(s): ${unknown.join(', ')}`);
  return db.tx(async (t) => {
    await writable(t, agent, offerId, true);
    const contractId = await contractOfOffer(t, offerId);
    await setOfferFormTemplates(t, offerId, ids, propertyTypeId);
    const removed = await deleteDocumentsOfOtherTemplates(t, contractId, ids);
    await recordActivity(t, {
      offerId,
      actorUserId: agent.userId,
      action: 'offer.formTemplatesChanged',
      details: { formTemplateIds: ids, propertyTypeId, removed },
    });
    return templateResult(t, offerId, ids[0] ?? null);
  });
}

/** POST /offer/UpdateFormTemplates */
export const updateFormTemplates = (db: Db, agent: TokenSubject, offerId: number, formTemplateIds: readonly number[]) =>
  setTemplates(db, agent, offerId, formTemplateIds, 'formTemplateIds');

/** PUT /offer/ChangePropertyType?offerId&propertyTypeId&formTemplateIds */
export async function changePropertyType(
  db: Db,
  agent: TokenSubject,
  query: { offerId: number; propertyTypeId: number; formTemplateIds?: string },
) {
  if (!PROPERTY_TYPES.some((p) => p.id === query.propertyTypeId)) throw badField('propertyTypeId', 'Unknown property type.');
  const parts = (query.formTemplateIds ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (parts.some((p) => !/^[1-9]\d{0,9}$/.test(p) || Number(p) > 2147483647))
    throw badField('formTemplateIds', 'Comma-joined form template ids are expected.');
  return setTemplates(db, agent, query.offerId, parts.map(Number), 'formTemplateIds', query.propertyTypeId);
}

/** PUT /offer/RemoveOfferDocuments */
export async function removeDocuments(db: Db, agent: TokenSubject, contractId: number, documentIds: readonly number[]) {
  const offerId = await offerIdOfContract(db, contractId);
  return db.tx(async (t) => {
    await writable(t, agent, offerId, true).catch(contractNotFound);
    const ids = [...new Set(documentIds)];
    const known = new Set((await listContractDocuments(t, contractId)).map((d) => d.id));
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length) throw badField('documentIds', `Unknown document id(s): ${unknown.join(', ')}`);
    const removed = await deleteDocumentsById(t, contractId, ids);
    await recordActivity(t, {
      offerId,
      actorUserId: agent.userId,
      action: 'offer.documentsRemoved',
      details: { contractId, documentIds: ids },
    });
    return { removed, message: DOCUMENTS_REMOVED_MESSAGE };
  });
}

/** A document name from an uploaded file name: no path, no extension, printable, at most 200 characters. */
export function documentNameOf(filename: string | undefined): string {
  const base = (filename ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/\.pdf$/i, '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 200);
  return clean || 'Uploaded document';
}

/** Stores a checked uploaded PDF as an Additional document of the contract, with its activity; the document's id. */
export async function storeUploadedDocument(
  t: Db,
  agent: TokenSubject,
  offerId: number,
  contractId: number,
  file: { filename: string; bytes: Uint8Array; pages: number },
): Promise<number> {
  const stored = await store.put(t, file.bytes, 'application/pdf', file.pages);
  const id = (await insertOfferDocument(t, {
    contractId,
    type: 'Additional',
    name: documentNameOf(file.filename),
    fileId: stored.id,
    userId: agent.userId,
  }))!;
  await recordActivity(t, {
    offerId,
    actorUserId: agent.userId,
    action: 'offer.documentUploaded',
    details: { contractId, documentId: id, sha256: stored.sha256 },
  });
  return id;
}

/** POST /offer/AddOfferDocument: the caller must own the offer before the file is read; a refused file leaves nothing behind. */
export async function addUploadedDocument(
  db: Db,
  agent: TokenSubject,
  offerId: number,
  readFile: () => Promise<{ filename: string; bytes: Uint8Array }>,
) {
  const upload = await readFile();
  const file = { ...upload, ...(await checkedPdf(upload.bytes, 'file')) };
  return db.tx(async (t) => {
    await writable(t, agent, offerId, true);
    const contractId = await contractOfOffer(t, offerId);
    const id = await storeUploadedDocument(t, agent, offerId, contractId, file);
    return toOfferDocument((await findContractDocument(t, contractId, id))!);
  });
}

/** GET /offer/GetOfferDocumentsByExternalId/{id} */
export async function documentsOfOffer(db: Db, offerId: number) {
  return (await withPageCounts(db, await listContractDocuments(db, await contractIdIfAny(db, offerId)))).map(toOfferDocument);
}
export const contractIdIfAny = async (db: Db, offerId: number) => (await findContractOfOffer(db, offerId)) ?? 0;

/** GET /offer/GetOfferDocumentsByContract */
export async function documentsOfContract(db: Db, contractId: number) {
  return (await withPageCounts(db, await listContractDocuments(db, contractId))).map(toOfferDocument);
}

const savedValues = async (db: Db, offerId: number) =>
  Object.fromEntries((await customValuesOf(db, offerId)).map((r) => [r.key, r.kind === 'checkbox' ? r.value === 'true' : r.value]));

/** Merge values of the offer overlaid with the Form Info values saved for it. */
async function documentValues(db: Db, offerId: number) {
  return { ...(await mergeValuesOf(db, offerId)), ...(await savedValues(db, offerId)) };
}

const assignedLayouts = async (db: Db, offerId: number) => {
  const docs = await listContractDocuments(db, await contractIdIfAny(db, offerId));
  const templateIds = [...new Set(docs.map((d) => d.documentTemplateId).filter((id): id is number => id != null))];
  return formLayoutsOf(db, templateIds);
};

/** GET /offer/GetOfferForm/{offerId} */
export async function offerForm(db: Db, offerId: number) {
  return buildOfferForm(offerId, await assignedLayouts(db, offerId), await documentValues(db, offerId));
}

const isFieldKey = (key: string) => key.includes('.') || key.length === CUSTOM_FIELD_ID_LENGTH;

/** POST /offer/SetOffersCustomFields: fields need a dotted or 24-character key; checkboxes and option groups need another. */
export async function setCustomFields(db: Db, agent: TokenSubject, body: SetCustomFieldsBody) {
  const rows: CustomValueRow[] = [];
  body.mergeFields.forEach((f, i) => {
    if (!isFieldKey(f.key)) throw badField(`mergeFields.${i}.key`, 'A field key has a dot or 24 characters.');
    rows.push({ key: f.key, kind: 'merge', value: f.value });
  });
  body.checkBoxes.forEach((c, i) => {
    if (isFieldKey(c.key)) throw badField(`checkBoxes.${i}.key`, 'A checkbox key has no dot and is not 24 characters long.');
    rows.push({ key: c.key, kind: 'checkbox', value: String(c.isChecked) });
  });
  body.muliCheckBoxes.forEach((m, i) => {
    if (isFieldKey(m.key)) throw badField(`muliCheckBoxes.${i}.key`, 'An option group key has no dot and is not 24 characters long.');
    rows.push({ key: m.key, kind: 'multi', value: m.value });
  });
  const keys = rows.map((r) => r.key);
  const dup = keys.find((k, i) => keys.indexOf(k) !== i);
  if (dup) throw badField('mergeFields', `The key '${dup}' is sent twice.`);
  return db.tx(async (t) => {
    await writable(t, agent, body.externalId, true);
    await upsertCustomValues(t, body.externalId, rows);
    await recordActivity(t, {
      offerId: body.externalId,
      actorUserId: agent.userId,
      action: 'offer.customFieldsSaved',
      details: { count: rows.length },
    });
    return { saved: rows.length };
  });
}

/** GET /custominput/getcustomfieldsbycontract/{contractId} */
export async function customFieldsOfContract(db: Db, offerId: number, includeEmptyFields: boolean) {
  const labels = new Map((await assignedLayouts(db, offerId)).flatMap((d) => d.form.flat().flatMap(labelsOf)));
  const saved = await customValuesOf(db, offerId);
  const out = saved.map((r) => ({ key: r.key, name: labels.get(r.key) ?? r.key, kind: r.kind, value: r.value }));
  if (includeEmptyFields) {
    const have = new Set(saved.map((r) => r.key));
    for (const [key, name] of labels) {
      if (!have.has(key)) out.push({ key, name, kind: isFieldKey(key) ? 'merge' : 'checkbox', value: null });
    }
  } else return out.filter((r) => r.value !== null && r.value !== '');
  return out;
}

/** An offer document's PDF: a stored PDF as it is, a template document filled with the offer's values. */
export async function filledDocumentPdf(db: Db, offerId: number, doc: OfferDocumentRow): Promise<Buffer> {
  const bytes = await store.get(db, (doc.fileId ?? doc.templateFileId)!);
  if (!bytes) throw notFound('Document not found.');
  return doc.fileId ? bytes : Buffer.from(await pdfWork('fillTemplatePdf', bytes, await documentValues(db, offerId)));
}
