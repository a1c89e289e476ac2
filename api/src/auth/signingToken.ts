/**
 * The signing session of a framed signing page on its own origin: an HMAC token under its own secret
 * and its own header (`typ: 'signing'`, `aud: 'signing'`), so it never verifies as an agent bearer and
 * an agent bearer never verifies as it. It names the agent who asked for the grant, one contract,
 * the purpose and, to sign, one party.
 */
import { SIGNING_PURPOSES, type SigningPurpose } from '@offerdesk/shared/contract';
import { b64url, sign, verifiedPayload, type TokenSubject } from './token';

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
  const body = `${HEADER}.${b64url(JSON.stringify(claims))}`;
  return `${body}.${b64url(sign(secret, body))}`;
}

const isId = (v: unknown): v is number => Number.isInteger(v) && (v as number) > 0;

/** The scope of a valid, unexpired signing session, else null. */
export function verifySigningToken(secret: Buffer, token: string, now = Date.now()): SigningScope | null {
  const c = verifiedPayload(secret, HEADER, token) as Partial<SigningClaims> | null;
  if (!c || typeof c !== 'object' || c.aud !== 'signing') return null;
  if (typeof c.exp !== 'number' || c.exp * 1000 <= now) return null;
  if (typeof c.sub !== 'string' || !/^\d+$/.test(c.sub) || !isId(c.pid) || !isId(c.bid) || !isId(c.cid)) return null;
  if (!SIGNING_PURPOSES.includes(c.pur as SigningPurpose)) return null;
  if (c.pur === 'sign' ? !isId(c.ptid) : c.ptid !== null) return null;
  return {
    agent: { userId: Number(c.sub), personId: c.pid, brokerageId: c.bid },
    contractId: c.cid,
    partyId: c.ptid ?? null,
    purpose: c.pur as SigningPurpose,
  };
}
