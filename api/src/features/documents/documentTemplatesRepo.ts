import type { Db } from '../../db/db';
import type { FormSpec } from '../../pdf/templateLibrary';

/** A document template as the document lists show it. */
export interface DocumentTemplateRow {
  id: number;
  code: string;
  name: string;
  documentTypeId: number;
  propertyTypeIds: number[] | null;
  fileId: number;
}

const SELECT = `d.id, d.code, d.name, d.document_type_id as "documentTypeId", d.property_type_ids as "propertyTypeIds", d.file_id as "fileId"`;

/** The documents of a form template the caller may use (own or their brokerage's broker template); undefined when it is not theirs. */
export async function documentsOfFormTemplate(db: Db, formTemplateId: number, userId: number, brokerageId: number) {
  const template = await db.one<{ id: number; isAgentTemplate: boolean }>(
    `select t.id, t.owner_user_id is not null as "isAgentTemplate" from form_templates t
      where t.id = $1 and ((t.owner_user_id is null and t.brokerage_id = $3) or t.owner_user_id = $2)`,
    [formTemplateId, userId, brokerageId],
  );
  if (!template) return undefined;
  const docs = await db.query<DocumentTemplateRow & { isRequired: boolean }>(
    `select ${SELECT}, ftd.is_required as "isRequired"
       from form_template_documents ftd join document_templates d on d.id = ftd.document_template_id
      where ftd.form_template_id = $1 order by ftd.sort_order, d.name`,
    [formTemplateId],
  );
  return { template, docs };
}

/** Template documents offered for a property type (the HOA Addendum only when asked). */
export const documentsForPropertyType = (db: Db, propertyTypeId: number, hoaDocumentTypeId: number | null) =>
  db.query<DocumentTemplateRow>(
    `select ${SELECT} from document_templates d
      where (d.property_type_ids is null or $1 = any(d.property_type_ids))
        and ($2::int is null or d.document_type_id <> $2)
      order by d.name`,
    [propertyTypeId, hoaDocumentTypeId],
  );

export const findDocumentTemplates = (db: Db, ids: readonly number[]) =>
  db.query<DocumentTemplateRow>(`select ${SELECT} from document_templates d where d.id = any($1::int[])`, [ids]);

/** The Form Info items of the given document templates, in the order of the ids. */
export const formLayoutsOf = (db: Db, ids: readonly number[]) =>
  db.query<{ id: number; name: string; form: FormSpec[][] }>(
    `select d.id, d.name, d.form_layout as form from document_templates d where d.id = any($1::int[]) order by array_position($1::int[], d.id)`,
    [ids],
  );

/** Which of the templates require each document template (for the Required / Additional type). */
export const requiredInTemplates = (db: Db, formTemplateIds: readonly number[]) =>
  db.query<{ documentTemplateId: number; formTemplateId: number }>(
    `select document_template_id as "documentTemplateId", form_template_id as "formTemplateId"
       from form_template_documents where form_template_id = any($1::int[]) and is_required`,
    [formTemplateIds],
  );
