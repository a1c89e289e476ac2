/**
 * The contacts a brokerage keeps: persons, outside brokerages, vendor companies and their contacts.
 * Each is written from its fields in camelCase through one column map (the seed, the fixtures and
 * the party services all insert through here).
 */
import type { Db } from '../../db/db';
import { columnsOf, insertRow } from '../../db/insertRow';
import { VENDOR_VISIBLE } from './partiesRepo';

type Text = string | null;

/** What every kind of contact may carry. */
interface ContactFields {
  email?: Text;
  workPhone?: Text;
  faxPhone?: Text;
  addressLine1?: Text;
  city?: Text;
  stateId?: number | null;
  zipCode?: Text;
  createdByUserId?: number | null;
}

const CONTACT_COLUMNS: { readonly [K in keyof ContactFields]-?: string } = {
  email: 'email',
  workPhone: 'work_phone',
  faxPhone: 'fax_phone',
  addressLine1: 'address_line1',
  city: 'city',
  stateId: 'state_id',
  zipCode: 'zip_code',
  createdByUserId: 'created_by_user_id',
};

export interface PersonFields extends ContactFields {
  firstName: string;
  lastName: string;
  mobilePhone?: Text;
  genderId?: number;
  dob?: Text;
  personalUrl?: Text;
  addressLine2?: Text;
  countryId?: number | null;
  businessAddressLine1?: Text;
  businessAddressLine2?: Text;
  businessCity?: Text;
  businessStateId?: number | null;
  businessZipCode?: Text;
  businessCountryId?: number | null;
  companyName?: Text;
  /** An agent's (in-house or outside) brokerage. */
  brokerageId?: number;
  mlsId?: Text;
  licenseNumber?: Text;
}
const PERSON_COLUMNS: { readonly [K in keyof PersonFields]-?: string } = {
  ...CONTACT_COLUMNS,
  firstName: 'first_name',
  lastName: 'last_name',
  mobilePhone: 'mobile_phone',
  genderId: 'gender_id',
  dob: 'dob',
  personalUrl: 'personal_url',
  addressLine2: 'address_line2',
  countryId: 'country_id',
  businessAddressLine1: 'business_address_line1',
  businessAddressLine2: 'business_address_line2',
  businessCity: 'business_city',
  businessStateId: 'business_state_id',
  businessZipCode: 'business_zip_code',
  businessCountryId: 'business_country_id',
  companyName: 'company_name',
  brokerageId: 'brokerage_id',
  mlsId: 'mls_id',
  licenseNumber: 'license_number',
};
/** A person; fields not in PersonFields are ignored. Answers its id. */
export const insertPerson = (db: Db, p: PersonFields) => insertRow(db, 'persons', columnsOf(PERSON_COLUMNS, p));

export interface BrokerageFields extends ContactFields {
  name: string;
  isInhouse?: boolean;
  ein?: Text;
  addressLine2?: Text;
  countryId?: number | null;
  phoneRequiredForBrokerage?: boolean;
}
const BROKERAGE_COLUMNS: { readonly [K in keyof BrokerageFields]-?: string } = {
  ...CONTACT_COLUMNS,
  name: 'name',
  isInhouse: 'is_inhouse',
  ein: 'ein',
  addressLine2: 'address_line2',
  countryId: 'country_id',
  phoneRequiredForBrokerage: 'phone_required_for_brokerage',
};
export const insertBrokerage = (db: Db, b: BrokerageFields) => insertRow(db, 'brokerages', columnsOf(BROKERAGE_COLUMNS, b));

export interface VendorFields extends ContactFields {
  name: string;
  vendorTypeId: number;
  ein?: Text;
  isApproved?: boolean;
  /** A trusted service provider of the brokerages. */
  isAffiliate?: boolean;
}
const VENDOR_COLUMNS: { readonly [K in keyof VendorFields]-?: string } = {
  ...CONTACT_COLUMNS,
  name: 'name',
  vendorTypeId: 'vendor_type_id',
  ein: 'ein',
  isApproved: 'is_approved',
  isAffiliate: 'is_affiliate',
};
export const insertVendor = (db: Db, v: VendorFields) => insertRow(db, 'vendors', columnsOf(VENDOR_COLUMNS, v));

export const insertVendorContact = (db: Db, vendorId: number, personId: number) =>
  insertRow(db, 'vendor_contacts', { vendor_id: vendorId, person_id: personId });

/** An outside brokerage as the party forms show it (its state by id). */
export interface BrokerageRow {
  partyId: number;
  company: string;
  ein: Text;
  email: Text;
  workPhone: Text;
  faxPhone: Text;
  addressLine1: Text;
  addressLine2: Text;
  city: Text;
  stateId: number | null;
  zipCode: Text;
  countryId: number | null;
}
const BROKERAGE_SELECT = `select b.id as "partyId", b.name as company, b.ein, b.email, b.work_phone as "workPhone", b.fax_phone as "faxPhone",
  b.address_line1 as "addressLine1", b.address_line2 as "addressLine2", b.city, b.state_id as "stateId", b.zip_code as "zipCode",
  b.country_id as "countryId" from brokerages b`;

/** Outside brokerages whose name is like `pattern` (lower case, LIKE-escaped), by name; 50 at most. */
export const searchOutsideBrokerages = (db: Db, pattern: string) =>
  db.query<BrokerageRow>(`${BROKERAGE_SELECT} where not b.is_inhouse and lower(b.name) like $1 order by lower(b.name), b.id limit 50`, [
    pattern,
  ]);

export const findBrokerage = (db: Db, id: number) => db.one<BrokerageRow>(`${BROKERAGE_SELECT} where b.id = $1`, [id]);

export const isOutsideBrokerage = async (db: Db, id: number) =>
  !!(await db.one('select 1 from brokerages where id = $1 and not is_inhouse', [id]));

/** A vendor company as the vendor search shows it (its type and state by id). */
export interface VendorRow {
  partyId: number;
  company: string;
  typeId: number;
  ein: Text;
  email: Text;
  workPhone: Text;
  addressLine1: Text;
  city: Text;
  stateId: number | null;
  zipCode: Text;
}
const VENDOR_SUMMARY_SELECT = `select v.id as "partyId", v.name as company, v.vendor_type_id as "typeId", v.ein, v.email, v.work_phone as "workPhone",
  v.address_line1 as "addressLine1", v.city, v.state_id as "stateId", v.zip_code as "zipCode" from vendors v`;

/** Vendor companies the brokerage may use whose name is like `pattern` (lower case, LIKE-escaped), by name; 50 at most. */
export const searchVisibleVendors = (db: Db, brokerageId: number, pattern: string) =>
  db.query<VendorRow>(`${VENDOR_SUMMARY_SELECT} where ${VENDOR_VISIBLE} and lower(v.name) like $2 order by lower(v.name), v.id limit 50`, [
    brokerageId,
    pattern,
  ]);

export const findVendorSummary = (db: Db, id: number) => db.one<VendorRow>(`${VENDOR_SUMMARY_SELECT} where v.id = $1`, [id]);

/** The type of a vendor the brokerage may use; undefined when it may not. */
export const visibleVendorType = async (db: Db, brokerageId: number, vendorId: number) =>
  (
    await db.one<{ typeId: number }>(`select v.vendor_type_id as "typeId" from vendors v where v.id = $2 and ${VENDOR_VISIBLE}`, [
      brokerageId,
      vendorId,
    ])
  )?.typeId;

/** The missing-information form's values for a person: a null leaves the stored value as it is. */
export interface PersonCompletion {
  firstName: Text;
  lastName: Text;
  email: Text;
  mobilePhone: Text;
  addressLine1: Text;
  addressLine2: Text;
  city: Text;
  stateId: number | null;
  zipCode: Text;
  licenseNumber: Text;
  mlsId: Text;
  taxEntityTypeId: number | null;
  workPhone: Text;
}
export const completePerson = (db: Db, id: number, p: PersonCompletion) =>
  db.query(
    `update persons set first_name = coalesce($2, first_name), last_name = coalesce($3, last_name), email = coalesce($4, email),
            mobile_phone = coalesce($5, mobile_phone), address_line1 = coalesce($6, address_line1), address_line2 = coalesce($7, address_line2),
            city = coalesce($8, city), state_id = coalesce($9, state_id), zip_code = coalesce($10, zip_code),
            license_number = coalesce($11, license_number), mls_id = coalesce($12, mls_id), tax_entity_type_id = coalesce($13, tax_entity_type_id),
            work_phone = coalesce($14, work_phone)
      where id = $1`,
    [
      id,
      p.firstName,
      p.lastName,
      p.email,
      p.mobilePhone,
      p.addressLine1,
      p.addressLine2,
      p.city,
      p.stateId,
      p.zipCode,
      p.licenseNumber,
      p.mlsId,
      p.taxEntityTypeId,
      p.workPhone,
    ],
  );

/** The form's company values: a null leaves the stored value as it is. */
export interface CompanyCompletion {
  name: Text;
  email: Text;
  ein: Text;
  addressLine1: Text;
  addressLine2: Text;
  city: Text;
  stateId: number | null;
  zipCode: Text;
  workPhone: Text;
  faxPhone: Text;
}
const companyParams = (c: CompanyCompletion) => [c.name, c.email, c.ein, c.addressLine1, c.addressLine2, c.city, c.stateId, c.zipCode];

export const completeVendor = (db: Db, id: number, c: CompanyCompletion) =>
  db.query(
    `update vendors set name = coalesce($2, name), email = coalesce($3, email), ein = coalesce($4, ein), address_line1 = coalesce($5, address_line1),
            address_line2 = coalesce($6, address_line2), city = coalesce($7, city), state_id = coalesce($8, state_id), zip_code = coalesce($9, zip_code),
            work_phone = coalesce($10, work_phone), fax_phone = coalesce($11, fax_phone)
      where id = $1`,
    [id, ...companyParams(c), c.workPhone, c.faxPhone],
  );

export const completeBrokerage = (db: Db, id: number, c: CompanyCompletion) =>
  db.query(
    `update brokerages set name = coalesce($2, name), email = coalesce($3, email), ein = coalesce($4, ein), address_line1 = coalesce($5, address_line1),
            address_line2 = coalesce($6, address_line2), city = coalesce($7, city), state_id = coalesce($8, state_id), zip_code = coalesce($9, zip_code),
            fax_phone = coalesce($10, fax_phone)
      where id = $1`,
    [id, ...companyParams(c), c.faxPhone],
  );

/** A person's own company (a person with no vendor nor brokerage): its name and business address. */
export const completePersonCompany = (db: Db, id: number, c: CompanyCompletion) =>
  db.query(
    `update persons set company_name = coalesce($2, company_name), business_address_line1 = coalesce($3, business_address_line1),
            business_address_line2 = coalesce($4, business_address_line2), business_city = coalesce($5, business_city),
            business_state_id = coalesce($6, business_state_id), business_zip_code = coalesce($7, business_zip_code), fax_phone = coalesce($8, fax_phone)
      where id = $1`,
    [id, c.name, c.addressLine1, c.addressLine2, c.city, c.stateId, c.zipCode, c.faxPhone],
  );
