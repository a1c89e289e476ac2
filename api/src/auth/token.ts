import { createHmac, timingSafeEqual } from 'node:crypto';

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
export const sign = (secret: Buffer, data: string) => createHmac('sha256', secret).update(data).digest();

/** The payload of `header.payload.signature` when the header is `header` and the HMAC is right, else null. */
export function verifiedPayload(secret: Buffer, header: string, token: string): unknown {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== header) return null;
  const expected = sign(secret, `${parts[0]}.${parts[1]}`);
  const given = Buffer.from(parts[2], 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    return JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as unknown;
  } catch {
    return null;
  }
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
  const body = `${HEADER}.${b64url(JSON.stringify(claims))}`;
  return `${body}.${b64url(sign(secret, body))}`;
}

/** The subject of a valid, unexpired token, else null. */
export function verifyToken(secret: Buffer, token: string, now = Date.now()): TokenSubject | null {
  const claims = verifiedPayload(secret, HEADER, token) as TokenClaims | null;
  if (!claims || typeof claims !== 'object') return null;
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now) return null;
  if (typeof claims.sub !== 'string' || !/^\d+$/.test(claims.sub) || !Number.isInteger(claims.pid) || !Number.isInteger(claims.bid))
    return null;
  return { userId: Number(claims.sub), personId: claims.pid, brokerageId: claims.bid };
}
