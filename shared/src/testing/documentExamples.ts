/** Wire examples of the documents routes: available and assigned documents, a Form Info layout. */
import type { AvailableDocument, ContractDocument, FormItem, OfferDocument, OfferForm } from '../contract';

export function exampleAvailableDocument(overrides: Partial<AvailableDocument> = {}): AvailableDocument {
  const id = overrides.id ?? 1;
  return {
    id,
    name: 'Residential Purchase Agreement',
    documentTypeId: 101,
    isRequired: false,
    documentType: 'Template',
    externalGroupId: null,
    formTemplateDocuments: [],
    isAgentTemplate: false,
    useCustomizedTemplate: false,
    documentId: id,
    externalId: null,
    ...overrides,
  };
}

export function exampleOfferDocument(overrides: Partial<OfferDocument> = {}): OfferDocument {
  return {
    ...exampleAvailableDocument(),
    id: 500,
    documentId: 1,
    contractId: 77,
    type: 'Required',
    status: 'Draft',
    selected: true,
    isSubmitted: false,
    sha256: null,
    byteSize: null,
    pageCount: 2,
    ...overrides,
  };
}

/** A Form Info item; `type` decides which parts it carries. */
export function exampleFormItem(overrides: Partial<FormItem> & Pick<FormItem, 'id' | 'type'>): FormItem {
  return { width: 12, height: 1, text: null, triggerFields: [], ...overrides };
}

export function exampleOfferForm(overrides: Partial<OfferForm> = {}): OfferForm {
  return { offerId: 9, rows: [], ...overrides };
}

/** A document of the contract documents list: a draft PDF the caller added, unless overridden. */
export function exampleContractDocument(overrides: Partial<ContractDocument> = {}): ContractDocument {
  return {
    id: 600,
    contractId: 77,
    name: 'Inspection Report',
    documentType: 'PDF',
    type: 'Offer',
    status: 'Draft',
    externalUserId: 1,
    isOwner: true,
    displayOrder: 1,
    sharedOn: null,
    sharedSignSet: null,
    sharedSignSetCategory: null,
    sharedSignSetStatus: null,
    sharedParties: [],
    signedOn: null,
    pageCount: 2,
    ...overrides,
  };
}
