import { CONTRACT_DOCUMENTS_QUERY_ROOT } from '@offerdesk/shared';

/** Query keys of the contract documents list and the viewer. */
export const documentKeys = {
  all: CONTRACT_DOCUMENTS_QUERY_ROOT,
  ofContract: (contractId: number) => [...CONTRACT_DOCUMENTS_QUERY_ROOT, contractId] as const,
  offer: (offerId: number) => [...CONTRACT_DOCUMENTS_QUERY_ROOT, 'offer', offerId] as const,
  parties: (offerId: number) => [...CONTRACT_DOCUMENTS_QUERY_ROOT, 'parties', offerId] as const,
  fields: (contractId: number) => [...CONTRACT_DOCUMENTS_QUERY_ROOT, 'fields', contractId] as const,
  templates: (propertyTypeId: number) => [...CONTRACT_DOCUMENTS_QUERY_ROOT, 'templates', propertyTypeId] as const,
};
