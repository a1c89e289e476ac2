/** What the offer comparison reads and writes: the received offers of one listing and the seller's costs kept for it. */
import { PartyRole, Side } from '@offerdesk/shared/domain';
import type { Db } from '../../db/db';
import type { AddressParts } from '../offers/offerAddress';
import { receivedPartyOf } from '../offers/agentPartySql';
import type { CounterOfferRow } from '../offers/offersRepo';

export interface ComparedOfferRow extends AddressParts {
  id: number;
  displayId: string;
  statusId: number;
  offerPrice: number | null;
  earnestMoney: number | null;
  downPayment: number | null;
  sellerConcessions: number | null;
  financingId: number | null;
  financingOther: string | null;
  closingDate: string | null;
  acceptanceDate: string | null;
  acceptanceTime: string | null;
  inspectionDays: number | null;
  additionalTerms: string | null;
  homeWarranty: boolean | null;
  homeWarrantyPaidById: number | null;
  homeWarrantyCost: number | null;
  buyerAgent: string | null;
  buyerAgentBrokerage: string | null;
  createdOn: Date;
  counterOffers: CounterOfferRow[];
}

/** The MLS number of an offer. */
export const mlsNumberOf = async (db: Db, offerId: number) =>
  (await db.one<{ mlsNumber: string | null }>('select mls_number as "mlsNumber" from offers where id = $1', [offerId]))?.mlsNumber ?? null;

/**
 * The received offers of the listing (same MLS number) whose seller-side agent is the caller, in the
 * given statuses, not archived nor saved as incomplete, with their counters and buyer agent.
 */
export const receivedOffersOfListing = (db: Db, q: { mlsNumber: string; personId: number; userId: number; statusIds: readonly number[] }) =>
  db.query<ComparedOfferRow>(
    `select o.id, o.display_id as "displayId", o.status_id as "statusId", o.offer_price::float8 as "offerPrice",
       o.earnest_money_deposit::float8 as "earnestMoney", o.down_payment::float8 as "downPayment",
       o.seller_concessions::float8 as "sellerConcessions", o.type_of_financing_id as "financingId",
       o.type_of_financing_other_desc as "financingOther", to_char(o.closing_date, 'YYYY-MM-DD') as "closingDate",
       to_char(o.acceptance_deadline_date, 'YYYY-MM-DD') as "acceptanceDate", to_char(o.acceptance_deadline_time, 'HH24:MI') as "acceptanceTime",
       o.inspection_days_from_coe as "inspectionDays", o.additional_terms as "additionalTerms",
       o.is_home_warranty_ordered as "homeWarranty", o.home_warranty_paid_by_id as "homeWarrantyPaidById",
       o.cost_not_to_exceed::float8 as "homeWarrantyCost",
       o.street_number as "streetNumber", o.direction_id as "directionId", o.street, o.designator_id as "designatorId",
       o.suffix_id as "suffixId", o.unit_number as "unitNumber", o.unit_type_id as "unitTypeId", o.city,
       o.state_id as "stateId", o.zip_code as "zipCode", o.mls_number as "mlsNumber", o.created_on as "createdOn",
       (select nullif(trim(concat_ws(' ', bp.first_name, bp.last_name)), '') from offer_parties ba join persons bp on bp.id = ba.person_id
         where ba.offer_id = o.id and ba.side_id = ${Side.buyer} and ba.role_id = ${PartyRole.InhouseAgent} order by ba.id limit 1) as "buyerAgent",
       (select b.name from offer_parties ba join persons bp on bp.id = ba.person_id join brokerages b on b.id = bp.brokerage_id
         where ba.offer_id = o.id and ba.side_id = ${Side.buyer} and ba.role_id = ${PartyRole.InhouseAgent} order by ba.id limit 1) as "buyerAgentBrokerage",
       (select coalesce(json_agg(json_build_object('id', c.id, 'statusId', c.status_id, 'partySideId', c.party_side_id,
          'counterPrice', c.counter_price::float8) order by c.id), '[]') from counter_offers c where c.offer_id = o.id) as "counterOffers"
     from offers o
     where o.mls_number = $1 and o.owner_user_id <> $3 and o.status_id = any($4::int[]) and not o.is_archived and not o.is_incomplete
       and exists (select 1 from offer_parties p where p.offer_id = o.id and ${receivedPartyOf('$2')})
     order by o.created_on, o.id`,
    [q.mlsNumber, q.personId, q.userId, q.statusIds],
  );

export interface ListingCostsRow {
  commissionPercent: number;
  closingCosts: number;
  payoff: number;
}

/** The costs the agent kept for the listing, if any. */
export const listingCostsOf = (db: Db, userId: number, mlsNumber: string) =>
  db.one<ListingCostsRow>(
    `select commission_percent::float8 as "commissionPercent", closing_costs::float8 as "closingCosts", payoff::float8 as payoff
       from listing_costs where user_id = $1 and mls_number = $2`,
    [userId, mlsNumber],
  );

/** Keeps the agent's costs of the listing (one row per agent and listing). */
export const upsertListingCosts = (db: Db, userId: number, mlsNumber: string, c: ListingCostsRow) =>
  db.query(
    `insert into listing_costs (user_id, mls_number, commission_percent, closing_costs, payoff) values ($1, $2, $3, $4, $5)
     on conflict (user_id, mls_number) do update set commission_percent = excluded.commission_percent,
       closing_costs = excluded.closing_costs, payoff = excluded.payoff, updated_on = now()`,
    [userId, mlsNumber, c.commissionPercent, c.closingCosts, c.payoff],
  );
