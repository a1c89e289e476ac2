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
  type SigningSession,
} from '@offerdesk/shared/contract';
import { issueSigningToken } from '../../auth/signingToken';
import type { TokenSubject } from '../../auth/token';
import type { Db } from '../../db/db';
import { badField, notFound } from '../../http/errors';
import { readOfferAccess } from '../offers/offerAccess';
import { offerOfContract } from '../documents/offerDocumentsRepo';
import { hasAddedDocument } from '../documents/documentOwnersRepo';
import { insertSigningGrant, spendSigningGrant } from './signingGrantsRepo';
import { isOwnPartyOfOffer } from './signingRepo';

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
    const access = await readOfferAccess(db, agent, offerId);
    return !!access && (access.isOwner || (await hasAddedDocument(db, body.contractId, agent.userId)));
  }
  return isOwnPartyOfOffer(db, offerId, body.partyId ?? null, agent.personId);
}

/** POST /offer/IssueSigningGrant */
export async function issueSigningGrant(db: Db, agent: TokenSubject, body: IssueSigningGrantBody): Promise<SigningGrant> {
  if (body.purpose === 'sign' && body.partyId === undefined) throw badField('partyId', 'A grant to sign names the party that signs.');
  if (body.purpose === 'assign' && body.partyId !== undefined) throw badField('partyId', 'A grant to assign names no party.');
  if (!(await mayHold(db, agent, body))) throw notFound(GRANT_NOT_FOUND);
  const grant = randomBytes(32).toString('base64url');
  const row = {
    contractId: body.contractId,
    partyId: body.partyId ?? null,
    purpose: body.purpose,
    userId: agent.userId,
    personId: agent.personId,
    brokerageId: agent.brokerageId,
  };
  await db.tx((t) => insertSigningGrant(t, grantHash(grant), row, SIGNING_GRANT_TTL_SECONDS));
  return { grant, expiresIn: SIGNING_GRANT_TTL_SECONDS };
}

/** POST /offer/ExchangeSigningGrant: the grant is spent in the same statement that reads it, so it opens one session at most. */
export async function exchangeSigningGrant(db: Db, signingSecret: Buffer, grant: string, now = Date.now()): Promise<SigningSession> {
  const row = await spendSigningGrant(db, grantHash(grant));
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
