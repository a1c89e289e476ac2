/** Where a document comes from: a form template or an uploaded PDF. */
export const DocumentSource = { Template: 1, PDF: 2 } as const;
/** Signing order: the signers sign one by one, or all at once (the default, 2). */
export const SigningOrder = { OneByOne: 1, AllTogether: 2 } as const;
/** A document's state, ids 1-7. */
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
/** Where one signer stands on a document. */
export const SignerStatus = { NotSigned: 1, Signed: 2, Declined: 3, ViewOnly: 4 } as const;
/** A party's sign status in the lists, by code: 0 N/A, 1 not signed, 2 signed, 3 declined, 4 N/A (view only). */
const SIGN_STATUS_TEXTS = ['N/A', 'Not Signed', 'Signed', 'Declined', 'N/A (view only)'];
export const signStatusText = (code: number) => SIGN_STATUS_TEXTS[code] ?? 'N/A';
/** How a form field reacts to its condition, and the operators a condition may use. */
export const FieldDisplayRule = { Display: 1, Checked: 2, Unchecked: 3, DisplayAndRequired: 4 } as const;
export const CONDITION_OPERATORS = ['Checked', 'UnChecked', 'IsEmpty', 'EqualTo', 'GreaterThan', 'LessThan', 'NotEqualTo'] as const;
/** Property transaction types. */
export const TransactionType = { Listing: 1, Sale: 2, Rental: 3, Referral: 4 } as const;
/** The document type id of the HOA Addendum. */
export const HOA_ADDENDUM_DOCUMENT_TYPE_ID = 353;
export const DEFAULT_PROPERTY_TYPE_ID = 1;

/** Whether a chosen file is a PDF (by type or, when the browser gives none, by name). */
export const isPdfFile = (file: { type: string; name: string }) =>
  file.type === 'application/pdf' || (file.type === '' && /\.pdf$/i.test(file.name));
