/**
 * Party links: the capability a portal page carries (`?t=`), sent to the API in the X-Party-Link
 * header. A link token is 256 random bits; the database keeps only its SHA-256 (offer_party_links).
 * A party link opens one (offer, party), a reviewer link one offer's review while the reviewer
 * e-mail is the one it was issued to. Any other token — wrong, of another offer or party, a sign
 * token — resolves to 404 'Offer not found.'. A link of the offer that no longer opens it (expired,
 * revoked, replaced by a newer one, or the offer closed or cancelled) answers 410 with its reason
 * (PARTY_LINK_GONE). A portal route may also be called with the bearer of an agent who is a party of the offer.
 */
import { DEFAULT_PARTY_LINK_DAYS, PARTY_LINK_GONE, portalPath, type PartyLinkGoneCode, type PortalPage } from '@offerdesk/shared/contract';
import { PartyRole } from '@offerdesk/shared/domain';
import { newSignToken, signTokenHash } from '../../auth/signToken';
import type { TokenSubject } from '../../auth/token';
import type { Db } from '../../db/db';
import { AppError, offerNotFound } from '../../http/errors';
import {
  agentPartiesForCaller,
  type CallerPartyRow,
  displayIdOfOffer,
  endPartyLinks,
  findPartyLink,
  findReviewerLink,
  insertPartyLink,
  insertReviewerLink,
  offerIdOfDisplay,
  type LinkEndReason,
  type PartyLinkRow,
} from './partyLinksRepo';

/** Who calls a portal route: a link token, a signed-in agent, or nobody recognisable. */
export type PortalCaller = { kind: 'link'; token: string } | { kind: 'agent'; agent: TokenSubject } | { kind: 'none' };

/** The party a caller acts as on an offer. */
export interface ActingParty extends CallerPartyRow {
  /** isOwner: the caller is the offer's owner (only through a bearer). */
  via: 'link' | 'bearer';
  /** The signed-in agent (bearer only). */
  userId: number | null;
}

export const AGENT_ROLES: readonly number[] = [PartyRole.InhouseAgent, PartyRole.OutsideAgent];
export const isAgentRole = (roleId: number) => AGENT_ROLES.includes(roleId);

/** A link of the offer that no longer opens it: 410 with the reason's code and message. */
export const linkGone = (code: PartyLinkGoneCode) => new AppError(410, code, PARTY_LINK_GONE[code]);

/** Why a link of the offer opens nothing any more, else null (the offer's end — archived or cancelled — wins over the link's own). */
export function goneCode(link: { expired: boolean; endedReason?: LinkEndReason | null; offerClosed: boolean }): PartyLinkGoneCode | null {
  if (link.offerClosed) return 'link_closed';
  if (link.endedReason === 'revoked') return 'link_revoked';
  if (link.endedReason === 'resent') return 'link_resent';
  return link.expired ? 'link_expired' : null;
}

/**
 * Issues a new link for a party of the offer, in the caller's transaction: the relative portal
 * path with the token. The party's older links end (a re-sent offer's old links open nothing).
 * `segments` are the page's address parts (default `[offerId, partyId]`, so
 * `/view-offer/{offerId}/{partyId}?t=…`; the viewer wants `[offerId, contractId, partyId]`).
 * `days`: the link's lifetime (default DEFAULT_PARTY_LINK_DAYS; the API's OFFERDESK_PARTY_LINK_DAYS).
 */
export async function issuePartyLink(
  db: Db,
  link: {
    offerId: number;
    partyId: number;
    page?: Exclude<PortalPage, 'review-offer'>;
    segments?: ReadonlyArray<string | number | null | undefined>;
    days?: number;
  },
): Promise<string> {
  const token = newSignToken();
  await endPartyLinks(db, link.offerId, link.partyId, 'resent');
  await insertPartyLink(db, {
    offerId: link.offerId,
    partyId: link.partyId,
    tokenHash: signTokenHash(token),
    days: link.days ?? DEFAULT_PARTY_LINK_DAYS,
  });
  return portalPath(link.page ?? 'view-offer', link.segments ?? [link.offerId, link.partyId], token);
}

/** Issues a reviewer link for the offer's current reviewer e-mail: `/review-offer/{displayId}?t=…`; 404 when the offer has no reviewer. */
export async function issueReviewerLink(db: Db, offerId: number, days: number = DEFAULT_PARTY_LINK_DAYS): Promise<string> {
  const token = newSignToken();
  if (!(await insertReviewerLink(db, { offerId, tokenHash: signTokenHash(token), days }))) throw offerNotFound();
  // The page reads the offer by its public display id (GET /offer/getOfferByDisplayId/{id}).
  return portalPath('review-offer', [(await displayIdOfOffer(db, offerId))!], token);
}

/** The link record of a party token, whether or not it still opens its offer; null for any other token. */
export const findPartyLinkOf = (db: Db, token: string): Promise<PartyLinkRow | undefined> => findPartyLink(db, signTokenHash(token));

/**
 * The (offer, party) a party token opens; `offerId` given: the token must be of that offer. Any
 * other token: 404; a link of the offer that no longer opens it: 410 with the reason.
 */
export async function resolvePartyLink(db: Db, token: string, offerId?: number): Promise<ActingParty> {
  const row = await findPartyLinkOf(db, token);
  if (!row || (offerId !== undefined && row.offerId !== offerId)) throw offerNotFound();
  const gone = goneCode(row);
  if (gone) throw linkGone(gone);
  const { partyId, personId, roleId, sideId } = row;
  return { offerId: row.offerId, partyId, personId, roleId, sideId, isOwner: false, via: 'link', userId: null };
}

/** The offer a reviewer token opens (while its reviewer is still the offer's), else 404; expired or the offer closed: 410. */
export async function resolveReviewerLink(db: Db, token: string, offerId: number): Promise<{ offerId: number; reviewerEmail: string }> {
  const row = await findReviewerLink(db, signTokenHash(token), offerId);
  if (!row) throw offerNotFound();
  const gone = goneCode(row);
  if (gone) throw linkGone(gone);
  return { offerId: row.offerId, reviewerEmail: row.reviewerEmail };
}

/** Whether a token is a live reviewer token of the offer: false for any other token, 410 for a reviewer link of the offer that no longer opens it. */
export const isReviewerToken = async (db: Db, token: string, offerId: number) =>
  resolveReviewerLink(db, token, offerId).then(
    () => true,
    (e: unknown) => {
      if (e instanceof AppError && e.statusCode === 410) throw e;
      return false;
    },
  );

/**
 * The party a caller acts as on the offer: its link's party, or the signed-in agent's own party
 * (an agent party whose person or e-mail is the agent's, agentPartySql). `partyId`
 * given: it must be that party. Anything else: 404, the same as a missing offer.
 */
export async function actingParty(db: Db, caller: PortalCaller, offerId: number, partyId?: number | null): Promise<ActingParty> {
  if (caller.kind === 'none') throw offerNotFound();
  if (caller.kind === 'link') {
    const linked = await resolvePartyLink(db, caller.token, offerId);
    if (partyId != null && partyId !== linked.partyId) throw offerNotFound();
    return linked;
  }
  const { agent } = caller;
  const rows = await agentPartiesForCaller(db, offerId, agent, AGENT_ROLES);
  // Its own agent parties only (its person's, or a seller-side agent or buyer in-house agent party by e-mail):
  // owning the offer does not make a colleague's party its own (docs/domain/offers.md "The buyer agent").
  const acting = rows.filter((r) => r.isOwn).map(({ isOwn: _, ...r }) => r);
  const mine = partyId != null ? acting.find((r) => r.partyId === partyId) : acting[0];
  if (!mine) throw offerNotFound();
  return { ...mine, via: 'bearer', userId: agent.userId };
}

/** The offer id of a display id, else 404. */
export async function offerIdOfDisplayId(db: Db, displayId: string): Promise<number> {
  const id = await offerIdOfDisplay(db, displayId);
  if (id === undefined) throw offerNotFound();
  return id;
}
