/**
 * A party link's lifetime seen from both ends: its holder asks whether it still opens the offer and,
 * when it does not, asks the agent who sent it for a new one; the offer's owner revokes a party's
 * links or mails the party a new one (docs/domain/portal.md, "Party link lifetime").
 */
import {
  NEW_LINK_REQUESTED_MESSAGE,
  PARTY_HAS_NO_EMAIL_MESSAGE,
  PARTY_LINK_GONE,
  PARTY_LINK_RESENT_MESSAGE,
  PARTY_LINK_REVOKED_MESSAGE,
  type LinkAgent,
  type PartyLinkBody,
  type PartyLinkStatus,
} from '@offerdesk/shared/contract';
import { isClientRole, OfferStatus, Side } from '@offerdesk/shared/domain';
import type { TokenSubject } from '../../auth/token';
import { DEFAULT_LINK_BASES, type LinkBases } from '../../config';
import type { Db } from '../../db/db';
import { invalidState, notFound, offerNotFound } from '../../http/errors';
import { recordActivity } from '../offers/activitiesRepo';
import { requireOfferAccess } from '../offers/offerAccess';
import { partiesOfOffer, type OfferPartyRow } from '../parties/partiesRepo';
import { displayIdOfOffer, endPartyLinks, offerLinksClosed, offerOwnerContact } from './partyLinksRepo';
import { enqueueMail } from '../../mail/enqueueMail';
import { mailLinks } from '../offers/offerFlowService';
import { partyNotFound } from '../parties/partyAccess';
import { findPartyLinkOf, goneCode, isAgentRole } from './partyLinks';
import { partyName } from './portalOfferService';

export const NO_AGENT_TO_ASK_MESSAGE = 'The agent who sent this link has no e-mail address on the offer: ask them by phone.';
export const OFFER_NOT_SENT_MESSAGE = 'The offer has not been sent yet: its parties have no links.';

/** The side whose agent a link's party asks for a new link: a client its own side's, an agent the other side's (who forwarded it the offer). */
const sideToAsk = (party: { roleId: number; sideId: number }) =>
  isClientRole(party.roleId) ? party.sideId : party.sideId === Side.buyer ? Side.seller : Side.buyer;

type Contact = Pick<OfferPartyRow, 'firstName' | 'lastName' | 'company' | 'email' | 'mobilePhone'>;
const asLinkAgent = (p: Contact): LinkAgent => ({ name: partyName(p), email: p.email || null, phone: p.mobilePhone || null });

/**
 * The link record of a token with its offer's parties and the agent to ask: that side's first agent
 * party, on the buyer side else the offer's owner; 404 for a token that is no party link.
 */
async function linkWithParties(db: Db, token: string) {
  const link = await findPartyLinkOf(db, token);
  if (!link) throw offerNotFound();
  const parties = await partiesOfOffer(db, link.offerId);
  const side = sideToAsk(link);
  const agentParty: Contact | undefined = parties.find((p) => p.sideId === side && isAgentRole(p.roleId));
  const owner = side === Side.buyer && !agentParty ? await offerOwnerContact(db, link.offerId) : undefined;
  const agent = agentParty ?? (owner ? { ...owner, company: null } : null);
  return { link, parties, agent: agent ? asLinkAgent(agent) : null };
}

/** GET /offer/PartyLinkStatus: whether the link still opens its offer, and whom to ask (name and contact only). */
export async function partyLinkStatus(db: Db, token: string): Promise<PartyLinkStatus> {
  const { link, agent } = await linkWithParties(db, token);
  const gone = goneCode(link);
  return { state: gone ?? 'open', message: gone ? PARTY_LINK_GONE[gone] : null, agent };
}

/** POST /offer/RequestNewPartyLink: mails the agent to ask (at most one mail a day per link; the answer is the same). */
export async function requestNewPartyLink(db: Db, token: string): Promise<{ message: string }> {
  return db.tx(async (tx) => {
    const { link, parties, agent } = await linkWithParties(tx, token);
    if (!agent?.email) throw notFound(NO_AGENT_TO_ASK_MESSAGE);
    const party = parties.find((p) => p.partyId === link.partyId)!;
    const displayId = await displayIdOfOffer(tx, link.offerId);
    const who = partyName(party) || 'A party';
    const day = new Date().toISOString().slice(0, 10);
    const queued = await enqueueMail(tx, {
      to: agent.email,
      subject: `${who} asks for a new link to offer ${displayId}`,
      text:
        `${who} cannot open offer ${displayId} any more (${PARTY_LINK_GONE[goneCode(link) ?? 'link_expired']}) and asks you for a new link. ` +
        `Send one from the offer's Parties tab (Send new link), or forward the offer to them again.`,
      offerId: link.offerId,
      key: `newLinkRequest:${link.linkId}:${day}`,
    });
    if (queued) await recordActivity(tx, { offerId: link.offerId, actorPartyId: link.partyId, action: 'partyLink.requested' });
    return { message: NEW_LINK_REQUESTED_MESSAGE };
  });
}

/** The owner's offer (row-locked) and the party of it, else 404. */
async function ownersParty(tx: Db, agent: TokenSubject, body: PartyLinkBody) {
  const access = await requireOfferAccess(tx, agent, body.offerId, { need: 'owner', lock: true });
  const party = (await partiesOfOffer(tx, body.offerId)).find((p) => p.partyId === body.partyId);
  if (!party) throw partyNotFound();
  return { access, party };
}

/** POST /offer/RevokePartyLink: every live link of the party ends (410 'link_revoked' from then on). */
export async function revokePartyLink(db: Db, agent: TokenSubject, body: PartyLinkBody): Promise<{ message: string }> {
  return db.tx(async (tx) => {
    await ownersParty(tx, agent, body);
    const ended = await endPartyLinks(tx, body.offerId, body.partyId, 'revoked');
    await recordActivity(tx, {
      offerId: body.offerId,
      actorUserId: agent.userId,
      action: 'partyLink.revoked',
      details: { partyId: body.partyId, ended },
    });
    return { message: PARTY_LINK_REVOKED_MESSAGE };
  });
}

/** POST /offer/ResendPartyLink: the party gets a new link by mail; its older links end (410 'link_resent'). */
export async function resendPartyLink(
  db: Db,
  agent: TokenSubject,
  body: PartyLinkBody,
  linkBaseUrl: LinkBases = DEFAULT_LINK_BASES,
): Promise<{ message: string }> {
  return db.tx(async (tx) => {
    const { access, party } = await ownersParty(tx, agent, body);
    if (access.statusId === OfferStatus.draft) throw invalidState(OFFER_NOT_SENT_MESSAGE);
    if (await offerLinksClosed(tx, body.offerId)) throw invalidState(PARTY_LINK_GONE.link_closed);
    if (!party.email) throw invalidState(PARTY_HAS_NO_EMAIL_MESSAGE);
    const own = (await partiesOfOffer(tx, body.offerId)).find((p) => p.personId === agent.personId && isAgentRole(p.roleId));
    await mailLinks(tx, body.offerId, [party], 'A new link to your offer', null, own ? partyName(own) : 'Your agent', linkBaseUrl);
    await recordActivity(tx, {
      offerId: body.offerId,
      actorUserId: agent.userId,
      action: 'partyLink.resent',
      details: { partyId: body.partyId },
    });
    return { message: PARTY_LINK_RESENT_MESSAGE };
  });
}
