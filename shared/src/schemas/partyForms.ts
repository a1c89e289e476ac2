/**
 * The rules of the party forms (Create New Client, Create An Outside Agent with its brokerage,
 * Create New Vendor Contact with its vendor, Missing Information): one set of functions answering
 * `{ field: message }`, used by the forms and by the API.
 */
import { Country, NEW_VENDOR_TYPES } from '../domain/parties';
import { STATES } from '../domain/lookups';
import { zipCodeError } from './offerInformation';

export const PARTY_FORM_MESSAGES = {
  side: 'Side is required',
  firstName: 'First name is required',
  lastName: 'Last name is required',
  mobileNumber: 'Mobile number is required',
  mobilePhone: 'Mobile phone is required',
  emailAddress: 'Email address is required',
  email: 'Email is required',
  emailFormat: 'Please enter a proper email address',
  phoneFormat: 'Please enter a 10 digit phone number',
  address: 'Address is required',
  city: 'City is required',
  state: 'State is required',
  territory: 'Territory is required',
  zip: 'Zip Code is required',
  postal: 'Postal Code is required',
  dobFuture: 'Date of birth cannot be in the future',
  selectParty: 'Select a Party',
  brokerageName: 'Brokerage Name is required.',
  workPhone: 'Work phone is required.',
  addressLine1: 'Address line 1 is required.',
  brokerageCity: 'City is required.',
  brokerageState: 'State is required.',
  brokerageZip: 'Zip code is required.',
  vendorType: 'Vendor type is required',
  vendorName: 'Name is required',
  saveHint: 'Please complete all required fields.',
} as const;

/** Phone digits as typed: at most 16 characters are accepted and only the first 10 digits are kept. */
export const PHONE_INPUT_MAX = 16;
export const phoneDigits = (value: unknown): string =>
  String(value ?? '')
    .slice(0, PHONE_INPUT_MAX)
    .replace(/\D/g, '')
    .slice(0, 10);

/** (xxx) xxx - xxxx, as far as the digits go. */
export function formatPhone(value: unknown): string {
  const d = phoneDigits(value);
  if (!d) return '';
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)} - ${d.slice(6)}`;
}

/** EIN shown masked with asterisks when it has 6 or more characters and the field is not focused. */
export const maskEin = (ein: string | null | undefined, focused = false): string =>
  !ein || focused || ein.length < 6 ? (ein ?? '') : `${'*'.repeat(ein.length - 4)}${ein.slice(-4)}`;

/**
 * Something, `@`, then a domain with a dot after its first character and at least two characters
 * after that dot. Written so that no two parts can match the same characters: the domain up to its
 * first such dot is matched one way only, so the test is linear in the input (docs/domain/security.md,
 * "Parsing caller input"); `[^\s@]+\.[^\s@]{2,}` tried every dot against every ending, quadratic.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]{2,}$/;
export const isProperEmail = (v: unknown): boolean => typeof v === 'string' && EMAIL_PATTERN.test(v.trim());

const filled = (v: unknown) => v !== null && v !== undefined && String(v).trim() !== '';

export type FormErrors = Record<string, string>;

/** State label of a country: Territory for Canada. */
export const stateLabel = (countryId: unknown) => (Number(countryId) === Country.CA ? 'Territory' : 'State');
export const zipLabel = (countryId: unknown) => (Number(countryId) === Country.CA ? 'Postal Code' : 'Zip Code');

/** A state that belongs to the country (United States when none is chosen). */
export const stateInCountry = (stateId: unknown, countryId: unknown) =>
  STATES.some((s) => s.id === Number(stateId) && s.countryId === (Number(countryId) || Country.US));

export interface AddressKeys {
  line1: string;
  city: string;
  state: string;
  zip: string;
  country?: string;
}

/**
 * An address group is all or nothing: once any of street, city, state or zip is filled all four are
 * required ('Address is required', 'City is required', 'State is required' or 'Territory is
 * required', 'Zip Code is required' or 'Postal Code is required'); a filled zip must fit the country.
 */
export function addressGroupErrors(values: Record<string, unknown>, keys: AddressKeys, out: FormErrors): void {
  const parts = [keys.line1, keys.city, keys.state, keys.zip];
  if (!parts.some((k) => filled(values[k]))) return;
  const countryId = keys.country ? values[keys.country] : Country.US;
  const ca = Number(countryId) === Country.CA;
  if (!filled(values[keys.line1])) out[keys.line1] = PARTY_FORM_MESSAGES.address;
  if (!filled(values[keys.city])) out[keys.city] = PARTY_FORM_MESSAGES.city;
  if (!filled(values[keys.state])) out[keys.state] = ca ? PARTY_FORM_MESSAGES.territory : PARTY_FORM_MESSAGES.state;
  else if (!stateInCountry(values[keys.state], countryId)) out[keys.state] = ca ? PARTY_FORM_MESSAGES.territory : PARTY_FORM_MESSAGES.state;
  if (!filled(values[keys.zip])) out[keys.zip] = ca ? PARTY_FORM_MESSAGES.postal : PARTY_FORM_MESSAGES.zip;
  else {
    const zipError = zipCodeError(values[keys.zip], countryId);
    if (zipError) out[keys.zip] = zipError;
  }
}

function emailErrors(values: Record<string, unknown>, key: string, required: string | null, out: FormErrors) {
  if (!filled(values[key])) {
    if (required) out[key] = required;
  } else if (!isProperEmail(values[key])) out[key] = PARTY_FORM_MESSAGES.emailFormat;
}

function phoneErrors(values: Record<string, unknown>, key: string, required: string | null, out: FormErrors) {
  if (!filled(values[key])) {
    if (required) out[key] = required;
  } else if (phoneDigits(values[key]).length !== 10) out[key] = PARTY_FORM_MESSAGES.phoneFormat;
}

function nameErrors(values: Record<string, unknown>, out: FormErrors) {
  if (!filled(values.firstName)) out.firstName = PARTY_FORM_MESSAGES.firstName;
  if (!filled(values.lastName)) out.lastName = PARTY_FORM_MESSAGES.lastName;
}

function sideErrors(values: Record<string, unknown>, out: FormErrors) {
  if (![1, 2].includes(Number(values.partySide))) out.partySide = PARTY_FORM_MESSAGES.side;
}

/** Today as YYYY-MM-DD in local time. */
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** Create New Client: side, first and last name; email and mobile only when the flags say so; date of birth not after today. */
export function clientFormErrors(values: Record<string, unknown>): FormErrors {
  const out: FormErrors = {};
  sideErrors(values, out);
  nameErrors(values, out);
  emailErrors(values, 'email', values.isEmailRequired ? PARTY_FORM_MESSAGES.emailAddress : null, out);
  phoneErrors(values, 'mobilePhone', values.isPhoneRequired ? PARTY_FORM_MESSAGES.mobileNumber : null, out);
  if (filled(values.dob) && String(values.dob) > today()) out.dob = PARTY_FORM_MESSAGES.dobFuture;
  addressGroupErrors(values, { line1: 'addressLine1', city: 'city', state: 'stateId', zip: 'zipCode', country: 'countryId' }, out);
  addressGroupErrors(
    values,
    { line1: 'businessAddressLine1', city: 'businessCity', state: 'businessStateId', zip: 'businessZipCode', country: 'businessCountryId' },
    out,
  );
  return out;
}

/** A new brokerage: name, work phone, address line 1, city, state and zip; email valid if given. */
export function brokerageFormErrors(values: Record<string, unknown>): FormErrors {
  const out: FormErrors = {};
  if (!filled(values.company)) out.company = PARTY_FORM_MESSAGES.brokerageName;
  phoneErrors(values, 'workPhone', PARTY_FORM_MESSAGES.workPhone, out);
  if (filled(values.faxPhone)) phoneErrors(values, 'faxPhone', null, out);
  if (!filled(values.addressLine1)) out.addressLine1 = PARTY_FORM_MESSAGES.addressLine1;
  if (!filled(values.city)) out.city = PARTY_FORM_MESSAGES.brokerageCity;
  if (!filled(values.stateId) || !stateInCountry(values.stateId, values.countryId)) out.stateId = PARTY_FORM_MESSAGES.brokerageState;
  if (!filled(values.zipCode)) out.zipCode = PARTY_FORM_MESSAGES.brokerageZip;
  else {
    const zipError = zipCodeError(values.zipCode, values.countryId);
    if (zipError) out.zipCode = zipError;
  }
  emailErrors(values, 'email', null, out);
  return out;
}

/** Create An Outside Agent: side, names, mobile and email; a brokerage chosen ('Select a Party') or a new one. */
export function outsideAgentFormErrors(values: Record<string, unknown>): FormErrors {
  const out: FormErrors = {};
  sideErrors(values, out);
  nameErrors(values, out);
  phoneErrors(values, 'mobilePhone', PARTY_FORM_MESSAGES.mobilePhone, out);
  emailErrors(values, 'email', PARTY_FORM_MESSAGES.email, out);
  const brokerageId = Number(values.brokerageId) || 0;
  const data = values.brokerageData as Record<string, unknown> | null | undefined;
  if (brokerageId <= 0) {
    if (!data) out.brokerageId = PARTY_FORM_MESSAGES.selectParty;
    else for (const [k, m] of Object.entries(brokerageFormErrors(data))) out[`brokerageData.${k}`] = m;
  }
  return out;
}

/** Create New Vendor Contact: side, names and email; a vendor chosen ('Select a Party'). */
export function vendorContactFormErrors(values: Record<string, unknown>): FormErrors {
  const out: FormErrors = {};
  sideErrors(values, out);
  nameErrors(values, out);
  emailErrors(values, 'email', PARTY_FORM_MESSAGES.email, out);
  for (const k of ['mobilePhone', 'workPhone', 'faxPhone']) phoneErrors(values, k, null, out);
  if (!(Number(values.vendorId) > 0)) out.vendorId = PARTY_FORM_MESSAGES.selectParty;
  addressGroupErrors(
    values,
    { line1: 'homeAddressLine1', city: 'homeCity', state: 'homeStateId', zip: 'homeZipCode', country: 'homeCountryId' },
    out,
  );
  addressGroupErrors(values, { line1: 'addressLine1', city: 'city', state: 'stateId', zip: 'zipCode', country: 'countryId' }, out);
  return out;
}

/** A new vendor company: type (one Create Vendor Contact offers) and name. */
export function vendorFormErrors(values: Record<string, unknown>): FormErrors {
  const out: FormErrors = {};
  if (!NEW_VENDOR_TYPES.some((t) => t.id === Number(values.type))) out.type = PARTY_FORM_MESSAGES.vendorType;
  if (!filled(values.company)) out.company = PARTY_FORM_MESSAGES.vendorName;
  return out;
}

/** Missing Information: first name, last name and email only when the party is a person; emails valid. */
export function missingInfoFormErrors(values: Record<string, unknown>): FormErrors {
  const out: FormErrors = {};
  if (Number(values.personId) > 0) {
    nameErrors(values, out);
    emailErrors(values, 'email', PARTY_FORM_MESSAGES.email, out);
  } else emailErrors(values, 'email', null, out);
  emailErrors(values, 'companyEmail', null, out);
  for (const k of ['personPhone', 'workPhone', 'faxPhone']) phoneErrors(values, k, null, out);
  addressGroupErrors(values, { line1: 'address1', city: 'city', state: 'state', zip: 'zipCode' }, out);
  addressGroupErrors(values, { line1: 'companyAddress1', city: 'companyCity', state: 'companyState', zip: 'companyZipCode' }, out);
  return out;
}
