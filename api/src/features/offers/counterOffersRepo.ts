/** An offer's counter offers (table counter_offers). */
import type { Db } from '../../db/db';

export interface CounterRow {
  id: number;
  statusId: number;
  partyId: number | null;
  partySideId: number;
  documentId: number | null;
  counterPrice: number | null;
  counterEarnestMoney: number | null;
  counterFinancingId: number | null;
  counterCOE: string | null;
  counterAcceptanceDeadLine: string | null;
  counterTerms: string | null;
  createdOn: Date;
}

/** The offer's counter offers, oldest first. */
export const counterOffersOf = (db: Db, offerId: number) =>
  db.query<CounterRow>(
    `select id, status_id as "statusId", party_id as "partyId", party_side_id as "partySideId", document_id as "documentId",
            counter_price::float8 as "counterPrice", counter_earnest_money::float8 as "counterEarnestMoney",
            counter_financing_id as "counterFinancingId", to_char(counter_coe, 'YYYY-MM-DD') as "counterCOE",
            to_char(counter_acceptance_deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "counterAcceptanceDeadLine",
            counter_terms as "counterTerms", created_on as "createdOn"
       from counter_offers where offer_id = $1 order by id`,
    [offerId],
  );

/** A party's counter offer on its side; answers its id. */
export async function insertCounterOffer(
  db: Db,
  c: Omit<CounterRow, 'id' | 'partyId' | 'documentId' | 'createdOn'> & { offerId: number; partyId: number },
): Promise<number> {
  const row = await db.one<{ id: number }>(
    `insert into counter_offers (offer_id, party_id, party_side_id, status_id, counter_price, counter_earnest_money, counter_financing_id,
                                 counter_coe, counter_acceptance_deadline, counter_terms)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
    [
      c.offerId,
      c.partyId,
      c.partySideId,
      c.statusId,
      c.counterPrice,
      c.counterEarnestMoney,
      c.counterFinancingId,
      c.counterCOE,
      c.counterAcceptanceDeadLine,
      c.counterTerms,
    ],
  );
  return row!.id;
}

export const setCounterOfferStatus = (db: Db, counterOfferId: number, statusId: number) =>
  db.query('update counter_offers set status_id = $2 where id = $1', [counterOfferId, statusId]);
