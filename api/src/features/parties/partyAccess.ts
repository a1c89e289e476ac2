import { PartyRole, roleOfVendorType, vendorTypeOfRole } from '@offerdesk/shared/domain';
import type { TokenSubject } from '../../auth/token';
import type { Db } from '../../db/db';
import { AppError, notFound } from '../../http/errors';
import { requireOfferAccess, type OfferAccessRule } from '../offers/offerAccess';
import { findContact, rawPartiesOfOffer, vendorRoleSql, type ContactKind } from './partiesRepo';
import { toParty } from './partyMapper';

const VENDOR_ROLES: Record<number, number> = Object.fromEntries(
  Array.from({ length: 16 }, (_, i) => [i + 1, roleOfVendorType(i + 1) as number]),
);
/** SQL of a vendor's party role from its type. */
export const VENDOR_ROLE_SQL = vendorRoleSql('v.vendor_type_id', VENDOR_ROLES);

export const partyNotFound = () => notFound('Party not found.');
/** A refused assignment or form: 400 with a code, the message and the fields at fault. */
export const refused = (code: string, message: string, fields?: Record<string, string>) => new AppError(400, code, message, fields);
export const refuseFormErrors = (errors: Record<string, string>) => {
  if (Object.keys(errors).length) throw refused('validation', 'Please complete all required fields', errors);
};

/** A change of an offer's parties: by its owner, while the offer is a draft or reviewer-rejected. */
export const PARTY_WRITE = {
  need: 'ownerOfDraft',
  notEditable: "Only a draft or reviewer-rejected offer's parties can change.",
} as const satisfies OfferAccessRule;

/** The offer for a read by its owner or one of its parties, else 404. */
export const readableOffer = (db: Db, agent: TokenSubject, offerId: number) => requireOfferAccess(db, agent, offerId, { need: 'anySide' });

/** The offer for a write by its owner (row-locked), else 404; only a draft or reviewer-rejected offer changes its parties (409). */
export const ownedOffer = (db: Db, agent: TokenSubject, offerId: number, editable = true) =>
  requireOfferAccess(db, agent, offerId, editable ? { ...PARTY_WRITE, lock: true } : { need: 'owner', lock: true });

/** What a search or an assignment of a role looks for: the kind of contact and, for vendors, the type (null: every type). */
export function kindOfRole(roleId: number): { kind: ContactKind; vendorTypeId: number | null } | null {
  if (roleId === PartyRole.Client) return { kind: 'client', vendorTypeId: null };
  if (roleId === PartyRole.Referral) return { kind: 'referral', vendorTypeId: null };
  if (roleId === PartyRole.InhouseAgent || roleId === PartyRole.OutsideAgent) return { kind: 'agent', vendorTypeId: null };
  if (roleId === PartyRole.AllVendor) return { kind: 'vendor', vendorTypeId: null };
  const type = vendorTypeOfRole(roleId);
  return type === null ? null : { kind: 'vendor', vendorTypeId: type };
}

/** The parties of an offer as the screens show them. */
export const partiesOf = async (db: Db, agent: TokenSubject, offerId: number) =>
  (await rawPartiesOfOffer(db, offerId, agent.userId)).map((p) => toParty(p));

/**
 * A contact the caller may assign in a role: a client of the caller's brokerage, an in-house agent
 * of it or an outside agent, or an approved vendor (or one of the brokerage's) and its contacts.
 * 404 when there is no such contact for the caller; 400 when the role does not fit it.
 */
export async function assignableContact(
  db: Db,
  agent: TokenSubject,
  ref: { personId?: number | null; vendorId?: number | null; roleId: number },
) {
  const kind = kindOfRole(ref.roleId);
  if (!kind || ref.roleId === PartyRole.AllVendor)
    throw refused('validation', 'This role cannot be assigned.', { roleId: 'This role cannot be assigned.' });
  const personId = ref.personId ?? null;
  const vendorId = ref.vendorId ?? null;
  if (personId === null && vendorId === null) throw refused('validation', 'Select a Party', { party: 'Select a Party' });
  if (kind.kind !== 'vendor' && vendorId !== null) throw partyNotFound();
  const raw = await findContact(db, kind.kind, agent.brokerageId, agent.userId, personId, vendorId, VENDOR_ROLE_SQL);
  if (!raw) throw partyNotFound();
  const fits = kind.kind === 'vendor' ? raw.roleId === ref.roleId : kind.kind !== 'agent' || raw.roleId === ref.roleId;
  if (!fits)
    throw refused('validation', 'This party cannot be assigned in that role.', { roleId: 'This party cannot be assigned in that role.' });
  return raw;
}
