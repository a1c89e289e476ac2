/**
 * The signing service on its own origin: the workspace asks for a one-time grant (an agent route),
 * posts it to its framed signing page, and the page exchanges it for a short signing session that
 * opens only that contract's assigner routes or that party's signing routes (`auth: 'signing'`).
 */
import { Type, type Static } from '@sinclair/typebox';
import { defineRoute, responses } from './route';
import { Id, StringEnum } from './schema';

const tags = ['signing'];

/** What a signing session may do: assign the contract's holders (its owner) or sign as one party (that party's person). */
export const SIGNING_PURPOSES = ['assign', 'sign'] as const;
export type SigningPurpose = (typeof SIGNING_PURPOSES)[number];

/** A grant: 32 random bytes, base64url without padding (only its SHA-256 is stored). */
export const SIGNING_GRANT_PATTERN = '^[A-Za-z0-9_-]{43}$';
/** Lifetimes in seconds: the grant (single use) and the session it is exchanged for. */
export const SIGNING_GRANT_TTL_SECONDS = 300;
export const SIGNING_SESSION_TTL_SECONDS = 900;

export const IssueSigningGrantBody = Type.Object({
  contractId: Id(),
  partyId: Type.Optional(Id({ description: "the party that signs (purpose 'sign')" })),
  purpose: StringEnum(SIGNING_PURPOSES),
});
export type IssueSigningGrantBody = Static<typeof IssueSigningGrantBody>;

export const SigningGrant = Type.Object({ grant: Type.String(), expiresIn: Type.Integer() });
export type SigningGrant = Static<typeof SigningGrant>;

export const ExchangeSigningGrantBody = Type.Object({
  grant: Type.String({ pattern: SIGNING_GRANT_PATTERN, minLength: 43, maxLength: 43 }),
});
export type ExchangeSigningGrantBody = Static<typeof ExchangeSigningGrantBody>;

export const SigningSession = Type.Object({
  token: Type.String(),
  expiresIn: Type.Integer(),
  contractId: Type.Integer(),
  partyId: Type.Union([Type.Integer(), Type.Null()]),
  purpose: StringEnum(SIGNING_PURPOSES),
});
export type SigningSession = Static<typeof SigningSession>;

export const signingGrantRoutes = {
  issue: defineRoute({
    method: 'POST',
    url: '/offer/IssueSigningGrant',
    auth: 'agent',
    summary: "A one-time grant (5 minutes) for a framed signing page: 'assign' for the offer's owner, 'sign' for that party's agent",
    tags,
    schema: { body: IssueSigningGrantBody, response: responses(SigningGrant, 400, 401, 404) },
  }),
  exchange: defineRoute({
    method: 'POST',
    url: '/offer/ExchangeSigningGrant',
    auth: 'public',
    summary: 'Exchanges a grant, once, for a signing session (15 minutes) that opens only its contract or party',
    tags,
    schema: { body: ExchangeSigningGrantBody, response: responses(SigningSession, 400, 404) },
  }),
};
