/**
 * What the demo seed and the shipped templates read and write once, at start: each seeding runs in
 * one transaction behind an exclusive lock of the table it fills, so two instances starting together
 * seed once.
 */
import { OfferStatus } from '@offerdesk/shared/domain';
import type { Db } from '../db/db';

/** The tables a seeding locks while it checks and fills them. */
type SeededTable = 'brokerages' | 'form_templates' | 'document_templates' | 'mls_offices';

/** Holds the table until the transaction ends; another seeding of it waits, then finds it filled. */
export const lockForSeeding = (db: Db, table: SeededTable) => db.exec(`lock table ${table} in exclusive mode`);

export const hasBrokerage = async (db: Db) => !!(await db.one('select 1 from brokerages limit 1'));

export const hasFormTemplate = async (db: Db) => !!(await db.one('select 1 from form_templates limit 1'));

export const inhouseBrokerageIds = (db: Db) => db.query<{ id: number }>('select id from brokerages where is_inhouse order by id');

export const usersWithBrokerage = (db: Db) =>
  db.query<{ id: number; brokerageId: number }>('select id, brokerage_id as "brokerageId" from users order by id');

/** The codes of the document templates stored. */
export const documentTemplateCodes = async (db: Db) =>
  new Set((await db.query<{ code: string }>('select code from document_templates')).map((r) => r.code));

export const insertDocumentTemplate = (
  db: Db,
  d: { code: string; name: string; documentTypeId: number; propertyTypeIds: number[] | null; fileId: number; form: unknown },
) =>
  db.query(
    `insert into document_templates (code, name, document_type_id, property_type_ids, file_id, form_layout)
     values ($1, $2, $3, $4, $5, $6::jsonb)`,
    [d.code, d.name, d.documentTypeId, d.propertyTypeIds, d.fileId, JSON.stringify(d.form)],
  );

/**
 * Gives every form template of the transaction type that has no documents the documents listed (by
 * template code, in order), those of its property type only.
 */
export const giveFormTemplatesDocuments = (
  db: Db,
  transactionTypeId: number,
  documents: ReadonlyArray<{ code: string; is_required: boolean; ord: number }>,
) =>
  db.query(
    `insert into form_template_documents (form_template_id, document_template_id, is_required, sort_order)
     select ft.id, d.id, s.is_required, s.ord
       from form_templates ft
       cross join json_to_recordset($1::json) as s(code text, is_required boolean, ord int)
       join document_templates d on d.code = s.code
      where ft.transaction_type_id = $2
        and (d.property_type_ids is null or ft.property_type_id is null or ft.property_type_id = any(d.property_type_ids))
        and not exists (select 1 from form_template_documents x where x.form_template_id = ft.id)`,
    [JSON.stringify(documents), transactionTypeId],
  );

/** The brokerage's first broker template of a property and transaction type. */
export const brokerTemplateOf = async (db: Db, brokerageId: number, propertyTypeId: number, transactionTypeId: number) =>
  (
    await db.one<{ id: number }>(
      `select id from form_templates where brokerage_id = $1 and owner_user_id is null and property_type_id = $2
          and transaction_type_id = $3 order by id limit 1`,
      [brokerageId, propertyTypeId, transactionTypeId],
    )
  )?.id;

/** Sets a demo offer's status as it is (its update time stays the seeded one). */
export const setSeededStatus = (db: Db, offerId: number, statusId: number) =>
  db.query('update offers set status_id = $2 where id = $1', [offerId, statusId]);

export interface DemoOfferRow {
  id: number;
  statusId: number;
  propertyTypeId: number;
  brokerageId: number;
  userId: number;
  personId: number;
}

/** The offers past draft that have no paperwork (no contract) yet, with their owners. */
export const offersWithoutPaperwork = (db: Db) =>
  db.query<DemoOfferRow>(
    `select o.id, o.status_id as "statusId", o.property_type_id as "propertyTypeId", o.brokerage_id as "brokerageId",
            u.id as "userId", u.person_id as "personId"
       from offers o join users u on u.id = o.owner_user_id
      where o.status_id <> $1 and not exists (select 1 from contracts c where c.external_id = o.id)
      order by o.id`,
    [OfferStatus.draft],
  );

/** The clients (contacts an agent created, with an e-mail). */
export const clientPersonIds = async (db: Db) =>
  (await db.query<{ id: number }>(`select id from persons where created_by_user_id is not null and email is not null order by id`)).map(
    (r) => r.id,
  );
