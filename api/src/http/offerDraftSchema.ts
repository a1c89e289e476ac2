/**
 * Body of POST /offer/createoffer: the offer draft of seed 000 §3. Types are as loose as the form's
 * (numbers may come as text) so that the shared yup schema gives the seed's messages, not Ajv's.
 */
const idLike = { type: ['integer', 'string', 'null'], maxLength: 20 } as const;
const textLike = (maxLength: number) => ({ type: ['string', 'number', 'null'], maxLength }) as const;
const moneyLike = { type: ['number', 'string', 'null'], maxLength: 30 } as const;
const yesNo = { type: ['boolean', 'integer', 'string', 'null'], maxLength: 5 } as const;

const ids = [
  'propertyTypeId', 'directionId', 'designatorId', 'suffixId', 'unitTypeId', 'countryId', 'wasteWaterTreatmentId',
  'leadBasedPaintDisclosureId', 'earnestMoneyDepositedId', 'formOfEarnestMoneyId', 'typeOfFinancingId', 'appraisalPaidById',
  'prorationOfAssessmentAndFeeId', 'homeWarrantyOrderedById', 'paidById', 'homeWarrantyCompanyId', 'contractId',
] as const;
const texts: Record<string, number> = {
  streetNumber: 100, street: 400, unitNumber: 100, city: 400, county: 400, zipCode: 40, mlsNumber: 200, assessorsNumber: 200,
  legalDescription: 8000, formOfEarnestMoneyOtherDesc: 800, typeOfFinancingOtherDesc: 800, appraisalPaidByOtherDesc: 800,
  prorationOfAssessmentAndFeeOtherDesc: 800, additionalTerms: 16000, optionalCoverage: 2000, homeWarrantyCompanyName: 400,
  closingDate: 40, possessionDate: 40, acceptanceDeadlineDate: 40, acceptanceDeadlineTime: 20, yearBuilt: 20, inspectionDaysFromCOE: 20,
};

export const offerDraftBody = {
  type: 'object',
  description: 'The offer draft: id -1 creates a draft, an existing id updates it. Offer Information fields as seed 000 §3 names them; `state` is the state id.',
  required: ['id'],
  additionalProperties: true,
  properties: {
    id: { type: 'integer', minimum: -1, maximum: 2147483647, description: '-1 creates a draft; else the draft to update.' },
    ...Object.fromEntries(ids.map((k) => [k, idLike])),
    state: { ...idLike, description: 'State or province id.' },
    ...Object.fromEntries(Object.entries(texts).map(([k, max]) => [k, textLike(max)])),
    offerPrice: moneyLike,
    earnestMoneyDeposit: moneyLike,
    costNotToExceed: moneyLike,
    isHomeLocatedInHOA: { ...yesNo, description: 'true/false, or the form ids 1 yes / 2 no.' },
    isHomeWarrantyOrdered: yesNo,
    fromMlsData: { type: 'boolean', description: 'Created from MLS data: a new draft then needs only the property type and the address.' },
    formTemplateIds: { type: ['array', 'null'], maxItems: 50, items: { type: 'integer', minimum: 1, maximum: 2147483647 } },
    listingAgent: { type: ['object', 'null'], maxProperties: 100, additionalProperties: true, description: 'Listing agent block from the MLS data.' },
  },
} as const;

export const saveAsIncompleteBody = {
  type: 'object',
  required: ['offerId'],
  additionalProperties: true,
  properties: { offerId: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;
