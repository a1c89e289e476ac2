/** Comparing the received offers of one listing (docs/domain/compare.md): the side-by-side read, the seller's costs, accept one and decline the rest. */
import { Type, type Static } from '@sinclair/typebox';
import { defineRoute, responses } from './route';
import { Id, NBool, NInt, NNum, NStr, Text, Timestamp } from './schema';

const tags = ['compare'];
const OfferParams = Type.Object({ offerId: Id({ description: 'Any received offer of the listing.' }) });

/** The seller's costs of a listing: what the net to seller subtracts from each offer's price. */
export const ListingCosts = Type.Object(
  {
    commissionPercent: Type.Number({ minimum: 0, maximum: 20, description: 'Total commission, percent of the price (0–20).' }),
    closingCosts: Type.Number({ minimum: 0, maximum: 10_000_000, description: "The seller's closing costs in dollars." }),
    payoff: Type.Number({ minimum: 0, maximum: 1_000_000_000, description: 'Mortgage payoff in dollars.' }),
  },
  { additionalProperties: false },
);
export type ListingCosts = Static<typeof ListingCosts>;

/** One offer's terms as the comparison shows them; null: the offer does not state it (or OfferDesk does not store it). */
export const ComparedOffer = Type.Object({
  offerId: Type.Integer(),
  displayId: Type.String(),
  statusId: Type.Integer(),
  statusLabel: Type.String(),
  /** The seller agent may accept or decline it from the comparison (Forwarded To Seller Agent or Seller Signed, not accepted). */
  decidable: Type.Boolean(),
  /** The price in force: the latest counter's when Active or Approved, else the offer's. */
  price: NNum(),
  countered: Type.Boolean(),
  earnestMoney: NNum(),
  financing: NStr(),
  /** Not stored by OfferDesk: always null. */
  downPayment: NNum(),
  closeOfEscrow: NStr(),
  inspectionDays: NInt(),
  /** Other contingencies and terms, as the offer's additional terms state them. */
  otherTerms: NStr(),
  /** Not stored by OfferDesk: always null. */
  sellerConcessions: NNum(),
  homeWarranty: NBool(),
  homeWarrantyPaidBy: NStr(),
  homeWarrantyCost: NNum(),
  /** The acceptance deadline. */
  expiresOn: NStr(),
  buyerAgent: NStr(),
  buyerAgentBrokerage: NStr(),
  receivedOn: Timestamp(),
});
export type ComparedOffer = Static<typeof ComparedOffer>;

export const OfferComparison = Type.Object({
  mlsNumber: Type.String(),
  address: Type.String(),
  costs: ListingCosts,
  /** The costs were saved for this listing (else the defaults). */
  costsSaved: Type.Boolean(),
  offers: Type.Array(ComparedOffer),
});
export type OfferComparison = Static<typeof OfferComparison>;

export const AcceptAndDeclineBody = Type.Object(
  {
    declineOfferIds: Type.Array(Id(), { maxItems: 50, uniqueItems: true, description: 'The other offers of the listing to decline.' }),
    message: Type.Optional(Text(2000, { description: 'Sent to the declined buyer agents.' })),
  },
  { additionalProperties: false },
);
export type AcceptAndDeclineBody = Static<typeof AcceptAndDeclineBody>;

export const AcceptAndDeclineResult = Type.Object({
  accepted: Type.Object({ offerId: Type.Integer(), statusId: Type.Integer() }),
  declined: Type.Array(Type.Object({ offerId: Type.Integer(), statusId: Type.Integer() })),
  message: Type.String(),
});
export type AcceptAndDeclineResult = Static<typeof AcceptAndDeclineResult>;

export const compareRoutes = {
  read: defineRoute({
    method: 'GET',
    url: '/offer/compare/:offerId',
    auth: 'agent',
    summary: "The received offers of this offer's listing side by side, with the seller's costs (the listing's seller agent)",
    tags,
    schema: { params: OfferParams, response: responses(OfferComparison, 400, 401, 404, 409) },
  }),
  saveCosts: defineRoute({
    method: 'PUT',
    url: '/offer/compare/:offerId/costs',
    auth: 'agent',
    summary: "Keep the seller's costs of this offer's listing (commission %, closing costs, payoff)",
    tags,
    schema: { params: OfferParams, body: ListingCosts, response: responses(ListingCosts, 400, 401, 404, 409) },
  }),
  acceptAndDecline: defineRoute({
    method: 'POST',
    url: '/offer/compare/:offerId/accept',
    auth: 'agent',
    summary: 'Accept this offer and decline the listed others of its listing, all or none',
    description: '409 naming the offer that could not be accepted or declined and why; nothing changes then.',
    tags,
    schema: { params: OfferParams, body: AcceptAndDeclineBody, response: responses(AcceptAndDeclineResult, 400, 401, 404, 409) },
  }),
};
