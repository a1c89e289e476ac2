/**
 * A party agrees to do business electronically before its first signature, or withdraws that consent
 * before it signs (the agent who shared the documents is told by mail); a brokerage administrator sets
 * the brokerage's text. Each consent and withdrawal is an activity of the offer, with the text version,
 * time, address and user agent, and so an event on the set's certificate of completion.
 */
import type { BrokerageSigningConsent, SignerView, SigningConsentTextBody } from '@offerdesk/shared/contract';
import { CONSENT_TEXT_CHANGED_MESSAGE, CONSENT_WITHDRAWN_SUBJECT, DocumentState, SignerStatus } from '@offerdesk/shared/domain';
import type { TokenSubject } from '../../auth/token';
import type { Db } from '../../db/db';
import { AppError, invalidState } from '../../http/errors';
import { enqueueMail } from '../../mail/enqueueMail';
import { recordActivity } from '../offers/activitiesRepo';
import { isBrokerageAdmin } from '../webhooks/webhookEndpointsRepo';
import { VOIDED_MESSAGE, type ClientFacts } from './partySigningService';
import { consentOf, consentTextForSet, isActive } from './signingConsent';
import {
  brokerageConsentText,
  insertConsent,
  latestConsent,
  markConsentWithdrawn,
  setBrokerageConsentText,
  sharerOfSet,
} from './signingConsentsRepo';
import { documentNamesOfSet, lockSignSetForSigning } from './signingRepo';
import { signerOf, signerView, type SignerCredentials } from './signingService';

export const ALREADY_SIGNED_MESSAGE = 'You already signed these documents.';
export const NOT_CONSENT_ADMIN_MESSAGE = 'Only an administrator of the brokerage may change its consent text.';

/**
 * The signer of a set that is still open, read again once the set is locked (as signing locks it), so
 * a consent and a signature of the same party happen one after the other.
 */
async function openSigner(tx: Db, credentials: SignerCredentials) {
  const set = await lockSignSetForSigning(tx, (await signerOf(tx, credentials)).signSetId);
  if (set.status === DocumentState.Voided) throw invalidState(VOIDED_MESSAGE);
  return signerOf(tx, credentials);
}

/** POST /offer/GiveSigningConsentByParty: agreeing again to a consent in force changes nothing. */
export async function giveConsent(
  db: Db,
  credentials: SignerCredentials,
  version: string,
  client: ClientFacts,
  at = new Date(),
): Promise<SignerView> {
  await db.tx(async (tx) => {
    const signer = await openSigner(tx, credentials);
    const current = await consentTextForSet(tx, signer.signSetId);
    if (version !== current.version) throw invalidState(CONSENT_TEXT_CHANGED_MESSAGE);
    if (isActive(await latestConsent(tx, signer.partyId))) return;
    const facts = { ip: client.ip, userAgent: client.userAgent };
    await insertConsent(tx, {
      partyId: signer.partyId,
      offerId: signer.offerId,
      signSetId: signer.signSetId,
      textVersion: version,
      text: current.text,
      at,
      ...facts,
    });
    await recordActivity(tx, {
      offerId: signer.offerId,
      actorPartyId: signer.partyId,
      action: 'signSet.consented',
      details: { signSetId: signer.signSetId, textVersion: version, ...facts },
    });
  });
  return signerView(db, credentials);
}

/** POST /offer/WithdrawSigningConsentByParty: only before the party signs; the agent who shared the set is told. */
export async function withdrawConsent(db: Db, credentials: SignerCredentials, client: ClientFacts, at = new Date()): Promise<SignerView> {
  await db.tx(async (tx) => {
    const signer = await openSigner(tx, credentials);
    if (signer.signStatus === SignerStatus.Signed) throw invalidState(ALREADY_SIGNED_MESSAGE);
    const consent = await latestConsent(tx, signer.partyId);
    if (!isActive(consent)) return;
    await markConsentWithdrawn(tx, consent.id, at);
    await recordActivity(tx, {
      offerId: signer.offerId,
      actorPartyId: signer.partyId,
      action: 'signSet.consentWithdrawn',
      details: { signSetId: signer.signSetId, textVersion: consent.textVersion, ip: client.ip, userAgent: client.userAgent },
    });
    const sharer = await sharerOfSet(tx, signer.signSetId);
    if (!sharer?.email) return;
    const { party } = await signerView(tx, credentials);
    const documents = await documentNamesOfSet(tx, signer.signSetId);
    await enqueueMail(tx, {
      to: sharer.email,
      subject: CONSENT_WITHDRAWN_SUBJECT,
      text:
        `${party.name} withdrew consent to do business electronically and cannot sign these documents in OfferDesk:\n` +
        `${documents.map((n) => `- ${n}`).join('\n')}\n\n` +
        'Contact them to arrange another way to sign. If they agree again, their link works as before.',
      offerId: signer.offerId,
      key: `consentWithdrawn:${consent.id}`,
    });
  });
  return signerView(db, credentials);
}

const brokerageConsent = (text: string | null): BrokerageSigningConsent => ({ ...consentOf(text), isDefault: text === null });

/** GET /brokerage/signing-consent */
export const readBrokerageConsent = async (db: Db, agent: TokenSubject) =>
  brokerageConsent(await brokerageConsentText(db, agent.brokerageId));

/** PUT /brokerage/signing-consent: consents already given keep the version they agreed to. */
export async function updateBrokerageConsent(db: Db, agent: TokenSubject, body: SigningConsentTextBody): Promise<BrokerageSigningConsent> {
  if (!(await isBrokerageAdmin(db, agent.userId))) throw new AppError(403, 'forbidden', NOT_CONSENT_ADMIN_MESSAGE);
  const text = body.text === null ? null : body.text.trim();
  await setBrokerageConsentText(db, agent.brokerageId, text);
  return brokerageConsent(text);
}
