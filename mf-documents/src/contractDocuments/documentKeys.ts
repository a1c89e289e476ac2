/** Query keys of the contract documents list and the viewer. */
export const documentKeys = {
  all: ['contractDocuments'] as const,
  ofContract: (contractId: number) => ['contractDocuments', contractId] as const,
  offer: (offerId: number) => ['contractDocuments', 'offer', offerId] as const,
  parties: (offerId: number) => ['contractDocuments', 'parties', offerId] as const,
  fields: (contractId: number) => ['contractDocuments', 'fields', contractId] as const,
  templates: (propertyTypeId: number) => ['contractDocuments', 'templates', propertyTypeId] as const,
};
