import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db';
import { insertBrokerage as insertBrokerageRow, insertPerson, insertVendor, insertVendorContact } from '../features/parties/contactsRepo';
import { insertRow } from '../db/insertRow';
import { searchTextOf } from '../features/offers/offerAddress';

/** Insert helpers shared by the demo seed, the test fixtures and the bench. */

export interface BrokerageSeed {
  name: string;
  isInhouse?: boolean;
  city?: string;
  stateId?: number;
  zipCode?: string;
  addressLine1?: string;
  email?: string;
  workPhone?: string;
  phoneRequiredForBrokerage?: boolean;
}
export const insertBrokerage = (db: Db, b: BrokerageSeed) => insertBrokerageRow(db, { ...b, isInhouse: b.isInhouse ?? false });

export interface PersonSeed {
  firstName: string;
  lastName: string;
  email?: string;
  mobilePhone?: string;
  brokerageId?: number;
  mlsId?: string;
  licenseNumber?: string;
  addressLine1?: string;
  city?: string;
  stateId?: number;
  zipCode?: string;
  /** The agent who created the contact (a client belongs to that agent's brokerage). */
  createdByUserId?: number;
}
export { insertPerson };

/** An in-house agent: a person with a sign-in. */
export async function insertAgentUser(
  db: Db,
  a: PersonSeed & { brokerageId: number; username: string; passwordHash: string; isBrokerageAdmin?: boolean },
): Promise<{ userId: number; personId: number }> {
  const personId = await insertPerson(db, a);
  const userId = await insertRow(db, 'users', {
    person_id: personId,
    brokerage_id: a.brokerageId,
    username: a.username,
    password_hash: a.passwordHash,
    is_brokerage_admin: a.isBrokerageAdmin ?? false,
  });
  return { userId, personId };
}

export interface VendorSeed {
  name: string;
  vendorTypeId: number;
  email?: string;
  workPhone?: string;
  faxPhone?: string;
  addressLine1?: string;
  city?: string;
  stateId?: number;
  zipCode?: string;
  isApproved?: boolean;
  /** A trusted service provider of the brokerages. */
  isAffiliate?: boolean;
}
export { insertVendor, insertVendorContact };

export interface OfferSeed {
  ownerUserId: number;
  brokerageId: number;
  statusId: number;
  propertyTypeId?: number;
  streetNumber: string;
  street: string;
  designatorId?: number;
  directionId?: number;
  unitNumber?: string;
  unitTypeId?: number;
  city: string;
  stateId: number;
  zipCode: string;
  mlsNumber?: string | null;
  offerPrice: number;
  earnestMoneyDeposit?: number;
  typeOfFinancingId?: number;
  downPayment?: number;
  sellerConcessions?: number;
  yearBuilt?: number;
  closingDate?: string;
  acceptanceDeadlineDate?: string;
  acceptanceDeadlineTime?: string;
  inspectionDaysFromCOE?: number;
  additionalTerms?: string;
  isHomeWarrantyOrdered?: boolean;
  homeWarrantyPaidById?: number;
  costNotToExceed?: number;
  imageBlobLocation?: string | null;
  isArchived?: boolean;
  createdOn?: Date;
}

/** A public, unguessable offer id for party-facing links. */
export const newDisplayId = () => randomBytes(9).toString('base64url');

export function insertOffer(db: Db, o: OfferSeed): Promise<number> {
  const address = {
    streetNumber: o.streetNumber,
    directionId: o.directionId ?? null,
    street: o.street,
    designatorId: o.designatorId ?? null,
    suffixId: null,
    unitNumber: o.unitNumber ?? null,
    unitTypeId: o.unitTypeId ?? null,
    city: o.city,
    stateId: o.stateId,
    zipCode: o.zipCode,
    mlsNumber: o.mlsNumber ?? null,
  };
  return insertRow(db, 'offers', {
    display_id: newDisplayId(),
    owner_user_id: o.ownerUserId,
    brokerage_id: o.brokerageId,
    status_id: o.statusId,
    property_type_id: o.propertyTypeId ?? 1,
    street_number: o.streetNumber,
    direction_id: o.directionId,
    street: o.street,
    designator_id: o.designatorId,
    unit_number: o.unitNumber,
    unit_type_id: o.unitTypeId,
    city: o.city,
    state_id: o.stateId,
    zip_code: o.zipCode,
    mls_number: o.mlsNumber ?? null,
    offer_price: o.offerPrice,
    earnest_money_deposit: o.earnestMoneyDeposit,
    type_of_financing_id: o.typeOfFinancingId,
    down_payment: o.downPayment,
    seller_concessions: o.sellerConcessions,
    year_built: o.yearBuilt,
    closing_date: o.closingDate,
    acceptance_deadline_date: o.acceptanceDeadlineDate,
    acceptance_deadline_time: o.acceptanceDeadlineTime,
    inspection_days_from_coe: o.inspectionDaysFromCOE,
    additional_terms: o.additionalTerms,
    is_home_warranty_ordered: o.isHomeWarrantyOrdered,
    home_warranty_paid_by_id: o.homeWarrantyPaidById,
    cost_not_to_exceed: o.costNotToExceed,
    image_blob_location: o.imageBlobLocation ?? null,
    is_archived: o.isArchived ?? false,
    search_text: searchTextOf(address),
    created_on: o.createdOn,
  });
}

export interface PartySeed {
  offerId: number;
  personId?: number;
  vendorId?: number;
  roleId: number;
  sideId: number;
  viewedOn?: Date | null;
}
export const insertParty = (db: Db, p: PartySeed) =>
  insertRow(db, 'offer_parties', {
    offer_id: p.offerId,
    person_id: p.personId,
    vendor_id: p.vendorId,
    role_id: p.roleId,
    side_id: p.sideId,
    viewed_on: p.viewedOn,
  });

export interface CounterOfferSeed {
  offerId: number;
  partyId?: number;
  partySideId: number;
  statusId: number;
  counterPrice: number;
  createdOn?: Date;
}
export const insertCounterOffer = (db: Db, c: CounterOfferSeed) =>
  insertRow(db, 'counter_offers', {
    offer_id: c.offerId,
    party_id: c.partyId,
    party_side_id: c.partySideId,
    status_id: c.statusId,
    counter_price: c.counterPrice,
    created_on: c.createdOn,
  });
