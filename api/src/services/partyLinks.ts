/**
 * Party links: the capability a portal page carries (`?t=`). A link token is 256 random bits; the
 * database keeps only its SHA-256 (offer_party_links). A party link opens one (offer, party), a
 * reviewer link one offer's review while the reviewer e-mail is the one it was issued to. Any
 * other token — wrong, of another offer or party, a sign token — resolves to 404 'Offer not found.'.
 * A portal route may also be called with the bearer of an agent who is a party of the offer.
 */
import { portalPath, type PortalPage } from '@offerdesk/shared/contract';
import { agentActingParty, PartyRole } from '@offerdesk/shared/domain';
import { newSignToken, signTokenHash } from '../auth/signToken';
import type { TokenSubject } from '../auth/token';
import type { Db } from '../db/db';
import { offerNotFound } from '../http/errors';
import { ownPartyOf } from '../repositories/agentPartyMatch';

/** Who calls a portal route: a link token, a signed-in agent, or nobody recognisable. */
export type PortalCaller = { kind: 'link'; token: string } | { kind: 'agent'; agent: TokenSubject } | { kind: 'none' };

/** The party a caller acts as on an offer. */
export interface ActingParty {
  offerId: number;
  partyId: number;
  personId: number | null;
  roleId: number;
  sideId: number;
  /** The caller is the offer's owner (only through a bearer). */
  isOwner: boolean;
  via: 'link' | 'bearer';
  /** The signed-in agent (bearer only). */
  userId: number | null;
}

export const AGENT_ROLES: readonly number[] = [PartyRole.InhouseAgent, PartyRole.OutsideAgent];
export const isAgentRole = (roleId: number) => AGENT_ROLES.includes(roleId);

/**
 * Issues a new link for a party of the offer, in the caller's transaction: the relative portal
 * path with the token. `segments` are the page's address parts (default `[offerId, partyId]`, so
 * `/view-offer/{offerId}/{partyId}?t=…`; the viewer wants `[offerId, contractId, partyId]`).
 */
export async function issuePartyLink(
  db: Db,
  link: {
    offerId: number;
    partyId: number;
    page?: Exclude<PortalPage, 'review-offer'>;
    segments?: ReadonlyArray<string | number | null | undefined>;
  },
): Promise<string> {
  const token = newSignToken();
  await db.query(`insert into offer_party_links (offer_id, party_id, kind, token_hash) values ($1, $2, 'party', $3)`, [
    link.offerId,
    link.partyId,
    signTokenHash(token),
  ]);
  return portalPath(link.page ?? 'view-offer', link.segments ?? [link.offerId, link.partyId], token);
}

/** Issues a reviewer link for the offer's current reviewer e-mail: `/review-offer/{displayId}?t=…`; 404 when the offer has no reviewer. */
export async function issueReviewerLink(db: Db, offerId: number): Promise<string> {
  const token = newSignToken();
  const row = await db.one<{ id: number }>(
    `insert into offer_party_links (offer_id, kind, reviewer_email, token_hash)
     select id, 'reviewer', lower(reviewer_email), $2 from offers where id = $1 and coalesce(reviewer_email, '') <> '' returning id`,
    [offerId, signTokenHash(token)],
  );
  if (!row) throw offerNotFound();
  // The page reads the offer by its public display id (GET /offer/getOfferByDisplayId/{id}).
  const offer = await db.one<{ displayId: string }>('select display_id as "displayId" from offers where id = $1', [offerId]);
  return portalPath('review-offer', [offer!.displayId], token);
}

interface LinkRow {
  offerId: number;
  partyId: number;
  personId: number | null;
  roleId: number;
  sideId: number;
}

/** The (offer, party) a party token opens, else 404; `offerId` given: the token must be of that offer. */
export async function resolvePartyLink(db: Db, token: string, offerId?: number): Promise<ActingParty> {
  const row = await db.one<LinkRow>(
    `select l.offer_id as "offerId", p.id as "partyId", p.person_id as "personId", p.role_id as "roleId", p.side_id as "sideId"
       from offer_party_links l join offer_parties p on p.id = l.party_id and p.offer_id = l.offer_id
      where l.token_hash = $1 and l.kind = 'party'`,
    [signTokenHash(token)],
  );
  if (!row || (offerId !== undefined && row.offerId !== offerId)) throw offerNotFound();
  return { ...row, isOwner: false, via: 'link', userId: null };
}

/** The offer a reviewer token opens (while its reviewer is still the offer's), else 404. */
export async function resolveReviewerLink(db: Db, token: string, offerId: number): Promise<{ offerId: number; reviewerEmail: string }> {
  const row = await db.one<{ offerId: number; reviewerEmail: string }>(
    `select l.offer_id as "offerId", l.reviewer_email as "reviewerEmail"
       from offer_party_links l join offers o on o.id = l.offer_id
      where l.token_hash = $1 and l.kind = 'reviewer' and l.offer_id = $2 and lower(o.reviewer_email) = l.reviewer_email`,
    [signTokenHash(token), offerId],
  );
  if (!row) throw offerNotFound();
  return row;
}

/** Whether a token is a live reviewer token of the offer (no error). */
export const isReviewerToken = async (db: Db, token: string, offerId: number) =>
  resolveReviewerLink(db, token, offerId).then(
    () => true,
    () => false,
  );

/**
 * The party a caller acts as on the offer: its link's party, or the signed-in agent's own party
 * (an agent party whose person is the agent's; the owner as the buyer-side agent). `partyId`
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
  const rows = await db.query<LinkRow & { isOwner: boolean; isOwn: boolean }>(
    `select p.offer_id as "offerId", p.id as "partyId", p.person_id as "personId", p.role_id as "roleId", p.side_id as "sideId",
            o.owner_user_id = $2 as "isOwner", ${ownPartyOf('$4')} as "isOwn"
       from offer_parties p join offers o on o.id = p.offer_id
      where p.offer_id = $1 and p.role_id = any($3::int[])
      order by p.side_id, p.id`,
    [offerId, agent.userId, AGENT_ROLES, agent.personId],
  );
  const isOwner = rows[0]?.isOwner ?? false;
  // Its own agent parties (its person's, or a seller-side agent party by e-mail); the owner with none
  // acts as the offer's buyer in-house agent.
  const own = rows.filter((r) => r.isOwn).map(({ isOwn: _, ...r }) => r);
  const acting = own.length ? own : [agentActingParty(rows, { ownPartyIds: [], isOwner }, true)].filter((r) => r !== null);
  const mine = partyId != null ? acting.find((r) => r.partyId === partyId) : acting[0];
  if (!mine) throw offerNotFound();
  return { ...mine, via: 'bearer', userId: agent.userId };
}

/** The offer id of a display id, else 404. */
export async function offerIdOfDisplayId(db: Db, displayId: string): Promise<number> {
  const row = await db.one<{ id: number }>('select id from offers where display_id = $1', [displayId]);
  if (!row) throw offerNotFound();
  return row.id;
}
