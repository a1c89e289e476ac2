/**
 * The signing session of a framed signing page on its own origin: an HMAC token under its own secret
 * and its own header (`typ: 'signing'`, `aud: 'signing'`), so it never verifies as an agent bearer and
 * an agent bearer never verifies as it. It names the agent who asked for the grant, one contract,
 * the purpose and, to sign, one party.
 */
import { SIGNING_PURPOSES, type SigningPurpose } from '@offerdesk/shared/contract';
import { agentClaims, b64url, idClaim, signedToken, verifiedClaims, type TokenSubject } from './token';

export interface SigningScope {
  agent: TokenSubject;
  contractId: number;
  partyId: number | null;
  purpose: SigningPurpose;
}

interface SigningClaims {
  aud: 'signing';
  sub: string;
  pid: number;
  bid: number;
  cid: number;
  ptid: number | null;
  pur: SigningPurpose;
  iat: number;
  exp: number;
}

const HEADER = b64url(JSON.stringify({ alg: 'HS256', typ: 'signing' }));

export function issueSigningToken(secret: Buffer, scope: SigningScope, ttlSeconds: number, now = Date.now()): string {
  const iat = Math.floor(now / 1000);
  const claims: SigningClaims = {
    aud: 'signing',
    sub: String(scope.agent.userId),
    pid: scope.agent.personId,
    bid: scope.agent.brokerageId,
    cid: scope.contractId,
    ptid: scope.partyId,
    pur: scope.purpose,
    iat,
    exp: iat + ttlSeconds,
  };
  return signedToken(secret, HEADER, claims);
}

/** The scope of a valid, unexpired signing session, else null. */
export function verifySigningToken(secret: Buffer, token: string, now = Date.now()): SigningScope | null {
  const c = verifiedClaims(secret, HEADER, token, now);
  if (!c || c.aud !== 'signing') return null;
  const agent = agentClaims(c);
  const contractId = idClaim(c.cid);
  if (!agent || contractId === null) return null;
  const purpose = c.pur as SigningPurpose;
  if (!SIGNING_PURPOSES.includes(purpose)) return null;
  // To sign, one party; for any other purpose, none.
  const partyId = purpose === 'sign' ? idClaim(c.ptid) : null;
  if (purpose === 'sign' ? partyId === null : c.ptid !== null) return null;
  return { agent, contractId, partyId, purpose };
}
