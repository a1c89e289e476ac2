import type { SqlParam } from '../../db/db';
import { receivedPartyOf } from './agentPartySql';

export type OfferTab = 'sent' | 'received';

export interface OfferListFilter {
  tab: OfferTab;
  userId: number;
  personId: number;
  statusIds: readonly number[];
  /** Lower-cased search term, '' for none. */
  searchTerm: string;
  includeArchived: boolean;
  ascending: boolean;
  after?: { createdOn: Date; id: number };
  /** Rows to fetch (page size + 1 to learn whether a next page exists). */
  limit: number;
}

/** The offer's counter offers, oldest first, as a JSON array (evaluated for the rows of the page only). */
const COUNTER_OFFERS_JSON = `(select coalesce(json_agg(json_build_object('id', c.id, 'statusId', c.status_id,
    'partySideId', c.party_side_id, 'counterPrice', c.counter_price::float8) order by c.id), '[]')
    from counter_offers c where c.offer_id = o.id) as "counterOffers"`;

/** Columns of a list row; the service maps them to the API item. */
export const OFFER_ROW_SELECT = `${COUNTER_OFFERS_JSON}, o.id, o.display_id as "displayId", o.owner_user_id as "ownerUserId",
  o.status_id as "statusId", o.offer_price::float8 as "offerPrice", o.property_type_id as "propertyTypeId",
  o.street_number as "streetNumber", o.direction_id as "directionId", o.street, o.designator_id as "designatorId",
  o.suffix_id as "suffixId", o.unit_number as "unitNumber", o.unit_type_id as "unitTypeId", o.city,
  o.state_id as "stateId", o.zip_code as "zipCode", o.mls_number as "mlsNumber",
  o.image_blob_location as "imageBlobLocation", o.created_on as "createdOn", o.is_archived as "isArchived"`;

export const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One SQL statement for a page of the sent or received list, counter offers included (keyset paging on created_on, id). */
export function buildOfferListQuery(f: OfferListFilter): { sql: string; params: SqlParam[] } {
  const params: SqlParam[] = [];
  const p = (value: SqlParam) => `$${params.push(value)}`;
  const where: string[] = [];
  let from: string;
  let viewed: string;
  if (f.tab === 'sent') {
    from = 'offers o';
    viewed = 'true';
    where.push(`o.owner_user_id = ${p(f.userId)}`);
  } else {
    // The agent's seller-side agent parties, matched by person or e-mail (one offer may hold several).
    const mine = `select 1 from offer_parties p where p.offer_id = o.id and ${receivedPartyOf(p(f.personId))}`;
    from = 'offers o';
    viewed = `not exists (${mine} and p.viewed_on is null)`;
    where.push(`exists (${mine})`, `o.owner_user_id <> ${p(f.userId)}`);
  }
  where.push(`o.status_id = any(${p(f.statusIds)}::int[])`);
  // Save-as-incomplete offers leave the list until their draft is saved again (cancelled offers leave it
  // through the status filter, whose default and choices never include them).
  where.push('not o.is_incomplete');
  if (!f.includeArchived) where.push('not o.is_archived');
  if (f.searchTerm) where.push(`o.search_text like ${p(`%${escapeLike(f.searchTerm)}%`)}`);
  const dir = f.ascending ? 'asc' : 'desc';
  if (f.after) {
    where.push(`(o.created_on, o.id) ${f.ascending ? '>' : '<'} (${p(f.after.createdOn)}::timestamptz, ${p(f.after.id)}::int)`);
  }
  const sql = `select ${OFFER_ROW_SELECT}, ${viewed} as "isViewed"
  from ${from}
  where ${where.join('\n    and ')}
  order by o.created_on ${dir}, o.id ${dir}
  limit ${p(f.limit)}`;
  return { sql, params };
}
