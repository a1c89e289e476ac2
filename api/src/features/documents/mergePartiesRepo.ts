/** The people and companies an offer's documents are filled with (mergeValues.ts). */
import { PartyRole, Side } from '@offerdesk/shared/domain';
import type { Db } from '../../db/db';
import { ownOrContact } from '../parties/partiesRepo';

export interface MergeParty {
  roleId: number;
  sideId: number;
  vendorTypeId: number | null;
  name: string | null;
  company: string | null;
  address: string | null;
  city: string | null;
  stateId: number | null;
  zipCode: string | null;
  email: string | null;
  phone: string | null;
  fax: string | null;
  mlsId: string | null;
  licenseNumber: string | null;
}

/**
 * The parties of an offer as its documents name them, in the order they were added: the offer's own values (its party
 * overrides, Edit party details, docs/domain/parties.md) over the contact's, as everywhere else the offer reads them.
 */
export const partiesForMerge = (db: Db, offerId: number) =>
  db.query<MergeParty>(
    `select p.role_id as "roleId", p.side_id as "sideId", v.vendor_type_id as "vendorTypeId",
            nullif(trim(coalesce(${ownOrContact('firstName', 'pe.first_name')}, '') || ' ' ||
                        coalesce(${ownOrContact('lastName', 'pe.last_name')}, '')), '') as name,
            ${ownOrContact('company', 'coalesce(v.name, pe.company_name, b.name)')} as company,
            ${ownOrContact('addressLine1', 'coalesce(pe.address_line1, v.address_line1)')} as address,
            ${ownOrContact('city', 'coalesce(pe.city, v.city)')} as city,
            (${ownOrContact('stateId', 'coalesce(pe.state_id, v.state_id)::text')})::int as "stateId",
            ${ownOrContact('zipCode', 'coalesce(pe.zip_code, v.zip_code)')} as "zipCode",
            ${ownOrContact('email', 'coalesce(v.email, pe.email)')} as email,
            coalesce(${ownOrContact('workPhone', 'v.work_phone')}, ${ownOrContact('mobilePhone', 'pe.mobile_phone')}, pe.work_phone) as phone,
            ${ownOrContact('faxPhone', 'coalesce(v.fax_phone, pe.fax_phone)')} as fax,
            ${ownOrContact('mlsId', 'pe.mls_id')} as "mlsId", ${ownOrContact('licenseNumber', 'pe.license_number')} as "licenseNumber"
       from offer_parties p
       left join persons pe on pe.id = p.person_id
       left join brokerages b on b.id = pe.brokerage_id
       left join vendors v on v.id = p.vendor_id
      where p.offer_id = $1
      order by p.id`,
    [offerId],
  );

/** The agent who wrote the offer, as its buyer's agent. */
export const offeringAgent = (db: Db, userId: number) =>
  db.query<MergeParty>(
    `select ${PartyRole.InhouseAgent} as "roleId", ${Side.buyer} as "sideId", null::int as "vendorTypeId",
            nullif(trim(pe.first_name || ' ' || pe.last_name), '') as name, b.name as company, pe.address_line1 as address, pe.city,
            pe.state_id as "stateId", pe.zip_code as "zipCode", pe.email, pe.mobile_phone as phone, pe.fax_phone as fax,
            pe.mls_id as "mlsId", pe.license_number as "licenseNumber"
       from users u join persons pe on pe.id = u.person_id left join brokerages b on b.id = pe.brokerage_id
      where u.id = $1`,
    [userId],
  );
