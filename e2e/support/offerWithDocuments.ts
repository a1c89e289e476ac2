import type { ContractDocument } from '@offerdesk/shared';
import { apiGet, apiSend, type Token } from './agent';
import { addBuyerClient, createDraftOffer } from './drafts';

export interface OfferWithDocuments {
  offerId: number;
  contractId: number;
  /** The buyer client Rosa Vidal (with an e-mail), a party of the offer. */
  rosaPartyId: number;
  documents(): Promise<ContractDocument[]>;
}

/** Marks every document's fields assigned (the holders no party takes are left out of signing); answers the documents. */
export async function markAllAssigned(token: Token, offer: OfferWithDocuments): Promise<ContractDocument[]> {
  const docs = await offer.documents();
  for (const d of docs) {
    const res = await apiSend('POST', '/offer/markOfferdocumentassigned', token, {
      contractId: offer.contractId,
      documentId: d.id,
      offerId: offer.offerId,
    });
    expect(res.status).toBe(200);
  }
  return docs;
}

/** Through the API, as the agent would: a complete draft, two template documents of its property type, and a buyer client. */
export async function offerWithDocuments(token: Token): Promise<OfferWithDocuments> {
  const { offerId, lookups } = await createDraftOffer(token);
  const offered = (
    await apiGet<{ documents: Array<{ id: number; name: string }> }>(
      `/Offer/GetDocumentsByPropertyType?propertyTypeId=${lookups.propertyTypes[0].id}`,
      token,
    )
  ).data;
  const two = offered.documents.slice(0, 2).map((d) => d.id);
  const added = await apiSend<{ contractId: number }>('POST', '/offer/adddocuments', token, {
    offerId,
    documentTemplateIds: two,
    mlsDocuments: [],
  });
  expect(added.status).toBe(200);
  const contractId = added.data.contractId;
  const { parties } = await addBuyerClient(token, offerId, lookups, {
    firstName: 'Rosa',
    lastName: 'Vidal',
    email: 'rosa.vidal@mail.example',
    addressLine1: '9 Palm Ln',
  });
  const documents = async () => (await apiGet<ContractDocument[]>(`/offer/getOfferDocumentsBySale/${contractId}`, token)).data;
  return { offerId, contractId, rosaPartyId: parties[0].partyId, documents };
}

/** The ShareOffer / SendOfferForReview body: every document, Rosa the one signer. */
export const rosaSignsAll = (offer: OfferWithDocuments, docs: readonly ContractDocument[]) => ({
  offerId: offer.offerId,
  contractId: offer.contractId,
  documents: docs.map((d) => d.id),
  parties: [{ partyId: offer.rosaPartyId }],
  signingOrder: 1,
  category: 'Offer',
});
