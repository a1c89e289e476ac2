/**
 * Consent to do business electronically (docs/domain/signing.md, "Consent to sign electronically"): the
 * text a party of a set is asked to agree to, its version, and the rule that nobody signs without it.
 */
import { createHash } from 'node:crypto';
import type { SigningConsentView } from '@offerdesk/shared/contract';
import { CONSENT_REQUIRED_MESSAGE, DEFAULT_SIGNING_CONSENT_TEXT } from '@offerdesk/shared/domain';
import type { Db } from '../../db/db';
import { invalidState } from '../../http/errors';
import { consentTextOfSet, latestConsent, type ConsentRow } from './signingConsentsRepo';

/** The first 16 hex digits of the text's SHA-256: what a consent records of the text it agreed to. */
export const consentVersion = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 16);

export const consentOf = (text: string | null) => {
  const t = text ?? DEFAULT_SIGNING_CONSENT_TEXT;
  return { text: t, version: consentVersion(t) };
};

/** The consent text the set's parties are asked to agree to. */
export const consentTextForSet = async (db: Db, signSetId: number) => consentOf(await consentTextOfSet(db, signSetId));

export const isActive = (c: ConsentRow | undefined): c is ConsentRow => !!c && !c.withdrawnOn;

/** What the signer's page shows of its consent. */
export async function consentView(db: Db, signSetId: number, partyId: number): Promise<SigningConsentView> {
  const [{ text, version }, latest] = await Promise.all([consentTextForSet(db, signSetId), latestConsent(db, partyId)]);
  return {
    text,
    version,
    given: isActive(latest),
    givenOn: isActive(latest) ? new Date(latest.givenOn).toISOString() : null,
    withdrawn: !!latest?.withdrawnOn,
  };
}

/** No signature without a consent the party has not withdrawn. */
export async function requireConsent(db: Db, partyId: number): Promise<void> {
  if (!isActive(await latestConsent(db, partyId))) throw invalidState(CONSENT_REQUIRED_MESSAGE);
}
