/** What the portal's offer shows beyond the offer and its parties: the sharing agent's card, the listing price. */
import type { Db } from '../../db/db';

/** The photo, address and phones of an agent's person. */
export const agentCardOf = (db: Db, personId: number | null) =>
  db.one<{ photo: string | null; addressLine1: string | null; workPhone: string | null; homePhone: string | null }>(
    `select photo_url as photo, address_line1 as "addressLine1", work_phone as "workPhone", home_phone as "homePhone" from persons where id = $1`,
    [personId],
  );

/** The offer's brokerage and the price of its MLS listing (the first listing of its MLS number), if any. */
export const brokerageAndListingPrice = (db: Db, offerId: number) =>
  db.one<{ brokerageId: number; listingPrice: number | null }>(
    `select o.brokerage_id as "brokerageId", (select l.price::float8 from mls_listings l where l.mls_id = o.mls_number order by l.id limit 1) as "listingPrice"
       from offers o where o.id = $1`,
    [offerId],
  );
