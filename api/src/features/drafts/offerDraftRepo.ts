import type { Db, SqlParam } from '../../db/db';
import { newDisplayId } from '../../seed/writers';

/** Offer columns a draft save writes (column → value). */
export type DraftColumns = Record<string, SqlParam>;

/** A new draft owned by the caller, and its contract (external_id = offer id). */
export async function insertDraft(db: Db, owner: { userId: number; brokerageId: number; statusId: number }, columns: DraftColumns) {
  const entries = Object.entries({
    ...columns,
    display_id: newDisplayId(),
    owner_user_id: owner.userId,
    brokerage_id: owner.brokerageId,
    status_id: owner.statusId,
  });
  const row = await db.one<{ id: number }>(
    `insert into offers (${entries.map(([k]) => k).join(', ')}) values (${entries.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
    entries.map(([, v]) => v),
  );
  const offerId = row!.id;
  const contract = await db.one<{ id: number }>('insert into contracts (external_id) values ($1) returning id', [offerId]);
  return { offerId, contractId: contract!.id };
}

/** Updates a draft's columns; makes it visible in the list again (no longer saved as incomplete). */
export async function updateDraft(db: Db, offerId: number, columns: DraftColumns): Promise<void> {
  const entries = Object.entries(columns);
  await db.query(
    `update offers set ${entries.map(([k], i) => `${k} = $${i + 2}`).join(', ')}, is_incomplete = false, updated_on = now() where id = $1`,
    [offerId, ...entries.map(([, v]) => v)],
  );
  await db.query('insert into contracts (external_id) values ($1) on conflict (external_id) do nothing', [offerId]);
}

export const markIncomplete = (db: Db, offerId: number) =>
  db.query(`update offers set is_incomplete = true, wizard_step = 'SaveIncomplete', updated_on = now() where id = $1`, [offerId]);

export const vendorIsOfType = async (db: Db, vendorId: number, vendorTypeId: number) =>
  !!(await db.one('select 1 from vendors where id = $1 and vendor_type_id = $2', [vendorId, vendorTypeId]));
