/**
 * The agent's offer page: the offer's and the contract's activities, the contract, converting an
 * accepted offer to a sale and submitting a signed document of the sale to the broker. Reads need
 * the owner or a party; the two writes need the offer's buyer agent (the in-house agent party on
 * the buyer side whose e-mail is the caller's): anyone else, a received offer's agent included,
 * gets the 404 of a missing offer.
 */
import { SUBMITTED_MESSAGE, type OfferActivity, type OfferContract, type WaitingMail } from '@offerdesk/shared/contract';
import {
  activityText,
  DocumentState,
  isContractActivity,
  isOfferAccepted,
  offerStatusLabel,
  saleCompletenessMessages,
} from '@offerdesk/shared/domain';
import type { TokenSubject } from '../../auth/token';
import type { Db } from '../../db/db';
import { invalidState, notFound, offerNotFound } from '../../http/errors';
import { partiesOfOffer } from '../parties/partiesRepo';
import { recordActivity } from './activitiesRepo';
import { activitiesOfOffer, type ActivityRow } from './offerActivitiesRepo';
import { contractOfOffer, findContractDocument, listContractDocuments } from '../documents/offerDocumentsRepo';
import { findOfferRow, type OfferAccess } from './offersRepo';
import { requireOfferAccess } from './offerAccess';
import { waitingMailOfOffer } from '../../mail/outboxRepo';
import { offerIdOfDisplay } from '../portal/partyLinksRepo';
import { insertSale, markDocumentSubmitted, saleOfOffer } from '../sales/salesRepo';
import { fieldsOfDocuments } from '../documents/documentFieldsService';
import { contractIdIfAny, toOfferDocument } from '../documents/documentService';
import { withPageCounts } from '../documents/documentPageCounts';

const toActivity = (r: ActivityRow): OfferActivity => ({
  id: r.id,
  action: r.action,
  activity: activityText(r),
  actorName: r.actorName,
  createdOn: r.createdOn.toISOString(),
});

/** GET /offer/GetWaitingMails/{id}: the owner's mails of the offer not sent yet (docs/domain/mail.md#mails-still-waiting). */
export async function waitingMails(db: Db, access: OfferAccess): Promise<WaitingMail[]> {
  if (!access.isOwner) return [];
  return (await waitingMailOfOffer(db, access.id)).map((m) => ({ ...m, queuedOn: new Date(m.queuedOn).toISOString() }));
}

/** GET /offer/GetOfferActivitiesByExternalId/{id}: every activity of the offer. */
export async function offerActivities(db: Db, offerId: number): Promise<OfferActivity[]> {
  return (await activitiesOfOffer(db, offerId)).map(toActivity);
}

/** GET /docapi/contract/getContractActivitiesByExternalId/{id}: the contract's activities only (documents, Form Info, signing). */
export const contractActivities = async (db: Db, offerId: number): Promise<OfferActivity[]> =>
  (await activitiesOfOffer(db, offerId)).filter((a) => isContractActivity(a.action)).map(toActivity);

/** GET /offer/getOfferContractByExternalId/{id}: the contract (made when the offer has none yet) with its documents. */
export async function offerContract(db: Db, offerId: number): Promise<OfferContract> {
  const contractId = (await contractIdIfAny(db, offerId)) || (await contractOfOffer(db, offerId));
  const rows = await withPageCounts(db, await listContractDocuments(db, contractId));
  const fields = await fieldsOfDocuments(
    db,
    offerId,
    rows.filter((r) => r.signSetStatusId === null),
  );
  return {
    contractId,
    externalId: offerId,
    documents: rows.map(toOfferDocument),
    requiredFields: fields.reduce((n, f) => n + f.requiredFields, 0),
    activities: await contractActivities(db, offerId),
  };
}

/** The offer of GET /offer/getOfferContractByOfferDisplayId/{id}, else 404 as for a missing offer. */
export async function offerOfDisplayId(db: Db, displayId: string): Promise<number> {
  const offerId = await offerIdOfDisplay(db, displayId);
  if (offerId === undefined) throw offerNotFound();
  return offerId;
}

/** The offer for a sale write, row-locked: only its buyer agent (docs/domain/offers.md "The buyer agent"); else 404. */
const saleWriter = (db: Db, agent: TokenSubject, offerId: number) =>
  requireOfferAccess(db, agent, offerId, { need: 'buyerAgent', lock: true });

/** POST /offer/ConvertToSale/{offerId}: an accepted offer without a sale becomes a sale; answers the sale id. */
export async function convertToSale(db: Db, agent: TokenSubject, offerId: number): Promise<number> {
  return db.tx(async (t) => {
    await saleWriter(t, agent, offerId);
    const offer = (await findOfferRow(t, offerId, agent.personId))!;
    const sale = await saleOfOffer(t, offerId);
    if (sale?.saleId) throw invalidState(`This offer is already sale ${sale.fileNumber}.`);
    if (!isOfferAccepted(offer)) {
      throw invalidState(`This offer is ${offerStatusLabel(offer).label} and cannot be converted to a sale.`);
    }
    // The completeness messages: what the sale still needs is recorded with it (docs/domain/sales.md, "Parties a sale needs").
    const missingParties = saleCompletenessMessages(await partiesOfOffer(t, offerId));
    const { saleId, fileNumber } = await insertSale(t, offerId, agent.userId);
    await recordActivity(t, {
      offerId,
      actorUserId: agent.userId,
      action: 'offer.convertedToSale',
      details: { saleId, fileNumber, missingParties },
    });
    return saleId;
  });
}

/** PUT /offer/SubmitDocumentForReview/{saleId}/{offerId}/{documentId}: a Signed document of the offer's sale goes to the broker. */
export async function submitDocumentForReview(db: Db, agent: TokenSubject, p: { saleId: number; offerId: number; documentId: number }) {
  return db.tx(async (t) => {
    await saleWriter(t, agent, p.offerId);
    const sale = await saleOfOffer(t, p.offerId);
    if (!sale?.saleId) throw invalidState('This offer has no sale: convert it to a sale first.');
    if (sale.saleId !== p.saleId) throw notFound('Sale not found.');
    const contractId = await contractIdIfAny(t, p.offerId);
    const doc = contractId ? await findContractDocument(t, contractId, p.documentId) : undefined;
    if (!doc) throw notFound('Document not found.');
    if (doc.signSetStatusId !== DocumentState.Signed) throw invalidState('Only a signed document can be submitted for review.');
    if (await markDocumentSubmitted(t, doc.id, agent.userId)) {
      await recordActivity(t, {
        offerId: p.offerId,
        actorUserId: agent.userId,
        action: 'document.submittedForReview',
        details: { saleId: p.saleId, documentId: doc.id, documentName: doc.name },
      });
    }
    return { documentId: doc.id, isSubmitted: true, message: SUBMITTED_MESSAGE };
  });
}
