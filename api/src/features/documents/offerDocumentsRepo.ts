import type { Db } from '../../db/db';

export interface OfferDocumentRow {
  id: number;
  contractId: number;
  type: 'Required' | 'Additional' | 'MLS';
  name: string;
  documentTypeId: number | null;
  documentTemplateId: number | null;
  formTemplateId: number | null;
  isAgentTemplate: boolean;
  useCustomizedTemplate: boolean;
  externalId: string | null;
  fileId: number | null;
  templateFileId: number | null;
  /** Signed (3) once marked signed or its signed copy uploaded, else the state of the newest sign set holding it; null while never shared. */
  signSetStatusId: number | null;
  sha256: string | null;
  byteSize: number | null;
  isSubmitted: boolean;
  /** Pages of the document's file (its upload, or its template's); null until counted (migration 039). */
  pageCount: number | null;
}

const SELECT = `od.id, od.contract_id as "contractId", od.type, od.name, od.document_type_id as "documentTypeId",
  od.document_template_id as "documentTemplateId", od.form_template_id as "formTemplateId",
  coalesce(ft.owner_user_id is not null, false) as "isAgentTemplate", od.use_customized_template as "useCustomizedTemplate",
  od.external_id as "externalId", od.file_id as "fileId", dt.file_id as "templateFileId", sf.sha256, sf.byte_size as "byteSize",
  sf.page_count as "pageCount", od.submitted_on is not null as "isSubmitted",
  case when od.signed_on is not null then 3 else (select s.status_id from sign_set_documents ssd join sign_sets s on s.id = ssd.sign_set_id
    where ssd.offer_document_id = od.id order by s.id desc limit 1) end as "signSetStatusId"
  from offer_documents od
  left join form_templates ft on ft.id = od.form_template_id
  left join document_templates dt on dt.id = od.document_template_id
  left join stored_files sf on sf.id = coalesce(od.file_id, dt.file_id)`;

export const listContractDocuments = (db: Db, contractId: number) =>
  db.query<OfferDocumentRow>(`select ${SELECT} where od.contract_id = $1 order by od.id`, [contractId]);

export const findContractDocument = (db: Db, contractId: number, documentId: number) =>
  db.one<OfferDocumentRow>(`select ${SELECT} where od.contract_id = $1 and od.id = $2`, [contractId, documentId]);

/** The contract of an offer (made when missing). */
export async function contractOfOffer(db: Db, offerId: number): Promise<number> {
  await db.query('insert into contracts (external_id) values ($1) on conflict (external_id) do nothing', [offerId]);
  return (await db.one<{ id: number }>('select id from contracts where external_id = $1', [offerId]))!.id;
}

/** The offer's contract, if it has one (a read: nothing is made). */
export const findContractOfOffer = async (db: Db, offerId: number) =>
  (await db.one<{ id: number }>('select id from contracts where external_id = $1', [offerId]))?.id ?? null;

export const offerOfContract = async (db: Db, contractId: number) =>
  (await db.one<{ offerId: number }>('select external_id as "offerId" from contracts where id = $1', [contractId]))?.offerId;

export interface NewOfferDocument {
  contractId: number;
  type: 'Required' | 'Additional' | 'MLS';
  name: string;
  documentTypeId?: number | null;
  documentTemplateId?: number | null;
  formTemplateId?: number | null;
  useCustomizedTemplate?: boolean;
  externalId?: string | null;
  fileId?: number | null;
  userId: number;
}

/** Adds a document unless the same template or MLS document is already assigned; answers its id (undefined when it was there). */
export const insertOfferDocument = async (db: Db, d: NewOfferDocument) =>
  (
    await db.one<{ id: number }>(
      `insert into offer_documents (contract_id, type, name, document_type_id, document_template_id, form_template_id,
                                    use_customized_template, external_id, file_id, created_by_user_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) on conflict do nothing returning id`,
      [
        d.contractId,
        d.type,
        d.name,
        d.documentTypeId ?? null,
        d.documentTemplateId ?? null,
        d.formTemplateId ?? null,
        d.useCustomizedTemplate ?? false,
        d.externalId ?? null,
        d.fileId ?? null,
        d.userId,
      ],
    )
  )?.id;

/** Removes documents of a contract chosen by `where` (on offer_documents od) and the files only they held; answers how many. */
async function deleteDocuments(db: Db, contractId: number, where: string, params: readonly (number | number[])[]): Promise<number> {
  const removed = await db.query<{ fileId: number | null }>(
    `delete from offer_documents od where od.contract_id = $1 and ${where} returning od.file_id as "fileId"`,
    [contractId, ...params],
  );
  const fileIds = removed.map((r) => r.fileId).filter((id): id is number => id != null);
  if (fileIds.length) {
    await db.query(
      `delete from stored_files f where f.id = any($1::int[])
          and not exists (select 1 from offer_documents o where o.file_id = f.id)
          and not exists (select 1 from document_templates d where d.file_id = f.id)`,
      [fileIds],
    );
  }
  return removed.length;
}

export const deleteDocumentsById = (db: Db, contractId: number, ids: readonly number[]) =>
  deleteDocuments(db, contractId, 'od.id = any($2::int[])', [[...ids]]);
export const deleteAllDocuments = (db: Db, contractId: number) => deleteDocuments(db, contractId, 'true', []);
/** The documents that came with a form template no longer chosen. */
export const deleteDocumentsOfOtherTemplates = (db: Db, contractId: number, keep: readonly number[]) =>
  deleteDocuments(db, contractId, 'od.form_template_id is not null and not (od.form_template_id = any($2::int[]))', [[...keep]]);

export const countDocuments = async (db: Db, contractId: number) =>
  (await db.one<{ n: number }>('select count(*)::int as n from offer_documents where contract_id = $1', [contractId]))!.n;

export interface CustomValueRow {
  key: string;
  kind: 'merge' | 'checkbox' | 'multi';
  value: string | null;
}

export const customValuesOf = (db: Db, offerId: number) =>
  db.query<CustomValueRow>('select key, kind, value from offer_custom_fields where offer_id = $1 order by key', [offerId]);

export async function upsertCustomValues(db: Db, offerId: number, rows: readonly CustomValueRow[]): Promise<void> {
  if (!rows.length) return;
  await db.query(
    `insert into offer_custom_fields (offer_id, key, kind, value)
     select $1, r.key, r.kind, r.value from json_to_recordset($2::json) as r(key text, kind text, value text)
     on conflict (offer_id, key) do update set kind = excluded.kind, value = excluded.value, updated_on = now()`,
    [offerId, JSON.stringify(rows)],
  );
}

/** The codes of the document templates assigned to an offer (its contract's template documents). */
export const templateCodesOfOffer = async (db: Db, offerId: number) =>
  (
    await db.query<{ code: string }>(
      `select distinct dt.code from contracts c join offer_documents d on d.contract_id = c.id
         join document_templates dt on dt.id = d.document_template_id where c.external_id = $1`,
      [offerId],
    )
  ).map((r) => r.code);
