import { OfferStatus } from '@offerdesk/shared/domain';
import type { OfferDetailFields } from '@offerdesk/shared/contract';
import type { Db } from '../../db/db';
import type { AddressParts } from './offerAddress';
import { OFFER_DETAIL_SELECT } from './offerColumnsSql';
import { agentReadsOffer, isBuyerAgentOf, receivedPartyOf } from './agentPartySql';
import { buildOfferListQuery, OFFER_ROW_SELECT, type OfferListFilter } from './offerListSql';

export interface OfferRow extends AddressParts {
  id: number;
  displayId: string;
  ownerUserId: number;
  statusId: number;
  offerPrice: number | null;
  propertyTypeId: number;
  mlsNumber: string | null;
  imageBlobLocation: string | null;
  createdOn: Date;
  isArchived: boolean;
  isViewed: boolean;
  counterOffers: CounterOfferRow[];
}

export interface CounterOfferRow {
  id: number;
  statusId: number;
  partySideId: number;
  counterPrice: number | null;
}

/** How the caller relates to an offer they may see. */
export interface OfferAccess {
  id: number;
  statusId: number;
  isArchived: boolean;
  isOwner: boolean;
  /** The caller is a seller-side agent party (the offer is "received" by them). */
  isReceiver: boolean;
  /** The caller is the offer's buyer agent (agentPartySql `isBuyerAgentOf`). */
  isBuyerAgent: boolean;
}

export async function listOffers(db: Db, filter: OfferListFilter): Promise<OfferRow[]> {
  const { sql, params } = buildOfferListQuery(filter);
  return db.query<OfferRow>(sql, params);
}

/**
 * The caller's access to an offer, or undefined when they are neither its owner nor one of its
 * parties (its own person, or a seller-side agent party with its e-mail: see agentPartySql).
 */
export const findOfferAccess = (db: Db, offerId: number, userId: number, personId: number, lock = false) =>
  db.one<OfferAccess>(
    `select o.id, o.status_id as "statusId", o.is_archived as "isArchived", o.owner_user_id = $2 as "isOwner",
            exists (select 1 from offer_parties p where p.offer_id = o.id and ${receivedPartyOf('$3')})
              and o.owner_user_id <> $2 as "isReceiver",
            ${isBuyerAgentOf('$2', '$3')} as "isBuyerAgent"
       from offers o
      where o.id = $1
        and ${agentReadsOffer('$2', '$3')}
      ${lock ? 'for update of o' : ''}`,
    [offerId, userId, personId],
  );

export const findOfferRow = (db: Db, offerId: number, personId: number) =>
  db.one<
    OfferRow &
      OfferDetailFields & { contractId: number | null; saleId: number | null; saleFileNumber: string | null; listingPrice: number | null }
  >(
    `select ${OFFER_ROW_SELECT}, ${OFFER_DETAIL_SELECT},
            (select c.id from contracts c where c.external_id = o.id) as "contractId",
            o.sale_id as "saleId", o.sale_file_number as "saleFileNumber",
            (select l.price::float8 from mls_listings l where l.mls_id = o.mls_number order by l.id limit 1) as "listingPrice",
            coalesce((select bool_and(p.viewed_on is not null) from offer_parties p
                       where p.offer_id = o.id and ${receivedPartyOf('$2')}), true) as "isViewed"
       from offers o where o.id = $1`,
    [offerId, personId],
  );

export const countUnviewedReceived = async (db: Db, userId: number, personId: number, statusIds: readonly number[]) =>
  (
    await db.one<{ count: number }>(
      `select count(*)::int as count
         from offers o
        where exists (select 1 from offer_parties p where p.offer_id = o.id and ${receivedPartyOf('$1')} and p.viewed_on is null)
          and o.owner_user_id <> $2 and not o.is_archived and o.status_id = any($3::int[])`,
      [personId, userId, statusIds],
    )
  )?.count ?? 0;

/** Marks the caller's seller-side agent parties viewed; keeps the first time; `changed` when one was unviewed. */
export const markViewed = async (db: Db, offerId: number, personId: number) =>
  db.one<{ viewedOn: Date; changed: boolean }>(
    `with changed as (
       update offer_parties p set viewed_on = now()
        where p.offer_id = $1 and ${receivedPartyOf('$2')} and p.viewed_on is null
        returning p.viewed_on)
     select coalesce((select min(viewed_on) from changed),
                     (select min(p.viewed_on) from offer_parties p
                       where p.offer_id = $1 and ${receivedPartyOf('$2')})) as "viewedOn",
            exists (select 1 from changed) as changed`,
    [offerId, personId],
  );

export const setOfferStatus = (db: Db, offerId: number, statusId: number) =>
  db.query('update offers set status_id = $2, updated_on = now() where id = $1', [offerId, statusId]);

export const setOfferArchived = (db: Db, offerId: number) =>
  db.query('update offers set is_archived = true, updated_on = now() where id = $1', [offerId]);

export const EDITABLE_STATUSES: readonly number[] = [OfferStatus.draft, OfferStatus.reviewerRejected];

/** The offer's status and sale, row-locked: what a step of the flow checks before it writes (undefined: no such offer). */
export const lockOfferState = (db: Db, offerId: number) =>
  db.one<{ statusId: number; saleFileNumber: string | null }>(
    'select status_id as "statusId", sale_file_number as "saleFileNumber" from offers where id = $1 for update',
    [offerId],
  );
