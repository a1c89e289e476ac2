/** Document source (seed 000 §1). */
export const DocumentSource = { Template: 1, PDF: 2 } as const;
/** Signing order (seed 000 §1). Default value 2. */
export const SigningOrder = { OneByOne: 1, AllTogether: 2 } as const;
/** Document or signer state 1-7 (seed 001 §3). */
export const DocumentState = {
  Draft: 1,
  Shared: 2,
  Signed: 3,
  NotSigned: 4,
  PendingSignature: 5,
  DeclinedToSign: 6,
  Voided: 7,
} as const;
/** The second state set 1-8 adds NotApplicable at 7 and moves Voided to 8. */
export const SignerState = {
  Draft: 1,
  Shared: 2,
  Signed: 3,
  NotSigned: 4,
  PendingSignature: 5,
  DeclinedToSign: 6,
  NotApplicable: 7,
  Voided: 8,
} as const;
/** Signer status (seed 001 §3). */
export const SignerStatus = { NotSigned: 1, Signed: 2, Declined: 3, ViewOnly: 4 } as const;
/** Field display rules and condition operators (seed 000 §3). */
export const FieldDisplayRule = { Display: 1, Checked: 2, Unchecked: 3, DisplayAndRequired: 4 } as const;
export const CONDITION_OPERATORS = ['Checked', 'UnChecked', 'IsEmpty', 'EqualTo', 'GreaterThan', 'LessThan', 'NotEqualTo'] as const;
/** Property transaction types (seed 000 §1). */
export const TransactionType = { Listing: 1, Sale: 2, Rental: 3, Referral: 4 } as const;
/** HOA Addendum document type (seed 000 §9). */
export const HOA_ADDENDUM_DOCUMENT_TYPE_ID = 353;
export const DEFAULT_PROPERTY_TYPE_ID = 1;
