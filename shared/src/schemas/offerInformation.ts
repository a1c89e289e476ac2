/**
 * Offer Information: ONE yup schema for the form and for the API (POST
 * /offer/createoffer answers 400 with the same messages). Framework-free: no React, no MUI.
 *
 * It accepts both shapes of the same input: the form's (text for numbers and money, HOA as the ids
 * 1 yes / 2 no) and the draft the client posts (numbers, booleans, null for empty).
 */
import * as yup from 'yup';
import {
  APPRAISALS_PAID_BY,
  DESIGNATORS,
  DIRECTIONS,
  EARNEST_MONEY_DEPOSITS,
  FINANCING_TYPES,
  FORM_OF_EARNEST_MONEY_TYPES,
  HOME_WARRANTY_PAID_BY,
  HOME_WARRANTY_PLAN_TO_BE_ORDERED_BY,
  LEAD_BASED_PAINT_DISCLOSURES,
  OTHER_OPTION_IDS,
  PROPERTY_TYPES,
  PRORATION_OF_ASSESSMENTS_AND_FEES,
  STATES,
  SUFFIXES,
  UNIT_TYPES,
  WASTE_WATER_TREATMENTS,
  type Lookup,
} from '../domain/lookups';
import { LIMITS, OFFER_TEXT_MAX } from '../domain/limits';
import { COUNTRIES, Country } from '../domain/parties';

/**
 * The Offer Information messages, word for word: the form shows them under the fields and the API
 * sends them in a 400's `fields`. The required-field messages come first, then OfferDesk's own checks.
 */
export const OFFER_INFORMATION_MESSAGES = {
  propertyTypeId: 'Property type is required',
  streetNumber: 'Street number is required',
  street: 'Street name is required',
  city: 'City is required',
  state: 'State is required',
  zipCode: 'Zip code is required',
  postalCode: 'Postal Code is required',
  zipInvalid: 'Please check the Zip Code',
  postalInvalid: 'Please check the Postal Code',
  yearBuilt: 'Year Built is required',
  yearBuiltInvalid: 'Invalid Year Built',
  offerPrice: 'Offer price is required',
  earnestMoneyDeposit: 'Earnest money deposit is required',
  closingDate: 'Closing date is required',
  earnestMoneyDepositedId: 'Earnest Money Deposited With is required',
  formOfEarnestMoneyId: 'Form Of Earnest Money is required',
  typeOfFinancingId: 'Type Of Financing is required',
  appraisalPaidById: 'Appraisal Paid By is required',
  possessionDate: 'Possession Date is required',
  acceptanceDeadlineDate: 'Offer Expiration Date is required',
  acceptanceDeadlineTime: 'Offer Expiration Time is required',
  inspectionDaysFromCOE: 'Inspection Days from Contract Date is required',
  isHomeLocatedInHOA: 'Is Home Located In HOA is required',
  // OfferDesk's own checks: format, range, list membership and the 'other' descriptions.
  leadBasedPaintDisclosureId: 'Lead Based Paint Disclosure is required',
  otherDescription: 'Description is required',
  inspectionDaysInvalid: 'Invalid Inspection Days',
  moneyInvalid: 'Enter an amount with at most 2 decimals',
  moneyTooLarge: 'Amount is too large',
  dateInvalid: 'Invalid date',
  timeInvalid: 'Invalid time',
  optionInvalid: 'Please choose an option from the list',
  stateOfOtherCountry: 'Choose a state of the selected country',
  homeWarrantyOrderedById: 'Plan to be ordered by is required',
  paidById: 'Paid By is required',
  tooLong: (max: number) => `At most ${max} characters`,
} as const;

const M = OFFER_INFORMATION_MESSAGES;

/** Zip max length: 7 for a Canadian postal code ("A1A 1A1"), 10 for a US zip ("12345-6789"). */
export const zipMaxLength = (countryId: unknown): number => (Number(countryId) === Country.CA ? 7 : 10);
export const US_ZIP_PATTERN = /^\d{5}(-\d{4})?$/;
/** Canadian postal code: no D, F, I, O, Q, U (and no W, Z first); letter-digit-letter, optional space, digit-letter-digit. */
export const CA_POSTAL_PATTERN = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i;

const isCanada = (countryId: unknown) => Number(countryId) === Country.CA;

/** The zip/postal message for a value in a country, or null when it is fine (the form checks it on blur too). */
export function zipCodeError(zipCode: unknown, countryId: unknown): string | null {
  const v = zipCode == null ? '' : String(zipCode).trim();
  const ca = isCanada(countryId);
  if (!v) return ca ? M.postalCode : M.zipCode;
  if (v.length > zipMaxLength(countryId)) return ca ? M.postalInvalid : M.zipInvalid;
  if (ca ? !CA_POSTAL_PATTERN.test(v) : !US_ZIP_PATTERN.test(v)) return ca ? M.postalInvalid : M.zipInvalid;
  return null;
}

/** Lead based paint disclosure is shown and required when year built is 1978 or earlier, or empty. */
export function needsLeadBasedPaintDisclosure(yearBuilt: unknown): boolean {
  const v = yearBuilt == null ? '' : String(yearBuilt).trim();
  if (!v) return true;
  const n = Number(v);
  return !Number.isFinite(n) || n <= LIMITS.yearBuiltThreshold;
}

const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Numeric text with at most 2 decimals, or a number; commas (thousands separators) are ignored. */
export const MONEY_PATTERN = /^\d+(\.\d{0,2})?$/;
const MONEY_MAX_INTEGER_DIGITS = 12;

export function parseMoney(v: unknown): number | null {
  if (isEmpty(v)) return null;
  const s = typeof v === 'number' ? String(v) : String(v).replace(/,/g, '').trim();
  if (!MONEY_PATTERN.test(s)) return null;
  return Number(s);
}

const idSchema = (required: string | null, options?: readonly Lookup[]) => {
  let s = yup
    .number()
    .transform((value, original) => (isEmpty(original) ? null : value))
    .nullable()
    .typeError(required ?? M.optionInvalid);
  if (required) s = s.required(required);
  if (options) s = s.test('option', M.optionInvalid, (v) => v == null || options.some((o) => o.id === v));
  return s;
};

const textSchema = (max: number, required?: string) => {
  let s = yup
    .string()
    .transform((value, original) => (isEmpty(original) ? undefined : typeof original === 'string' ? original.trim() : value))
    .max(max, M.tooLong(max));
  if (required) s = s.required(required);
  return s;
};

const moneySchema = (required?: string) =>
  yup
    .mixed<string | number>()
    .nullable()
    .test('money', function (v) {
      if (isEmpty(v)) return required ? this.createError({ message: required }) : true;
      if (typeof v === 'number' ? !Number.isFinite(v) || v < 0 : typeof v !== 'string')
        return this.createError({ message: M.moneyInvalid });
      const s = typeof v === 'number' ? String(v) : String(v).replace(/,/g, '').trim();
      if (!MONEY_PATTERN.test(s)) return this.createError({ message: M.moneyInvalid });
      if (s.split('.')[0].replace(/^0+(?=\d)/, '').length > MONEY_MAX_INTEGER_DIGITS) return this.createError({ message: M.moneyTooLarge });
      return true;
    });

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (s: string) => {
  if (!DATE_PATTERN.test(s)) return false;
  const [y, m, d] = s.split('-').map(Number);
  const dt = new Date(Date.UTC(y, m - 1, d));
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d;
};
const dateSchema = (required: string) =>
  yup
    .mixed<string>()
    .nullable()
    .test('date', function (v) {
      if (isEmpty(v)) return this.createError({ message: required });
      return typeof v === 'string' && isRealDate(v.trim()) ? true : this.createError({ message: M.dateInvalid });
    });

/** Expiration time: HH:mm (seconds allowed) on a 30-minute step. */
export const TIME_PATTERN = /^([01]\d|2[0-3]):(00|30)(:00)?$/;

/** Yes/no as the form holds it (1 yes, 2 no) or as the draft holds it (boolean). */
export const YesNo = { yes: 1, no: 2 } as const;
export function toYesNoBoolean(v: unknown): boolean | null {
  if (v === true || v === 1 || v === '1' || v === 'true') return true;
  if (v === false || v === 2 || v === '2' || v === 'false') return false;
  return null;
}

const otherDescription = (optionField: string, otherId: number) =>
  textSchema(OFFER_TEXT_MAX.otherDescription).when(optionField, {
    is: (id: unknown) => Number(id) === otherId,
    then: (s) => s.required(M.otherDescription),
  });

const warrantyOrdered = (v: unknown) => toYesNoBoolean(v) === true;

export const offerInformationSchema = yup.object({
  propertyTypeId: idSchema(M.propertyTypeId, PROPERTY_TYPES),
  streetNumber: textSchema(OFFER_TEXT_MAX.streetNumber, M.streetNumber),
  directionId: idSchema(null, DIRECTIONS),
  street: textSchema(OFFER_TEXT_MAX.street, M.street),
  designatorId: idSchema(null, DESIGNATORS),
  suffixId: idSchema(null, SUFFIXES),
  unitNumber: textSchema(OFFER_TEXT_MAX.unitNumber),
  unitTypeId: idSchema(null, UNIT_TYPES),
  city: textSchema(OFFER_TEXT_MAX.city, M.city),
  countryId: idSchema(null, COUNTRIES),
  state: idSchema(M.state, STATES).test('state-country', M.stateOfOtherCountry, function (v) {
    if (v == null) return true;
    const country = this.parent.countryId == null || this.parent.countryId === '' ? Country.US : Number(this.parent.countryId);
    return STATES.find((s) => s.id === v)?.countryId === country;
  }),
  county: textSchema(OFFER_TEXT_MAX.county),
  zipCode: yup
    .mixed<string>()
    .nullable()
    .test('zip', function (v) {
      const error = zipCodeError(v, this.parent.countryId);
      return error ? this.createError({ message: error }) : true;
    }),
  mlsNumber: textSchema(OFFER_TEXT_MAX.mlsNumber),
  assessorsNumber: textSchema(OFFER_TEXT_MAX.assessorsNumber),
  legalDescription: textSchema(OFFER_TEXT_MAX.legalDescription),
  wasteWaterTreatmentId: idSchema(null, WASTE_WATER_TREATMENTS),
  isHomeLocatedInHOA: yup
    .mixed()
    .nullable()
    .test('hoa', M.isHomeLocatedInHOA, (v) => toYesNoBoolean(v) !== null),
  yearBuilt: yup
    .mixed<string | number>()
    .nullable()
    .test('year', function (v) {
      if (isEmpty(v)) return this.createError({ message: M.yearBuilt });
      const s = String(v).trim();
      return /^\d{4}$/.test(s) ? true : this.createError({ message: M.yearBuiltInvalid });
    }),
  leadBasedPaintDisclosureId: idSchema(null, LEAD_BASED_PAINT_DISCLOSURES).when('yearBuilt', {
    is: (year: unknown) => needsLeadBasedPaintDisclosure(year),
    then: (s) => s.required(M.leadBasedPaintDisclosureId),
  }),
  offerPrice: moneySchema(M.offerPrice),
  earnestMoneyDeposit: moneySchema(M.earnestMoneyDeposit),
  earnestMoneyDepositedId: idSchema(M.earnestMoneyDepositedId, EARNEST_MONEY_DEPOSITS),
  formOfEarnestMoneyId: idSchema(M.formOfEarnestMoneyId, FORM_OF_EARNEST_MONEY_TYPES),
  formOfEarnestMoneyOtherDesc: otherDescription('formOfEarnestMoneyId', OTHER_OPTION_IDS.formOfEarnestMoney),
  typeOfFinancingId: idSchema(M.typeOfFinancingId, FINANCING_TYPES),
  typeOfFinancingOtherDesc: otherDescription('typeOfFinancingId', OTHER_OPTION_IDS.financing),
  downPayment: moneySchema(),
  sellerConcessions: moneySchema(),
  appraisalPaidById: idSchema(M.appraisalPaidById, APPRAISALS_PAID_BY),
  appraisalPaidByOtherDesc: otherDescription('appraisalPaidById', OTHER_OPTION_IDS.appraisalPaidBy),
  prorationOfAssessmentAndFeeId: idSchema(null, PRORATION_OF_ASSESSMENTS_AND_FEES),
  prorationOfAssessmentAndFeeOtherDesc: otherDescription('prorationOfAssessmentAndFeeId', OTHER_OPTION_IDS.prorationOfAssessmentsAndFees),
  closingDate: dateSchema(M.closingDate),
  possessionDate: dateSchema(M.possessionDate),
  acceptanceDeadlineDate: dateSchema(M.acceptanceDeadlineDate),
  acceptanceDeadlineTime: yup
    .mixed<string>()
    .nullable()
    .test('time', function (v) {
      if (isEmpty(v)) return this.createError({ message: M.acceptanceDeadlineTime });
      return typeof v === 'string' && TIME_PATTERN.test(v.trim()) ? true : this.createError({ message: M.timeInvalid });
    }),
  inspectionDaysFromCOE: yup
    .mixed<string | number>()
    .nullable()
    .test('days', function (v) {
      if (isEmpty(v)) return this.createError({ message: M.inspectionDaysFromCOE });
      return /^\d{1,2}$/.test(String(v).trim()) ? true : this.createError({ message: M.inspectionDaysInvalid });
    }),
  additionalTerms: textSchema(OFFER_TEXT_MAX.additionalTerms),
  isHomeWarrantyOrdered: yup
    .mixed()
    .nullable()
    .test('yes-no', M.optionInvalid, (v) => isEmpty(v) || toYesNoBoolean(v) !== null),
  homeWarrantyOrderedById: idSchema(null, HOME_WARRANTY_PLAN_TO_BE_ORDERED_BY).when('isHomeWarrantyOrdered', {
    is: warrantyOrdered,
    then: (s) => s.required(M.homeWarrantyOrderedById),
  }),
  optionalCoverage: textSchema(OFFER_TEXT_MAX.optionalCoverage),
  costNotToExceed: moneySchema(),
  paidById: idSchema(null, HOME_WARRANTY_PAID_BY).when('isHomeWarrantyOrdered', {
    is: warrantyOrdered,
    then: (s) => s.required(M.paidById),
  }),
});

/** The fields of the Offer Information input, in the order the form shows them (first error gets focus). */
export const OFFER_INFORMATION_FIELDS = Object.keys(offerInformationSchema.fields) as (keyof typeof offerInformationSchema.fields)[];

/** Synchronous variant of validateWith for this schema (no async tests): `{ field: message }`. */
export function validateOfferInformation(values: unknown): Record<string, string> {
  try {
    offerInformationSchema.validateSync(values, { abortEarly: false });
    return {};
  } catch (e) {
    if (!(e instanceof yup.ValidationError)) throw e;
    const errors: Record<string, string> = {};
    for (const inner of e.inner.length ? e.inner : [e]) {
      if (inner.path && !errors[inner.path]) errors[inner.path] = inner.message;
    }
    return errors;
  }
}

/** The form's values: text for numbers and money (as typed, without separators), ids as numbers, HOA 1/2. */
export interface OfferInformationValues {
  propertyTypeId: number | null;
  streetNumber: string;
  directionId: number | null;
  street: string;
  designatorId: number | null;
  suffixId: number | null;
  unitNumber: string;
  unitTypeId: number | null;
  city: string;
  state: number | null;
  county: string;
  zipCode: string;
  countryId: number;
  mlsNumber: string;
  assessorsNumber: string;
  legalDescription: string;
  wasteWaterTreatmentId: number | null;
  isHomeLocatedInHOA: number | null;
  yearBuilt: string;
  leadBasedPaintDisclosureId: number | null;
  offerPrice: string;
  earnestMoneyDeposit: string;
  earnestMoneyDepositedId: number | null;
  formOfEarnestMoneyId: number | null;
  formOfEarnestMoneyOtherDesc: string;
  typeOfFinancingId: number | null;
  typeOfFinancingOtherDesc: string;
  downPayment: string;
  sellerConcessions: string;
  appraisalPaidById: number | null;
  appraisalPaidByOtherDesc: string;
  prorationOfAssessmentAndFeeId: number | null;
  prorationOfAssessmentAndFeeOtherDesc: string;
  closingDate: string;
  possessionDate: string;
  acceptanceDeadlineDate: string;
  acceptanceDeadlineTime: string;
  inspectionDaysFromCOE: string;
  additionalTerms: string;
  /** 1 yes, 2 no, null unanswered (no). */
  isHomeWarrantyOrdered: number | null;
  homeWarrantyOrderedById: number | null;
  optionalCoverage: string;
  costNotToExceed: string;
  paidById: number | null;
}

/** The Offer Information part of the draft as POST /offer/createoffer takes it (the wire's field names). */
export interface OfferInformationDraft {
  propertyTypeId: number | null;
  streetNumber: string | null;
  directionId: number | null;
  street: string | null;
  designatorId: number | null;
  suffixId: number | null;
  unitNumber: string | null;
  unitTypeId: number | null;
  city: string | null;
  /** State id. */
  state: number | null;
  county: string | null;
  zipCode: string | null;
  countryId: number;
  mlsNumber: string | null;
  assessorsNumber: string | null;
  legalDescription: string | null;
  wasteWaterTreatmentId: number | null;
  isHomeLocatedInHOA: boolean | null;
  yearBuilt: number | null;
  leadBasedPaintDisclosureId: number | null;
  offerPrice: number | null;
  earnestMoneyDeposit: number | null;
  earnestMoneyDepositedId: number | null;
  formOfEarnestMoneyId: number | null;
  formOfEarnestMoneyOtherDesc: string | null;
  typeOfFinancingId: number | null;
  typeOfFinancingOtherDesc: string | null;
  downPayment: number | null;
  sellerConcessions: number | null;
  appraisalPaidById: number | null;
  appraisalPaidByOtherDesc: string | null;
  prorationOfAssessmentAndFeeId: number | null;
  prorationOfAssessmentAndFeeOtherDesc: string | null;
  closingDate: string | null;
  possessionDate: string | null;
  acceptanceDeadlineDate: string | null;
  acceptanceDeadlineTime: string | null;
  inspectionDaysFromCOE: number | null;
  additionalTerms: string | null;
  isHomeWarrantyOrdered: boolean;
  homeWarrantyOrderedById: number | null;
  optionalCoverage: string | null;
  costNotToExceed: number | null;
  paidById: number | null;
}

export const EMPTY_OFFER_INFORMATION: OfferInformationValues = {
  propertyTypeId: 1,
  streetNumber: '',
  directionId: null,
  street: '',
  designatorId: null,
  suffixId: null,
  unitNumber: '',
  unitTypeId: null,
  city: '',
  state: null,
  county: '',
  zipCode: '',
  countryId: Country.US,
  mlsNumber: '',
  assessorsNumber: '',
  legalDescription: '',
  wasteWaterTreatmentId: null,
  isHomeLocatedInHOA: null,
  yearBuilt: '',
  leadBasedPaintDisclosureId: null,
  offerPrice: '',
  earnestMoneyDeposit: '',
  earnestMoneyDepositedId: null,
  formOfEarnestMoneyId: null,
  formOfEarnestMoneyOtherDesc: '',
  typeOfFinancingId: null,
  typeOfFinancingOtherDesc: '',
  downPayment: '',
  sellerConcessions: '',
  appraisalPaidById: null,
  appraisalPaidByOtherDesc: '',
  prorationOfAssessmentAndFeeId: null,
  prorationOfAssessmentAndFeeOtherDesc: '',
  closingDate: '',
  possessionDate: '',
  acceptanceDeadlineDate: '',
  acceptanceDeadlineTime: '',
  inspectionDaysFromCOE: '',
  additionalTerms: '',
  isHomeWarrantyOrdered: null,
  homeWarrantyOrderedById: null,
  optionalCoverage: '',
  costNotToExceed: '',
  paidById: null,
};

const text = (v: string | null | undefined): string | null => {
  const t = (v ?? '').trim();
  return t ? t : null;
};
const intOrNull = (v: string | number | null | undefined): number | null => {
  if (v == null || v === '') return null;
  const n = Number(String(v).trim());
  return Number.isFinite(n) ? n : null;
};
const idOrNull = (v: unknown): number | null => (v == null || v === '' || !Number.isFinite(Number(v)) ? null : Number(v));

/** Form values → the draft fields POST /offer/createoffer takes. */
export function toOfferInformationDraft(v: OfferInformationValues): OfferInformationDraft {
  const ordered = toYesNoBoolean(v.isHomeWarrantyOrdered) === true;
  return {
    propertyTypeId: idOrNull(v.propertyTypeId),
    streetNumber: text(v.streetNumber),
    directionId: idOrNull(v.directionId),
    street: text(v.street),
    designatorId: idOrNull(v.designatorId),
    suffixId: idOrNull(v.suffixId),
    unitNumber: text(v.unitNumber),
    unitTypeId: idOrNull(v.unitTypeId),
    city: text(v.city),
    state: idOrNull(v.state),
    county: text(v.county),
    zipCode: text(v.zipCode)?.toUpperCase() ?? null,
    countryId: idOrNull(v.countryId) ?? Country.US,
    mlsNumber: text(v.mlsNumber),
    assessorsNumber: text(v.assessorsNumber),
    legalDescription: text(v.legalDescription),
    wasteWaterTreatmentId: idOrNull(v.wasteWaterTreatmentId),
    isHomeLocatedInHOA: toYesNoBoolean(v.isHomeLocatedInHOA),
    yearBuilt: intOrNull(v.yearBuilt),
    leadBasedPaintDisclosureId: needsLeadBasedPaintDisclosure(v.yearBuilt) ? idOrNull(v.leadBasedPaintDisclosureId) : null,
    offerPrice: parseMoney(v.offerPrice),
    earnestMoneyDeposit: parseMoney(v.earnestMoneyDeposit),
    earnestMoneyDepositedId: idOrNull(v.earnestMoneyDepositedId),
    formOfEarnestMoneyId: idOrNull(v.formOfEarnestMoneyId),
    formOfEarnestMoneyOtherDesc:
      v.formOfEarnestMoneyId === OTHER_OPTION_IDS.formOfEarnestMoney ? text(v.formOfEarnestMoneyOtherDesc) : null,
    typeOfFinancingId: idOrNull(v.typeOfFinancingId),
    typeOfFinancingOtherDesc: v.typeOfFinancingId === OTHER_OPTION_IDS.financing ? text(v.typeOfFinancingOtherDesc) : null,
    downPayment: parseMoney(v.downPayment),
    sellerConcessions: parseMoney(v.sellerConcessions),
    appraisalPaidById: idOrNull(v.appraisalPaidById),
    appraisalPaidByOtherDesc: v.appraisalPaidById === OTHER_OPTION_IDS.appraisalPaidBy ? text(v.appraisalPaidByOtherDesc) : null,
    prorationOfAssessmentAndFeeId: idOrNull(v.prorationOfAssessmentAndFeeId),
    prorationOfAssessmentAndFeeOtherDesc:
      v.prorationOfAssessmentAndFeeId === OTHER_OPTION_IDS.prorationOfAssessmentsAndFees
        ? text(v.prorationOfAssessmentAndFeeOtherDesc)
        : null,
    closingDate: text(v.closingDate),
    possessionDate: text(v.possessionDate),
    acceptanceDeadlineDate: text(v.acceptanceDeadlineDate),
    acceptanceDeadlineTime: text(v.acceptanceDeadlineTime),
    inspectionDaysFromCOE: intOrNull(v.inspectionDaysFromCOE),
    additionalTerms: text(v.additionalTerms),
    isHomeWarrantyOrdered: ordered,
    homeWarrantyOrderedById: ordered ? idOrNull(v.homeWarrantyOrderedById) : null,
    optionalCoverage: ordered ? text(v.optionalCoverage) : null,
    costNotToExceed: ordered ? parseMoney(v.costNotToExceed) : null,
    paidById: ordered ? idOrNull(v.paidById) : null,
  };
}

const str = (v: unknown): string => (v == null ? '' : String(v));
const moneyText = (v: unknown): string => {
  const n = parseMoney(v);
  return n == null ? '' : String(n);
};
const yesNoId = (v: unknown): number | null => {
  const b = toYesNoBoolean(v);
  return b === null ? null : b ? YesNo.yes : YesNo.no;
};

/**
 * A stored offer (GET /offer/GetById, where `state` is the name and `stateId` the id) or a draft
 * → form values.
 */
export function toOfferInformationValues(offer: Record<string, unknown>): OfferInformationValues {
  const stateId =
    idOrNull(offer.stateId) ??
    (typeof offer.state === 'number'
      ? offer.state
      : typeof offer.state === 'string'
        ? (STATES.find(
            (s) =>
              s.name.toLowerCase() === String(offer.state).toLowerCase() ||
              s.abbreviation.toLowerCase() === String(offer.state).toLowerCase(),
          )?.id ?? idOrNull(offer.state))
        : null);
  const v: OfferInformationValues = { ...EMPTY_OFFER_INFORMATION };
  const idKeys = [
    'propertyTypeId',
    'directionId',
    'designatorId',
    'suffixId',
    'unitTypeId',
    'wasteWaterTreatmentId',
    'leadBasedPaintDisclosureId',
    'earnestMoneyDepositedId',
    'formOfEarnestMoneyId',
    'typeOfFinancingId',
    'appraisalPaidById',
    'prorationOfAssessmentAndFeeId',
    'homeWarrantyOrderedById',
    'paidById',
  ] as const;
  for (const k of idKeys) v[k] = idOrNull(offer[k]);
  const textKeys = [
    'streetNumber',
    'street',
    'unitNumber',
    'city',
    'county',
    'zipCode',
    'mlsNumber',
    'assessorsNumber',
    'legalDescription',
    'formOfEarnestMoneyOtherDesc',
    'typeOfFinancingOtherDesc',
    'appraisalPaidByOtherDesc',
    'prorationOfAssessmentAndFeeOtherDesc',
    'additionalTerms',
    'optionalCoverage',
    'yearBuilt',
    'inspectionDaysFromCOE',
  ] as const;
  for (const k of textKeys) v[k] = str(offer[k]);
  v.propertyTypeId = v.propertyTypeId ?? EMPTY_OFFER_INFORMATION.propertyTypeId;
  v.state = stateId;
  v.countryId = idOrNull(offer.countryId) ?? Country.US;
  v.offerPrice = moneyText(offer.offerPrice);
  v.earnestMoneyDeposit = moneyText(offer.earnestMoneyDeposit);
  v.downPayment = moneyText(offer.downPayment);
  v.sellerConcessions = moneyText(offer.sellerConcessions);
  v.costNotToExceed = moneyText(offer.costNotToExceed);
  v.closingDate = str(offer.closingDate).slice(0, 10);
  v.possessionDate = str(offer.possessionDate).slice(0, 10);
  v.acceptanceDeadlineDate = str(offer.acceptanceDeadlineDate).slice(0, 10);
  v.acceptanceDeadlineTime = str(offer.acceptanceDeadlineTime).slice(0, 5);
  v.isHomeLocatedInHOA = yesNoId(offer.isHomeLocatedInHOA);
  v.isHomeWarrantyOrdered = yesNoId(offer.isHomeWarrantyOrdered);
  return v;
}
