import {
  EMPTY_OFFER_INFORMATION,
  OFFER_INFORMATION_MESSAGES as M,
  OTHER_OPTION_IDS,
  offerInformationSchema,
  toOfferInformationDraft,
  toOfferInformationValues,
  validateOfferInformation,
  validateWith,
  zipCodeError,
  needsLeadBasedPaintDisclosure,
  type OfferInformationValues,
} from '../../forms';

/** A complete, valid Offer Information input (form shape). */
const valid: OfferInformationValues = {
  ...EMPTY_OFFER_INFORMATION,
  propertyTypeId: 1,
  streetNumber: '1234',
  street: 'Main',
  city: 'Phoenix',
  state: 3,
  zipCode: '85004',
  countryId: 1,
  isHomeLocatedInHOA: 2,
  yearBuilt: '1995',
  offerPrice: '425000',
  earnestMoneyDeposit: '5000.50',
  earnestMoneyDepositedId: 1,
  formOfEarnestMoneyId: 1,
  typeOfFinancingId: 1,
  appraisalPaidById: 1,
  closingDate: '2026-12-15',
  possessionDate: '2026-12-15',
  acceptanceDeadlineDate: '2026-12-01',
  acceptanceDeadlineTime: '17:30',
  inspectionDaysFromCOE: '10',
};

const errorsOf = (patch: Partial<Record<keyof OfferInformationValues, unknown>>) => validateOfferInformation({ ...valid, ...patch });

describe('offerInformationSchema', () => {
  it('accepts a complete input', () => {
    expect(validateOfferInformation(valid)).toEqual({});
  });

  it('accepts the same input as the draft the client posts', async () => {
    const draft = toOfferInformationDraft(valid);
    expect(draft).toMatchObject({ yearBuilt: 1995, offerPrice: 425000, earnestMoneyDeposit: 5000.5, isHomeLocatedInHOA: false, state: 3 });
    expect(await validateWith(offerInformationSchema, draft)).toEqual({});
  });

  it('gives every required-field message for an empty input', () => {
    const errors = validateOfferInformation({ ...EMPTY_OFFER_INFORMATION, propertyTypeId: null });
    expect(errors).toEqual({
      propertyTypeId: 'Property type is required',
      streetNumber: 'Street number is required',
      street: 'Street name is required',
      city: 'City is required',
      state: 'State is required',
      zipCode: 'Zip code is required',
      yearBuilt: 'Year Built is required',
      isHomeLocatedInHOA: 'Is Home Located In HOA is required',
      leadBasedPaintDisclosureId: 'Lead Based Paint Disclosure is required',
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
    });
  });

  it.each<[string, Partial<Record<keyof OfferInformationValues, unknown>>, string, string]>([
    ['property type', { propertyTypeId: null }, 'propertyTypeId', 'Property type is required'],
    ['street number', { streetNumber: '  ' }, 'streetNumber', 'Street number is required'],
    ['street name', { street: '' }, 'street', 'Street name is required'],
    ['city', { city: '' }, 'city', 'City is required'],
    ['state', { state: null }, 'state', 'State is required'],
    ['zip (US)', { zipCode: '' }, 'zipCode', 'Zip code is required'],
    ['postal code (CA)', { zipCode: '', countryId: 2, state: 109 }, 'zipCode', 'Postal Code is required'],
    ['year built', { yearBuilt: '', leadBasedPaintDisclosureId: 1 }, 'yearBuilt', 'Year Built is required'],
    ['offer price', { offerPrice: '' }, 'offerPrice', 'Offer price is required'],
    ['earnest money', { earnestMoneyDeposit: null }, 'earnestMoneyDeposit', 'Earnest money deposit is required'],
    ['closing date', { closingDate: '' }, 'closingDate', 'Closing date is required'],
    ['deposited with', { earnestMoneyDepositedId: '' }, 'earnestMoneyDepositedId', 'Earnest Money Deposited With is required'],
    ['form of earnest money', { formOfEarnestMoneyId: null }, 'formOfEarnestMoneyId', 'Form Of Earnest Money is required'],
    ['financing', { typeOfFinancingId: null }, 'typeOfFinancingId', 'Type Of Financing is required'],
    ['appraisal', { appraisalPaidById: null }, 'appraisalPaidById', 'Appraisal Paid By is required'],
    ['possession date', { possessionDate: '' }, 'possessionDate', 'Possession Date is required'],
    ['expiration date', { acceptanceDeadlineDate: '' }, 'acceptanceDeadlineDate', 'Offer Expiration Date is required'],
    ['expiration time', { acceptanceDeadlineTime: '' }, 'acceptanceDeadlineTime', 'Offer Expiration Time is required'],
    ['inspection days', { inspectionDaysFromCOE: '' }, 'inspectionDaysFromCOE', 'Inspection Days from Contract Date is required'],
    ['HOA', { isHomeLocatedInHOA: null }, 'isHomeLocatedInHOA', 'Is Home Located In HOA is required'],
  ])('required: %s', (_name, patch, field, message) => {
    expect(errorsOf(patch)).toEqual({ [field]: message });
  });

  describe('year built', () => {
    it.each([
      ['197', 'Invalid Year Built'],
      ['1', 'Invalid Year Built'],
      ['19a5', 'Invalid Year Built'],
      ['19955', 'Invalid Year Built'],
    ])('%p → %s', (yearBuilt, message) => {
      expect(errorsOf({ yearBuilt, leadBasedPaintDisclosureId: 1 }).yearBuilt).toBe(message);
    });
    it('accepts 4 digits as text or number', () => {
      expect(errorsOf({ yearBuilt: 2001 })).toEqual({});
    });
  });

  describe('lead based paint disclosure', () => {
    it.each([
      ['1975', true],
      ['1978', true],
      ['1979', false],
      ['1990', false],
      ['', true],
    ])('year %p → required %p', (yearBuilt, required) => {
      expect(needsLeadBasedPaintDisclosure(yearBuilt)).toBe(required);
      const errors = errorsOf({ yearBuilt, leadBasedPaintDisclosureId: null });
      expect(errors.leadBasedPaintDisclosureId).toBe(required ? 'Lead Based Paint Disclosure is required' : undefined);
    });
    it('is satisfied by a choice', () => {
      expect(errorsOf({ yearBuilt: '1975', leadBasedPaintDisclosureId: 1 })).toEqual({});
    });
  });

  describe("'other' descriptions", () => {
    it.each([
      ['formOfEarnestMoneyId', OTHER_OPTION_IDS.formOfEarnestMoney, 'formOfEarnestMoneyOtherDesc'],
      ['typeOfFinancingId', OTHER_OPTION_IDS.financing, 'typeOfFinancingOtherDesc'],
      ['appraisalPaidById', OTHER_OPTION_IDS.appraisalPaidBy, 'appraisalPaidByOtherDesc'],
      ['prorationOfAssessmentAndFeeId', OTHER_OPTION_IDS.prorationOfAssessmentsAndFees, 'prorationOfAssessmentAndFeeOtherDesc'],
    ])('%s = other (%p) requires %s', (option, otherId, desc) => {
      expect(errorsOf({ [option]: otherId, [desc]: '' })).toEqual({ [desc]: 'Description is required' });
      expect(errorsOf({ [option]: otherId, [desc]: 'Bitcoin' })).toEqual({});
      expect(errorsOf({ [option]: 1, [desc]: '' })).toEqual({});
    });
    it('limits the description length', () => {
      expect(errorsOf({ typeOfFinancingId: OTHER_OPTION_IDS.financing, typeOfFinancingOtherDesc: 'x'.repeat(201) })).toEqual({
        typeOfFinancingOtherDesc: 'At most 200 characters',
      });
    });
  });

  describe('zip and postal code', () => {
    it.each([
      ['85004', 1, null],
      ['85004-1234', 1, null],
      ['8500', 1, 'Please check the Zip Code'],
      ['85004-12', 1, 'Please check the Zip Code'],
      ['ABCDE', 1, 'Please check the Zip Code'],
      ['85004-12345', 1, 'Please check the Zip Code'],
      ['', 1, 'Zip code is required'],
      ['K1A 0B1', 2, null],
      ['K1A0B1', 2, null],
      ['m5v 3l9', 2, null],
      ['D1A 0B1', 2, 'Please check the Postal Code'],
      ['K1F 0B1', 2, 'Please check the Postal Code'],
      ['K1A 0I1', 2, 'Please check the Postal Code'],
      ['K1A  0B1', 2, 'Please check the Postal Code'],
      ['85004', 2, 'Please check the Postal Code'],
      ['', 2, 'Postal Code is required'],
    ])('%p in country %p → %p', (zipCode, countryId, message) => {
      expect(zipCodeError(zipCode, countryId)).toBe(message);
      const state = countryId === 2 ? 109 : 3;
      expect(errorsOf({ zipCode, countryId, state }).zipCode).toBe(message ?? undefined);
    });
  });

  it('wants a state of the chosen country', () => {
    expect(errorsOf({ countryId: 2, state: 3, zipCode: 'K1A 0B1' })).toEqual({ state: 'Choose a state of the selected country' });
  });

  describe('inspection days', () => {
    it.each([
      ['10', undefined],
      ['5', undefined],
      [7, undefined],
      ['100', 'Invalid Inspection Days'],
      ['1.5', 'Invalid Inspection Days'],
      ['-1', 'Invalid Inspection Days'],
    ])('%p → %p', (inspectionDaysFromCOE, message) => {
      expect(errorsOf({ inspectionDaysFromCOE }).inspectionDaysFromCOE).toBe(message);
    });
  });

  describe('money', () => {
    it.each([
      ['425000', undefined],
      ['425,000.5', undefined],
      ['425000.55', undefined],
      [425000.55, undefined],
      ['425000.555', 'Enter an amount with at most 2 decimals'],
      ['abc', 'Enter an amount with at most 2 decimals'],
      ['-5', 'Enter an amount with at most 2 decimals'],
      [-5, 'Enter an amount with at most 2 decimals'],
      ['1234567890123', 'Amount is too large'],
    ])('offer price %p → %p', (offerPrice, message) => {
      expect(errorsOf({ offerPrice }).offerPrice).toBe(message);
      expect(errorsOf({ earnestMoneyDeposit: offerPrice }).earnestMoneyDeposit).toBe(message);
    });
  });

  describe('dates and time', () => {
    it.each([
      [{ closingDate: '2026-02-30' }, 'closingDate', 'Invalid date'],
      [{ possessionDate: 'soon' }, 'possessionDate', 'Invalid date'],
      [{ closingDate: "2027-01-15' OR 1=1" }, 'closingDate', 'Invalid date'],
      [{ acceptanceDeadlineTime: '17:15' }, 'acceptanceDeadlineTime', 'Invalid time'],
      [{ acceptanceDeadlineTime: '25:00' }, 'acceptanceDeadlineTime', 'Invalid time'],
    ])('%p → %s %s', (patch, field, message) => {
      expect(errorsOf(patch)).toEqual({ [field]: message });
    });
    it('accepts 30-minute steps with seconds', () => {
      expect(errorsOf({ acceptanceDeadlineTime: '09:00:00' })).toEqual({});
    });
  });

  describe('home warranty', () => {
    it('needs nothing when not ordered', () => {
      expect(errorsOf({ isHomeWarrantyOrdered: 2 })).toEqual({});
      expect(errorsOf({ isHomeWarrantyOrdered: false })).toEqual({});
    });
    it('needs ordered by and paid by when ordered', () => {
      expect(errorsOf({ isHomeWarrantyOrdered: 1 })).toEqual({
        homeWarrantyOrderedById: 'Plan to be ordered by is required',
        paidById: 'Paid By is required',
      });
      expect(errorsOf({ isHomeWarrantyOrdered: true, homeWarrantyOrderedById: 1, paidById: 2, costNotToExceed: '1,2.345' })).toEqual({
        costNotToExceed: 'Enter an amount with at most 2 decimals',
      });
      expect(errorsOf({ isHomeWarrantyOrdered: true, homeWarrantyOrderedById: 1, paidById: 2, costNotToExceed: '600' })).toEqual({});
    });
    it('drops the warranty fields from the draft when not ordered', () => {
      const draft = toOfferInformationDraft({
        ...valid,
        isHomeWarrantyOrdered: 2,
        paidById: 1,
        optionalCoverage: 'x',
        costNotToExceed: '5',
      });
      expect(draft).toMatchObject({ isHomeWarrantyOrdered: false, paidById: null, optionalCoverage: null, costNotToExceed: null });
    });
  });

  it('rejects ids outside the lookups', () => {
    expect(errorsOf({ directionId: 99 })).toEqual({ directionId: 'Please choose an option from the list' });
    expect(errorsOf({ propertyTypeId: 'x' })).toEqual({ propertyTypeId: 'Property type is required' });
  });

  it('takes down payment and seller concessions as optional money, checked as earnest money is', () => {
    expect(errorsOf({ downPayment: '', sellerConcessions: null })).toEqual({});
    expect(errorsOf({ downPayment: '122,400.5', sellerConcessions: 0 })).toEqual({});
    expect(errorsOf({ downPayment: '-1', sellerConcessions: '12.345' })).toEqual({
      downPayment: M.moneyInvalid,
      sellerConcessions: M.moneyInvalid,
    });
    expect(errorsOf({ sellerConcessions: -5 })).toEqual({ sellerConcessions: M.moneyInvalid });
    const draft = toOfferInformationDraft({ ...valid, downPayment: '122,400.50', sellerConcessions: '' });
    expect(draft).toMatchObject({ downPayment: 122400.5, sellerConcessions: null });
    expect(toOfferInformationValues({ ...draft })).toMatchObject({ downPayment: '122400.5', sellerConcessions: '' });
  });

  it('round-trips a stored offer to the form', () => {
    const stored = {
      ...toOfferInformationDraft(valid),
      state: 'Arizona',
      stateId: 3,
      closingDate: '2026-12-15',
      acceptanceDeadlineTime: '17:30',
    };
    expect(toOfferInformationValues(stored)).toEqual({ ...valid, earnestMoneyDeposit: '5000.5', isHomeWarrantyOrdered: 2 });
  });

  it('tells a malformed zip code from a malformed postal code', () => {
    expect(M.zipInvalid).toBe('Please check the Zip Code');
    expect(M.postalInvalid).toBe('Please check the Postal Code');
  });
});
