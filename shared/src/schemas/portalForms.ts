/**
 * The party portal's forms (add seller, client registration, counter offer): ONE yup schema each,
 * with the seed's exact messages, for the portal's screens and for the API that receives them.
 */
import * as yup from 'yup';
import { isProperEmail } from './partyForms';

export const SELLER_MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Email is required',
  emailFormat: 'Enter a proper email address',
  sellers: 'Seller information is required',
} as const;

const text = () => yup.string().transform((v: unknown) => (typeof v === 'string' ? v.trim() : v));
const filled = (v: unknown) => typeof v === 'string' && v.trim() !== '';

/** One seller row of the add-seller page (an existing seller may carry `name` instead of first and last name). */
export interface SellerEntry {
  firstName: string;
  lastName: string;
  email: string;
  name?: string;
}

export const sellerEntrySchema = yup.object({
  name: text().optional(),
  firstName: text().test('firstName', SELLER_MESSAGES.firstName, function (v) {
    return filled(v) || filled(this.parent?.name);
  }),
  lastName: text().test('lastName', SELLER_MESSAGES.lastName, function (v) {
    return filled(v) || filled(this.parent?.name);
  }),
  email: text()
    .required(SELLER_MESSAGES.email)
    .test('emailFormat', SELLER_MESSAGES.emailFormat, (v) => !v || isProperEmail(v)),
});

/** The whole add-seller form: at least one seller, and an optional message. */
export const sellerListSchema = yup.object({
  sellers: yup.array().of(sellerEntrySchema).min(1, SELLER_MESSAGES.sellers).required(SELLER_MESSAGES.sellers),
  message: text().optional(),
});

/** A seller row is complete (Add Another Seller may open the next one) when it has first and last name, or a name, and an e-mail. */
export const isSellerComplete = (s: Partial<SellerEntry>): boolean =>
  ((filled(s.firstName) && filled(s.lastName)) || filled(s.name)) && filled(s.email);

export const REGISTRATION_MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  mobilePhone: 'Must be exactly 10 Digits',
  email: 'Email is required',
  emailFormat: 'Please enter valid Email',
  username: 'Username is required',
  usernameSpace: 'Space is not allowed',
  password: 'Password is a required',
  passwordStrength:
    'Strong passwords with min 8 - max 15 character length, at least one uppercase, one lowercase, one number, one special character, space is not allowed.',
  confirmPassword: 'Confirm password is required',
  passwordMatch: 'Password must be match',
  success: 'Registration is successful. Please check your email for the client mobile app invite.',
} as const;

/** The rules of the live password checklist, in the order it shows them; all together make a strong password. */
export const PASSWORD_RULES: readonly { id: string; label: string; test: (p: string) => boolean }[] = [
  { id: 'length', label: '8 to 15 characters', test: (p) => p.length >= 8 && p.length <= 15 },
  { id: 'upper', label: 'One uppercase letter', test: (p) => /[A-Z]/.test(p) },
  { id: 'lower', label: 'One lowercase letter', test: (p) => /[a-z]/.test(p) },
  { id: 'digit', label: 'One number', test: (p) => /\d/.test(p) },
  { id: 'special', label: 'One special character', test: (p) => /[^A-Za-z0-9\s]/.test(p) },
  { id: 'space', label: 'No spaces', test: (p) => p !== '' && !/\s/.test(p) },
];
export const isStrongPassword = (p: string): boolean => PASSWORD_RULES.every((r) => r.test(p));

export interface ClientRegistrationValues {
  firstName: string;
  lastName: string;
  email: string;
  mobilePhone: string;
  username: string;
  password: string;
  confirmPassword: string;
}

const M = REGISTRATION_MESSAGES;
export const clientRegistrationSchema = yup.object({
  firstName: text().required(M.firstName),
  lastName: text().required(M.lastName),
  mobilePhone: text()
    .optional()
    .test('mobilePhone', M.mobilePhone, (v) => !v || v.replace(/\D/g, '').length === 10),
  email: text()
    .required(M.email)
    .test('emailFormat', M.emailFormat, (v) => !v || isProperEmail(v)),
  username: text()
    .required(M.username)
    // The value is trimmed before the test: a space inside the name is what is refused.
    .test('usernameSpace', M.usernameSpace, (v) => !v || !/\s/.test(v)),
  // Passwords are not trimmed: a space is refused by the strength rule instead.
  password: yup
    .string()
    .required(M.password)
    .test('strength', M.passwordStrength, (v) => !v || isStrongPassword(v)),
  confirmPassword: yup
    .string()
    .required(M.confirmPassword)
    .test('match', M.passwordMatch, function (v) {
      return !v || v === this.parent?.password;
    }),
});

/** Inputs are trimmed on submit (passwords are sent as typed). */
export function trimRegistration(values: ClientRegistrationValues): ClientRegistrationValues {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    mobilePhone: values.mobilePhone.replace(/\D/g, ''),
    username: values.username.trim(),
    password: values.password,
    confirmPassword: values.confirmPassword,
  };
}

/** The counter-offer messages; the seed names none, these are ours (ARCHITECTURE.md, "Party portal"). */
export const COUNTER_OFFER_MESSAGES = {
  counterPrice: 'Counter price is required',
  amount: 'Enter a valid amount',
  counterCOE: 'Enter a valid date',
  deadline: 'Enter a valid date and time',
} as const;

/**
 * The counter page's labels of its counter values, in the page's order; the preview frame prints the values of its
 * 'counter-offer' message under the same labels (docs/domain/portal.md, "Counter offer").
 */
export const COUNTER_VALUE_LABELS = {
  counterPrice: 'Counter Price',
  counterEarnestMoney: 'Counter Earnest Money',
  counterFinancing: 'Counter Financing',
  counterCOE: 'Counter Close of Escrow',
  counterAcceptanceDeadLine: 'Counter Acceptance Deadline',
  counterTerms: 'Counter Terms',
} as const;

/** Money text as the counter inputs keep it: digits with at most one dot and 2 decimals. */
const MONEY_TEXT = /^\d{1,12}(\.\d{1,2})?$/;
const moneyText = () =>
  yup
    .mixed<string | number>()
    .nullable()
    .test('amount', COUNTER_OFFER_MESSAGES.amount, (v) => v == null || v === '' || MONEY_TEXT.test(String(v)));
const dateText = (message: string) =>
  yup
    .string()
    .nullable()
    .test('date', message, (v) => !v || !Number.isNaN(Date.parse(v)));

/** Counter values: price required, earnest money optional, both money text; close of escrow a date; the deadline a date and time. */
export const counterOfferSchema = yup.object({
  counterPrice: moneyText().test('required', COUNTER_OFFER_MESSAGES.counterPrice, (v) => v != null && v !== ''),
  counterEarnestMoney: moneyText(),
  counterFinancingId: yup.number().nullable(),
  counterCOE: dateText(COUNTER_OFFER_MESSAGES.counterCOE),
  counterAcceptanceDeadLine: dateText(COUNTER_OFFER_MESSAGES.deadline),
  counterTerms: yup.string().nullable().max(4000),
});

/** The counter deadline picker's steps and format. */
export const COUNTER_DEADLINE_STEP_MINUTES = 15;
export const COUNTER_DEADLINE_FORMAT = 'MM/dd/yy hh:mm aa';
