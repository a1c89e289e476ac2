/**
 * Sharing an offer: reminder schedule bounds and defaults (docs/domain/offers.md, "Reminder schedule") and the lengths of the share texts.
 */
export const REMINDER_DAYS_MIN = 1;
export const REMINDER_DAYS_MAX = 999;
export const REMIND_TIME_MIN = '09:00';
export const REMIND_TIME_MAX = '18:00';
/** A reminder time as HH:mm from REMIND_TIME_MIN to REMIND_TIME_MAX: the one rule of the contract and the share form. */
export const REMIND_TIME_PATTERN = '^((09|1[0-7]):[0-5]\\d|18:00)$';
export const DEFAULT_REMINDER_DAYS = 2;
/**
 * The seed's default time is 08:00, outside the 09:00–18:00 the time input allows; the screen starts
 * at the earliest allowed time instead (ARCHITECTURE.md, "Wizard end").
 */
export const DEFAULT_REMIND_TIME = REMIND_TIME_MIN;
export const DEFAULT_REMINDER_SUBJECT = 'Reminder: You have documents to sign';
export const DEFAULT_REMINDER_MESSAGE = 'Please respond to this email.';

export const REVIEWER_NAME_MAX = 100;
export const REVIEWER_EMAIL_MAX = 254;
export const SHARE_MESSAGE_MAX = 2000;
export const REMINDER_SUBJECT_MAX = 200;
export const REMINDER_MESSAGE_MAX = 2000;

/**
 * Share by e-mail (docs/domain/documents.md, "Who may e-mail documents"): the e-mail is required and valid, the message required
 * (OfferDesk's wording).
 */
export const SHARE_EMAIL_INVALID_MESSAGE = 'Please enter a valid email address';
export const SHARE_MESSAGE_REQUIRED_MESSAGE = 'Message is required';
