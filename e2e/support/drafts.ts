import type { OfferLookupData } from '@offerdesk/shared';

/** A complete draft as the wizard posts it (the wire's field names). */
export function completeDraft(lookups: OfferLookupData) {
  const az = lookups.states.find((s) => s.abbreviation === 'AZ')!;
  return {
    id: -1, propertyTypeId: lookups.propertyTypes[0].id, streetNumber: '4410', directionId: null, street: 'Saguaro', designatorId: null, suffixId: null,
    unitNumber: null, unitTypeId: null, city: 'Tempe', state: az.id, county: 'Maricopa', zipCode: '85281', countryId: 1, mlsNumber: null,
    assessorsNumber: null, legalDescription: null, wasteWaterTreatmentId: null, isHomeLocatedInHOA: false, yearBuilt: 1996, leadBasedPaintDisclosureId: null,
    offerPrice: 512000, earnestMoneyDeposit: 5000, earnestMoneyDepositedId: lookups.earnestMoneyDeposits[0].id, formOfEarnestMoneyId: lookups.formOfEarnestMoneyTypes[0].id,
    typeOfFinancingId: lookups.financingTypes[0].id, appraisalPaidById: lookups.appraisalsPaidBy[0].id, prorationOfAssessmentAndFeeId: null,
    closingDate: '2026-12-15', possessionDate: '2026-12-15', acceptanceDeadlineDate: '2026-12-01', acceptanceDeadlineTime: '17:30', inspectionDaysFromCOE: 10,
    additionalTerms: null, isHomeWarrantyOrdered: false, homeWarrantyOrderedById: null, optionalCoverage: null, costNotToExceed: null, paidById: null,
    formTemplateIds: [], fromMlsData: false, listingAgent: null,
  };
}
