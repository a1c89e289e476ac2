/**
 * Signing grants (ARCHITECTURE.md, "The signing pages as their own entry of mf-documents"): the
 * workspace asks for a grant for its framed signing page; the page exchanges it once, within five
 * minutes, for a signing session of fifteen minutes. Only the grant's SHA-256 is stored.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  SIGNING_GRANT_TTL_SECONDS,
  SIGNING_SESSION_TTL_SECONDS,
  type IssueSigningGrantBody,
  type SigningGrant,
  type SigningPurpose,
  type SigningSession,
} from '@offerdesk/shared/contract';
import { issueSigningToken } from '../auth/signingToken';
import type { TokenSubject } from '../auth/token';
import type { Db } from '../db/db';
import { badField, notFound } from '../http/errors';
import { findOfferAccess } from '../repositories/offersRepo';
import { offerOfContract } from '../repositories/offerDocumentsRepo';
import { ownPartyOf } from '../repositories/agentPartyMatch';
import { hasAddedDocument } from '../repositories/documentOwnersRepo';

export const GRANT_NOT_FOUND = 'Not found.';
export const GRANT_NOT_VALID = 'The signing grant is not valid: it is unknown, expired or already used.';

const grantHash = (grant: string) => createHash('sha256').update(grant).digest('hex');

/**
 * Whether the agent may hold the grant: to assign, the offer's owner or an agent of the offer who added a
 * document of the contract (the assigner routes then check each document: docs/domain/documents.md, "A
 * document's owner on a received offer"); to sign, the agent who is that party (its own).
 */
async function mayHold(db: Db, agent: TokenSubject, body: IssueSigningGrantBody): Promise<boolean> {
  const offerId = await offerOfContract(db, body.contractId);
  if (!offerId) return false;
  if (body.purpose === 'assign') {
    const access = await findOfferAccess(db, offerId, agent.userId, agent.personId);
    return !!access && (access.isOwner || (await hasAddedDocument(db, body.contractId, agent.userId)));
  }
  const party = await db.one(`select 1 from offer_parties p where p.id = $1 and p.offer_id = $2 and ${ownPartyOf('$3')}`, [
    body.partyId ?? null,
    offerId,
    agent.personId,
  ]);
  return !!party;
}

/** POST /offer/IssueSigningGrant */
export async function issueSigningGrant(db: Db, agent: TokenSubject, body: IssueSigningGrantBody): Promise<SigningGrant> {
  if (body.purpose === 'sign' && body.partyId === undefined) throw badField('partyId', 'A grant to sign names the party that signs.');
  if (body.purpose === 'assign' && body.partyId !== undefined) throw badField('partyId', 'A grant to assign names no party.');
  if (!(await mayHold(db, agent, body))) throw notFound(GRANT_NOT_FOUND);
  const grant = randomBytes(32).toString('base64url');
  await db.tx(async (t) => {
    await t.query(`delete from signing_grants where expires_on < now() - interval '1 day'`);
    await t.query(
      `insert into signing_grants (token_hash, contract_id, party_id, purpose, user_id, person_id, brokerage_id, expires_on)
       values ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(secs => $8))`,
      [
        grantHash(grant),
        body.contractId,
        body.partyId ?? null,
        body.purpose,
        agent.userId,
        agent.personId,
        agent.brokerageId,
        SIGNING_GRANT_TTL_SECONDS,
      ],
    );
  });
  return { grant, expiresIn: SIGNING_GRANT_TTL_SECONDS };
}

interface GrantRow {
  contractId: number;
  partyId: number | null;
  purpose: SigningPurpose;
  userId: number;
  personId: number;
  brokerageId: number;
}

/** POST /offer/ExchangeSigningGrant: the grant is spent in the same statement that reads it, so it opens one session at most. */
export async function exchangeSigningGrant(db: Db, signingSecret: Buffer, grant: string, now = Date.now()): Promise<SigningSession> {
  const row = await db.one<GrantRow>(
    `update signing_grants set used_on = now()
      where token_hash = $1 and used_on is null and expires_on > now()
      returning contract_id as "contractId", party_id as "partyId", purpose, user_id as "userId",
                person_id as "personId", brokerage_id as "brokerageId"`,
    [grantHash(grant)],
  );
  if (!row) throw notFound(GRANT_NOT_VALID);
  const scope = {
    agent: { userId: row.userId, personId: row.personId, brokerageId: row.brokerageId },
    contractId: row.contractId,
    partyId: row.partyId,
    purpose: row.purpose,
  };
  return {
    token: issueSigningToken(signingSecret, scope, SIGNING_SESSION_TTL_SECONDS, now),
    expiresIn: SIGNING_SESSION_TTL_SECONDS,
    contractId: row.contractId,
    partyId: row.partyId,
    purpose: row.purpose,
  };
}
