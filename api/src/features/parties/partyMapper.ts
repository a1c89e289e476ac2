import type { Party } from '@offerdesk/shared/contract';
import { canEditRole, PARTY_ROLE_NAMES, PartyRole, SIDE_NAMES, STATES, vendorTypeName, type PartyRoleId } from '@offerdesk/shared/domain';
import type { JsonRow, RawParty } from './partiesRepo';

const str = (row: JsonRow | null, key: string): string | null => {
  const v = row?.[key];
  return typeof v === 'string' && v !== '' ? v : null;
};
const int = (row: JsonRow | null, key: string): number | null => {
  const v = row?.[key];
  return typeof v === 'number' ? v : null;
};

interface Address {
  addressLine1: string | null;
  addressLine2: string | null;
  city: string | null;
  stateId: number | null;
  zipCode: string | null;
  countryId: number | null;
}
const addressOf = (row: JsonRow | null, prefix = ''): Address | null =>
  str(row, `${prefix}address_line1`)
    ? {
        addressLine1: str(row, `${prefix}address_line1`),
        addressLine2: str(row, `${prefix}address_line2`),
        city: str(row, `${prefix}city`),
        stateId: int(row, `${prefix}state_id`),
        zipCode: str(row, `${prefix}zip_code`),
        countryId: int(row, `${prefix}country_id`),
      }
    : null;
const NO_ADDRESS: Address = { addressLine1: null, addressLine2: null, city: null, stateId: null, zipCode: null, countryId: null };

/** The fields a transaction-only edit may override (the keys of `offer_parties.overrides`). */
export const OVERRIDABLE_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'mobilePhone',
  'workPhone',
  'faxPhone',
  'addressLine1',
  'addressLine2',
  'city',
  'stateId',
  'zipCode',
  'company',
  'companyEmail',
  'licenseNumber',
  'mlsId',
] as const;
/**
 * What only the party forms show (the Company tab's EIN and address, an outside agent's entity type):
 * a transaction-only edit keeps them in `offer_parties.overrides` too, so nothing entered is lost.
 */
export const FORM_DETAIL_FIELDS = [
  'companyEin',
  'taxEntityType',
  'companyAddressLine1',
  'companyAddressLine2',
  'companyCity',
  'companyStateId',
  'companyZipCode',
] as const;
export type Overrides = Partial<Record<(typeof OVERRIDABLE_FIELDS)[number] | (typeof FORM_DETAIL_FIELDS)[number], string | number | null>>;
export type FormDetails = Record<(typeof FORM_DETAIL_FIELDS)[number], string | number | null>;

/**
 * A party's form-only details: its company's EIN and address (the vendor's, else the brokerage's,
 * else the person's business address) and the person's tax entity type; this offer's overrides win.
 */
export function formDetailsOf(raw: RawParty): FormDetails {
  const { person: pe, vendor: v, brokerage: b } = raw;
  const address = addressOf(v) ?? addressOf(b) ?? addressOf(pe, 'business_') ?? NO_ADDRESS;
  const details: FormDetails = {
    companyEin: str(v, 'ein') ?? str(b, 'ein'),
    taxEntityType: int(pe, 'tax_entity_type_id'),
    companyAddressLine1: address.addressLine1,
    companyAddressLine2: address.addressLine2,
    companyCity: address.city,
    companyStateId: address.stateId,
    companyZipCode: address.zipCode,
  };
  for (const key of FORM_DETAIL_FIELDS) {
    if (key in raw.overrides) details[key] = (raw.overrides[key] as string | number | null) ?? null;
  }
  return details;
}

/**
 * A party as the screens show it. A company without a contact is named by the company; a vendor
 * contact carries the company's details next to its own; an agent falls back to the brokerage's
 * address and phones, a vendor contact to the vendor's. `search`: a contact found by a search.
 * The party's overrides (this offer's own values) win over the contact's.
 */
export function toParty(raw: RawParty, search = false): Party {
  const { person: pe, vendor: v, brokerage: b } = raw;
  const address =
    addressOf(pe, v ? 'business_' : '') ?? addressOf(v) ?? (v ? null : addressOf(b)) ?? (v ? addressOf(pe) : null) ?? NO_ADDRESS;
  const base = {
    firstName: str(pe, 'first_name'),
    lastName: str(pe, 'last_name'),
    email: str(pe, 'email') ?? str(v, 'email'),
    mobilePhone: str(pe, 'mobile_phone'),
    workPhone: str(pe, 'work_phone') ?? str(v, 'work_phone') ?? str(b, 'work_phone'),
    faxPhone: str(pe, 'fax_phone') ?? str(v, 'fax_phone') ?? str(b, 'fax_phone'),
    ...address,
    company: str(v, 'name') ?? str(b, 'name') ?? str(pe, 'company_name'),
    companyEmail: str(v, 'email') ?? str(b, 'email'),
    licenseNumber: str(pe, 'license_number'),
    mlsId: str(pe, 'mls_id'),
  };
  for (const key of OVERRIDABLE_FIELDS) {
    if (key in raw.overrides) (base as Record<string, unknown>)[key] = raw.overrides[key] ?? null;
  }
  const state = STATES.find((s) => s.id === base.stateId);
  const vendorTypeId = int(v, 'vendor_type_id');
  const isVendorApproved = v ? v.is_approved === true : true;
  const name = [base.firstName, base.lastName].filter(Boolean).join(' ') || base.company || '';
  const sideId = raw.sideId;
  const isVendor = raw.roleId > PartyRole.InhouseAgent;
  return {
    partyId: raw.partyId,
    personId: int(pe, 'id'),
    vendorId: int(v, 'id'),
    name,
    ...base,
    state: state?.name ?? null,
    companyPhone: str(v, 'work_phone') ?? str(b, 'work_phone'),
    homePhone: str(pe, 'home_phone'),
    roleId: raw.roleId,
    role: PARTY_ROLE_NAMES[raw.roleId as PartyRoleId] ?? 'Party',
    sideId,
    side: sideId ? (SIDE_NAMES[sideId as 1 | 2] ?? null) : null,
    dualSide: raw.dualSide,
    vendorTypeId,
    vendorType: vendorTypeName(vendorTypeId),
    isFavoriteVendor: raw.isFavorite,
    isVendorApproved,
    isAffiliate: v?.is_affiliate === true,
    // A search result's pencil changes the contact itself: only a contact the caller's brokerage owns.
    canEdit: canEditRole(raw.roleId) && (search ? (pe ? raw.ownsPerson : raw.ownsVendor) : !isVendor || !isVendorApproved),
  };
}
