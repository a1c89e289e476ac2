import type { Db } from '../../db/db';

export interface FieldChoiceRow {
  documentId: number;
  fieldName: string;
  partyId: number | null;
}

/** The agent's holder assignments of the given documents (party null: left out). */
export const fieldChoicesOf = (db: Db, documentIds: readonly number[]) =>
  db.query<FieldChoiceRow>(
    `select offer_document_id as "documentId", field_name as "fieldName", party_id as "partyId"
       from offer_document_fields where offer_document_id = any($1::int[])`,
    [documentIds],
  );

/** Sets the agent's choices for holders of one document (party null leaves a holder out). */
export async function upsertFieldChoices(
  db: Db,
  documentId: number,
  choices: ReadonlyArray<{ fieldName: string; partyId: number | null }>,
  userId: number,
) {
  if (!choices.length) return;
  await db.query(
    `insert into offer_document_fields (offer_document_id, field_name, party_id, assigned_by_user_id)
     select $1, c.name, c.party, $4 from unnest($2::text[], $3::int[]) as c(name, party)
     on conflict (offer_document_id, field_name) do update set party_id = excluded.party_id,
       assigned_by_user_id = excluded.assigned_by_user_id, assigned_on = now()`,
    [documentId, choices.map((c) => c.fieldName), choices.map((c) => c.partyId), userId],
  );
}
