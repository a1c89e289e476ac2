import type { Db } from '../../db/db';

export interface FormTemplateRow {
  id: number;
  name: string;
  isAgentTemplate: boolean;
  transactionTypeId: number | null;
  propertyTypeId: number | null;
}

/** The caller's brokerage's broker templates and the caller's own templates: own first, then by name. */
export const listVisibleTemplates = (db: Db, userId: number, brokerageId: number) =>
  db.query<FormTemplateRow>(
    `select t.id, t.name, t.owner_user_id is not null as "isAgentTemplate", t.transaction_type_id as "transactionTypeId",
            t.property_type_id as "propertyTypeId"
       from form_templates t
      where (t.owner_user_id is null and t.brokerage_id = $2) or t.owner_user_id = $1
      order by (t.owner_user_id is null), lower(t.name), t.id`,
    [userId, brokerageId],
  );

/** Ids among `ids` that the caller may not use (not visible or unknown). */
export async function unknownTemplateIds(db: Db, ids: readonly number[], userId: number, brokerageId: number): Promise<number[]> {
  if (!ids.length) return [];
  const found = await db.query<{ id: number }>(
    `select t.id from form_templates t
      where t.id = any($1::int[]) and ((t.owner_user_id is null and t.brokerage_id = $3) or t.owner_user_id = $2)`,
    [ids, userId, brokerageId],
  );
  const ok = new Set(found.map((r) => r.id));
  return ids.filter((id) => !ok.has(id));
}

export interface TemplateSeed {
  name: string;
  brokerageId: number;
  ownerUserId?: number | null;
  transactionTypeId?: number;
  propertyTypeId?: number | null;
}

export async function insertTemplates(db: Db, templates: readonly TemplateSeed[]): Promise<void> {
  if (!templates.length) return;
  await db.query(
    `insert into form_templates (name, brokerage_id, owner_user_id, transaction_type_id, property_type_id)
     select name, brokerage_id, owner_user_id, transaction_type_id, property_type_id
       from json_populate_recordset(null::form_templates, $1::json)`,
    [
      JSON.stringify(
        templates.map((t) => ({
          name: t.name,
          brokerage_id: t.brokerageId,
          owner_user_id: t.ownerUserId ?? null,
          transaction_type_id: t.transactionTypeId ?? 2,
          property_type_id: t.propertyTypeId ?? null,
        })),
      ),
    ],
  );
}
