/**
 * Documents of an offer: the documents a form template or property type offers, the documents
 * assigned to the offer's contract (template, MLS and uploaded PDFs), the Form Info layout and
 * values, and the generated PDF.
 */
import { Type, type Static } from '@sinclair/typebox';
import { CONDITION_OPERATORS } from '../domain/documents';
import { defineRoute, fileResponses, responses } from './route';
import { Id, NInt, NStr, StringEnum, Text } from './schema';

const tags = ['documents'];

/** A document of the MLS listing: its object id, where to download it and its title. */
export const MlsDocumentRef = Type.Object({
  object_id: Text(200, { minLength: 1 }),
  content_url: Text(2000),
  content_desc: Text(300),
});
export type MlsDocumentRef = Static<typeof MlsDocumentRef>;

/** A document an offer may take: a template document (documentType 'Template') or a stored PDF. */
export const AvailableDocument = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  documentTypeId: NInt(),
  isRequired: Type.Boolean(),
  documentType: StringEnum(['PDF', 'Template']),
  externalGroupId: NStr(),
  formTemplateDocuments: Type.Array(Type.Object({ formTemplateId: Type.Integer() })),
  isAgentTemplate: Type.Boolean(),
  useCustomizedTemplate: Type.Boolean(),
  documentId: NInt(),
  externalId: NStr(),
});
export type AvailableDocument = Static<typeof AvailableDocument>;

export const OFFER_DOCUMENT_TYPES = ['Required', 'Additional', 'MLS'] as const;
export type OfferDocumentType = (typeof OFFER_DOCUMENT_TYPES)[number];

/** A document assigned to the offer's contract. */
export const OfferDocument = Type.Object({
  ...AvailableDocument.properties,
  contractId: Type.Integer(),
  type: StringEnum(OFFER_DOCUMENT_TYPES),
  status: Type.String(),
  selected: Type.Boolean(),
  sha256: NStr(),
  byteSize: NInt(),
  isSubmitted: Type.Boolean({ description: 'Submitted to the broker for review (a signed document of a sale).' }),
  /** Pages of the document's PDF (docs/domain/documents.md, "Page count"); null when it could not be counted. */
  pageCount: NInt(),
});
export type OfferDocument = Static<typeof OfferDocument>;

export const DocumentsByPropertyType = Type.Object({
  documents: Type.Array(AvailableDocument),
  mlsDocuments: Type.Array(Type.Object({ object_id: Type.String(), content_url: Type.String(), content_desc: Type.String() })),
});

const ids = (description: string) => Type.Array(Id(), { maxItems: 200, description });
const ContractIdResult = Type.Object({ contractId: Type.Integer() });

export const AddDocumentsBody = Type.Object({
  offerId: Id(),
  documentTemplateIds: ids('Template documents to assign.'),
  mlsDocuments: Type.Array(MlsDocumentRef, { maxItems: 50 }),
  createdBy: Type.Optional(Text(200)),
  hasDocuments: Type.Optional(Type.Boolean()),
});
export type AddDocumentsBody = Static<typeof AddDocumentsBody>;

export const SmartDocumentsBody = Type.Object({
  contractId: Id(),
  documentTemplateIds: ids('Template documents to assign.'),
  mlsDocuments: Type.Array(MlsDocumentRef, { maxItems: 50 }),
  createdBy: Type.Optional(Text(200)),
  hasDocuments: Type.Optional(Type.Boolean()),
});

export const AddTemplateDocumentsBody = Type.Object({
  offerId: Id(),
  documents: Type.Array(Type.Object({ documentId: Id(), useCustomizedTemplate: Type.Boolean(), formTemplateId: Type.Optional(Id()) }), {
    maxItems: 200,
  }),
});

export const FormTemplatesResult = Type.Object({
  offerId: Type.Integer(),
  propertyTypeId: NInt(),
  formTemplateId: NInt(),
  formTemplateIds: Type.Array(Type.Integer()),
  contractId: Type.Integer(),
});
export type FormTemplatesResult = Static<typeof FormTemplatesResult>;

export const TriggerFieldSchema = Type.Object({
  triggerFieldId: Type.String(),
  triggerFieldState: StringEnum(CONDITION_OPERATORS),
  value: NStr(),
  displayRule: Type.Integer({ minimum: 1, maximum: 4 }),
});

/** A field of the Form Info: a merge field (its key has a dot) or a custom field (a 24-character id). */
export const FormField = Type.Object({
  key: Type.String(),
  name: Type.String(),
  helpText: NStr(),
  webFormLabel: Type.String(),
  toolTip: NStr(),
  value: NStr(),
  isRequired: Type.Boolean(),
  dataType: StringEnum(['Text', 'Number', 'Currency', 'Date']),
  textMode: StringEnum(['SingleLine', 'MultiLine']),
  fieldGroupId: NInt(),
  triggerFields: Type.Array(TriggerFieldSchema),
});
export type FormField = Static<typeof FormField>;

export const CheckBoxField = Type.Object({
  id: Type.String(),
  name: Type.String(),
  isChecked: Type.Boolean(),
  checkBoxGroup: NStr(),
  triggerFields: Type.Array(TriggerFieldSchema),
});
export type CheckBoxField = Static<typeof CheckBoxField>;

export const RadioGroup = Type.Object({
  groupName: Type.String(),
  label: Type.String(),
  value: NStr(),
  isRequired: Type.Boolean(),
  options: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
});
export type RadioGroup = Static<typeof RadioGroup>;

export const FORM_ITEM_TYPES = [
  'MERGE_FIELD',
  'CUSTOM_FIELD',
  'TITLE',
  'SUB_TITLE',
  'MULTI_CHECKBOX',
  'CHECKBOX',
  'SINGLE_CHECKBOX',
] as const;
export type FormItemType = (typeof FORM_ITEM_TYPES)[number];

/** One item of a column: a title, a field, a checkbox group, a single checkbox or a radio group; width in twelfths. */
export const FormItem = Type.Object({
  id: Type.String(),
  type: StringEnum(FORM_ITEM_TYPES),
  width: Type.Integer({ minimum: 1, maximum: 12 }),
  height: Type.Integer(),
  text: NStr(),
  field: Type.Optional(FormField),
  checkBoxes: Type.Optional(Type.Array(CheckBoxField)),
  radio: Type.Optional(RadioGroup),
  fieldGroup: Type.Optional(Type.Object({ id: Type.Integer(), name: Type.String(), description: NStr() })),
  triggerFields: Type.Array(TriggerFieldSchema),
});
export type FormItem = Static<typeof FormItem>;

export const OfferForm = Type.Object({
  offerId: Type.Integer(),
  rows: Type.Array(Type.Object({ columns: Type.Array(Type.Object({ width: Type.Integer(), items: Type.Array(FormItem) })) })),
});
export type OfferForm = Static<typeof OfferForm>;

const CustomKey = Text(100, { minLength: 1 });
export const SetCustomFieldsBody = Type.Object({
  externalId: Id({ description: 'The offer id.' }),
  mergeFields: Type.Array(Type.Object({ key: CustomKey, value: Type.Union([Text(4000), Type.Null()]) }), { maxItems: 500 }),
  checkBoxes: Type.Array(Type.Object({ key: CustomKey, isChecked: Type.Boolean() }), { maxItems: 500 }),
  muliCheckBoxes: Type.Array(Type.Object({ key: CustomKey, value: Type.Union([Text(200), Type.Null()]) }), { maxItems: 500 }),
});
export type SetCustomFieldsBody = Static<typeof SetCustomFieldsBody>;

export const CustomFieldValue = Type.Object({
  key: Type.String(),
  name: Type.String(),
  kind: StringEnum(['merge', 'checkbox', 'multi']),
  value: NStr(),
});

/** The upload limit of a PDF document, in bytes. */
export const DOCUMENT_UPLOAD_MAX_BYTES = 25 * 1024 * 1024;
export const ONLY_PDF_MESSAGE = 'Only pdf files are supported.';

export const documentRoutes = {
  byFormTemplate: defineRoute({
    method: 'GET',
    url: '/formtemplates/getdocumentsbyformtemplate',
    auth: 'agent',
    summary: 'The documents of a form template the caller may use',
    tags,
    schema: {
      querystring: Type.Object({ id: Id(), onlyMappingCompleted: Type.Optional(Type.Boolean()) }),
      response: responses(Type.Array(AvailableDocument), 400, 401, 404),
    },
  }),
  byPropertyType: defineRoute({
    method: 'GET',
    url: '/Offer/GetDocumentsByPropertyType',
    auth: 'agent',
    summary: "Documents offered for a property type (the HOA Addendum only when asked) and the listing's MLS documents",
    tags,
    schema: {
      querystring: Type.Object({ propertyTypeId: Id(), mlsId: Type.Optional(Text(50)), includeHOAAddendum: Type.Optional(Type.Boolean()) }),
      response: responses(DocumentsByPropertyType, 400, 401, 502),
    },
  }),
  addDocuments: defineRoute({
    method: 'POST',
    url: '/offer/adddocuments',
    auth: 'agent',
    summary: "Assigns template documents and the listing's MLS documents (downloaded and stored) to the offer; answers the contract id",
    tags,
    schema: { body: AddDocumentsBody, response: responses(ContractIdResult, 400, 401, 404, 409, 502) },
  }),
  addTemplateDocuments: defineRoute({
    method: 'POST',
    url: '/offer/AddDocumentTemplates',
    auth: 'agent',
    summary: 'Assigns template documents, each with its form template and whether the customised template is used',
    tags,
    schema: { body: AddTemplateDocumentsBody, response: responses(ContractIdResult, 400, 401, 404, 409) },
  }),
  changeFormTemplate: defineRoute({
    method: 'PUT',
    url: '/offer/changeformtemplate/:offerId/:templateId',
    auth: 'agent',
    summary: "Makes the template the offer's only form template and replaces every assigned document with its documents",
    tags,
    schema: { params: Type.Object({ offerId: Id(), templateId: Id() }), response: responses(FormTemplatesResult, 400, 401, 404, 409) },
  }),
  changePropertyType: defineRoute({
    method: 'PUT',
    url: '/offer/ChangePropertyType',
    auth: 'agent',
    summary: "Changes the offer's property type and form templates; documents of templates no longer chosen leave the offer",
    tags,
    schema: {
      querystring: Type.Object({
        offerId: Id(),
        propertyTypeId: Id(),
        formTemplateIds: Type.Optional(Text(2000, { description: 'Comma-joined ids.' })),
      }),
      response: responses(FormTemplatesResult, 400, 401, 404, 409),
    },
  }),
  updateFormTemplates: defineRoute({
    method: 'POST',
    url: '/offer/UpdateFormTemplates',
    auth: 'agent',
    summary: "Sets the offer's form templates; the documents of a deselected template leave the offer",
    tags,
    schema: {
      body: Type.Object({ offerId: Id(), formTemplateIds: ids('The chosen form templates.') }),
      response: responses(FormTemplatesResult, 400, 401, 404, 409),
    },
  }),
  removeDocuments: defineRoute({
    method: 'PUT',
    url: '/offer/RemoveOfferDocuments',
    auth: 'agent',
    summary: "Removes documents from the offer's contract",
    tags,
    schema: {
      body: Type.Object({ contractId: Id(), documentIds: Type.Array(Id(), { minItems: 1, maxItems: 200 }) }),
      response: responses(Type.Object({ removed: Type.Integer(), message: Type.String() }), 400, 401, 404, 409),
    },
  }),
  addOfferDocument: defineRoute({
    method: 'POST',
    url: '/offer/AddOfferDocument',
    auth: 'agent',
    summary: `Uploads a PDF (multipart field 'file', at most ${DOCUMENT_UPLOAD_MAX_BYTES / 1024 / 1024} MB) as an additional document of the offer`,
    tags,
    consumes: ['multipart/form-data'],
    schema: { querystring: Type.Object({ offerId: Id() }), response: responses(OfferDocument, 400, 401, 404, 409, 413) },
  }),
  byExternalId: defineRoute({
    method: 'GET',
    url: '/offer/GetOfferDocumentsByExternalId/:id',
    auth: 'agent',
    summary: 'The documents assigned to an offer (id = offer id)',
    tags,
    schema: { params: Type.Object({ id: Id() }), response: responses(Type.Array(OfferDocument), 400, 401, 404) },
  }),
  byContract: defineRoute({
    method: 'GET',
    url: '/offer/GetOfferDocumentsByContract',
    auth: 'agent',
    summary: 'The documents assigned to a contract',
    tags,
    schema: {
      querystring: Type.Object({ contractId: Id(), signSetId: Type.Optional(Id()) }),
      response: responses(Type.Array(OfferDocument), 400, 401, 404),
    },
  }),
  offerForm: defineRoute({
    method: 'GET',
    url: '/offer/GetOfferForm/:offerId',
    auth: 'agent',
    summary: "The Form Info layout of the offer's documents (rows, columns, items) with the saved values",
    tags,
    schema: { params: Type.Object({ offerId: Id() }), response: responses(OfferForm, 400, 401, 404) },
  }),
  setCustomFields: defineRoute({
    method: 'POST',
    url: '/offer/SetOffersCustomFields',
    auth: 'agent',
    summary: 'Saves the Form Info values: fields (dotted or 24-character keys), checkboxes and option groups',
    tags,
    schema: { body: SetCustomFieldsBody, response: responses(Type.Object({ saved: Type.Integer() }), 400, 401, 404, 409) },
  }),
  customFieldsByContract: defineRoute({
    method: 'GET',
    url: '/docapi/custominput/getcustomfieldsbycontract/:contractId',
    auth: 'agent',
    summary: "The Form Info values saved for a contract's offer (with the empty ones when asked)",
    tags,
    schema: {
      params: Type.Object({ contractId: Id() }),
      querystring: Type.Object({ includeEmptyFields: Type.Optional(Type.Boolean()) }),
      response: responses(Type.Array(CustomFieldValue), 400, 401, 404),
    },
  }),
  addSmartDocuments: defineRoute({
    method: 'POST',
    url: '/transactionBase/AddSmartDocuments',
    auth: 'agent',
    summary: 'Assigns template and MLS documents to a contract; answers the contract id',
    tags,
    schema: { body: SmartDocumentsBody, response: responses(ContractIdResult, 400, 401, 404, 409, 502) },
  }),
  download: defineRoute({
    method: 'GET',
    url: '/offer/DownloadOfferDocument',
    auth: 'signing',
    summary:
      'An assigned document as it stands: its sign set copy while being signed (stamped so far) or once signed by all (the sealed copy the certificate lists), else the PDF as uploaded or the template with every known merge field and Form Info value filled',
    tags,
    produces: 'application/pdf',
    schema: { querystring: Type.Object({ contractId: Id(), documentId: Id() }), response: fileResponses(400, 401, 404) },
  }),
};
