import type { Db } from '../../db/db';

/** A contract document with its owner, place and newest signing session. */
export interface ContractDocumentRow {
  id: number;
  contractId: number;
  name: string;
  isTemplate: boolean;
  createdByUserId: number | null;
  externalUserId: number | null;
  displayOrder: number | null;
  signedOn: Date | null;
  signSetId: number | null;
  signSetStatusId: number | null;
  signSetCategory: string | null;
  sharedOn: Date | null;
  fileId: number | null;
  templateFileId: number | null;
  /** Pages of its file (migration 039); null until counted. */
  pageCount: number | null;
}

/** The documents of a contract: plain ones first, then those in a signing session, each group by its order. */
export const contractDocumentRows = (db: Db, contractId: number) =>
  db.query<ContractDocumentRow>(
    `select od.id, od.contract_id as "contractId", od.name, od.document_template_id is not null as "isTemplate",
            od.created_by_user_id as "createdByUserId", u.person_id as "externalUserId", od.display_order as "displayOrder",
            od.signed_on as "signedOn", s.id as "signSetId", s.status_id as "signSetStatusId", s.category as "signSetCategory",
            s.created_on as "sharedOn", od.file_id as "fileId", dt.file_id as "templateFileId", sf.page_count as "pageCount"
       from offer_documents od
       left join users u on u.id = od.created_by_user_id
       left join document_templates dt on dt.id = od.document_template_id
       left join stored_files sf on sf.id = coalesce(od.file_id, dt.file_id)
       left join lateral (select s.id, s.status_id, s.category, s.created_on from sign_set_documents ssd join sign_sets s on s.id = ssd.sign_set_id
                           where ssd.offer_document_id = od.id order by s.id desc limit 1) s on true
      where od.contract_id = $1
      order by s.id is not null, od.display_order nulls last, od.id`,
    [contractId],
  );

/** Writes each document's 1-based place. */
export async function setDisplayOrders(db: Db, ids: readonly number[]): Promise<void> {
  await db.query(
    `update offer_documents od set display_order = o.ord from unnest($1::int[]) with ordinality as o(id, ord) where od.id = o.id`,
    [[...ids]],
  );
}

/** Marks a document signed; with a file, the signed copy replaces its PDF (the old file goes when nothing else holds it). */
export async function markDocumentSigned(db: Db, documentId: number, userId: number, fileId: number | null = null): Promise<void> {
  const old = await db.one<{ fileId: number | null }>('select file_id as "fileId" from offer_documents where id = $1', [documentId]);
  await db.query('update offer_documents set signed_on = now(), signed_by_user_id = $2, file_id = coalesce($3, file_id) where id = $1', [
    documentId,
    userId,
    fileId,
  ]);
  if (fileId !== null && old?.fileId) {
    await db.query(
      `delete from stored_files f where f.id = $1
          and not exists (select 1 from offer_documents o where o.file_id = f.id)
          and not exists (select 1 from sign_set_documents d where d.file_id = f.id)
          and not exists (select 1 from document_templates d where d.file_id = f.id)
          and not exists (select 1 from outbox_email_attachments a where a.file_id = f.id)`,
      [old.fileId],
    );
  }
}

/** The sign sets other than the open Shared ones (no signature yet) that hold any of the documents. */
export const documentsInClosedSets = async (db: Db, documentIds: readonly number[], sharedStatus: number) =>
  (
    await db.query<{ id: number }>(
      `select distinct d.offer_document_id as id from sign_set_documents d join sign_sets s on s.id = d.sign_set_id
        where d.offer_document_id = any($1::int[]) and s.status_id <> $2`,
      [[...documentIds], sharedStatus],
    )
  ).map((r) => r.id);

/**
 * Takes documents out of their Shared sets (nobody signed yet); a set left without documents is
 * voided with the reason. Answers the ids of the sets voided.
 */
export async function takeOutOfSharedSets(db: Db, documentIds: readonly number[], voidedStatus: number, reason: string): Promise<number[]> {
  const sets = (
    await db.query<{ id: number }>('select distinct sign_set_id as id from sign_set_documents where offer_document_id = any($1::int[])', [
      [...documentIds],
    ])
  ).map((r) => r.id);
  if (!sets.length) return [];
  await db.query('delete from sign_set_fields where offer_document_id = any($1::int[])', [[...documentIds]]);
  await db.query('delete from sign_set_documents where offer_document_id = any($1::int[])', [[...documentIds]]);
  return (
    await db.query<{ id: number }>(
      `update sign_sets s set status_id = $2, void_reason = $3, voided_on = now()
      where s.id = any($1::int[]) and not exists (select 1 from sign_set_documents d where d.sign_set_id = s.id) returning s.id`,
      [sets, voidedStatus, reason],
    )
  ).map((r) => r.id);
}

export const signSetMessage = async (db: Db, signSetId: number) =>
  db.one<{ offerId: number; contractId: number; message: string | null; statusId: number; signingOrder: number }>(
    `select offer_id as "offerId", contract_id as "contractId", message, status_id as "statusId", signing_order as "signingOrder"
       from sign_sets where id = $1`,
    [signSetId],
  );
