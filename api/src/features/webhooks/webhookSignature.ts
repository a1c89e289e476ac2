/**
 * A delivery's signature (docs/domain/webhooks.md#verifying-a-delivery): HMAC-SHA256 under the
 * endpoint's secret of `<unix seconds>.<raw body>`, sent as `OfferDesk-Signature: t=<seconds>,v1=<hex>`.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { WEBHOOK_REPLAY_WINDOW_SECONDS } from '@offerdesk/shared/domain';

/** A new endpoint secret: 256 random bits. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

const hmacHex = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

export const signatureHeader = (secret: string, timestamp: number, body: string) => `t=${timestamp},v1=${hmacHex(secret, timestamp, body)}`;

/**
 * What a receiver does: the header's timestamp within the replay window of `nowSeconds`, and its
 * v1 equal (in constant time) to the HMAC of `t.body`.
 */
export function verifySignature(
  secret: string,
  header: string | undefined,
  body: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): 'valid' | 'malformed' | 'stale' | 'mismatch' {
  const parts = new Map((header ?? '').split(',').map((p) => p.trim().split('=', 2) as [string, string]));
  const t = Number(parts.get('t'));
  const v1 = parts.get('v1') ?? '';
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(v1)) return 'malformed';
  if (Math.abs(nowSeconds - t) > WEBHOOK_REPLAY_WINDOW_SECONDS) return 'stale';
  return timingSafeEqual(Buffer.from(v1, 'hex'), Buffer.from(hmacHex(secret, t, body), 'hex')) ? 'valid' : 'mismatch';
}
