/** SQL of the audit chain (docs/domain/audit.md): the offer's head under its row lock, the rows to chain, the trail in order. */
import type { Db } from '../../db/db';
import type { AddressParts } from '../offers/offerAddress';
import type { ChainedEntry } from './auditChain';

export interface ChainHead {
  seq: number;
  hash: string | null;
}

/** Takes the offer's row lock (held to the end of the transaction) and answers the chain's head; undefined for no such offer. */
export const lockChainHead = (db: Db, offerId: number) =>
  db.one<ChainHead>(`update offers set audit_seq = audit_seq where id = $1 returning audit_seq as seq, audit_head as hash`, [offerId]);

/** The chain's head without a lock. */
export const chainHead = (db: Db, offerId: number) =>
  db.one<ChainHead>(`select audit_seq as seq, audit_head as hash from offers where id = $1`, [offerId]);

export const moveChainHead = (db: Db, offerId: number, head: ChainHead) =>
  db.query(`update offers set audit_seq = $2, audit_head = $3 where id = $1`, [offerId, head.seq, head.hash]);

interface ActivityRow {
  id: number;
  seq: number | null;
  offerId: number;
  action: string;
  actorUserId: number | null;
  actorPartyId: number | null;
  createdOn: Date;
  details: unknown;
  prevHash: string | null;
  hash: string | null;
}

const COLUMNS = `id::int as id, seq, offer_id as "offerId", action, actor_user_id as "actorUserId", actor_party_id as "actorPartyId",
  created_on as "createdOn", details, prev_hash as "prevHash", hash`;

const entryOf = (r: ActivityRow): ChainedEntry => ({
  id: r.id,
  seq: r.seq ?? 0,
  offerId: r.offerId,
  action: r.action,
  actorUserId: r.actorUserId,
  actorPartyId: r.actorPartyId,
  createdOn: new Date(r.createdOn).toISOString(),
  details: r.details,
  prevHash: r.prevHash,
  hash: r.hash ?? '',
});

/** The offer's activities this transaction sees that are not chained yet, oldest first. */
export const unchainedActivities = async (db: Db, offerId: number) =>
  (await db.query<ActivityRow>(`select ${COLUMNS} from activities where offer_id = $1 and hash is null order by id`, [offerId])).map(
    entryOf,
  );

export const chainActivity = (db: Db, e: ChainedEntry) =>
  db.query(`update activities set seq = $2, prev_hash = $3, hash = $4 where id = $1`, [e.id, e.seq, e.prevHash, e.hash]);

/** The offer's chained activities in chain order. */
export const chainedActivities = async (db: Db, offerId: number) =>
  (
    await db.query<ActivityRow>(`select ${COLUMNS} from activities where offer_id = $1 and hash is not null order by seq, id`, [offerId])
  ).map(entryOf);

/** Offers with activities not chained yet (written before the chain existed). */
export const offersWithUnchainedActivities = async (db: Db) =>
  (
    await db.query<{ offerId: number }>(`select distinct offer_id as "offerId" from activities where hash is null and offer_id is not null`)
  ).map((r) => r.offerId);

/** The offer's address parts, for the export's heading. */
export const offerAddressParts = (db: Db, offerId: number) =>
  db.one<AddressParts>(
    `select street_number as "streetNumber", direction_id as "directionId", street, designator_id as "designatorId",
            suffix_id as "suffixId", unit_number as "unitNumber", unit_type_id as "unitTypeId", city,
            state_id as "stateId", zip_code as "zipCode"
       from offers where id = $1`,
    [offerId],
  );
