import type { Db } from '../db/db';

export interface OfferPartyRow {
  partyId: number;
  personId: number | null;
  vendorId: number | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  mobilePhone: string | null;
  company: string | null;
  roleId: number;
  sideId: number;
  dualSide: boolean;
  statusId: number;
  viewedOn: Date | null;
}

export const partiesOfOffer = (db: Db, offerId: number) =>
  db.query<OfferPartyRow>(
    `select p.id as "partyId", p.person_id as "personId", p.vendor_id as "vendorId",
            pe.first_name as "firstName", pe.last_name as "lastName",
            coalesce(pe.email, v.email) as email, pe.mobile_phone as "mobilePhone",
            coalesce(v.name, b.name) as company, p.role_id as "roleId", p.side_id as "sideId",
            p.dual_side as "dualSide", p.status_id as "statusId", p.viewed_on as "viewedOn"
       from offer_parties p
       left join persons pe on pe.id = p.person_id
       left join brokerages b on b.id = pe.brokerage_id
       left join vendors v on v.id = p.vendor_id
      where p.offer_id = $1
      order by p.side_id, p.id`,
    [offerId],
  );

/** Removes the offer's parties of one role (e.g. the home-warranty party when no warranty is ordered); answers how many. */
export async function removePartiesOfRole(db: Db, offerId: number, roleId: number): Promise<number> {
  const rows = await db.query<{ id: number }>('delete from offer_parties where offer_id = $1 and role_id = $2 returning id', [offerId, roleId]);
  return rows.length;
}
