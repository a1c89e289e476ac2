import type { ContractDocument, OfferDetail, OfferLookupData } from '@offerdesk/shared';
import { apiGet, apiSend, type Token } from './agent';
import { completeDraft } from './drafts';

export interface OfferWithDocuments {
  offerId: number;
  contractId: number;
  /** The buyer client Rosa Vidal (with an e-mail), a party of the offer. */
  rosaPartyId: number;
  documents(): Promise<ContractDocument[]>;
}

/** Through the API, as the agent would: a complete draft, two template documents of its property type, and a buyer client. */
export async function offerWithDocuments(token: Token): Promise<OfferWithDocuments> {
  const lookups = (await apiGet<OfferLookupData>('/offer/getOfferLookupData/', token)).data;
  const az = lookups.states.find((s) => s.abbreviation === 'AZ')!;
  const saved = await apiSend<OfferDetail>('POST', '/offer/createoffer', token, completeDraft(lookups));
  expect(saved.status).toBe(200);
  const offerId = saved.data.id;
  const offered = (await apiGet<{ documents: Array<{ id: number; name: string }> }>(`/Offer/GetDocumentsByPropertyType?propertyTypeId=${lookups.propertyTypes[0].id}`, token)).data;
  const two = offered.documents.slice(0, 2).map((d) => d.id);
  const added = await apiSend<{ contractId: number }>('POST', '/offer/adddocuments', token, { offerId, documentTemplateIds: two, mlsDocuments: [] });
  expect(added.status).toBe(200);
  const contractId = added.data.contractId;
  const client = await apiSend<{ personId: number }>('POST', '/client/saveClient', token, {
    offerId, partySide: 1, firstName: 'Rosa', lastName: 'Vidal', email: 'rosa.vidal@mail.example', addressLine1: '9 Palm Ln', city: 'Tempe', stateId: az.id, zipCode: '85281', countryId: 1,
  });
  expect(client.status).toBe(200);
  const party = await apiSend<Array<{ partyId: number }>>('POST', '/offer/addParty', token, { offerId, party: { personId: client.data.personId, roleId: 1, sideId: 1 } });
  expect(party.status).toBe(200);
  const documents = async () => (await apiGet<ContractDocument[]>(`/offer/getOfferDocumentsBySale/${contractId}`, token)).data;
  return { offerId, contractId, rosaPartyId: party.data[0].partyId, documents };
}
