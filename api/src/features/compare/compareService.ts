/**
 * The seller agent's comparison of the received offers of one listing (docs/domain/compare.md): the
 * offers side by side, the seller's costs kept for the listing, and accepting one offer while
 * declining the others in one transaction through the offer flow's own steps.
 */
import type { AcceptAndDeclineBody, AcceptAndDeclineResult, ListingCosts, OfferComparison } from '@offerdesk/shared/contract';
import {
  canStart,
  DEFAULT_SELLER_COSTS,
  displayedPrice,
  FINANCING_TYPES,
  HOME_WARRANTY_PAID_BY,
  isOfferAccepted,
  isOpenCounter,
  latestCounterOffer,
  offerStatusLabel,
  OTHER_OPTION_IDS,
  Side,
} from '@offerdesk/shared/domain';
import type { TokenSubject } from '../../auth/token';
import type { LinkBases } from '../../config';
import type { Db } from '../../db/db';
import { AppError, badField, invalidState } from '../../http/errors';
import { formatAddress } from '../offers/offerAddress';
import { visibleStatuses } from '../offers/offerListService';
import { actingAgentOn, forwardAs, mailBuyerAgentsDeclined, rejectAs } from '../offers/offerFlowService';
import { listingCostsOf, mlsNumberOf, receivedOffersOfListing, upsertListingCosts, type ComparedOfferRow } from './compareRepo';

export const NO_LISTING_MESSAGE = 'This offer names no MLS listing to compare it with.';
export const ACCEPTED_AND_DECLINED_MESSAGE = 'Offer accepted; the others were declined.';
export const OPEN_COUNTER_MESSAGE = 'it has an open counter offer; answer the counter on the offer page.';
export const NOT_OF_LISTING_MESSAGE = 'Not a received offer of this listing.';
export const ACCEPTED_ALSO_DECLINED_MESSAGE = 'The accepted offer cannot also be declined.';

const nameOf = (list: ReadonlyArray<{ id: number; name: string }>, id: number | null) => list.find((l) => l.id === id)?.name ?? null;

/** The seller agent may accept or decline the offer here: the reject and the forward to the buyer agent both start from its status. */
const isDecidable = (o: ComparedOfferRow) =>
  canStart('rejectBySellerAgent', o.statusId) && canStart('forwardToBuyerAgent', o.statusId) && !isOfferAccepted(o);

function toCompared(o: ComparedOfferRow) {
  const counter = latestCounterOffer(o);
  return {
    offerId: o.id,
    displayId: o.displayId,
    statusId: o.statusId,
    statusLabel: offerStatusLabel(o).label,
    decidable: isDecidable(o),
    price: displayedPrice(o),
    countered: !!counter && displayedPrice(o) !== o.offerPrice,
    earnestMoney: o.earnestMoney,
    financing: o.financingId === OTHER_OPTION_IDS.financing ? o.financingOther || 'Other' : nameOf(FINANCING_TYPES, o.financingId),
    downPayment: o.downPayment,
    closeOfEscrow: o.closingDate,
    inspectionDays: o.inspectionDays,
    otherTerms: o.additionalTerms,
    sellerConcessions: o.sellerConcessions,
    homeWarranty: o.homeWarranty,
    homeWarrantyPaidBy: nameOf(HOME_WARRANTY_PAID_BY, o.homeWarrantyPaidById),
    homeWarrantyCost: o.homeWarrantyCost,
    expiresOn: o.acceptanceDate ? `${o.acceptanceDate}T${o.acceptanceTime ?? '23:59'}:00.000Z` : null,
    buyerAgent: o.buyerAgent,
    buyerAgentBrokerage: o.buyerAgentBrokerage,
    receivedOn: o.createdOn.toISOString(),
  };
}

/** The listing (MLS number) of a received offer the route's access already let the caller see. */
async function listingOf(db: Db, offerId: number): Promise<string> {
  const mlsNumber = await mlsNumberOf(db, offerId);
  if (!mlsNumber) throw invalidState(NO_LISTING_MESSAGE);
  return mlsNumber;
}

const offersOfListing = (db: Db, agent: TokenSubject, mlsNumber: string) =>
  receivedOffersOfListing(db, {
    mlsNumber,
    personId: agent.personId,
    userId: agent.userId,
    statusIds: visibleStatuses('received'),
  });

/** GET /offer/compare/:offerId */
export async function readComparison(db: Db, agent: TokenSubject, offerId: number): Promise<OfferComparison> {
  const mlsNumber = await listingOf(db, offerId);
  const rows = await offersOfListing(db, agent, mlsNumber);
  const saved = await listingCostsOf(db, agent.userId, mlsNumber);
  return {
    mlsNumber,
    address: rows.length ? formatAddress(rows[0]).fullAddress : '',
    costs: saved ?? DEFAULT_SELLER_COSTS,
    costsSaved: !!saved,
    offers: rows.map(toCompared),
  };
}

/** PUT /offer/compare/:offerId/costs (the contract's schema bounds each amount and names the field). */
export async function saveCosts(db: Db, agent: TokenSubject, offerId: number, costs: ListingCosts): Promise<ListingCosts> {
  const mlsNumber = await listingOf(db, offerId);
  await upsertListingCosts(db, agent.userId, mlsNumber, costs);
  return costs;
}

/** Runs one offer's step; a refusal names the offer, what could not be done and why (the transaction rolls back). */
async function step<T>(
  o: { id: number; displayId: string },
  what: 'accepted' | 'declined',
  field: string,
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    const reason = e.message.replace(/\.$/, '');
    const message = `Offer ${o.displayId} could not be ${what}: ${reason}.`;
    throw new AppError(e.statusCode === 404 ? 404 : 409, e.code, message, { [field]: message });
  }
}

/**
 * POST /offer/compare/:offerId/accept: the offer goes to its buyer agent as accepted (Forward to Buyer
 * Agent, its mail) and each listed other offer of the listing is rejected by the seller agent (its reject
 * step and a mail to its buyer agents), all in one transaction: one refusal and nothing changes.
 */
export async function acceptAndDecline(
  db: Db,
  agent: TokenSubject,
  offerId: number,
  body: AcceptAndDeclineBody,
  linkBaseUrl: LinkBases,
): Promise<AcceptAndDeclineResult> {
  if (body.declineOfferIds.includes(offerId)) throw badField('declineOfferIds', ACCEPTED_ALSO_DECLINED_MESSAGE);
  const mlsNumber = await listingOf(db, offerId);
  const caller = { kind: 'agent', agent } as const;
  return db.tx(async (tx) => {
    const listing = new Map((await offersOfListing(tx, agent, mlsNumber)).map((o) => [o.id, o]));
    const declining = body.declineOfferIds.map((id, i) => {
      const o = listing.get(id);
      if (!o) throw badField(`declineOfferIds.${i}`, `${NOT_OF_LISTING_MESSAGE} (${id})`);
      return o;
    });
    const chosen = listing.get(offerId);
    if (!chosen) throw invalidState(NOT_OF_LISTING_MESSAGE);
    const details = { via: 'compare', acceptedOfferId: offerId, declinedOfferIds: body.declineOfferIds };
    const accepted = await step(chosen, 'accepted', 'offerId', async () => {
      const actor = await actingAgentOn(tx, caller, offerId, null, Side.seller);
      const counter = latestCounterOffer(chosen);
      if (counter && isOpenCounter(counter)) throw invalidState(OPEN_COUNTER_MESSAGE);
      const { statusId } = await forwardAs(tx, actor, 'toBuyerAgent', { message: body.message }, details, linkBaseUrl);
      return { offerId, statusId };
    });
    const declined = [];
    for (const [i, o] of declining.entries()) {
      declined.push(
        await step(o, 'declined', `declineOfferIds.${i}`, async () => {
          const actor = await actingAgentOn(tx, caller, o.id, null, Side.seller);
          const statusId = await rejectAs(tx, actor, details);
          await mailBuyerAgentsDeclined(tx, actor, body.message, linkBaseUrl);
          return { offerId: o.id, statusId };
        }),
      );
    }
    return { accepted, declined, message: ACCEPTED_AND_DECLINED_MESSAGE };
  });
}
