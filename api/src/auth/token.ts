import { createHmac, timingSafeEqual } from 'node:crypto';
import { INT32_MAX } from '@offerdesk/shared/contract';

/** Claims of an access token (JWT, HS256). */
export interface TokenClaims {
  /** user id */
  sub: string;
  /** person id of the agent */
  pid: number;
  /** brokerage id of the agent */
  bid: number;
  iat: number;
  exp: number;
}

export interface TokenSubject {
  userId: number;
  personId: number;
  brokerageId: number;
}

export const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');
const HEADER = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
const sign = (secret: Buffer, data: string) => createHmac('sha256', secret).update(data).digest();

/** `header.payload.signature`: the claims as the payload, signed with HMAC-SHA256 under the secret. */
export function signedToken(secret: Buffer, header: string, claims: object): string {
  const body = `${header}.${b64url(JSON.stringify(claims))}`;
  return `${body}.${b64url(sign(secret, body))}`;
}

/**
 * The claims of `header.payload.signature` when the header is `header`, the HMAC is right and `exp`
 * is after `now`, else null.
 */
export function verifiedClaims(secret: Buffer, header: string, token: string, now: number): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== header) return null;
  const expected = sign(secret, `${parts[0]}.${parts[1]}`);
  const given = Buffer.from(parts[2], 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!claims || typeof claims !== 'object' || Array.isArray(claims)) return null;
  const { exp } = claims as { exp?: unknown };
  return typeof exp === 'number' && exp * 1000 > now ? (claims as Record<string, unknown>) : null;
}

/** An id claim: a positive integer a database id can hold (int4), else null. */
export const idClaim = (v: unknown): number | null =>
  typeof v === 'number' && Number.isSafeInteger(v) && v > 0 && v <= INT32_MAX ? v : null;

/** The agent a token's claims name (`sub`: the user id in digits, `pid`, `bid`), else null. */
export function agentClaims(claims: Record<string, unknown>): TokenSubject | null {
  const { sub } = claims;
  const userId = typeof sub === 'string' && /^\d+$/.test(sub) ? idClaim(Number(sub)) : null;
  const personId = idClaim(claims.pid);
  const brokerageId = idClaim(claims.bid);
  return userId !== null && personId !== null && brokerageId !== null ? { userId, personId, brokerageId } : null;
}

export function issueToken(secret: Buffer, subject: TokenSubject, ttlSeconds: number, now = Date.now()): string {
  const iat = Math.floor(now / 1000);
  const claims: TokenClaims = {
    sub: String(subject.userId),
    pid: subject.personId,
    bid: subject.brokerageId,
    iat,
    exp: iat + ttlSeconds,
  };
  return signedToken(secret, HEADER, claims);
}

/** The subject of a valid, unexpired token, else null. */
export function verifyToken(secret: Buffer, token: string, now = Date.now()): TokenSubject | null {
  const claims = verifiedClaims(secret, HEADER, token, now);
  return claims && agentClaims(claims);
}
