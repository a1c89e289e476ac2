/**
 * The rules of the Share step's forms (reviewer, reminder schedule, customised reminder e-mails):
 * one set of functions answering `{ field: message }`, used by the screen and by the API.
 */
import { REMINDER_DAYS_MAX, REMINDER_DAYS_MIN, REMIND_TIME_PATTERN } from '../domain/sharing';
import { isProperEmail } from './partyForms';

export const SHARING_MESSAGES = {
  reviewerFirstName: 'First name is required',
  reviewerLastName: 'Last name is required',
  reviewerEmail: 'Email is required',
  reviewerEmailFormat: 'Enter a proper email address',
  reminderSubject: 'Subject is required',
  reminderMessage: 'Message is required',
  reminderInDays: 'Enter a number of days from 1 to 999',
  remindTime: 'Enter a time from 09:00 to 18:00',
  noDocuments: 'Please select any document(s).',
  buyerEmailMissing: 'Buyer email is missing',
  emailMissing: 'Email is missing to share.',
  notAssigned: 'Assign to a signature in document to enable sharing.',
  noReviewer: 'Add a reviewer before sending the offer for review.',
} as const;

export type SharingErrors = Record<string, string>;
const blank = (v: unknown) => v === null || v === undefined || String(v).trim() === '';

/** Reviewer form: first name, last name and e-mail required; the e-mail must be a proper address. */
export function reviewerErrors(values: {
  reviewerFirstName?: unknown;
  reviewerLastName?: unknown;
  reviewerEmail?: unknown;
}): SharingErrors {
  const out: SharingErrors = {};
  if (blank(values.reviewerFirstName)) out.reviewerFirstName = SHARING_MESSAGES.reviewerFirstName;
  if (blank(values.reviewerLastName)) out.reviewerLastName = SHARING_MESSAGES.reviewerLastName;
  if (blank(values.reviewerEmail)) out.reviewerEmail = SHARING_MESSAGES.reviewerEmail;
  else if (!isProperEmail(values.reviewerEmail)) out.reviewerEmail = SHARING_MESSAGES.reviewerEmailFormat;
  return out;
}

/** One customised reminder: subject and message each required. */
export function reminderPartyErrors(values: { reminderSubject?: unknown; reminderMessage?: unknown }): SharingErrors {
  const out: SharingErrors = {};
  if (blank(values.reminderSubject)) out.reminderSubject = SHARING_MESSAGES.reminderSubject;
  if (blank(values.reminderMessage)) out.reminderMessage = SHARING_MESSAGES.reminderMessage;
  return out;
}

const REMIND_TIME = new RegExp(REMIND_TIME_PATTERN);
/** A HH:mm time within 09:00–18:00. */
export const isAllowedRemindTime = (v: unknown): boolean => typeof v === 'string' && REMIND_TIME.test(v);

/** The reminder schedule: with reminders on, every 1–999 days at a time from 09:00 to 18:00. */
export function reminderScheduleErrors(values: { sendReminder?: unknown; reminderInDays?: unknown; remindTime?: unknown }): SharingErrors {
  if (values.sendReminder !== true) return {};
  const out: SharingErrors = {};
  const days =
    typeof values.reminderInDays === 'string' && /^\d+$/.test(values.reminderInDays)
      ? Number(values.reminderInDays)
      : values.reminderInDays;
  if (!Number.isInteger(days) || (days as number) < REMINDER_DAYS_MIN || (days as number) > REMINDER_DAYS_MAX)
    out.reminderInDays = SHARING_MESSAGES.reminderInDays;
  if (!isAllowedRemindTime(values.remindTime)) out.remindTime = SHARING_MESSAGES.remindTime;
  return out;
}
