/**
 * The lifetime of party links (docs/domain/portal.md, "Party link lifetime"). A link opens its
 * (offer, party) until it expires, is revoked by the buyer agent, is replaced by a newer link
 * mailed to the same party, or the offer is closed (archived) or cancelled. Then every portal
 * route answers 410 with one of PARTY_LINK_GONE's codes and messages; the portal's page says so,
 * names the agent to ask and offers a button that mails that agent.
 */
import { Type, type Static } from '@sinclair/typebox';
import { defineRoute, responses } from './route';
import { Id, StringEnum } from './schema';

/** The request header that carries the party (or reviewer) link token to the API; never the address. */
export const PARTY_LINK_HEADER = 'X-Party-Link';

/** How long a link lasts unless OFFERDESK_PARTY_LINK_DAYS says otherwise. */
export const DEFAULT_PARTY_LINK_DAYS = 14;

/** Why a link no longer opens its offer: the 410's `code` and `message`. */
export const PARTY_LINK_GONE = {
  link_expired: 'This link has expired.',
  link_revoked: 'This link was withdrawn by the agent who sent it.',
  link_resent: 'A newer link to this offer was sent to you. Open the latest e-mail, or ask for a new link.',
  link_closed: 'This offer is closed or cancelled: its links no longer open it.',
} as const;
export type PartyLinkGoneCode = keyof typeof PARTY_LINK_GONE;
export const PARTY_LINK_GONE_CODES = Object.keys(PARTY_LINK_GONE) as PartyLinkGoneCode[];

/** A query parameter `t` on a portal route: the token never travels in an address. */
export const LINK_IN_ADDRESS_MESSAGE = 'The link token is sent in the X-Party-Link header, never in the address.';

export const NEW_LINK_REQUESTED_MESSAGE = 'Your request was sent. The agent will e-mail you a new link.';
export const PARTY_LINK_REVOKED_MESSAGE = "The party's link was revoked.";
export const PARTY_LINK_RESENT_MESSAGE = 'A new link was e-mailed to the party.';
export const PARTY_HAS_NO_EMAIL_MESSAGE = 'This party has no e-mail address to send a link to.';

const tags = ['portal'];

/** The agent a link holder asks for a new link (name and contact only). */
export const LinkAgent = Type.Object({
  name: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  phone: Type.Union([Type.String(), Type.Null()]),
});
export type LinkAgent = Static<typeof LinkAgent>;

/** What a link's holder may know of it: whether it still opens the offer and whom to ask for a new one. */
export const PartyLinkStatus = Type.Object({
  state: StringEnum(['open', ...PARTY_LINK_GONE_CODES]),
  message: Type.Union([Type.String(), Type.Null()]),
  agent: Type.Union([LinkAgent, Type.Null()]),
});
export type PartyLinkStatus = Static<typeof PartyLinkStatus>;

export const PartyLinkBody = Type.Object({ offerId: Id(), partyId: Id() });
export type PartyLinkBody = Static<typeof PartyLinkBody>;

const Message = Type.Object({ message: Type.String() });

export const partyLinkRoutes = {
  status: defineRoute({
    method: 'GET',
    url: '/offer/PartyLinkStatus',
    auth: 'party',
    summary: 'Whether a party link still opens its offer, and the agent to ask for a new one',
    description: 'Party link token in the X-Party-Link header (open, expired, revoked or replaced); any other token: 404.',
    tags,
    schema: { response: responses(PartyLinkStatus, 404) },
  }),
  requestNew: defineRoute({
    method: 'POST',
    url: '/offer/RequestNewPartyLink',
    auth: 'party',
    summary: "The link's holder asks for a new link: the agent it names gets an e-mail (at most one a day per link)",
    description: 'Party link token in the X-Party-Link header; any other token: 404.',
    tags,
    schema: { response: responses(Message, 404) },
  }),
  revoke: defineRoute({
    method: 'POST',
    url: '/offer/RevokePartyLink',
    auth: 'agent',
    summary: "The offer's owner ends every live link of one party: those links answer 410 from then on",
    tags: ['parties'],
    schema: { body: PartyLinkBody, response: responses(Message, 400, 404) },
  }),
  resend: defineRoute({
    method: 'POST',
    url: '/offer/ResendPartyLink',
    auth: 'agent',
    summary: "The offer's owner mails one party a new link; the party's older links end",
    tags: ['parties'],
    schema: { body: PartyLinkBody, response: responses(Message, 400, 404, 409) },
  }),
};
