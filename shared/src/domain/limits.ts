/** Business constants and limits shared by the screens and the API (result counts, search delays, page sizes). */
export const LIMITS = {
  partySearchRecords: 50,
  mlsResults: 25,
  resultsListHeightPx: 280,
  dropdownMaxHeightPx: 300,
  mlsSearchDebounceMs: 500,
  partySearchDebounceMs: 600,
  /** A touch held this long picks a party or document up and shows its drag preview (docs/domain/parties.md, "The Parties screen"). */
  dragHoldMs: 600,
  offerListDebounceMs: 600,
  offerSearchMinLength: 2,
  brokerageSearchMinLength: 3,
  yearBuiltThreshold: 1978,
  toastMs: 2000,
  receivedBadgeMax: 99,
  offerPageSize: 20,
  offerPageSizeMax: 100,
} as const;

/** Text length limits of the offer's fields: the form schema and the wire contract refuse longer text, so the database columns never see it. */
export const OFFER_TEXT_MAX = {
  streetNumber: 20,
  street: 100,
  unitNumber: 20,
  city: 100,
  county: 100,
  zipCode: 10,
  mlsNumber: 50,
  assessorsNumber: 50,
  legalDescription: 2000,
  otherDescription: 200,
  optionalCoverage: 500,
  additionalTerms: 4000,
  homeWarrantyCompanyName: 100,
} as const;
