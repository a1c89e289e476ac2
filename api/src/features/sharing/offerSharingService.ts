/**
 * The end of the offer wizard: Share (a sign set through the sharing service, one by one; the offer
 * becomes Sent for Signature), Send for Review (the reviewer gets the review link; the offer becomes
 * Sent for Review and keeps the share for the acceptance), the reviewer, the reminder schedule and
 * the customised reminder e-mails. Owner only: anyone else gets the 404 of a missing offer, before
 * the body is looked at.
 */
import type {
  PartyReminder,
  Reviewer,
  ReminderParty,
  SaveRemindersBody,
  SaveReviewerBody,
  SendForReviewResult,
  ShareDocumentsBody,
  ShareOfferBody,
  SignSetSummary,
} from '@offerdesk/shared/contract';
import { DEFAULT_REMINDER_MESSAGE, DEFAULT_REMINDER_SUBJECT, OfferStatus, PartyRole, Side, SigningOrder } from '@offerdesk/shared/domain';
import { reminderPartyErrors, reminderScheduleErrors, reviewerErrors, SHARING_MESSAGES } from '@offerdesk/shared/schemas';
import type { TokenSubject } from '../../auth/token';
import type { Db } from '../../db/db';
import { AppError, badField, invalidState } from '../../http/errors';
import { DEFAULT_LINK_BASES, type LinkBases } from '../../config';
import { enqueueMail } from '../../mail/enqueueMail';
import { issueReviewerLink } from '../portal/partyLinks';
import { EDITABLE_STATUSES } from '../offers/offersRepo';
import { requireOfferAccess } from '../offers/offerAccess';
import { reviewsSent } from '../offers/offerFlowRepo';
import {
  findReviewer,
  reminderPartiesOf,
  setAutoForward,
  setReminderSchedule,
  setReviewer,
  setReviewerMessage,
  setReviewShare,
  upsertReminderParties,
} from './offerSharingRepo';
import { partiesOfOffer, type OfferPartyRow } from '../parties/partiesRepo';
import { moveOfferStatus } from '../offers/offerTransition';
import { checkShare, shareDocuments } from '../signing/signingService';

/** The reviewer's page; the review itself and its access are the review page's. */

/** 400 naming each field at fault, with the first message as the message. */
const refuse = (errors: Record<string, string>) => {
  const first = Object.values(errors)[0];
  if (first !== undefined) throw new AppError(400, 'validation', first, errors);
};

/** The offer for a change by its owner (row-locked), else 404. */
const ownOffer = (db: Db, agent: TokenSubject, offerId: number) => requireOfferAccess(db, agent, offerId, { need: 'owner', lock: true });

const isBuyerWithEmail = (p: OfferPartyRow) => p.roleId === PartyRole.Client && p.sideId === Side.buyer && !!p.email;

/** The checks of the share body that need no sign set: documents chosen, reminders in bounds, a buyer with an e-mail, known optional recipients. */
async function checkShareBody(db: Db, body: ShareOfferBody): Promise<void> {
  if (!body.documents.length)
    throw new AppError(400, 'validation', SHARING_MESSAGES.noDocuments, { documents: SHARING_MESSAGES.noDocuments });
  refuse(reminderScheduleErrors(body));
  const parties = await partiesOfOffer(db, body.offerId);
  if (!parties.some(isBuyerWithEmail))
    throw new AppError(400, 'validation', SHARING_MESSAGES.buyerEmailMissing, { parties: SHARING_MESSAGES.buyerEmailMissing });
  const known = new Map(parties.map((p) => [p.partyId, p]));
  const signers = new Set(body.parties.map((p) => p.partyId));
  for (const id of body.optionalRecipients ?? []) {
    if (!known.has(id)) throw badField('optionalRecipients', 'Unknown party.');
    if (signers.has(id)) throw badField('optionalRecipients', 'A signer is listed as an optional recipient.');
    if (!known.get(id)!.email) throw badField('optionalRecipients', SHARING_MESSAGES.emailMissing);
  }
}

/** The sharing service's request: the signers in order, then the optional recipients (view only). */
const toShareDocuments = (body: ShareOfferBody): ShareDocumentsBody => ({
  offerId: body.offerId,
  contractId: body.contractId,
  documents: body.documents,
  parties: [
    ...body.parties.map((p) => ({ partyId: p.partyId })),
    ...(body.optionalRecipients ?? []).map((partyId) => ({ partyId, viewOnly: true })),
  ],
  signingOrder: body.signingOrder ?? SigningOrder.OneByOne,
  category: body.category ?? 'Offer',
  message: body.message ?? null,
});

async function storeSettings(db: Db, body: ShareOfferBody): Promise<void> {
  const on = body.sendReminder === true;
  await setReminderSchedule(db, body.offerId, {
    sendReminder: on,
    reminderInDays: body.reminderInDays ?? null,
    remindTime: body.remindTime ?? null,
  });
  await setAutoForward(db, body.offerId, body.isEnabledAutoForwardAfterBuyerSign === true);
}

/** POST /offer/ShareOffer */
export async function shareOffer(
  db: Db,
  agent: TokenSubject,
  body: ShareOfferBody,
  linkBaseUrl: LinkBases = DEFAULT_LINK_BASES,
): Promise<SignSetSummary> {
  return db.tx(async (tx) => {
    await ownOffer(tx, agent, body.offerId);
    await checkShareBody(tx, body);
    await moveOfferStatus(tx, {
      offerId: body.offerId,
      from: EDITABLE_STATUSES,
      to: OfferStatus.sentForSignatures,
      action: 'offer.sentForSignatures',
      what: 'shared for signature',
      actorUserId: agent.userId,
    });
    const signSet = await shareDocuments(tx, agent, toShareDocuments(body), linkBaseUrl);
    await storeSettings(tx, body);
    await setReviewShare(tx, body.offerId, null);
    return signSet;
  });
}

/** POST /offer/SendOfferForReview */
export async function sendOfferForReview(
  db: Db,
  agent: TokenSubject,
  body: ShareOfferBody,
  linkBaseUrl: LinkBases = DEFAULT_LINK_BASES,
): Promise<SendForReviewResult> {
  return db.tx(async (tx) => {
    await ownOffer(tx, agent, body.offerId);
    await checkShareBody(tx, body);
    const reviewer = (await findReviewer(tx, body.offerId))!;
    if (!reviewer.reviewerEmail) throw invalidState(SHARING_MESSAGES.noReviewer);
    const share = toShareDocuments(body);
    await checkShare(tx, agent, share);
    await moveOfferStatus(tx, {
      offerId: body.offerId,
      from: EDITABLE_STATUSES,
      to: OfferStatus.sentForReview,
      action: 'offer.sentForReview',
      what: 'sent for review',
      actorUserId: agent.userId,
      details: { reviewerEmail: reviewer.reviewerEmail },
    });
    await storeSettings(tx, body);
    const message = body.reviewerMessage !== undefined ? body.reviewerMessage : reviewer.reviewerMessage;
    if (body.reviewerMessage !== undefined) await setReviewerMessage(tx, body.offerId, body.reviewerMessage);
    await setReviewShare(tx, body.offerId, share);
    const sent = await reviewsSent(tx, body.offerId);
    const link = await issueReviewerLink(tx, body.offerId, linkBaseUrl.partyLinkDays);
    await enqueueMail(tx, {
      to: reviewer.reviewerEmail,
      subject: 'An offer to review',
      text: `${message ? `${message}\n\n` : ''}Review the offer: ${linkBaseUrl.portal}${link}`,
      offerId: body.offerId,
      key: `reviewRequest:${body.offerId}:${sent}`,
    });
    return { offerId: body.offerId, statusId: OfferStatus.sentForReview, reviewerEmail: reviewer.reviewerEmail };
  });
}

/** The reviewer changes only while the offer is a draft or reviewer-rejected. */
async function editableOffer(db: Db, agent: TokenSubject, offerId: number) {
  const access = await ownOffer(db, agent, offerId);
  if (!EDITABLE_STATUSES.includes(access.statusId)) throw invalidState("Only a draft or reviewer-rejected offer's reviewer can change.");
}

/** PUT /offer/saveReviewer */
export async function saveReviewer(db: Db, agent: TokenSubject, body: SaveReviewerBody): Promise<Reviewer> {
  return db.tx(async (tx) => {
    await editableOffer(tx, agent, body.offerId);
    refuse(reviewerErrors(body));
    const message = body.reviewerMessage?.trim() ? body.reviewerMessage.trim() : null;
    return setReviewer(tx, body.offerId, {
      reviewerFirstName: body.reviewerFirstName.trim(),
      reviewerLastName: body.reviewerLastName.trim(),
      reviewerEmail: body.reviewerEmail.trim(),
      reviewerMessage: message,
    });
  });
}

/** PUT /offer/deleteReviewer?offerId */
export async function deleteReviewer(db: Db, agent: TokenSubject, offerId: number): Promise<Reviewer> {
  return db.tx(async (tx) => {
    await editableOffer(tx, agent, offerId);
    return setReviewer(tx, offerId, { reviewerFirstName: null, reviewerLastName: null, reviewerEmail: null, reviewerMessage: null });
  });
}

const partyName = (p: OfferPartyRow) => [p.firstName, p.lastName].filter(Boolean).join(' ') || p.company || '';

async function remindersOf(db: Db, offerId: number): Promise<PartyReminder[]> {
  const custom = new Map((await reminderPartiesOf(db, offerId)).map((r) => [r.partyId, r]));
  return (await partiesOfOffer(db, offerId)).map((p) => {
    const c = custom.get(p.partyId);
    return {
      partyId: p.partyId,
      name: partyName(p),
      email: p.email,
      reminderSubject: c?.reminderSubject ?? DEFAULT_REMINDER_SUBJECT,
      reminderMessage: c?.reminderMessage ?? DEFAULT_REMINDER_MESSAGE,
      isCustomized: !!c,
    };
  });
}

/** GET /offer/GetCustomizedReminders/{offerId} */
export async function customizedReminders(db: Db, offerId: number): Promise<PartyReminder[]> {
  return remindersOf(db, offerId);
}

/** PUT /offer/saveCustomizedReminders */
export async function saveCustomizedReminders(db: Db, agent: TokenSubject, body: SaveRemindersBody): Promise<PartyReminder[]> {
  return db.tx(async (tx) => {
    await ownOffer(tx, agent, body.offerId);
    const known = new Set((await partiesOfOffer(tx, body.offerId)).map((p) => p.partyId));
    const errors: Record<string, string> = {};
    body.reminderParties.forEach((r: ReminderParty, i) => {
      if (!known.has(r.partyId)) errors[`reminderParties.${i}.partyId`] = 'Unknown party.';
      for (const [k, v] of Object.entries(reminderPartyErrors(r))) errors[`reminderParties.${i}.${k}`] = v;
    });
    if (new Set(body.reminderParties.map((r) => r.partyId)).size !== body.reminderParties.length)
      errors.reminderParties = 'A party is listed twice.';
    refuse(errors);
    await upsertReminderParties(
      tx,
      body.offerId,
      body.reminderParties.map((r) => ({
        partyId: r.partyId,
        reminderSubject: r.reminderSubject.trim(),
        reminderMessage: r.reminderMessage.trim(),
      })),
    );
    return remindersOf(tx, body.offerId);
  });
}
