import type { Page } from 'playwright-core';
import type { ContractDocument, SignerView } from '@offerdesk/shared/contract';
import { DocumentState } from '@offerdesk/shared/domain';
import { apiGet, apiSend, type Token } from './agent';
import { addBuyerClient, createDraftOffer } from './drafts';
import { mailLink } from './mailbox';
import { API_URL } from './ports';
import { agreeToSignOverApi } from './signer';

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

/**
 * Rosa signs every document through the API with the sign link mailed to her after mail `after`, then
 * waits until her set is complete: the signature answers before its stamping completes the set and
 * moves the offer (docs/domain/signing.md, "Stamping after the signature").
 */
export async function rosaSignsFromHerMail(page: Page, after: number): Promise<void> {
  const signLink = new URL(await mailLink(page, 'rosa.vidal@mail.example', { subjectIncludes: 'sign', after }));
  const [, , signToken, signSetId] = signLink.pathname.split('/');
  await agreeToSignOverApi(API_URL, `signSetId=${signSetId}&signToken=${signToken}`);
  const signed = await fetch(`${API_URL}/offer/SignDocumentsByParty?signSetId=${signSetId}&signToken=${signToken}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ signature: { type: 'typed', value: 'Rosa Vidal' }, initials: { type: 'typed', value: 'RV' } }),
  });
  expect(signed.status).toBe(200);
  const deadline = Date.now() + 30_000;
  for (;;) {
    const view = (await (
      await fetch(`${API_URL}/offer/GetSignSetByToken?signSetId=${signSetId}&signToken=${signToken}`)
    ).json()) as SignerView;
    if (view.signSet.status === DocumentState.Signed) return;
    if (Date.now() > deadline) throw new Error(`Rosa's sign set ${signSetId} not completed within 30 s (status ${view.signSet.status})`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
