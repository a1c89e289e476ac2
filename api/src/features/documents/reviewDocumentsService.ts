/**
 * The reviewer's reads of the documents it reviews (docs/domain/portal.md, "Landing headline and the reviewer's documents (screens)";
 * /review-offer: "reviewer page to
 * review the documents"): the offer's documents one by one, each the PDF a party would print. Only
 * the offer's live reviewer link opens them; a wrong or foreign token, or a document of another
 * offer, answers 404 as for a missing offer.
 */
import type { ReviewDocument } from '@offerdesk/shared/contract';
import type { Db } from '../../db/db';
import { notFound } from '../../http/errors';
import { findContractDocument, findContractOfOffer, listContractDocuments } from './offerDocumentsRepo';
import { filledDocumentPdf } from './documentService';
import { resolveReviewerLink } from '../portal/partyLinks';

/** GET /offer/GetOfferDocumentsForReview/{offerId} */
export async function reviewDocuments(db: Db, token: string, offerId: number): Promise<ReviewDocument[]> {
  await resolveReviewerLink(db, token, offerId);
  const contractId = await findContractOfOffer(db, offerId);
  if (contractId === null) return [];
  return (await listContractDocuments(db, contractId)).map((d) => ({ id: d.id, name: d.name }));
}

/** GET /offer/DownloadOfferDocumentForReview/{offerId}/{documentId} */
export async function reviewDocumentPdf(
  db: Db,
  token: string,
  offerId: number,
  documentId: number,
): Promise<{ name: string; pdf: Buffer }> {
  await resolveReviewerLink(db, token, offerId);
  const contractId = await findContractOfOffer(db, offerId);
  const doc = contractId === null ? null : await findContractDocument(db, contractId, documentId);
  if (!doc) throw notFound('Document not found.');
  return { name: doc.name, pdf: await filledDocumentPdf(db, offerId, doc) };
}
