/**
 * Consent to do business electronically (docs/domain/signing.md, "Consent to sign electronically"):
 * each party gives it once, before its first signature, to the text of the brokerage whose agent shared
 * the documents (this text when the brokerage has none of its own).
 */
export const DEFAULT_SIGNING_CONSENT_TEXT = [
  'You agree to receive the documents of this transaction electronically and to sign them with an electronic signature,',
  'which has the same effect as a signature on paper.',
  'You may ask the agent who sent them for a paper copy of any document, free of charge.',
  'You may withdraw this consent at any time before you sign; the agent is told and will arrange another way to sign.',
  'To read and sign you need a current web browser and an e-mail address.',
].join(' ');

export const SIGNING_CONSENT_TEXT_MIN = 40;
export const SIGNING_CONSENT_TEXT_MAX = 4000;

export const CONSENT_REQUIRED_MESSAGE = 'Consent to do business electronically is required before you sign.';
export const CONSENT_TEXT_CHANGED_MESSAGE = 'The consent text has changed since it was shown. Read it again.';
export const CONSENT_WITHDRAWN_SUBJECT = 'Consent to sign electronically withdrawn';
