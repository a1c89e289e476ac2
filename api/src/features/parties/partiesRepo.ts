import type { Db } from '../../db/db';
import { ownPartyOf } from '../offers/agentPartySql';

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
  /** Signer status in the newest sign set holding the party; null when never shared with. */
  signStatus: number | null;
}

/** A party's value of `key` for its offer: the offer's own (its overrides, a null there included) over the contact's `contact`. */
export const ownOrContact = (key: string, contact: string) =>
  `case when p.overrides ? '${key}' then p.overrides->>'${key}' else ${contact} end`;

/** The parties of an offer with the values that offer uses (its overrides over the contacts'): whom its mail goes to. */
export const partiesOfOffer = (db: Db, offerId: number) =>
  db.query<OfferPartyRow>(
    `select p.id as "partyId", p.person_id as "personId", p.vendor_id as "vendorId",
            ${ownOrContact('firstName', 'pe.first_name')} as "firstName", ${ownOrContact('lastName', 'pe.last_name')} as "lastName",
            ${ownOrContact('email', 'coalesce(pe.email, v.email)')} as email, ${ownOrContact('mobilePhone', 'pe.mobile_phone')} as "mobilePhone",
            ${ownOrContact('company', 'coalesce(v.name, b.name)')} as company, p.role_id as "roleId", p.side_id as "sideId",
            p.dual_side as "dualSide", p.status_id as "statusId", p.viewed_on as "viewedOn",
            (select sp.sign_status from sign_set_parties sp where sp.party_id = p.id order by sp.sign_set_id desc limit 1) as "signStatus"
       from offer_parties p
       left join persons pe on pe.id = p.person_id
       left join brokerages b on b.id = pe.brokerage_id
       left join vendors v on v.id = p.vendor_id
      where p.offer_id = $1
      order by p.side_id, p.id`,
    [offerId],
  );

/** The ids of the signed-in agent's own parties on an offer: its person's, or seller-side agent parties by e-mail. */
export const ownPartyIds = async (db: Db, offerId: number, personId: number) =>
  (
    await db.query<{ id: number }>(`select p.id from offer_parties p where p.offer_id = $1 and ${ownPartyOf('$2')} order by p.id`, [
      offerId,
      personId,
    ])
  ).map((r) => r.id);
/** Marks the party viewed: the first time is kept; `changed` when it was not viewed before. */
export const markPartyViewed = async (db: Db, partyId: number) =>
  (await db.one<{ viewedOn: Date; changed: boolean }>(
    `with before as (select viewed_on from offer_parties where id = $1 for update)
     update offer_parties p set viewed_on = coalesce(p.viewed_on, now()) from before where p.id = $1
     returning p.viewed_on as "viewedOn", before.viewed_on is null as changed`,
    [partyId],
  ))!;

/** Removes the offer's parties of one role (e.g. the home-warranty party when no warranty is ordered); answers how many. */
export async function removePartiesOfRole(db: Db, offerId: number, roleId: number): Promise<number> {
  const rows = await db.query<{ id: number }>('delete from offer_parties where offer_id = $1 and role_id = $2 returning id', [
    offerId,
    roleId,
  ]);
  return rows.length;
}

/** A person, vendor or brokerage row as JSON (snake_case columns). */
export type JsonRow = Record<string, unknown>;

/** A party (of an offer, or a contact found by a search) with the rows it is made of. */
export interface RawParty {
  partyId: number | null;
  roleId: number;
  sideId: number | null;
  dualSide: boolean;
  overrides: Record<string, unknown>;
  person: JsonRow | null;
  vendor: JsonRow | null;
  brokerage: JsonRow | null;
  isFavorite: boolean;
  /** Whether the caller may change the contact's own rows: created by the caller or an agent of the caller's brokerage (an in-house agent's person never). */
  ownsPerson: boolean;
  ownsVendor: boolean;
  /** An outside brokerage created by the caller's brokerage (an in-house brokerage never). */
  ownsBrokerage: boolean;
}

/** A row created (column `creator`) by the caller ($user) or by an agent of the caller's brokerage: only they may change a shared contact. */
const createdByMyBrokerage = (creator: string, user: string) => `(${creator} = ${user} or exists (
  select 1 from users cu join users me on me.brokerage_id = cu.brokerage_id where cu.id = ${creator} and me.id = ${user}))`;

/** The columns of a RawParty over `c` (person_id, vendor_id) joined to its rows; $user is the caller's user id. */
const rawPartySelect = (user: string) => `
  row_to_json(pe) as person, row_to_json(v) as vendor, row_to_json(b) as brokerage,
  exists (select 1 from favourites f where f.user_id = ${user}
           and (case when pe.id is not null then f.person_id = pe.id else f.person_id is null and f.vendor_id = v.id end)) as "isFavorite",
  coalesce(not exists (select 1 from users au where au.person_id = pe.id) and ${createdByMyBrokerage('pe.created_by_user_id', user)}, false) as "ownsPerson",
  coalesce(${createdByMyBrokerage('v.created_by_user_id', user)}, false) as "ownsVendor",
  coalesce(not b.is_inhouse and ${createdByMyBrokerage('b.created_by_user_id', user)}, false) as "ownsBrokerage"`;

const rawPartyJoins = (personCol: string, vendorCol: string) => `
  left join persons pe on pe.id = ${personCol}
  left join vendors v on v.id = coalesce(${vendorCol}, (select vc.vendor_id from vendor_contacts vc where vc.person_id = ${personCol} order by vc.id limit 1))
  left join brokerages b on b.id = pe.brokerage_id`;

/** The parties of an offer with their people, vendors and brokerages, by side then order of adding. */
export const rawPartiesOfOffer = (db: Db, offerId: number, userId: number) =>
  db.query<RawParty>(
    `select p.id as "partyId", p.role_id as "roleId", p.side_id as "sideId", p.dual_side as "dualSide", p.overrides,
            ${rawPartySelect('$2')}
       from offer_parties p ${rawPartyJoins('p.person_id', 'p.vendor_id')}
      where p.offer_id = $1
      order by p.side_id, p.id`,
    [offerId, userId],
  );

/** One party row of an offer (for update); undefined when the id is not a party of that offer. */
export const findOfferParty = (db: Db, offerId: number, partyId: number) =>
  db.one<{
    id: number;
    personId: number | null;
    vendorId: number | null;
    roleId: number;
    sideId: number;
    overrides: Record<string, unknown>;
  }>(
    `select id, person_id as "personId", vendor_id as "vendorId", role_id as "roleId", side_id as "sideId", overrides
       from offer_parties where offer_id = $1 and id = $2 for update`,
    [offerId, partyId],
  );

/** The offer an offer party belongs to. */
export const offerOfParty = async (db: Db, partyId: number) =>
  (await db.one<{ offerId: number }>('select offer_id as "offerId" from offer_parties where id = $1', [partyId]))?.offerId;

/** The offer a contract belongs to. */
export const offerOfContract = async (db: Db, contractId: number) =>
  (await db.one<{ offerId: number }>('select external_id as "offerId" from contracts where id = $1', [contractId]))?.offerId;

/** Conditions over `pe` (person) and `v` (vendor) that make a contact visible to an agent of brokerage $1. */
const BY_MY_BROKERAGE = (col: string) => `exists (select 1 from users cu where cu.id = ${col} and cu.brokerage_id = $1)`;
export const CLIENT_CONDITION = `pe.brokerage_id is null
  and not exists (select 1 from users u where u.person_id = pe.id)
  and not exists (select 1 from vendor_contacts vc where vc.person_id = pe.id)
  and ${BY_MY_BROKERAGE('pe.created_by_user_id')}`;
const INHOUSE_AGENT_CONDITION = 'exists (select 1 from users u where u.person_id = pe.id and u.brokerage_id = $1 and u.is_active)';
const OUTSIDE_AGENT_CONDITION = 'exists (select 1 from brokerages ob where ob.id = pe.brokerage_id and not ob.is_inhouse)';
export const VENDOR_VISIBLE = `(v.is_approved or ${BY_MY_BROKERAGE('v.created_by_user_id')})`;
/**
 * A vendor contact (over `vc`) of a visible vendor: one an agent added to a shared (approved) vendor
 * stays its brokerage's own, as a client does; contacts that came with the vendor (no creator) are everyone's.
 */
export const VENDOR_CONTACT_VISIBLE = `${VENDOR_VISIBLE} and not exists (
  select 1 from persons vcp where vcp.id = vc.person_id and vcp.created_by_user_id is not null and not ${BY_MY_BROKERAGE('vcp.created_by_user_id')})`;

/** SQL mapping a vendor type column to its party role. */
export const vendorRoleSql = (col: string, roles: Record<number, number>) =>
  `case ${col} ${Object.entries(roles)
    .map(([t, r]) => `when ${t} then ${r}`)
    .join(' ')} end`;

export type ContactKind = 'client' | 'agent' | 'referral' | 'vendor';

/** Candidates (person_id, vendor_id, role_id) of a kind visible to an agent of brokerage $1; vendor type $5 (null: all). */
function candidates(kind: ContactKind, vendorRole: string): string {
  switch (kind) {
    case 'client':
      return `select pe.id as person_id, null::int as vendor_id, 1 as role_id from persons pe where ${CLIENT_CONDITION}`;
    case 'agent':
    case 'referral': {
      const role = (r: number) => (kind === 'referral' ? 2 : r);
      return `select pe.id as person_id, null::int as vendor_id, ${role(4)} as role_id from persons pe where ${INHOUSE_AGENT_CONDITION}
              union all
              select pe.id, null::int, ${role(3)} from persons pe where ${OUTSIDE_AGENT_CONDITION}`;
    }
    case 'vendor':
      return `select vc.person_id, v.id as vendor_id, ${vendorRole} as role_id
                from vendor_contacts vc join vendors v on v.id = vc.vendor_id
               where ${VENDOR_CONTACT_VISIBLE} and ($5::int is null or v.vendor_type_id = $5)
              union all
              select null::int, v.id, ${vendorRole} from vendors v where ${VENDOR_VISIBLE} and ($5::int is null or v.vendor_type_id = $5)`;
  }
}

export interface ContactSearch {
  kind: ContactKind;
  brokerageId: number;
  userId: number;
  /** Contains (case-insensitive) over name, e-mail and company; empty lists all. */
  q: string;
  limit: number;
  vendorTypeId: number | null;
  vendorRole: string;
}

/** Contacts of a kind the caller may assign: affiliates first, then favourites, then by name. */
export const searchContacts = (db: Db, s: ContactSearch) =>
  db.query<RawParty>(
    `with wanted as (select $5::int as vendor_type_id), c as (${candidates(s.kind, s.vendorRole)})
     select null::int as "partyId", c.role_id as "roleId", null::int as "sideId", false as "dualSide", '{}'::jsonb as overrides,
            ${rawPartySelect('$2')}
       from c ${rawPartyJoins('c.person_id', 'c.vendor_id')}
      where $3 = '' or lower(coalesce(pe.first_name || ' ' || pe.last_name, '') || ' ' || coalesce(pe.email, '') || ' ' ||
                             coalesce(v.name, '') || ' ' || coalesce(v.email, '') || ' ' || coalesce(b.name, '')) like $3
      order by coalesce(v.is_affiliate, false) desc, "isFavorite" desc,
               lower(coalesce(pe.last_name, v.name)), lower(coalesce(pe.first_name, '')), pe.id nulls first, v.id
      limit $4`,
    [s.brokerageId, s.userId, s.q, s.limit, s.vendorTypeId],
  );

/** A contact by its ids, if the caller (brokerage $1) may assign it in that kind. */
export const findContact = (
  db: Db,
  kind: ContactKind,
  brokerageId: number,
  userId: number,
  personId: number | null,
  vendorId: number | null,
  vendorRole: string,
) =>
  db.one<RawParty>(
    `with wanted as (select $5::int as vendor_type_id), c as (${candidates(kind, vendorRole)})
     select null::int as "partyId", c.role_id as "roleId", null::int as "sideId", false as "dualSide", '{}'::jsonb as overrides,
            ${rawPartySelect('$2')}
       from c ${rawPartyJoins('c.person_id', 'c.vendor_id')}
      where c.person_id is not distinct from $3::int and ($4::int is null or c.vendor_id = $4::int)
      limit 1`,
    [brokerageId, userId, personId, vendorId, null],
  );
