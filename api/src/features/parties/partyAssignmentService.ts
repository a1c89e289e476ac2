import type { AddedParty, AddPartyBody, Party, PartyRef } from '@offerdesk/shared/contract';
import {
  assignmentProblem,
  canBeFavourite,
  LIMITS,
  missingMergeItems,
  partyMergeFields,
  requiredPartyLines,
  Side,
  type RuleParty,
} from '@offerdesk/shared/domain';
import type { TokenSubject } from '../../auth/token';
import type { Db } from '../../db/db';
import { invalidState } from '../../http/errors';
import { templateKeysOf } from '../../pdf/templateKeys';
import { recordActivity } from '../offers/activitiesRepo';
import { templateCodesOfOffer } from '../documents/offerDocumentsRepo';
import { escapeLike } from '../offers/offerListSql';
import { toggleFavouriteRow, visibleVendorRole } from './favouritesRepo';
import { deleteOfferParty, insertOfferParty, partyHasTakenPart, replaceOfferMergeFields, setPartySide } from './offerPartiesRepo';
import { findOfferParty, searchContacts, type RawParty } from './partiesRepo';
import { assignableContact, kindOfRole, ownedOffer, partiesOf, partyNotFound, refused, VENDOR_ROLE_SQL } from './partyAccess';
import { toParty, type Overrides } from './partyMapper';

/** GET /TransactionBase/SearchPartiesByRole: at most one affiliate (the trusted service provider) leads, then favourites. */
export async function searchParties(
  db: Db,
  agent: TokenSubject,
  q: string | undefined,
  roleId: number,
  recs: number = LIMITS.partySearchRecords,
): Promise<Party[]> {
  const kind = kindOfRole(roleId);
  if (!kind) return [];
  const term = (q ?? '').trim().toLowerCase();
  const rows = await searchContacts(db, {
    kind: kind.kind,
    brokerageId: agent.brokerageId,
    userId: agent.userId,
    q: term ? `%${escapeLike(term)}%` : '',
    limit: recs,
    vendorTypeId: kind.vendorTypeId,
    vendorRole: VENDOR_ROLE_SQL,
  });
  let affiliateShown = false;
  return rows.map((raw) => {
    const party = toParty(raw, true);
    if (party.isAffiliate) {
      party.isAffiliate = !affiliateShown;
      affiliateShown = true;
    }
    return party;
  });
}

const sidesOf = (sideId: number) => (sideId === Side.both ? [Side.buyer, Side.seller] : [sideId]);

/**
 * Adds a contact to the offer under every rule: the same person or vendor twice on a side, a client
 * on both sides, Add to Both of an assigned party, the duplicate e-mail rule (clients exempt) and
 * the merge fields the offer's document templates print for its slot (400 missing_information listing
 * the missing items). `overrides`:
 * this offer's own values for the contact (a shared contact the caller may not change), kept on the party.
 */
export async function assignParty(
  t: Db,
  agent: TokenSubject,
  offerId: number,
  ref: PartyRef,
  dualSide: boolean | undefined,
  overrides: Overrides = {},
): Promise<AddedParty[]> {
  const sideId = dualSide ? Side.both : ref.sideId;
  if (sideId === undefined) throw refused('validation', 'Side is required', { sideId: 'Side is required' });
  const raw = await assignableContact(t, agent, ref);
  const candidate = toParty({ ...raw, roleId: ref.roleId, overrides } as RawParty);
  const assigned = await partiesOf(t, agent, offerId);
  const problem = assignmentProblem(assigned as RuleParty[], candidate as RuleParty, sideId);
  if (problem) throw refused(problem.code, problem.message);
  const missing = missingMergeItems(candidate, assigned as RuleParty[], sideId, templateKeysOf(await templateCodesOfOffer(t, offerId)));
  if (missing.length) {
    throw refused(
      'missing_information',
      `${candidate.name} has missing information`,
      Object.fromEntries(missing.map((m) => [m.field, m.label])),
    );
  }
  const sides = sidesOf(sideId);
  const added: AddedParty[] = [];
  for (const side of sides) {
    const partyId = await insertOfferParty(t, {
      offerId,
      personId: candidate.personId,
      vendorId: candidate.vendorId,
      roleId: ref.roleId,
      sideId: side,
      dualSide: sides.length > 1,
      overrides,
    });
    added.push({
      sideId: side,
      partyId,
      state: candidate.state,
      city: candidate.city,
      zipCode: candidate.zipCode,
      addressLine1: candidate.addressLine1,
      workPhone: candidate.workPhone,
      isVendorApproved: candidate.isVendorApproved,
    });
  }
  await recordActivity(t, {
    offerId,
    actorUserId: agent.userId,
    action: 'party.added',
    details: { partyIds: added.map((a) => a.partyId), roleId: ref.roleId, sideId },
  });
  return added;
}

export const addParty = (db: Db, agent: TokenSubject, body: AddPartyBody) =>
  db.tx(async (t) => {
    await ownedOffer(t, agent, body.offerId);
    return assignParty(t, agent, body.offerId, body.party, body.dualSide);
  });

/** Removes a party of this offer (a party of another offer is 404); its other side, if any, is no longer dual. */
export const removeParty = (db: Db, agent: TokenSubject, offerId: number, partyId: number) =>
  db.tx(async (t) => {
    await ownedOffer(t, agent, offerId);
    const row = await findOfferParty(t, offerId, partyId);
    if (!row) throw partyNotFound();
    if (await partyHasTakenPart(t, partyId)) throw invalidState('This party has taken part in the offer and cannot be removed.');
    await deleteOfferParty(t, { offerId, partyId, personId: row.personId, vendorId: row.vendorId });
    await recordActivity(t, {
      offerId,
      actorUserId: agent.userId,
      action: 'party.removed',
      details: { partyId, roleId: row.roleId, sideId: row.sideId },
    });
    return partiesOf(t, agent, offerId);
  });

/** Moves a party of this offer to the other side, only if it is not already there (and under the assignment rules). */
export const changePartySide = (db: Db, agent: TokenSubject, offerId: number, partyId: number, sideId: 1 | 2) =>
  db.tx(async (t) => {
    await ownedOffer(t, agent, offerId);
    const parties = await partiesOf(t, agent, offerId);
    const party = parties.find((p) => p.partyId === partyId);
    if (!party) throw partyNotFound();
    if (party.sideId === sideId)
      throw refused('already_assigned', `This party is already assigned to the ${party.side?.toLowerCase()} side.`);
    const problem = assignmentProblem(parties as RuleParty[], { ...party, sideId } as RuleParty, sideId, partyId);
    if (problem) throw refused(problem.code, problem.message);
    await setPartySide(t, partyId, sideId);
    await recordActivity(t, {
      offerId,
      actorUserId: agent.userId,
      action: 'party.side_changed',
      details: { partyId, from: party.sideId, to: sideId },
    });
    return partiesOf(t, agent, offerId);
  });

/** Toggles the caller's favourite star of a vendor company (vendorId) or a vendor contact (personId). */
export async function toggleFavourite(db: Db, agent: TokenSubject, ids: { vendorId?: number; personId?: number }) {
  const personId = ids.personId ?? null;
  const vendorId = personId === null ? (ids.vendorId ?? null) : null;
  if (personId === null && vendorId === null)
    throw refused('validation', 'vendorId or personId is required', { vendorId: 'vendorId or personId is required' });
  return db.tx(async (t) => {
    const roleId = await visibleVendorRole(t, agent.brokerageId, { personId, vendorId }, VENDOR_ROLE_SQL);
    if (roleId === undefined || !canBeFavourite(roleId)) throw partyNotFound();
    return { isFavoriteVendor: await toggleFavouriteRow(t, agent.userId, { personId, vendorId }) };
  });
}

/**
 * POST /custominput/setParties: the merge fields of the offer's parties, computed from the parties
 * assigned (never taken from the caller) and saved with the offer. The offer must have every
 * required party.
 */
export const saveMergeFields = (db: Db, agent: TokenSubject, offerId: number) =>
  db.tx(async (t) => {
    await ownedOffer(t, agent, offerId);
    const parties = await partiesOf(t, agent, offerId);
    const lines = requiredPartyLines(parties as RuleParty[]);
    if (lines.length) {
      throw refused(
        'parties_incomplete',
        'Please complete all required fields',
        Object.fromEntries(lines.map((l, i) => [`required${i + 1}`, `${l.side} ${l.message}`])),
      );
    }
    const mergeFields = partyMergeFields(parties);
    await replaceOfferMergeFields(t, offerId, mergeFields);
    await recordActivity(t, {
      offerId,
      actorUserId: agent.userId,
      action: 'parties.merge_fields_saved',
      details: { count: mergeFields.length },
    });
    return { externalId: offerId, mergeFields };
  });
