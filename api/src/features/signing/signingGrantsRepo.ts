/** Signing grants (table signing_grants): only their SHA-256 is stored; a grant is spent once. */
import type { SigningPurpose } from '@offerdesk/shared/contract';
import type { Db } from '../../db/db';

export interface SigningGrantRow {
  contractId: number;
  partyId: number | null;
  purpose: SigningPurpose;
  userId: number;
  personId: number;
  brokerageId: number;
}

/** Stores a grant that expires in `ttlSeconds`, dropping the grants expired for a day. */
export async function insertSigningGrant(db: Db, tokenHash: string, g: SigningGrantRow, ttlSeconds: number): Promise<void> {
  await db.query(`delete from signing_grants where expires_on < now() - interval '1 day'`);
  await db.query(
    `insert into signing_grants (token_hash, contract_id, party_id, purpose, user_id, person_id, brokerage_id, expires_on)
     values ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(secs => $8))`,
    [tokenHash, g.contractId, g.partyId, g.purpose, g.userId, g.personId, g.brokerageId, ttlSeconds],
  );
}

/** Spends an unused, unexpired grant in the same statement that reads it; undefined when there is none. */
export const spendSigningGrant = (db: Db, tokenHash: string) =>
  db.one<SigningGrantRow>(
    `update signing_grants set used_on = now()
      where token_hash = $1 and used_on is null and expires_on > now()
      returning contract_id as "contractId", party_id as "partyId", purpose, user_id as "userId",
                person_id as "personId", brokerage_id as "brokerageId"`,
    [tokenHash],
  );
