import type { Db } from '../../db/db';

/**
 * Who added a contract's documents (`offer_documents.created_by_user_id`): what a document's owner
 * may act on (docs/domain/documents.md, "A document's owner on a received offer").
 */

/** Of the chosen documents, those the user did not add to the contract (or that are not of it). */
export async function documentsNotAddedBy(db: Db, contractId: number, documentIds: readonly number[], userId: number): Promise<number[]> {
  const own = await db.query<{ id: number }>(
    `select od.id from offer_documents od where od.contract_id = $1 and od.id = any($2::int[]) and od.created_by_user_id = $3`,
    [contractId, [...documentIds], userId],
  );
  const mine = new Set(own.map((r) => r.id));
  return documentIds.filter((id) => !mine.has(id));
}

/** Whether the user added any document to the contract. */
export const hasAddedDocument = async (db: Db, contractId: number, userId: number) =>
  !!(await db.one('select 1 from offer_documents where contract_id = $1 and created_by_user_id = $2 limit 1', [contractId, userId]));

/**
 * The documents someone else added that share a signing session in `statuses` with the chosen
 * documents (or that session `signSetId` holds): a session is the user's only when all of it is.
 */
export const othersDocumentsInSets = async (
  db: Db,
  of: { documentIds: readonly number[] } | { signSetId: number },
  statuses: readonly number[] | null,
  userId: number,
) =>
  (
    await db.query<{ id: number }>(
      `select distinct d.offer_document_id as id
         from sign_set_documents d join sign_sets s on s.id = d.sign_set_id
         join offer_documents od on od.id = d.offer_document_id
        where ${'signSetId' in of ? 's.id = $1' : 's.id in (select x.sign_set_id from sign_set_documents x where x.offer_document_id = any($1::int[]))'}
          and ($2::int[] is null or s.status_id = any($2::int[]))
          and od.created_by_user_id is distinct from $3`,
      ['signSetId' in of ? of.signSetId : [...of.documentIds], statuses ? [...statuses] : null, userId],
    )
  ).map((r) => r.id);
