/**
 * An accepted or sold offer is closed to the flow, so its accepted terms stay what they are (a sale
 * keeps the terms it was converted with):
 * - sold: every step is refused (counter, reject, forward, add seller, accept);
 * - accepted on a counter offer (the last one Approved): only the agents pass the acceptance on to
 *   each other (Forward to Seller Agent / to Buyer Agent, docs/domain/offers.md, "The flow table", step 3); the approved counter
 *   stays the latest, so the offer stays accepted wherever that forward leads;
 * - accepted without a counter (Forwarded To Buyer Agent or Accepted): every step is refused, since
 *   any move of the status would undo the acceptance.
 * Checked with the offer row locked, inside the step's transaction: a conversion to sale and a
 * counter racing each other are serialised on that lock.
 */
import { CounterOfferStatus, isOfferAccepted, OFFER_FLOW, type FlowStepName } from '@offerdesk/shared/domain';
import type { Db } from '../../db/db';
import { invalidState, offerNotFound } from '../../http/errors';
import { lockOfferState } from './offersRepo';
import { counterOffersOf } from '../portal/portalOfferService';

/** 'This offer is sold (sale S-000042) and cannot be countered.' */
export const soldOfferMessage = (fileNumber: string, what: string) => `This offer is sold (sale ${fileNumber}) and cannot be ${what}.`;
/** 'This offer is accepted and cannot be rejected.' */
export const acceptedOfferMessage = (what: string) => `This offer is accepted and cannot be ${what}.`;

/** The steps that pass an acceptance on a counter offer between the agents. */
const PASSES_ACCEPTANCE_ON: readonly FlowStepName[] = ['forwardToSellerAgent', 'forwardToBuyerAgent'];

/** Locks the offer and answers its status, or refuses the step with 409 when the offer is sold or accepted (404: no such offer). */
export async function lockOpenOffer(tx: Db, offerId: number, step: FlowStepName): Promise<number> {
  const { what } = OFFER_FLOW[step];
  const offer = await lockOfferState(tx, offerId);
  if (!offer) throw offerNotFound();
  if (offer.saleFileNumber) throw invalidState(soldOfferMessage(offer.saleFileNumber, what));
  const counters = await counterOffersOf(tx, offerId);
  if (!isOfferAccepted({ statusId: offer.statusId, counterOffers: counters })) return offer.statusId;
  const onCounter = counters[counters.length - 1]?.statusId === CounterOfferStatus.approved;
  if (onCounter && PASSES_ACCEPTANCE_ON.includes(step)) return offer.statusId;
  throw invalidState(acceptedOfferMessage(what));
}
