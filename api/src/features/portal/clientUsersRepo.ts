/** Buyer clients who registered from their link (client_users); user names are unique among agents and clients. */
import type { Db } from '../../db/db';

export const clientUserOfParty = (db: Db, partyId: number) =>
  db.one<{ username: string }>('select username from client_users where party_id = $1', [partyId]);

/** Creates the client user unless its user name is taken by an agent or a client (then false; a concurrent taker loses the same way). */
export async function insertClientUserIfFree(
  db: Db,
  u: { personId: number; offerId: number; partyId: number; username: string; passwordHash: string },
): Promise<boolean> {
  const row = await db.one<{ id: number }>(
    `insert into client_users (person_id, offer_id, party_id, username, password_hash)
     select $1, $2, $3, $4, $5
      where not exists (select 1 from users where lower(username) = lower($4))
     on conflict do nothing returning id`,
    [u.personId, u.offerId, u.partyId, u.username, u.passwordHash],
  );
  return !!row;
}
