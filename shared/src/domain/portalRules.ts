/**
 * The portal's form rules with the seed's exact messages (seed 001 §5 "Seller form" and
 * "Registration"): the add-seller page and client registration check with these, and so does the
 * server. Each answers the messages by field name (empty: valid); inputs are trimmed first.
 */
export const SELLER_MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Email is required',
  emailFormat: 'Enter a proper email address',
  sellers: 'Seller information is required',
} as const;

export const REGISTRATION_MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  mobilePhone: 'Must be exactly 10 Digits',
  email: 'Email is required',
  emailFormat: 'Please enter valid Email',
  username: 'Username is required',
  usernameSpace: 'Space is not allowed',
  password: 'Password is a required',
  passwordRules:
    'Strong passwords with min 8 - max 15 character length, at least one uppercase, one lowercase, one number, one special character, space is not allowed.',
  confirmPassword: 'Confirm password is required',
  confirmMatch: 'Password must be match',
  success: 'Registration is successful. Please check your email for the client mobile app invite.',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const isEmailAddress = (v: string) => EMAIL.test(v);

/** The password checklist (each rule on its own, for the live list) and the whole rule. */
export const PASSWORD_RULES = {
  length: (p: string) => p.length >= 8 && p.length <= 15,
  uppercase: (p: string) => /[A-Z]/.test(p),
  lowercase: (p: string) => /[a-z]/.test(p),
  number: (p: string) => /\d/.test(p),
  special: (p: string) => /[^A-Za-z0-9\s]/.test(p),
  noSpace: (p: string) => !/\s/.test(p),
} as const;
export const isStrongPassword = (p: string) => Object.values(PASSWORD_RULES).every((rule) => rule(p));

const trimmed = (v: string | null | undefined) => (v ?? '').trim();

export interface SellerInput {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

/** One seller's messages by field. */
export function sellerErrors(s: SellerInput): Partial<Record<'firstName' | 'lastName' | 'email', string>> {
  const out: Partial<Record<'firstName' | 'lastName' | 'email', string>> = {};
  if (!trimmed(s.firstName)) out.firstName = SELLER_MESSAGES.firstName;
  if (!trimmed(s.lastName)) out.lastName = SELLER_MESSAGES.lastName;
  const email = trimmed(s.email);
  if (!email) out.email = SELLER_MESSAGES.email;
  else if (!isEmailAddress(email)) out.email = SELLER_MESSAGES.emailFormat;
  return out;
}

/** Every seller's messages, keyed `sellers[i].field`; no seller at all: `sellers`. */
export function sellersErrors(sellers: readonly SellerInput[]): Record<string, string> {
  if (!sellers.length) return { sellers: SELLER_MESSAGES.sellers };
  const out: Record<string, string> = {};
  sellers.forEach((s, i) => {
    for (const [field, message] of Object.entries(sellerErrors(s))) out[`sellers[${i}].${field}`] = message;
  });
  return out;
}

export interface RegistrationInput {
  firstName: string;
  lastName: string;
  email: string;
  mobilePhone?: string | null;
  username: string;
  password: string;
  confirmPassword: string;
}

/** The registration inputs trimmed (the seed trims every input on submit). */
export const trimRegistration = <T extends RegistrationInput>(r: T): T => ({
  ...r,
  firstName: trimmed(r.firstName),
  lastName: trimmed(r.lastName),
  email: trimmed(r.email),
  mobilePhone: trimmed(r.mobilePhone) || null,
  username: trimmed(r.username),
  password: trimmed(r.password),
  confirmPassword: trimmed(r.confirmPassword),
});

/** The registration messages by field, over trimmed input. */
export function registrationErrors(r: RegistrationInput): Record<string, string> {
  const out: Record<string, string> = {};
  const M = REGISTRATION_MESSAGES;
  if (!r.firstName) out.firstName = M.firstName;
  if (!r.lastName) out.lastName = M.lastName;
  if (r.mobilePhone && !/^\d{10}$/.test(r.mobilePhone)) out.mobilePhone = M.mobilePhone;
  if (!r.email) out.email = M.email;
  else if (!isEmailAddress(r.email)) out.email = M.emailFormat;
  if (!r.username) out.username = M.username;
  else if (/\s/.test(r.username)) out.username = M.usernameSpace;
  if (!r.password) out.password = M.password;
  else if (!isStrongPassword(r.password)) out.password = M.passwordRules;
  if (!r.confirmPassword) out.confirmPassword = M.confirmPassword;
  else if (r.confirmPassword !== r.password) out.confirmPassword = M.confirmMatch;
  return out;
}
