/** What the party services write on an offer's parties (offer_parties) and its saved merge fields. */
import type { Db } from '../../db/db';

/** A contact on one side of the offer, with this offer's own values for it; answers the party id. */
export async function insertOfferParty(
  db: Db,
  p: {
    offerId: number;
    personId: number | null;
    vendorId: number | null;
    roleId: number;
    sideId: number;
    dualSide: boolean;
    overrides: object;
  },
): Promise<number> {
  const row = await db.one<{ id: number }>(
    `insert into offer_parties (offer_id, person_id, vendor_id, role_id, side_id, dual_side, overrides)
     values ($1, $2, $3, $4, $5, $6, $7::jsonb) returning id`,
    [p.offerId, p.personId, p.vendorId, p.roleId, p.sideId, p.dualSide, JSON.stringify(p.overrides)],
  );
  return row!.id;
}

/** Whether the party has acted on the offer (an activity of its own, or a counter-offer). */
export const partyHasTakenPart = async (db: Db, partyId: number) =>
  !!(await db.one(`select 1 from activities where actor_party_id = $1 union all select 1 from counter_offers where party_id = $1 limit 1`, [
    partyId,
  ]));

/** Removes a party; the same contact on the other side, if any, is no longer dual. */
export async function deleteOfferParty(
  db: Db,
  p: { offerId: number; partyId: number; personId: number | null; vendorId: number | null },
): Promise<void> {
  await db.query('delete from offer_parties where id = $1', [p.partyId]);
  await db.query(
    `update offer_parties set dual_side = false
      where offer_id = $1 and dual_side and person_id is not distinct from $2 and vendor_id is not distinct from $3`,
    [p.offerId, p.personId, p.vendorId],
  );
}

/** Moves a party to one side (no longer dual). */
export const setPartySide = (db: Db, partyId: number, sideId: number) =>
  db.query('update offer_parties set side_id = $2, dual_side = false where id = $1', [partyId, sideId]);

/** This offer's own values for the party's contact, replacing the ones kept. */
export const setPartyOverrides = (db: Db, partyId: number, overrides: object) =>
  db.query('update offer_parties set overrides = $2::jsonb where id = $1', [partyId, JSON.stringify(overrides)]);

/** The offer's saved merge fields, replaced by `fields`. */
export async function replaceOfferMergeFields(
  db: Db,
  offerId: number,
  fields: ReadonlyArray<{ key: string; value: unknown }>,
): Promise<void> {
  await db.query('delete from offer_merge_fields where offer_id = $1', [offerId]);
  await db.query(
    `insert into offer_merge_fields (offer_id, key, value) select $1, f->>'key', f->>'value' from jsonb_array_elements($2::jsonb) f`,
    [offerId, JSON.stringify(fields)],
  );
}
