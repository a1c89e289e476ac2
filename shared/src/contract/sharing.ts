/**
 * The end of the offer wizard: share the offer for signature (a sign set, one by one) or send it
 * for review, the reviewer, and the reminder schedule and customised reminder e-mails.
 */
import { Type, type Static } from '@sinclair/typebox';
import { SigningOrder } from '../domain/documents';
import {
  REMINDER_DAYS_MAX,
  REMINDER_DAYS_MIN,
  REMINDER_MESSAGE_MAX,
  REMIND_TIME_PATTERN,
  REMINDER_SUBJECT_MAX,
  REVIEWER_EMAIL_MAX,
  REVIEWER_NAME_MAX,
  SHARE_MESSAGE_MAX,
} from '../domain/sharing';
import { defineRoute, responses } from './route';
import { Id, Nullable, StringEnum, Text } from './schema';
import { SignSetSummary } from './signing';

const tags = ['sharing'];

/** The reminder time, HH:mm from 09:00 to 18:00 (docs/domain/offers.md, "Reminder schedule"): refused here, naming the field. */
const RemindTime = () => Type.String({ pattern: REMIND_TIME_PATTERN, description: 'HH:mm, 09:00–18:00' });

/**
 * What Share (and Send for Review) sends: the chosen documents in their order, the signers in
 * signing order, the parties who get a copy without signing, the reminder schedule and the message.
 */
export const ShareOfferBody = Type.Object({
  offerId: Id(),
  contractId: Id(),
  /** In the order chosen; none answers 'Please select any document(s).' */
  documents: Type.Array(Id(), { maxItems: 200, uniqueItems: true }),
  /** The signers in signing order. */
  parties: Type.Array(Type.Object({ partyId: Id() }), { maxItems: 50 }),
  /** Sharing for signature is one by one (1); all together (2) is accepted. */
  signingOrder: Type.Optional(Type.Union([Type.Literal(SigningOrder.OneByOne), Type.Literal(SigningOrder.AllTogether)])),
  sendReminder: Type.Optional(Type.Boolean()),
  reminderInDays: Type.Optional(Nullable(Type.Integer({ minimum: REMINDER_DAYS_MIN, maximum: REMINDER_DAYS_MAX }))),
  remindTime: Type.Optional(Nullable(RemindTime())),
  isEnabledAutoForwardAfterBuyerSign: Type.Optional(Type.Boolean()),
  message: Type.Optional(Nullable(Text(SHARE_MESSAGE_MAX))),
  /** Parties of the offer who receive the documents without signing. */
  optionalRecipients: Type.Optional(Type.Array(Id(), { maxItems: 50, uniqueItems: true })),
  reviewerMessage: Type.Optional(Nullable(Text(SHARE_MESSAGE_MAX))),
  category: Type.Optional(StringEnum(['Offer', 'Session'])),
});
export type ShareOfferBody = Static<typeof ShareOfferBody>;

export const SendForReviewResult = Type.Object({ offerId: Type.Integer(), statusId: Type.Integer(), reviewerEmail: Type.String() });
export type SendForReviewResult = Static<typeof SendForReviewResult>;

export const Reviewer = Type.Object({
  offerId: Type.Integer(),
  reviewerFirstName: Nullable(Type.String()),
  reviewerLastName: Nullable(Type.String()),
  reviewerEmail: Nullable(Type.String()),
  reviewerMessage: Nullable(Type.String()),
});
export type Reviewer = Static<typeof Reviewer>;

export const SaveReviewerBody = Type.Object({
  offerId: Id(),
  reviewerFirstName: Text(REVIEWER_NAME_MAX),
  reviewerLastName: Text(REVIEWER_NAME_MAX),
  reviewerEmail: Text(REVIEWER_EMAIL_MAX),
  reviewerMessage: Type.Optional(Nullable(Text(SHARE_MESSAGE_MAX))),
});
export type SaveReviewerBody = Static<typeof SaveReviewerBody>;

export const ReminderParty = Type.Object({
  partyId: Id(),
  name: Type.Optional(Nullable(Text(200))),
  email: Type.Optional(Nullable(Text(REVIEWER_EMAIL_MAX))),
  reminderSubject: Text(REMINDER_SUBJECT_MAX),
  reminderMessage: Text(REMINDER_MESSAGE_MAX),
});
export type ReminderParty = Static<typeof ReminderParty>;

export const SaveRemindersBody = Type.Object({ offerId: Id(), reminderParties: Type.Array(ReminderParty, { minItems: 1, maxItems: 50 }) });
export type SaveRemindersBody = Static<typeof SaveRemindersBody>;

/** A party's reminder e-mail as it goes out: its customised subject and message, or the defaults. */
export const PartyReminder = Type.Object({
  partyId: Type.Integer(),
  name: Type.String(),
  email: Nullable(Type.String()),
  reminderSubject: Type.String(),
  reminderMessage: Type.String(),
  isCustomized: Type.Boolean(),
});
export type PartyReminder = Static<typeof PartyReminder>;

const offerQuery = Type.Object({ offerId: Id() });

export const sharingRoutes = {
  shareOffer: defineRoute({
    method: 'POST',
    url: '/offer/ShareOffer',
    auth: 'agent',
    summary: 'Shares the offer for signature (a sign set, one by one), stores its reminder schedule; the offer becomes Sent for Signature',
    tags,
    schema: { body: ShareOfferBody, response: responses(SignSetSummary, 400, 401, 404, 409) },
  }),
  sendForReview: defineRoute({
    method: 'POST',
    url: '/offer/SendOfferForReview',
    auth: 'agent',
    summary:
      "Sends the offer to its reviewer (an e-mail with the review link); the offer becomes Sent for Review and keeps the share for the reviewer's acceptance",
    tags,
    schema: { body: ShareOfferBody, response: responses(SendForReviewResult, 400, 401, 404, 409) },
  }),
  saveReviewer: defineRoute({
    method: 'PUT',
    url: '/offer/saveReviewer',
    auth: 'agent',
    summary: "Saves the offer's reviewer",
    tags,
    schema: { body: SaveReviewerBody, response: responses(Reviewer, 400, 401, 404, 409) },
  }),
  deleteReviewer: defineRoute({
    method: 'PUT',
    url: '/offer/deleteReviewer',
    auth: 'agent',
    summary: "Removes the offer's reviewer",
    tags,
    schema: { querystring: offerQuery, response: responses(Reviewer, 400, 401, 404, 409) },
  }),
  saveReminders: defineRoute({
    method: 'PUT',
    url: '/offer/saveCustomizedReminders',
    auth: 'agent',
    summary: 'Saves the customised reminder subject and message of parties of the offer',
    tags,
    schema: { body: SaveRemindersBody, response: responses(Type.Array(PartyReminder), 400, 401, 404) },
  }),
  reminders: defineRoute({
    method: 'GET',
    url: '/offer/GetCustomizedReminders/:offerId',
    auth: 'agent',
    summary: "Each party's reminder e-mail: its customised subject and message, or the defaults",
    tags,
    schema: { params: offerQuery, response: responses(Type.Array(PartyReminder), 400, 401, 404) },
  }),
};
