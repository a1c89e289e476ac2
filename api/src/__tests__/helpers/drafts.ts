/** A complete Offer Information draft as the wizard posts it (the wire's field names; state is the state id). */
export const VALID_DRAFT = {
  id: -1, propertyTypeId: 1, streetNumber: '742', directionId: 1, street: 'Evergreen', designatorId: 4, suffixId: null,
  unitNumber: null, unitTypeId: null, city: 'Springfield', state: 14, county: 'Sangamon', zipCode: '62704', countryId: 1,
  mlsNumber: 'MLS-77', assessorsNumber: '123-45-678', legalDescription: 'Lot 7', wasteWaterTreatmentId: 1, isHomeLocatedInHOA: false,
  yearBuilt: 1990, leadBasedPaintDisclosureId: null, offerPrice: 425000.5, earnestMoneyDeposit: 5000, earnestMoneyDepositedId: 1,
  formOfEarnestMoneyId: 1, formOfEarnestMoneyOtherDesc: null, typeOfFinancingId: 1, typeOfFinancingOtherDesc: null,
  appraisalPaidById: 1, appraisalPaidByOtherDesc: null, prorationOfAssessmentAndFeeId: 1, prorationOfAssessmentAndFeeOtherDesc: null,
  closingDate: '2026-03-31', possessionDate: '2026-03-31', acceptanceDeadlineDate: '2026-02-01', acceptanceDeadlineTime: '17:30',
  inspectionDaysFromCOE: 10, additionalTerms: 'Seller leaves the fridge.', isHomeWarrantyOrdered: false, homeWarrantyOrderedById: null,
  optionalCoverage: null, costNotToExceed: null, paidById: null, formTemplateIds: [], fromMlsData: false, listingAgent: null,
};
