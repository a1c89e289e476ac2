/** Business constants and limits (seed 000 §9, seed 001 §9). */
export const LIMITS = {
  partySearchRecords: 50,
  mlsResults: 25,
  resultsListHeightPx: 280,
  dropdownMaxHeightPx: 300,
  mlsSearchDebounceMs: 500,
  partySearchDebounceMs: 600,
  offerListDebounceMs: 600,
  offerSearchMinLength: 2,
  brokerageSearchMinLength: 3,
  yearBuiltThreshold: 1978,
  toastMs: 2000,
  receivedBadgeMax: 99,
  offerPageSize: 20,
  offerPageSizeMax: 100,
} as const;
