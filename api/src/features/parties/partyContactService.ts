import type {
  Brokerage,
  BrokerageInput,
  OfferPartyForm,
  OfferPartyFormAnswer,
  Party,
  SaveAgentBody,
  SaveClientBody,
  SaveOfferPartyBody,
  SaveVendorBody,
  SaveVendorContactBody,
  UpdatePartyBody,
  VendorSummary,
} from '@offerdesk/shared/contract';
import {
  assignmentProblem,
  COMPANY_EMAIL_UNDELIVERABLE,
  DEFAULT_COUNTRY_ID,
  EMAIL_UNDELIVERABLE,
  EMAIL_UNDELIVERABLE_MESSAGE,
  PartyRole,
  roleOfVendorType,
  SIDE_NAMES,
  STATES,
  vendorTypeName,
  type RuleParty,
} from '@offerdesk/shared/domain';
import {
  brokerageFormErrors,
  clientFormErrors,
  missingInfoFormErrors,
  outsideAgentFormErrors,
  phoneDigits,
  vendorContactFormErrors,
  vendorFormErrors,
} from '@offerdesk/shared/schemas';
import type { TokenSubject } from '../../auth/token';
import type { Db } from '../../db/db';
import {
  completeBrokerage,
  completePerson,
  completePersonCompany,
  completeVendor,
  findBrokerage,
  findVendorSummary,
  insertBrokerage as insertBrokerageRow,
  insertPerson,
  insertVendor,
  insertVendorContact,
  isOutsideBrokerage,
  searchOutsideBrokerages,
  searchVisibleVendors,
  visibleVendorType,
  type VendorRow,
} from './contactsRepo';
import { setPartyOverrides } from './offerPartiesRepo';
import { recordActivity } from '../offers/activitiesRepo';
import { escapeLike } from '../offers/offerListSql';
import { findOfferParty, offerOfParty, rawPartiesOfOffer, type RawParty } from './partiesRepo';
import { AppError } from '../../http/errors';
import type { EmailCheck } from '../../mail/emailDeliverability';
import { assignableContact, ownedOffer, partiesOf, partyNotFound, readableOffer, refused, refuseFormErrors } from './partyAccess';
import { assignParty } from './partyAssignmentService';
import { FORM_DETAIL_FIELDS, formDetailsOf, OVERRIDABLE_FIELDS, toParty, type FormDetails, type Overrides } from './partyMapper';

const phone = (v: string | null | undefined) => (v ? phoneDigits(v) || null : null);
const text = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);

type AddressForm = Partial<Record<'addressLine1' | 'addressLine2' | 'city' | 'zipCode', string | null>> & {
  stateId?: number | null;
  countryId?: number | null;
};
/** A new person's home address from a form (the default country when none is given). */
const homeAddress = (f: AddressForm) => ({
  addressLine1: text(f.addressLine1),
  addressLine2: text(f.addressLine2),
  city: text(f.city),
  stateId: f.stateId ?? null,
  zipCode: text(f.zipCode),
  countryId: f.countryId ?? DEFAULT_COUNTRY_ID,
});
type BusinessAddressForm = Partial<
  Record<'businessAddressLine1' | 'businessAddressLine2' | 'businessCity' | 'businessZipCode', string | null>
> & {
  businessStateId?: number | null;
  businessCountryId?: number | null;
};
/** A new person's business address from a form. */
const businessAddress = (f: BusinessAddressForm) => ({
  businessAddressLine1: text(f.businessAddressLine1),
  businessAddressLine2: text(f.businessAddressLine2),
  businessCity: text(f.businessCity),
  businessStateId: f.businessStateId ?? null,
  businessZipCode: text(f.businessZipCode),
  businessCountryId: f.businessCountryId ?? null,
});

/** 400 'EmailUnDeliverable' / 'CompanyEmailUnDeliverable' when an address given cannot receive mail. */
export function checkDeliverable(check: EmailCheck, email: string | null | undefined, companyEmail?: string | null) {
  if (text(email) && !check(email!))
    throw refused(EMAIL_UNDELIVERABLE, EMAIL_UNDELIVERABLE_MESSAGE, { email: EMAIL_UNDELIVERABLE_MESSAGE });
  if (text(companyEmail) && !check(companyEmail!)) {
    throw refused(COMPANY_EMAIL_UNDELIVERABLE, EMAIL_UNDELIVERABLE_MESSAGE, { companyEmail: EMAIL_UNDELIVERABLE_MESSAGE });
  }
}

/** A contact just created, as a party of the side chosen (not yet assigned). */
function createdParty(raw: RawParty, sideId: number): Party {
  return { ...toParty(raw, true), sideId, side: SIDE_NAMES[sideId as 1 | 2] };
}

/** POST /client/saveClient: the client belongs to the caller's brokerage. */
export async function saveClient(db: Db, check: EmailCheck, agent: TokenSubject, body: SaveClientBody): Promise<Party> {
  return db.tx(async (t) => {
    await ownedOffer(t, agent, body.offerId, false);
    refuseFormErrors(clientFormErrors(body));
    checkDeliverable(check, body.email);
    const personId = await insertPerson(t, {
      firstName: body.firstName.trim(),
      lastName: body.lastName.trim(),
      email: text(body.email),
      mobilePhone: phone(body.mobilePhone),
      genderId: body.gender ?? 1,
      dob: body.dob ?? null,
      personalUrl: text(body.personalUrl),
      ...homeAddress(body),
      ...businessAddress(body),
      companyName: text(body.companyName),
      createdByUserId: agent.userId,
    });
    return createdParty(await assignableContact(t, agent, { personId, roleId: PartyRole.Client }), body.partySide);
  });
}

const withStateName = <T extends { stateId: number | null }>(row: T) => ({
  ...row,
  state: STATES.find((s) => s.id === row.stateId)?.name ?? null,
});

/** GET /OutsideAgent/SearchBrokerages: outside brokerages by name. */
export async function searchBrokerages(db: Db, q: string): Promise<Brokerage[]> {
  const rows = await searchOutsideBrokerages(db, `%${escapeLike(q.trim().toLowerCase())}%`);
  return rows.map(withStateName);
}

/**
 * A new outside brokerage; an undeliverable e-mail is refused on the form's own field (`emailField`:
 * `brokerageData.email` in Create An Outside Agent), with the company e-mail's code.
 */
async function insertBrokerage(t: Db, check: EmailCheck, agent: TokenSubject, b: BrokerageInput, emailField = 'email'): Promise<number> {
  refuseFormErrors(brokerageFormErrors(b));
  if (text(b.email) && !check(b.email!))
    throw refused(COMPANY_EMAIL_UNDELIVERABLE, EMAIL_UNDELIVERABLE_MESSAGE, { [emailField]: EMAIL_UNDELIVERABLE_MESSAGE });
  return insertBrokerageRow(t, {
    name: b.company.trim(),
    isInhouse: false,
    ein: text(b.ein),
    email: text(b.email),
    workPhone: phone(b.workPhone),
    faxPhone: phone(b.faxPhone),
    addressLine1: text(b.addressLine1),
    addressLine2: text(b.addressLine2),
    city: text(b.city),
    stateId: b.stateId,
    zipCode: text(b.zipCode),
    countryId: b.countryId ?? DEFAULT_COUNTRY_ID,
    createdByUserId: agent.userId,
  });
}

export const saveBrokerage = (db: Db, check: EmailCheck, agent: TokenSubject, body: BrokerageInput & { offerId: number }) =>
  db.tx(async (t) => {
    await ownedOffer(t, agent, body.offerId, false);
    const id = await insertBrokerage(t, check, agent, body);
    return withStateName((await findBrokerage(t, id))!);
  });

/** POST /OutsideAgent/SaveAgent: an outside agent of an outside brokerage (a new one when brokerageId is 0). */
export async function saveOutsideAgent(db: Db, check: EmailCheck, agent: TokenSubject, body: SaveAgentBody): Promise<Party> {
  return db.tx(async (t) => {
    await ownedOffer(t, agent, body.offerId, false);
    refuseFormErrors(outsideAgentFormErrors(body));
    checkDeliverable(check, body.email);
    let brokerageId = body.brokerageId;
    if (brokerageId > 0) {
      if (!(await isOutsideBrokerage(t, brokerageId))) throw partyNotFound();
    } else brokerageId = await insertBrokerage(t, check, agent, body.brokerageData!, 'brokerageData.email');
    const personId = await insertPerson(t, {
      firstName: body.firstName.trim(),
      lastName: body.lastName.trim(),
      email: body.email.trim(),
      mobilePhone: phone(body.mobilePhone),
      brokerageId,
      mlsId: text(body.mlsId),
      licenseNumber: text(body.licenseNumber),
      createdByUserId: agent.userId,
    });
    return createdParty(await assignableContact(t, agent, { personId, roleId: PartyRole.OutsideAgent }), body.partySide);
  });
}

const toVendorSummary = ({ typeId, stateId, ...v }: VendorRow): VendorSummary => ({
  ...v,
  type: { id: typeId, name: vendorTypeName(typeId) ?? '' },
  state: STATES.find((s) => s.id === stateId)?.name ?? null,
});

/** GET /VendorContact/SearchVendors: vendor companies the caller may use, by name. */
export async function searchVendors(db: Db, agent: TokenSubject, q: string | undefined): Promise<VendorSummary[]> {
  const rows = await searchVisibleVendors(db, agent.brokerageId, `%${escapeLike((q ?? '').trim().toLowerCase())}%`);
  return rows.map(toVendorSummary);
}

/** POST /vendorcontact/savevendor: a vendor company of the caller's brokerage (not approved). */
export async function saveVendor(db: Db, agent: TokenSubject, body: SaveVendorBody): Promise<VendorSummary> {
  return db.tx(async (t) => {
    await ownedOffer(t, agent, body.offerId, false);
    refuseFormErrors(vendorFormErrors(body));
    const id = await insertVendor(t, {
      name: body.company.trim(),
      vendorTypeId: body.type,
      ein: text(body.EIN),
      createdByUserId: agent.userId,
    });
    return toVendorSummary((await findVendorSummary(t, id))!);
  });
}

/** POST /vendorcontact/savevendorcontact: a contact of a vendor the caller may use. */
export async function saveVendorContact(db: Db, check: EmailCheck, agent: TokenSubject, body: SaveVendorContactBody): Promise<Party> {
  return db.tx(async (t) => {
    await ownedOffer(t, agent, body.offerId, false);
    refuseFormErrors(vendorContactFormErrors(body));
    checkDeliverable(check, body.email);
    const typeId = await visibleVendorType(t, agent.brokerageId, body.vendorId);
    if (typeId === undefined) throw partyNotFound();
    const personId = await insertPerson(t, {
      firstName: body.firstName.trim(),
      lastName: body.lastName.trim(),
      email: body.email.trim(),
      mobilePhone: phone(body.mobilePhone),
      workPhone: phone(body.workPhone),
      faxPhone: phone(body.faxPhone),
      // A vendor contact's own address is its home address; the vendor's is its business address.
      ...homeAddress({
        addressLine1: body.homeAddressLine1,
        addressLine2: body.homeAddressLine2,
        city: body.homeCity,
        stateId: body.homeStateId,
        zipCode: body.homeZipCode,
        countryId: body.homeCountryId,
      }),
      ...businessAddress({
        businessAddressLine1: body.addressLine1,
        businessAddressLine2: body.addressLine2,
        businessCity: body.city,
        businessStateId: body.stateId,
        businessZipCode: body.zipCode,
        businessCountryId: body.countryId,
      }),
      createdByUserId: agent.userId,
    });
    await insertVendorContact(t, body.vendorId, personId);
    const roleId = roleOfVendorType(typeId)!;
    return createdParty(await assignableContact(t, agent, { personId, vendorId: body.vendorId, roleId }), body.partySide);
  });
}

/**
 * A party in the missing-information form's shape, the Company tab's details included. A company
 * without a person carries its address in the company fields (the party's own address).
 */
function toForm(p: Party, d: FormDetails): OfferPartyFormAnswer {
  const company =
    p.personId === null
      ? { line1: p.addressLine1, line2: p.addressLine2, city: p.city, stateId: p.stateId, zip: p.zipCode }
      : {
          line1: d.companyAddressLine1 as string | null,
          line2: d.companyAddressLine2 as string | null,
          city: d.companyCity as string | null,
          stateId: d.companyStateId as number | null,
          zip: d.companyZipCode as string | null,
        };
  return {
    name: p.name,
    isEmailUnDeliverable: null,
    transactionPartyId: p.partyId,
    firstName: p.firstName,
    lastName: p.lastName,
    email: p.email,
    address1: p.addressLine1,
    address2: p.addressLine2,
    city: p.city,
    state: p.stateId,
    zipCode: p.zipCode,
    addressType: 5,
    personPhone: p.mobilePhone,
    workPhone: p.workPhone,
    faxPhone: p.faxPhone,
    companyName: p.company,
    companyEmail: p.companyEmail,
    companyEin: d.companyEin as string | null,
    taxEntityType: d.taxEntityType as number | null,
    companyAddress1: company.line1,
    companyAddress2: company.line2,
    companyCity: company.city,
    companyState: company.stateId,
    companyZipCode: company.zip,
    licenseNumber: p.licenseNumber,
    mlsId: p.mlsId,
    transactionPartyRoleId: p.roleId,
    transactionPartySideId: (p.sideId ?? undefined) as 1 | 2 | undefined,
    personId: p.personId,
    vendorId: p.vendorId,
  };
}

/** GET /offer/getOfferParty/{id}: a party of an offer the caller owns or is a party to. */
export async function getOfferParty(db: Db, agent: TokenSubject, partyId: number): Promise<OfferPartyFormAnswer> {
  const offerId = await offerOfParty(db, partyId);
  if (!offerId) throw partyNotFound();
  await readableOffer(db, agent, offerId);
  const raw = (await rawPartiesOfOffer(db, offerId, agent.userId)).find((p) => p.partyId === partyId);
  if (!raw) throw partyNotFound();
  return toForm(toParty(raw), formDetailsOf(raw));
}

/** GET /TransactionBase/GetParty: a contact the caller may assign, in a role. */
export async function getContact(db: Db, agent: TokenSubject, q: { role: number; personId?: number; vendorId?: number }) {
  const raw = await assignableContact(db, agent, { personId: q.personId ?? null, vendorId: q.vendorId ?? null, roleId: q.role });
  return toForm(toParty({ ...raw, roleId: q.role }, true), formDetailsOf(raw));
}

/**
 * The overrides a transaction-only edit writes: the form's fields given, under the party's field names.
 * A company without a person (`hasPerson` false) has one address, entered in the company fields.
 */
function overridesOf(form: OfferPartyForm, hasPerson = true): Overrides {
  const companyFirst = <T>(company: T | undefined, own: T | undefined) => (hasPerson || company === undefined ? own : company);
  const map: Record<string, unknown> = {
    firstName: form.firstName,
    lastName: form.lastName,
    email: form.email,
    mobilePhone: form.personPhone === undefined ? undefined : phone(form.personPhone),
    workPhone: form.workPhone === undefined ? undefined : phone(form.workPhone),
    faxPhone: form.faxPhone === undefined ? undefined : phone(form.faxPhone),
    addressLine1: companyFirst(form.companyAddress1, form.address1),
    addressLine2: companyFirst(form.companyAddress2, form.address2),
    city: companyFirst(form.companyCity, form.city),
    stateId: companyFirst(form.companyState, form.state),
    zipCode: companyFirst(form.companyZipCode, form.zipCode),
    company: form.companyName,
    companyEmail: form.companyEmail,
    licenseNumber: form.licenseNumber,
    mlsId: form.mlsId,
    companyEin: form.companyEin,
    taxEntityType: hasPerson ? form.taxEntityType : undefined,
    companyAddressLine1: hasPerson ? form.companyAddress1 : undefined,
    companyAddressLine2: hasPerson ? form.companyAddress2 : undefined,
    companyCity: hasPerson ? form.companyCity : undefined,
    companyStateId: hasPerson ? form.companyState : undefined,
    companyZipCode: hasPerson ? form.companyZipCode : undefined,
  };
  return Object.fromEntries(
    [...OVERRIDABLE_FIELDS, ...FORM_DETAIL_FIELDS]
      .filter((k) => map[k] !== undefined)
      .map((k) => [k, (typeof map[k] === 'string' ? text(map[k] as string) : map[k]) ?? null]),
  ) as Overrides;
}

function checkPartyForm(check: EmailCheck, form: OfferPartyForm) {
  refuseFormErrors(missingInfoFormErrors(form));
  checkDeliverable(check, form.email, form.companyEmail);
}

/** Writes the form as overrides of an offer party (this transaction only), under the duplicate e-mail rule; answers the party. */
async function overrideParty(t: Db, agent: TokenSubject, offerId: number, partyId: number, form: OfferPartyForm): Promise<Party> {
  const row = await findOfferParty(t, offerId, partyId);
  if (!row) throw partyNotFound();
  const overrides = overridesOf(form, row.personId !== null);
  const merged = { ...row.overrides, ...overrides };
  const parties = await partiesOf(t, agent, offerId);
  const before = parties.find((p) => p.partyId === partyId)!;
  const after = toParty({ ...(await rawPartiesOfOffer(t, offerId, agent.userId)).find((r) => r.partyId === partyId)!, overrides: merged });
  const problem = assignmentProblem(parties as RuleParty[], after as RuleParty, before.sideId!, partyId);
  if (problem?.code === 'duplicate_email') throw refused(problem.code, problem.message);
  await setPartyOverrides(t, partyId, merged);
  await recordPartyEdit(t, agent, offerId, partyId, Object.keys(overrides));
  return after;
}

const recordPartyEdit = (t: Db, agent: TokenSubject, offerId: number, partyId: number, fields: string[]) =>
  recordActivity(t, { offerId, actorUserId: agent.userId, action: 'party.edited', details: { partyId, fields } });

/** PUT /offer/updateParty: change a party's information for this transaction only. */
export async function updateParty(db: Db, check: EmailCheck, agent: TokenSubject, body: UpdatePartyBody): Promise<Party> {
  return db.tx(async (t) => {
    await ownedOffer(t, agent, body.offerId);
    checkPartyForm(check, body);
    return overrideParty(t, agent, body.offerId, body.transactionPartyId, body);
  });
}

/** PUT /offer/updatePartyEmail: a party's e-mail for this transaction. */
export async function updatePartyEmail(db: Db, check: EmailCheck, agent: TokenSubject, partyId: number, email: string): Promise<Party> {
  return db.tx(async (t) => {
    const offerId = await offerOfParty(t, partyId);
    if (!offerId) throw partyNotFound();
    await ownedOffer(t, agent, offerId);
    checkPartyForm(check, { email });
    return overrideParty(t, agent, offerId, partyId, { email });
  });
}

/**
 * Fills the contact's empty or changed details from the missing-information form, in the rows the
 * caller's brokerage owns only (a person, vendor or outside brokerage it created; never an in-house
 * agent's person nor an in-house brokerage). What stays different is this offer's own (see contactOverrides).
 */
async function completeContact(t: Db, raw: RawParty, form: OfferPartyForm) {
  const pe = raw.person;
  const v = raw.vendor;
  const b = raw.brokerage;
  if (pe && raw.ownsPerson) {
    await completePerson(t, pe.id as number, {
      firstName: text(form.firstName),
      lastName: text(form.lastName),
      email: text(form.email),
      mobilePhone: phone(form.personPhone),
      addressLine1: text(form.address1),
      addressLine2: text(form.address2),
      city: text(form.city),
      stateId: form.state ?? null,
      zipCode: text(form.zipCode),
      licenseNumber: text(form.licenseNumber),
      mlsId: text(form.mlsId),
      taxEntityTypeId: form.taxEntityType ?? null,
      workPhone: v ? null : phone(form.workPhone),
    });
  }
  const company = {
    name: text(form.companyName),
    email: text(form.companyEmail),
    ein: text(form.companyEin),
    addressLine1: text(form.companyAddress1),
    addressLine2: text(form.companyAddress2),
    city: text(form.companyCity),
    stateId: form.companyState ?? null,
    zipCode: text(form.companyZipCode),
    workPhone: phone(form.workPhone),
    faxPhone: phone(form.faxPhone),
  };
  if (v) {
    if (raw.ownsVendor) await completeVendor(t, v.id as number, company);
  } else if (b) {
    if (raw.ownsBrokerage) await completeBrokerage(t, b.id as number, company);
  } else if (pe && raw.ownsPerson) {
    await completePersonCompany(t, pe.id as number, company);
  }
}

/**
 * POST /offer/saveOfferParty: a party of the offer changes for this transaction (transactionPartyId),
 * or a contact's missing information is completed and the contact assigned to the side(s) given
 * (with isOfferParty false the contact is only edited: a search result's pencil).
 */
export async function saveOfferParty(db: Db, check: EmailCheck, agent: TokenSubject, body: SaveOfferPartyBody) {
  return db.tx(async (t) => {
    await ownedOffer(t, agent, body.offerId);
    checkPartyForm(check, body);
    if (body.transactionPartyId) {
      const party = await overrideParty(t, agent, body.offerId, body.transactionPartyId, body);
      return [
        {
          sideId: party.sideId!,
          partyId: party.partyId!,
          state: party.state,
          city: party.city,
          zipCode: party.zipCode,
          addressLine1: party.addressLine1,
          workPhone: party.workPhone,
          isVendorApproved: party.isVendorApproved,
        },
      ];
    }
    const ref = { personId: body.personId ?? null, vendorId: body.vendorId ?? null, roleId: body.transactionPartyRoleId };
    const contact = await assignableContact(t, agent, ref);
    await completeContact(t, contact, body);
    const overrides = ownsWholeContact(contact)
      ? {}
      : contactOverrides({ ...(await assignableContact(t, agent, ref)), roleId: ref.roleId }, body);
    // isOfferParty false: the pencil of a search result edits the contact itself and assigns nothing.
    if (body.isOfferParty === false) {
      if (Object.keys(overrides).length) throw contactNotYours(contact);
      return [];
    }
    const sideId = body.transactionPartySideId;
    return assignParty(t, agent, body.offerId, { ...ref, sideId: sideId === 0 ? undefined : sideId }, sideId === 0, overrides);
  });
}

export const INHOUSE_AGENT_NOT_EDITABLE =
  "An in-house agent's details belong to the agent's account and cannot be changed here. Use Edit party details on an offer to change them for that offer only.";
export const SHARED_CONTACT_NOT_EDITABLE =
  'This contact belongs to another brokerage: only its brokerage can change it. Use Edit party details on an offer to change it for that offer only.';

/** Every row the contact is made of is the caller's brokerage's to change (completeContact wrote the form whole). */
const ownsWholeContact = (c: RawParty) => (!c.person || c.ownsPerson) && (!c.vendor || c.ownsVendor) && (!c.brokerage || c.ownsBrokerage);

/** 403 for a change of a contact the caller's brokerage does not own. */
const contactNotYours = (contact: RawParty) =>
  new AppError(
    403,
    'contact_not_editable',
    contact.person && !contact.ownsPerson && contact.brokerage?.is_inhouse === true
      ? INHOUSE_AGENT_NOT_EDITABLE
      : SHARED_CONTACT_NOT_EDITABLE,
  );

/**
 * What the form asks that the contact (after the writes the caller may make) still does not show:
 * this offer's own values for a shared contact. An empty field changes nothing (as in completeContact).
 * A company alone (no person) carries its address in the company fields.
 */
function contactOverrides(raw: RawParty, form: OfferPartyForm): Overrides {
  const contact = toParty(raw, true);
  const shown: Record<string, unknown> = { ...contact, ...formDetailsOf(raw) };
  const wanted = overridesOf(form, contact.personId !== null);
  return Object.fromEntries(Object.entries(wanted).filter(([k, v]) => v !== null && v !== shown[k])) as Overrides;
}
