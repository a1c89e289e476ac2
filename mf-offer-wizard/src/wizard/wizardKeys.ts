/** What an address search asks: the typed text within a country and state (either may be unset). */
export interface AddressSearch {
  address: string;
  countryId: number | null;
  stateId: number | null;
}

/** The server-state keys of the offer wizard. */
export const wizardKeys = {
  all: ['wizard'] as const,
  lookups: () => [...wizardKeys.all, 'lookups'] as const,
  formBuilderEnabled: () => [...wizardKeys.all, 'form-builder-enabled'] as const,
  offer: (offerId: number) => [...wizardKeys.all, 'offer', offerId] as const,
  addressSearch: (q: AddressSearch) => [...wizardKeys.all, 'address-search', q] as const,
  formTemplates: () => [...wizardKeys.all, 'form-templates'] as const,
  templateDocuments: (formTemplateId: number) => [...wizardKeys.all, 'template-documents', formTemplateId] as const,
  propertyDocuments: (q: { propertyTypeId: number; mlsId: string | null; includeHOAAddendum: boolean }) =>
    [...wizardKeys.all, 'property-documents', q] as const,
  offerDocuments: (offerId: number) => [...wizardKeys.all, 'offer-documents', offerId] as const,
  offerForm: (offerId: number) => [...wizardKeys.all, 'offer-form', offerId] as const,
  contractDocuments: (contractId: number) => [...wizardKeys.all, 'contract-documents', contractId] as const,
  documentFields: (contractId: number) => [...wizardKeys.all, 'document-fields', contractId] as const,
  reminders: (offerId: number) => [...wizardKeys.all, 'reminders', offerId] as const,
};
