/** What the offer flow (forward, accept, reject, counter, review, auto-forward) reads and writes beyond the offer's parties and sign sets. */
import { PartyRole, Side, SignerStatus } from '@offerdesk/shared/domain';
import type { Db } from '../../db/db';
import type { CallerPartyRow } from '../portal/partyLinksRepo';

const AGENT_ROLES = [PartyRole.InhouseAgent, PartyRole.OutsideAgent];

/** The offer moves from one of `from` to `to`; false when it is in none of them (or does not exist). */
export const moveStatusIfIn = async (db: Db, offerId: number, from: readonly number[], to: number) =>
  !!(await db.one<{ id: number }>(
    `update offers set status_id = $2, updated_on = now() where id = $1 and status_id = any($3::int[]) returning id`,
    [offerId, to, from],
  ));

/** The offer's status; undefined when there is no such offer. */
export const offerStatusOf = async (db: Db, offerId: number) =>
  (await db.one<{ statusId: number }>('select status_id as "statusId" from offers where id = $1', [offerId]))?.statusId;

export const markOfferRejected = (db: Db, offerId: number) => db.query('update offers set rejected_on = now() where id = $1', [offerId]);

export const markOfferAccepted = (db: Db, offerId: number) => db.query('update offers set accepted_on = now() where id = $1', [offerId]);

/** Which of `documentIds` are the offer's own documents. */
export const offerDocumentIdsAmong = (db: Db, offerId: number, documentIds: readonly number[]) =>
  db.query<{ id: number }>(
    'select od.id from offer_documents od join contracts c on c.id = od.contract_id where c.external_id = $1 and od.id = any($2::int[])',
    [offerId, documentIds],
  );

/** The newest open sign set (`openStates`) still waiting for the party's signature. */
export const openSetWaitingForParty = (db: Db, offerId: number, partyId: number, openStates: readonly number[]) =>
  db.one<{ signSetId: number; contractId: number }>(
    `select s.id as "signSetId", s.contract_id as "contractId" from sign_sets s join sign_set_parties sp on sp.sign_set_id = s.id
      where s.offer_id = $1 and sp.party_id = $2 and sp.sign_status = $3 and s.status_id = any($4::int[]) order by s.id desc limit 1`,
    [offerId, partyId, SignerStatus.NotSigned, openStates],
  );

/** A seller the seller agent adds: a new person of its own, a client on the seller side with the agent's message (or the default one). */
export async function insertSellerParty(db: Db, s: { offerId: number; personId: number; message: string | null }): Promise<number> {
  const row = await db.one<{ id: number }>(
    'insert into offer_parties (offer_id, person_id, role_id, side_id, message, is_default_party_message) values ($1, $2, $3, $4, $5, $6) returning id',
    [s.offerId, s.personId, PartyRole.Client, Side.seller, s.message, s.message === null],
  );
  return row!.id;
}

/** The buyer-side agent party that sends the offer: the owner's own, else the first one. */
export const buyerAgentSender = (db: Db, offerId: number) =>
  db.one<CallerPartyRow & { userId: number | null }>(
    `select p.offer_id as "offerId", p.id as "partyId", p.person_id as "personId", p.role_id as "roleId", p.side_id as "sideId",
            u.id is not null as "isOwner", u.id as "userId"
       from offer_parties p join offers o on o.id = p.offer_id
       left join users u on u.id = o.owner_user_id and u.person_id = p.person_id
      where p.offer_id = $1 and p.side_id = $2 and p.role_id = any($3::int[])
      order by u.id is null, p.id limit 1`,
    [offerId, Side.buyer, AGENT_ROLES],
  );

/** The seller-side agent parties that chose to get the offer as soon as the buyers signed. */
export const autoForwardAgentIds = async (db: Db, offerId: number) =>
  (
    await db.query<{ id: number }>(
      `select id from offer_parties where offer_id = $1 and side_id = $2 and role_id = any($3::int[]) and auto_forward_after_buyer_sign`,
      [offerId, Side.seller, AGENT_ROLES],
    )
  ).map((r) => r.id);

/** How many times the offer was sent for review. */
export const reviewsSent = async (db: Db, offerId: number) =>
  (await db.one<{ n: number }>(`select count(*)::int as n from activities where offer_id = $1 and action = 'offer.sentForReview'`, [
    offerId,
  ]))!.n;

/** The offer's owner, its e-mail and the message it wrote the reviewer. */
export const ownerForReview = async (db: Db, offerId: number) =>
  (await db.one<{ userId: number; email: string | null; message: string | null }>(
    `select o.owner_user_id as "userId", pe.email, o.reviewer_message as message
       from offers o join users u on u.id = o.owner_user_id join persons pe on pe.id = u.person_id where o.id = $1`,
    [offerId],
  ))!;
