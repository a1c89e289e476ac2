/** What the consent settings say (docs/domain/signing.md, "Consent to sign electronically"). */
import { SIGNING_CONSENT_TEXT_MAX, SIGNING_CONSENT_TEXT_MIN } from '@offerdesk/shared/features';

export const ONLY_ADMIN_NOTE = 'Only an administrator of your brokerage can change this text.';
/** What the API does (signingConsentService): a consent is the party's, kept whatever the brokerage's text becomes. */
export const CHANGE_EFFECT_NOTE =
  'A party who already agreed keeps the consent they gave, with the version they read: they are not asked again. ' +
  'A party who has not agreed yet reads the new text; one whose signing page still shows the old text is asked to read the new one ' +
  'first. A party who withdraws consent and agrees again reads the text in force then.';
export const UNCHANGED_HINT = 'Change the text to save it.';
export const ALREADY_DEFAULT_HINT = "Parties already see OfferDesk's text.";

export const formatCount = (n: number) => n.toLocaleString('en-US');

/** The rule the API holds, on the text without its outer spaces (as it is stored): null when the text keeps it. */
export function consentTextError(length: number): string | null {
  if (length < SIGNING_CONSENT_TEXT_MIN)
    return `Consent text must have at least ${SIGNING_CONSENT_TEXT_MIN} characters (it has ${formatCount(length)}).`;
  if (length > SIGNING_CONSENT_TEXT_MAX)
    return `Consent text must have at most ${formatCount(SIGNING_CONSENT_TEXT_MAX)} characters (it has ${formatCount(length)}).`;
  return null;
}

export const countText = (length: number) =>
  `${formatCount(length)} of ${formatCount(SIGNING_CONSENT_TEXT_MAX)} characters (at least ${SIGNING_CONSENT_TEXT_MIN}).`;
