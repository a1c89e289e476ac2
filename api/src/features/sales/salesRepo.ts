import type { Db } from '../../db/db';

/** The file number of a sale: 'S-' and its id in six digits at least (S-000042). */
export const saleFileNumber = (saleId: number) => `S-${String(saleId).padStart(6, '0')}`;

/** Creates the offer's sale and records it on the offer; answers its id and file number. */
export async function insertSale(db: Db, offerId: number, userId: number): Promise<{ saleId: number; fileNumber: string }> {
  const { id } = (await db.one<{ id: number }>(
    `insert into sales (id, offer_id, file_number, created_by_user_id)
     select n, $1, 'S-' || lpad(n::text, 6, '0'), $2 from (select nextval(pg_get_serial_sequence('sales', 'id'))::int as n) s
     returning id`,
    [offerId, userId],
  ))!;
  const fileNumber = saleFileNumber(id);
  await db.query('update offers set sale_id = $2, sale_file_number = $3, updated_on = now() where id = $1', [offerId, id, fileNumber]);
  return { saleId: id, fileNumber };
}

/** The offer's sale id and file number, row-locked for a change. */
export const saleOfOffer = (db: Db, offerId: number) =>
  db.one<{ saleId: number | null; fileNumber: string | null }>(
    'select sale_id as "saleId", sale_file_number as "fileNumber" from offers where id = $1 for update',
    [offerId],
  );

/** Marks a document submitted to the broker (keeps the first time); answers whether it changed. */
export const markDocumentSubmitted = async (db: Db, documentId: number, userId: number) =>
  (
    await db.query<{ id: number }>(
      'update offer_documents set submitted_on = now(), submitted_by_user_id = $2 where id = $1 and submitted_on is null returning id',
      [documentId, userId],
    )
  ).length > 0;

export interface SaleRow {
  saleId: number;
  fileNumber: string;
  createdOn: Date;
  offerId: number;
}

/** A sale by its id with its offer, else undefined. */
export const findSale = (db: Db, saleId: number) =>
  db.one<SaleRow>(
    'select s.id as "saleId", s.file_number as "fileNumber", s.created_on as "createdOn", s.offer_id as "offerId" from sales s where s.id = $1',
    [saleId],
  );
