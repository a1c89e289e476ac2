import { agentActingParty, OfferStatus, PARTY_ROLE_NAMES, SIDE_NAMES, type PartyRoleId } from '@offerdesk/shared/domain';
import type { Db } from '../../db/db';
import type { TokenSubject } from '../../auth/token';
import { invalidState, notFound, offerNotFound } from '../../http/errors';
import { recordActivity } from './activitiesRepo';
import { requireOfferAccess } from './offerAccess';
import { EDITABLE_STATUSES, findOfferRow, markViewed, setOfferArchived, setOfferStatus, type OfferAccess } from './offersRepo';
import { ownPartyIds, partiesOfOffer } from '../parties/partiesRepo';
import { toOfferItem, type UrlResolver } from './offerMapper';

export const CANCELLED_OFFER_MESSAGE = 'A cancelled offer can no longer be opened.';

/** GET /offer/GetById: the offer for its owner or one of its parties (the route's access); a cancelled offer 404s too. */
export async function getOffer(db: Db, agent: TokenSubject, access: OfferAccess, resolveUrl: UrlResolver) {
  if (access.statusId === OfferStatus.cancelled) throw notFound(CANCELLED_OFFER_MESSAGE);
  return loadOffer(db, agent, access.id, resolveUrl);
}

/** The offer with its terms and parties, for its owner or one of its parties (whatever its status); else 404. */
export async function loadOffer(db: Db, agent: TokenSubject, offerId: number, resolveUrl: UrlResolver) {
  const access = await requireOfferAccess(db, agent, offerId, { need: 'anySide' });
  const row = await findOfferRow(db, offerId, agent.personId);
  if (!row) throw offerNotFound();
  const parties = (await partiesOfOffer(db, offerId)).map((p) => ({
    ...p,
    name: [p.firstName, p.lastName].filter(Boolean).join(' ') || p.company,
    role: PARTY_ROLE_NAMES[p.roleId as PartyRoleId] ?? null,
    side: SIDE_NAMES[p.sideId as 1 | 2] ?? null,
    viewedOn: p.viewedOn ? p.viewedOn.toISOString() : null,
  }));
  const item = toOfferItem(row, { userId: agent.userId, resolveUrl });
  const own = await ownPartyIds(db, offerId, agent.personId);
  return { ...row, ...item, parties, party: viewerParty(parties, own), isBuyerAgent: access.isBuyerAgent };
}

/** The caller's own party on the offer (an agent role first, else any). */
function viewerParty(
  parties: ReadonlyArray<{ partyId: number; roleId: number; sideId: number; side: string | null }>,
  ownPartyIds: readonly number[],
) {
  const p = agentActingParty(parties, { ownPartyIds });
  return p ? { partyId: p.partyId, roleId: p.roleId, sideId: p.sideId, side: p.side } : null;
}

/** Loads the offer for a write by its owner (row-locked), else 404 as for any stranger. */
const ownedOffer = (db: Db, agent: TokenSubject, offerId: number) => requireOfferAccess(db, agent, offerId, { need: 'owner', lock: true });

export async function cancelOffer(db: Db, agent: TokenSubject, offerId: number) {
  await db.tx(async (t) => {
    const offer = await ownedOffer(t, agent, offerId);
    if (!EDITABLE_STATUSES.includes(offer.statusId)) {
      throw invalidState('Only a draft or reviewer-rejected offer can be cancelled.');
    }
    await setOfferStatus(t, offerId, OfferStatus.cancelled);
    await recordActivity(t, {
      offerId,
      actorUserId: agent.userId,
      action: 'offer.cancelled',
      details: { fromStatusId: offer.statusId, toStatusId: OfferStatus.cancelled },
    });
  });
}

export async function archiveOffer(db: Db, agent: TokenSubject, offerId: number) {
  await db.tx(async (t) => {
    const offer = await ownedOffer(t, agent, offerId);
    if (offer.isArchived) throw invalidState('The offer is already archived.');
    await setOfferArchived(t, offerId);
    await recordActivity(t, { offerId, actorUserId: agent.userId, action: 'offer.archived', details: {} });
  });
  return { id: offerId, isArchived: true as const, message: 'Offer archived successfully' };
}

export async function markReceivedOfferViewed(db: Db, agent: TokenSubject, offerId: number) {
  return db.tx(async (t) => {
    await requireOfferAccess(t, agent, offerId, { need: 'receiver', lock: true });
    const result = await markViewed(t, offerId, agent.personId);
    if (result?.changed) {
      await recordActivity(t, { offerId, actorUserId: agent.userId, action: 'offer.viewed', details: {} });
    }
    return { offerId, viewedOn: (result?.viewedOn ?? new Date()).toISOString() };
  });
}
