import { contract, mainApi, type ApiClient } from '@offerdesk/shared';
import type { ReviewDocument } from './reviewDocuments';

/**
 * The Document Review step's requests (it reads the offer's documents for signing with Share, through
 * useOfferDocumentsForSigning): the remaining fields of each document marked assigned, one after another.
 */
export async function markDocumentsAssigned(offerId: number, documents: readonly ReviewDocument[]): Promise<void> {
  for (const d of documents) await markOfferDocumentAssigned(mainApi(), { contractId: d.contractId, documentId: d.id, offerId });
}

/** POST /offer/markOfferdocumentassigned: the holders still without a party are left out. */
export const markOfferDocumentAssigned = (api: ApiClient, body: { contractId: number; documentId: number; offerId: number }) =>
  api.send(contract.documentFields.markAssigned, { body });
