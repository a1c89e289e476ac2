import type { Db } from '../../db/db';

export interface ActivityRow {
  id: number;
  action: string;
  details: Record<string, unknown>;
  actorName: string | null;
  createdOn: Date;
}

/** The activities of an offer, newest first, with the name of who did each (the user or the party). */
export const activitiesOfOffer = (db: Db, offerId: number) =>
  db.query<ActivityRow>(
    `select a.id::int as id, a.action, a.details,
            coalesce(nullif(trim(concat_ws(' ', up.first_name, up.last_name)), ''),
                     nullif(trim(concat_ws(' ', pp.first_name, pp.last_name)), ''), v.name) as "actorName",
            a.created_on as "createdOn"
       from activities a
       left join users u on u.id = a.actor_user_id
       left join persons up on up.id = u.person_id
       left join offer_parties op on op.id = a.actor_party_id
       left join persons pp on pp.id = op.person_id
       left join vendors v on v.id = op.vendor_id
      where a.offer_id = $1
      order by a.created_on desc, a.id desc`,
    [offerId],
  );
