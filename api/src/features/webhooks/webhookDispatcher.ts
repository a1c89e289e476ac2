/**
 * Delivers the queued webhook deliveries (docs/domain/webhooks.md#delivery): every instance polls,
 * claims due deliveries under a lease (the oldest pending one per endpoint and offer, so each offer's
 * events arrive in order), posts them, and on failure schedules the next try with back-off until the
 * delivery has used its tries.
 */
import type { Db } from '../../db/db';
import { claimDueDeliveries, markAttemptFailed, markDelivered } from './webhookDeliveriesRepo';
import { postWebhook } from './postWebhook';

export interface WebhookDispatcherOptions {
  allowPrivate: boolean;
  /** How often an idle dispatcher looks for due deliveries (default 1000 ms). */
  pollMs?: number;
  /** The first retry's delay; each next one doubles, up to an hour (default 10 s). */
  retryBaseSeconds?: number;
  /** Tries per delivery before it is marked failed (default 10: about 2.8 hours at the default base). */
  maxAttempts?: number;
  timeoutMs?: number;
  onError: (error: Error) => void;
}

const LEASE_SECONDS = 60;
const BATCH = 10;

/** The delay before the next try after `attempts` tries, or null when none is left. */
export const retryDelaySeconds = (attempts: number, base: number, maxAttempts: number) =>
  attempts >= maxAttempts ? null : Math.min(base * 2 ** (attempts - 1), 3600);

export function startWebhookDispatcher(db: Db, o: WebhookDispatcherOptions): { stop(): Promise<void> } {
  const base = o.retryBaseSeconds ?? 10;
  const maxAttempts = o.maxAttempts ?? 10;
  const timeoutMs = o.timeoutMs ?? 10_000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const deliverDue = async () => {
    for (;;) {
      const claimed = await claimDueDeliveries(db, BATCH, LEASE_SECONDS);
      if (!claimed.length || stopped) return;
      await Promise.all(
        claimed.map(async (d) => {
          const body = JSON.stringify({ deliveryId: d.id, ...d.payload });
          const outcome = await postWebhook(
            { url: d.url, secret: d.secret, deliveryId: d.id, event: d.event, body },
            { allowPrivate: o.allowPrivate, timeoutMs },
          );
          if (outcome.ok) await markDelivered(db, d.id, outcome.status);
          else
            await markAttemptFailed(db, d.id, {
              status: outcome.status,
              error: outcome.error,
              retryInSeconds: retryDelaySeconds(d.attempts, base, maxAttempts),
            });
        }),
      );
    }
  };
  const tick = () => {
    running = deliverDue()
      .catch((error: Error) => o.onError(error))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, o.pollMs ?? 1000);
      });
  };
  tick();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
