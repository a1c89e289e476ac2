/**
 * Viewed (docs/domain/signing.md, "Viewed"): a party who opens the offer from its link is marked viewed. The one record of
 * it is the party's own (offer_parties.viewed_on), which the signing page and a receiving agent's
 * list also set, and which the Parties tab, the Documents/Signing tab and the portal all read.
 */
import type { Db } from '../../db/db';
import { recordActivity } from '../offers/activitiesRepo';
import { markPartyViewed } from '../parties/partiesRepo';
import { actingParty, type PortalCaller } from './partyLinks';

/** PUT /offer/SetOfferViewedByParty/{offerId}/{partyId}: the first time is kept and recorded once. */
export async function setViewedFromLink(db: Db, caller: PortalCaller, offerId: number, partyId: number): Promise<{ viewedOn: string }> {
  return db.tx(async (tx) => {
    const party = await actingParty(tx, caller, offerId, partyId);
    const { viewedOn, changed } = await markPartyViewed(tx, party.partyId);
    if (changed) await recordActivity(tx, { offerId, actorPartyId: party.partyId, action: 'offer.viewed' });
    return { viewedOn: new Date(viewedOn).toISOString() };
  });
}
