/** The vendor companies and vendor contacts an agent starred (table favourites). */
import type { Db } from '../../db/db';
import { VENDOR_CONTACT_VISIBLE, VENDOR_VISIBLE } from './partiesRepo';

/**
 * The party role of a vendor contact (personId) or vendor company (vendorId) the brokerage may use,
 * `vendorRole` the SQL of a vendor's role from its type; undefined when there is no such contact.
 */
export const visibleVendorRole = async (
  db: Db,
  brokerageId: number,
  ids: { personId: number | null; vendorId: number | null },
  vendorRole: string,
) =>
  (
    await db.one<{ roleId: number }>(
      ids.personId !== null
        ? `select ${vendorRole} as "roleId" from vendor_contacts vc join vendors v on v.id = vc.vendor_id where vc.person_id = $2 and ${VENDOR_CONTACT_VISIBLE} limit 1`
        : `select ${vendorRole} as "roleId" from vendors v where v.id = $2 and ${VENDOR_VISIBLE}`,
      [brokerageId, ids.personId ?? ids.vendorId],
    )
  )?.roleId;

/** Stars the contact for the user, or unstars it when it was starred; whether it is starred now. */
export async function toggleFavouriteRow(
  db: Db,
  userId: number,
  ids: { personId: number | null; vendorId: number | null },
): Promise<boolean> {
  const removed = await db.query(
    'delete from favourites where user_id = $1 and person_id is not distinct from $2 and vendor_id is not distinct from $3 returning id',
    [userId, ids.personId, ids.vendorId],
  );
  if (removed.length) return false;
  await db.query('insert into favourites (user_id, person_id, vendor_id) values ($1, $2, $3)', [userId, ids.personId, ids.vendorId]);
  return true;
}
