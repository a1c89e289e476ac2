/**
 * The brokerage's text of consent to do business electronically (OfferDesk's own routes; the seeds have
 * none): every agent of the brokerage may read it, only a brokerage administrator may change it.
 */
import { Type, type Static } from '@sinclair/typebox';
import { SIGNING_CONSENT_TEXT_MAX, SIGNING_CONSENT_TEXT_MIN } from '../domain/signingConsent';
import { defineRoute, responses } from './route';
import { Text } from './schema';

const tags = ['signing'];

export const BrokerageSigningConsent = Type.Object({
  text: Type.String(),
  /** The first 16 hex digits of the text's SHA-256: what each consent records. */
  version: Type.String(),
  /** The brokerage has no text of its own: OfferDesk's is used. */
  isDefault: Type.Boolean(),
});
export type BrokerageSigningConsent = Static<typeof BrokerageSigningConsent>;

export const SigningConsentTextBody = Type.Object({
  /** The brokerage's own text, or null for OfferDesk's. */
  text: Type.Union([Text(SIGNING_CONSENT_TEXT_MAX, { minLength: SIGNING_CONSENT_TEXT_MIN }), Type.Null()]),
});
export type SigningConsentTextBody = Static<typeof SigningConsentTextBody>;

export const signingConsentRoutes = {
  read: defineRoute({
    method: 'GET',
    url: '/brokerage/signing-consent',
    auth: 'agent',
    summary: "The text of consent to do business electronically that the brokerage's signers are asked to agree to",
    tags,
    schema: { response: responses(BrokerageSigningConsent, 401) },
  }),
  update: defineRoute({
    method: 'PUT',
    url: '/brokerage/signing-consent',
    auth: 'agent',
    summary: "Sets the brokerage's text of consent (brokerage administrators); parties who agreed keep the version they read",
    tags,
    schema: { body: SigningConsentTextBody, response: responses(BrokerageSigningConsent, 400, 401, 403) },
  }),
};
