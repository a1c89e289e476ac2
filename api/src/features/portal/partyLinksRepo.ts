/** The portal's link records (offer_party_links): only a token's SHA-256 is kept. */
import { OfferStatus } from '@offerdesk/shared/domain';
import type { Db } from '../../db/db';
import { ownPartyOf } from '../offers/agentPartySql';

/** An offer whose links open nothing any more: archived (closed) or cancelled. */
const OFFER_CLOSED = `(o.is_archived or o.status_id in (${OfferStatus.archived}, ${OfferStatus.cancelled}))`;

/** Why a link stopped before its expiry. */
export type LinkEndReason = 'revoked' | 'resent';

/** A party link as verification needs it: its party, its lifetime and the offer's status. */
export interface PartyLinkRow {
  linkId: number;
  offerId: number;
  partyId: number;
  personId: number | null;
  roleId: number;
  sideId: number;
  expired: boolean;
  endedReason: LinkEndReason | null;
  offerClosed: boolean;
}

/** A reviewer link as verification needs it. */
export interface ReviewerLinkRow {
  offerId: number;
  reviewerEmail: string;
  expired: boolean;
  offerClosed: boolean;
}

export async function insertPartyLink(db: Db, l: { offerId: number; partyId: number; tokenHash: string; days: number }): Promise<void> {
  await db.query(
    `insert into offer_party_links (offer_id, party_id, kind, token_hash, expires_on)
     values ($1, $2, 'party', $3, now() + make_interval(days => $4::int))`,
    [l.offerId, l.partyId, l.tokenHash, l.days],
  );
}

/** A reviewer link for the offer's current reviewer e-mail; false when the offer has none. */
export async function insertReviewerLink(db: Db, l: { offerId: number; tokenHash: string; days: number }): Promise<boolean> {
  const row = await db.one<{ id: number }>(
    `insert into offer_party_links (offer_id, kind, reviewer_email, token_hash, expires_on)
     select id, 'reviewer', lower(reviewer_email), $2, now() + make_interval(days => $3::int)
       from offers where id = $1 and coalesce(reviewer_email, '') <> '' returning id`,
    [l.offerId, l.tokenHash, l.days],
  );
  return !!row;
}

export const findPartyLink = (db: Db, tokenHash: string) =>
  db.one<PartyLinkRow>(
    `select l.id as "linkId", l.offer_id as "offerId", p.id as "partyId", p.person_id as "personId", p.role_id as "roleId",
            p.side_id as "sideId", l.expires_on <= now() as expired, l.ended_reason as "endedReason", ${OFFER_CLOSED} as "offerClosed"
       from offer_party_links l
       join offer_parties p on p.id = l.party_id and p.offer_id = l.offer_id
       join offers o on o.id = l.offer_id
      where l.token_hash = $1 and l.kind = 'party'`,
    [tokenHash],
  );

/** The reviewer link of this offer while its reviewer is still the one it was issued to. */
export const findReviewerLink = (db: Db, tokenHash: string, offerId: number) =>
  db.one<ReviewerLinkRow>(
    `select l.offer_id as "offerId", l.reviewer_email as "reviewerEmail", l.expires_on <= now() as expired, ${OFFER_CLOSED} as "offerClosed"
       from offer_party_links l join offers o on o.id = l.offer_id
      where l.token_hash = $1 and l.kind = 'reviewer' and l.offer_id = $2 and lower(o.reviewer_email) = l.reviewer_email`,
    [tokenHash, offerId],
  );

/** Ends the live links of one party of the offer; the number ended. */
export async function endPartyLinks(db: Db, offerId: number, partyId: number, reason: LinkEndReason): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `update offer_party_links set ended_on = now(), ended_reason = $3
      where offer_id = $1 and party_id = $2 and kind = 'party' and ended_on is null and expires_on > now()
      returning id`,
    [offerId, partyId, reason],
  );
  return rows.length;
}

/** Whether the offer's links open nothing any more (closed or cancelled); undefined for no such offer. */
export const offerLinksClosed = async (db: Db, offerId: number) =>
  (await db.one<{ closed: boolean }>(`select ${OFFER_CLOSED} as closed from offers o where o.id = $1`, [offerId]))?.closed;

export const displayIdOfOffer = async (db: Db, offerId: number) =>
  (await db.one<{ displayId: string }>('select display_id as "displayId" from offers where id = $1', [offerId]))?.displayId;

/** The offer owner's name and contact (the buyer agent when the offer names no buyer-side agent party). */
export const offerOwnerContact = (db: Db, offerId: number) =>
  db.one<{ firstName: string | null; lastName: string | null; email: string | null; mobilePhone: string | null }>(
    `select pe.first_name as "firstName", pe.last_name as "lastName", pe.email, pe.mobile_phone as "mobilePhone"
       from offers o join users u on u.id = o.owner_user_id join persons pe on pe.id = u.person_id
      where o.id = $1`,
    [offerId],
  );

/** The offer of a public display id. */
export const offerIdOfDisplay = async (db: Db, displayId: string) =>
  (await db.one<{ id: number }>('select id from offers where display_id = $1', [displayId]))?.id;

/**
 * The offer's parties in `roles` (side, then id), each with whether it is the agent's own party
 * (its person, or a seller-side agent party by e-mail) and whether the agent owns the offer.
 */
/** A party of an offer as a caller may act as it, and whether the caller owns the offer. */
export interface CallerPartyRow {
  offerId: number;
  partyId: number;
  personId: number | null;
  roleId: number;
  sideId: number;
  isOwner: boolean;
}

export const agentPartiesForCaller = (db: Db, offerId: number, agent: { userId: number; personId: number }, roles: readonly number[]) =>
  db.query<CallerPartyRow & { isOwn: boolean }>(
    `select p.offer_id as "offerId", p.id as "partyId", p.person_id as "personId", p.role_id as "roleId", p.side_id as "sideId",
            o.owner_user_id = $2 as "isOwner", ${ownPartyOf('$4')} as "isOwn"
       from offer_parties p join offers o on o.id = p.offer_id
      where p.offer_id = $1 and p.role_id = any($3::int[])
      order by p.side_id, p.id`,
    [offerId, agent.userId, roles, agent.personId],
  );
