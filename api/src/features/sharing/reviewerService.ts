/**
 * The reviewer's decisions through its link (only while the offer is Sent for Review): accepting
 * shares the offer for signature through the sharing service of signing; rejecting makes it
 * Reviewer Rejected so the buyer agent can edit and send it again.
 */
import type { PortalActionResult, ReviewerAcceptResult } from '@offerdesk/shared/contract';
import { DocumentState, OFFER_FLOW, OfferStatus, Side, SigningOrder } from '@offerdesk/shared/domain';
import { DEFAULT_LINK_BASES, type LinkBases } from '../../config';
import type { Db } from '../../db/db';
import { invalidState, notFound } from '../../http/errors';
import { enqueueMail } from '../../mail/enqueueMail';
import { listContractDocuments, offerOfContract } from '../documents/offerDocumentsRepo';
import { ownerForReview } from '../offers/offerFlowRepo';
import { documentsInOpenSets } from '../signing/signSetsRepo';
import { partiesOfOffer } from '../parties/partiesRepo';
import { fieldsOfDocuments } from '../documents/documentFieldsService';
import { moveOfferStatus } from '../offers/offerTransition';
import { offerIdOfDisplayId, resolveReviewerLink } from '../portal/partyLinks';
import { OPEN_SIGN_SET_STATES, shareInTransaction } from '../signing/signingService';

export const REVIEWER_ACCEPTED_MESSAGE = 'Offer accepted and sent for signature to parties';
export const REVIEWER_REJECTED_MESSAGE = 'Offer rejected successfully';
export const NOTHING_TO_SHARE_MESSAGE = 'There are no documents to share.';

const ownerOf = ownerForReview;

/** PUT /offer/ReviewerAcceptOffer/{offerId}/{contractId} */
export async function reviewerAccept(
  db: Db,
  token: string,
  offerId: number,
  contractId: number,
  linkBaseUrl?: LinkBases,
): Promise<ReviewerAcceptResult> {
  return db.tx(async (tx) => {
    const { reviewerEmail } = await resolveReviewerLink(tx, token, offerId);
    if ((await offerOfContract(tx, contractId)) !== offerId) throw notFound('Contract not found.');
    const step = OFFER_FLOW.reviewerAccept;
    await moveOfferStatus(tx, {
      offerId,
      from: step.from,
      to: step.to,
      action: 'offer.reviewerAccept',
      what: step.what,
      details: { reviewerEmail, contractId },
    });

    // Every document of the contract not signed or out for signature, to the buyer side's parties holding its fields: the offer is
    // 'sent to buyer(s) for signature'; the seller side signs after it is forwarded to them.
    const docs = await listContractDocuments(tx, contractId);
    const held = new Set(
      await documentsInOpenSets(
        tx,
        docs.map((d) => d.id),
        OPEN_SIGN_SET_STATES,
      ),
    );
    const drafts = docs.filter((d) => !held.has(d.id) && d.signSetStatusId !== DocumentState.Signed);
    const holders = new Set(
      (await fieldsOfDocuments(tx, offerId, drafts))
        .flatMap((d) => d.fields.map((f) => f.partyId))
        .filter((id): id is number => id !== null),
    );
    const signers = (await partiesOfOffer(tx, offerId)).filter((p) => p.sideId === Side.buyer && holders.has(p.partyId));
    if (!drafts.length || !signers.length) throw invalidState(NOTHING_TO_SHARE_MESSAGE);
    const owner = await ownerOf(tx, offerId);
    const set = await shareInTransaction(
      tx,
      { statusId: OfferStatus.sentForSignatures, userId: owner.userId },
      {
        offerId,
        contractId,
        documents: drafts.map((d) => d.id),
        parties: signers.map((p) => ({ partyId: p.partyId })),
        signingOrder: SigningOrder.OneByOne,
        category: 'Offer',
        message: owner.message,
      },
      linkBaseUrl,
    );
    return { message: REVIEWER_ACCEPTED_MESSAGE, statusId: OfferStatus.sentForSignatures, signSetId: set.id };
  });
}

/** PUT /offer/reviewerRejectOffer?offerDisplayId */
export async function reviewerReject(
  db: Db,
  token: string,
  offerDisplayId: string,
  linkBaseUrl: LinkBases = DEFAULT_LINK_BASES,
): Promise<PortalActionResult> {
  return db.tx(async (tx) => {
    const offerId = await offerIdOfDisplayId(tx, offerDisplayId);
    const { reviewerEmail } = await resolveReviewerLink(tx, token, offerId);
    const step = OFFER_FLOW.reviewerReject;
    await moveOfferStatus(tx, {
      offerId,
      from: step.from,
      to: step.to,
      action: 'offer.reviewerReject',
      what: step.what,
      details: { reviewerEmail },
    });
    const owner = await ownerOf(tx, offerId);
    if (owner.email) {
      await enqueueMail(tx, {
        to: owner.email,
        subject: 'Your offer was rejected by the reviewer',
        offerId,
        key: `reviewerReject:${offerId}:${Date.now()}`,
        text: `The reviewer (${reviewerEmail}) rejected your offer. Open it to edit and send it again: ${linkBaseUrl.app}/offer-documents/${offerId}`,
      });
    }
    return { message: REVIEWER_REJECTED_MESSAGE, statusId: step.to };
  });
}
