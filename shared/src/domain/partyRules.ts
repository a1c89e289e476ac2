/**
 * The rules of assigning parties to an offer, one source for the server (which enforces them) and
 * the Parties screen (which explains them before the server is asked).
 */
import { REQUIRED_VENDOR_TYPES } from './lookups';
import { PartyRole, Side, SIDE_NAMES, VENDOR_TYPES } from './parties';

/** What the rules read of a party (assigned or about to be). */
export interface RuleParty {
  partyId?: number | null;
  personId: number | null;
  vendorId: number | null;
  roleId: number;
  sideId: number | null;
  email?: string | null;
  name?: string | null;
}

export const DUPLICATE_EMAIL_MESSAGE =
  "Another party with same email is already added to the transaction. You can't have two parties with same email address.";
export const EMAIL_UNDELIVERABLE = 'EmailUnDeliverable';
export const COMPANY_EMAIL_UNDELIVERABLE = 'CompanyEmailUnDeliverable';
export const EMAIL_UNDELIVERABLE_MESSAGE = 'Email address is not deliverable.';

/** Vendor type → party role (Title/Escrow 1 → 5 … Other 13 → 17; Commission Advance 19, Signs 21, Photographer 22). */
const VENDOR_TYPE_ROLES: Record<number, number> = {
  1: 5,
  2: 6,
  3: 7,
  4: 8,
  5: 9,
  6: 10,
  7: 11,
  8: 12,
  9: 13,
  10: 14,
  11: 15,
  12: 16,
  13: 17,
  14: 19,
  15: 21,
  16: 22,
};
export const roleOfVendorType = (vendorTypeId: number): number | null => VENDOR_TYPE_ROLES[vendorTypeId] ?? null;
export const vendorTypeOfRole = (roleId: number): number | null => {
  const hit = Object.entries(VENDOR_TYPE_ROLES).find(([, r]) => r === roleId);
  return hit ? Number(hit[0]) : null;
};
export const vendorTypeName = (vendorTypeId: number | null | undefined) => VENDOR_TYPES.find((t) => t.id === vendorTypeId)?.name ?? null;

export const isAgentRole = (roleId: number) => roleId === PartyRole.InhouseAgent || roleId === PartyRole.OutsideAgent;
export const isVendorRole = (roleId: number) => vendorTypeOfRole(roleId) !== null;
/** Roles a favourite star applies to: strictly between in-house agent and all vendor, except Entity and Transaction Coordinator. */
export const canBeFavourite = (roleId: number) =>
  roleId > PartyRole.InhouseAgent &&
  roleId < PartyRole.AllVendor &&
  roleId !== PartyRole.Entity &&
  roleId !== PartyRole.TransactionCoordinator;
/** Whether a party's details can be edited (pencil): outside agents, clients and vendor roles but Entity and Transaction Coordinator. */
export const canEditRole = (roleId: number) => roleId === PartyRole.OutsideAgent || roleId === PartyRole.Client || canBeFavourite(roleId);

/** The same person (or, for a company without a contact, the same vendor). */
export const sameEntity = (a: RuleParty, b: RuleParty) =>
  a.personId !== null && a.personId !== undefined ? a.personId === b.personId : b.personId === null && a.vendorId === b.vendorId;

const sideName = (sideId: number) => (SIDE_NAMES[sideId as 1 | 2] ?? '').toLowerCase();
const onSide = (p: RuleParty, sideId: number) => p.sideId === sideId;

export interface AssignmentProblem {
  code: 'already_assigned' | 'client_both_sides' | 'both_sides_blocked' | 'duplicate_email';
  message: string;
}

/**
 * Why `candidate` cannot be added to `sideId` (1, 2, or 0 for both) of an offer whose parties are
 * `assigned`, or null when it can. `ignorePartyId`: the assigned row being moved (change of side).
 */
export function assignmentProblem(
  assigned: readonly RuleParty[],
  candidate: RuleParty,
  sideId: number,
  ignorePartyId?: number,
): AssignmentProblem | null {
  const others = assigned.filter((p) => ignorePartyId === undefined || p.partyId !== ignorePartyId);
  const isClient = candidate.roleId === PartyRole.Client;
  const sides = sideId === Side.both ? [Side.buyer, Side.seller] : [sideId];
  if (sideId === Side.both) {
    if (isClient) return { code: 'client_both_sides', message: 'A client cannot be added to both sides.' };
    if (others.some((p) => sameEntity(p, candidate))) {
      return { code: 'both_sides_blocked', message: 'This party is already assigned, so it cannot be added to both sides.' };
    }
  }
  for (const side of sides) {
    if (others.some((p) => onSide(p, side) && sameEntity(p, candidate))) {
      return { code: 'already_assigned', message: `This party is already assigned to the ${sideName(side)} side.` };
    }
  }
  if (isClient && others.some((p) => sameEntity(p, candidate) && !sides.includes(p.sideId as 1 | 2))) {
    return { code: 'client_both_sides', message: 'A client cannot be on both sides.' };
  }
  const email = candidate.email?.trim().toLowerCase();
  if (!isClient && email) {
    const clash = others.some((p) => {
      if (p.roleId === PartyRole.Client || p.email?.trim().toLowerCase() !== email) return false;
      return sides.includes(p.sideId as 1 | 2) || !sameEntity(p, candidate);
    });
    if (clash) return { code: 'duplicate_email', message: DUPLICATE_EMAIL_MESSAGE };
  }
  return null;
}

/** The details a party's merge fields need (what the document templates print for its slot). */
export interface MergeParty extends RuleParty {
  firstName?: string | null;
  lastName?: string | null;
  company?: string | null;
  companyEmail?: string | null;
  addressLine1?: string | null;
  city?: string | null;
  stateId?: number | null;
  state?: string | null;
  zipCode?: string | null;
  workPhone?: string | null;
  faxPhone?: string | null;
  mlsId?: string | null;
  licenseNumber?: string | null;
}

/** A missing item: the field of the missing-information form and the text listing it. */
export interface MissingItem {
  field: string;
  label: string;
}

const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** A merge item a slot may print: the party's field, the label listing it, and the merge-field key suffix. */
type SlotItem = [field: keyof MergeParty, label: string, suffix: string];
const NAME_ITEMS: SlotItem[] = [
  ['firstName', 'First Name', 'Name'],
  ['lastName', 'Last Name', 'Name'],
];
const ADDRESS_ITEMS: SlotItem[] = [
  ['addressLine1', 'Address', 'Address'],
  ['city', 'City', 'City'],
  ['stateId', 'State', 'State'],
  ['zipCode', 'Zip Code', 'ZipCode'],
];
const AGENT_ITEMS: SlotItem[] = [
  ['licenseNumber', 'License Number', 'LicenseNumber'],
  ['mlsId', 'MLS ID', 'MLSID'],
];
const TITLE_ESCROW_ITEMS: SlotItem[] = [
  ['company', 'Company', 'Company'],
  ...ADDRESS_ITEMS,
  ['companyEmail', 'Email', 'Email'],
  ['faxPhone', 'Fax', 'Fax'],
  ['workPhone', 'Phone', 'Phone'],
];

/**
 * The merge-field slot a party takes on a side: clients Clients.Buyer1..2 / Seller1..2 (signing as
 * Buyer1 …), agents Agents.BuyerAgent1..2 / SellerAgent1..2, the first Title/Escrow party
 * Vendors.Title/Escrow; null past the last slot (a third buyer) or for other roles.
 */
function slotOf(assigned: readonly RuleParty[], p: RuleParty, side: 1 | 2): { prefix: string; signer: string | null } | null {
  const label = side === Side.buyer ? 'Buyer' : 'Seller';
  const nth = (test: (r: RuleParty) => boolean) => assigned.filter((a) => a.sideId === side && test(a)).length + 1;
  if (p.roleId === PartyRole.Client) {
    const n = nth((a) => a.roleId === PartyRole.Client);
    return n <= 2 ? { prefix: `Clients.${label}${n}`, signer: `${label}${n}` } : null;
  }
  if (isAgentRole(p.roleId)) {
    const n = nth((a) => isAgentRole(a.roleId));
    return n <= 2 ? { prefix: `Agents.${label}Agent${n}`, signer: `${label}Agent${n}` } : null;
  }
  if (p.roleId === PartyRole.TitleEscrow && !assigned.some((a) => a.roleId === PartyRole.TitleEscrow))
    return { prefix: 'Vendors.Title/Escrow', signer: null };
  return null;
}

/**
 * What a party about to be added to `sideId` (1, 2, or 0 for both) lacks for the merge fields the
 * offer's document templates print for its slot (`templateKeys`: the templates' merge-field keys and
 * `Signature.<Role>` for each role that signs them). Clients may be asked name, address, city, state,
 * zip and email; agents the same plus license number and MLS ID; the Title/Escrow company its
 * company, address, city, state, zip, email, fax and phone — each only where a template prints it. The
 * e-mail is asked where a template prints it or holds a signature of the slot; a name where
 * Clients.AllBuyers/AllSellers.Name prints every client of the side. A party with no slot (a third
 * buyer, a second Title/Escrow company) is asked nothing.
 */
export function missingMergeItems(
  p: MergeParty,
  assigned: readonly RuleParty[],
  sideId: number,
  templateKeys: ReadonlySet<string>,
): MissingItem[] {
  const out: MissingItem[] = [];
  const need = (field: keyof MergeParty, label: string) => {
    const value = field === 'companyEmail' ? (p.companyEmail ?? p.email) : p[field];
    if (blank(value) && !out.some((m) => m.field === field)) out.push({ field, label });
  };
  for (const side of sideId === Side.both ? [Side.buyer, Side.seller] : [sideId as 1 | 2]) {
    const slot = slotOf(assigned, p, side);
    const prints = (suffix: string) => !!slot && templateKeys.has(`${slot.prefix}.${suffix}`);
    const label = side === Side.buyer ? 'Buyers' : 'Sellers';
    const allNames = p.roleId === PartyRole.Client && templateKeys.has(`Clients.All${label}.Name`);
    const items =
      p.roleId === PartyRole.TitleEscrow
        ? TITLE_ESCROW_ITEMS
        : [...NAME_ITEMS, ...ADDRESS_ITEMS, ...(isAgentRole(p.roleId) ? AGENT_ITEMS : [])];
    for (const [field, itemLabel, suffix] of items) {
      if (prints(suffix) || (suffix === 'Name' && allNames)) need(field, itemLabel);
    }
    if (slot && p.roleId !== PartyRole.TitleEscrow && (prints('Email') || (slot.signer && templateKeys.has(`Signature.${slot.signer}`))))
      need('email', 'Email');
  }
  return out;
}

/** One line of the 'Required Fields' list: the side it belongs to and the message. */
export interface RequiredLine {
  side: 'Buyer' | 'Seller';
  message: string;
}

/**
 * What the offer still needs before its Parties step can move on: the buyer side an in-house agent
 * ('Inhouse Agent required' when only an outside agent is there, else 'Agent required'), a client
 * and each required vendor type; the seller side an agent and each required vendor type.
 */
export function requiredPartyLines(parties: readonly RuleParty[], requiredVendorTypes = REQUIRED_VENDOR_TYPES): RequiredLine[] {
  const out: RequiredLine[] = [];
  const on = (side: number) => parties.filter((p) => p.sideId === side);
  const buyer = on(Side.buyer);
  const seller = on(Side.seller);
  if (!buyer.some((p) => p.roleId === PartyRole.InhouseAgent)) {
    out.push({ side: 'Buyer', message: buyer.some((p) => isAgentRole(p.roleId)) ? 'Inhouse Agent required' : 'Agent required' });
  }
  if (!buyer.some((p) => p.roleId === PartyRole.Client)) out.push({ side: 'Buyer', message: 'Client required' });
  const vendorLines = (list: readonly RuleParty[], side: RequiredLine['side']) => {
    for (const t of requiredVendorTypes) {
      if (!list.some((p) => p.roleId === roleOfVendorType(t.id))) out.push({ side, message: `${t.name} required` });
    }
  };
  vendorLines(buyer, 'Buyer');
  if (!seller.some((p) => isAgentRole(p.roleId))) out.push({ side: 'Seller', message: 'Agent required' });
  vendorLines(seller, 'Seller');
  return out;
}

/**
 * The wizard's Parties step is completed when there is a buyer-side client, a buyer-side agent
 * (in-house or outside), a seller-side agent and a Title/Escrow party.
 */
export function partiesStepCompleted(parties: readonly RuleParty[]): boolean {
  const has = (side: number, test: (roleId: number) => boolean) => parties.some((p) => p.sideId === side && test(p.roleId));
  return (
    has(Side.buyer, (r) => r === PartyRole.Client) &&
    has(Side.buyer, isAgentRole) &&
    has(Side.seller, isAgentRole) &&
    parties.some((p) => p.roleId === PartyRole.TitleEscrow)
  );
}

export interface MergeField {
  key: string;
  value: string;
}

const fullName = (p: MergeParty) => [p.firstName, p.lastName].filter((s) => !blank(s)).join(' ') || p.name || p.company || '';
const text = (v: string | null | undefined) => v ?? '';

/**
 * The merge fields saved with the parties: Clients.Buyer1..2 / Seller1..2 (Name, Address, City,
 * State, ZipCode), Clients.AllBuyers.Name and Clients.AllSellers.Name (names joined by commas),
 * Vendors.Title/Escrow (Company, Address, City, State, ZipCode, Email, Phone, Fax) and
 * Agents.BuyerAgent1..2 / SellerAgent1..2 (Name, MLSID, LicenseNumber). Parties count in the order given.
 */
export function partyMergeFields(parties: readonly MergeParty[]): MergeField[] {
  const out: MergeField[] = [];
  const push = (key: string, value: string) => out.push({ key, value });
  for (const [side, label] of [
    [Side.buyer, 'Buyer'],
    [Side.seller, 'Seller'],
  ] as const) {
    const clients = parties.filter((p) => p.sideId === side && p.roleId === PartyRole.Client);
    clients.slice(0, 2).forEach((c, i) => {
      const k = `Clients.${label}${i + 1}`;
      push(`${k}.Name`, fullName(c));
      push(`${k}.Address`, text(c.addressLine1));
      push(`${k}.City`, text(c.city));
      push(`${k}.State`, text(c.state));
      push(`${k}.ZipCode`, text(c.zipCode));
    });
    push(`Clients.All${label}s.Name`, clients.map(fullName).join(', '));
  }
  const te = parties.find((p) => p.roleId === PartyRole.TitleEscrow);
  if (te) {
    const k = 'Vendors.Title/Escrow';
    push(`${k}.Company`, text(te.company));
    push(`${k}.Address`, text(te.addressLine1));
    push(`${k}.City`, text(te.city));
    push(`${k}.State`, text(te.state));
    push(`${k}.ZipCode`, text(te.zipCode));
    push(`${k}.Email`, text(te.companyEmail ?? te.email));
    push(`${k}.Phone`, text(te.workPhone));
    push(`${k}.Fax`, text(te.faxPhone));
  }
  for (const [side, label] of [
    [Side.buyer, 'BuyerAgent'],
    [Side.seller, 'SellerAgent'],
  ] as const) {
    parties
      .filter((p) => p.sideId === side && isAgentRole(p.roleId))
      .slice(0, 2)
      .forEach((a, i) => {
        const k = `Agents.${label}${i + 1}`;
        push(`${k}.Name`, fullName(a));
        push(`${k}.MLSID`, text(a.mlsId));
        push(`${k}.LicenseNumber`, text(a.licenseNumber));
      });
  }
  return out;
}
