/**
 * Delivers the queued webhook deliveries (docs/domain/webhooks.md#delivery): every instance polls,
 * claims due deliveries under a lease (the oldest pending one per endpoint and offer, so each offer's
 * events arrive in order), posts them, and on failure schedules the next try with back-off until the
 * delivery has used its tries.
 *
 * Deliveries run side by side in a bounded pool, and a slot that frees is filled at once, so one slow
 * receiver holds at most `perEndpoint` slots for at most the deadline while every other endpoint goes on.
 */
import type { Db } from '../../db/db';
import { claimDueDelivery, markAttemptFailed, markDelivered, type ClaimedDelivery } from './webhookDeliveriesRepo';
import { postWebhook } from './postWebhook';

export interface WebhookDispatcherOptions {
  allowPrivate: boolean;
  /** How often an idle dispatcher looks for due deliveries (default 1000 ms). */
  pollMs?: number;
  /** The first retry's delay; each next one doubles, up to an hour (default 10 s). */
  retryBaseSeconds?: number;
  /** Tries per delivery before it is marked failed (default 10: about 2.8 hours at the default base). */
  maxAttempts?: number;
  /** One try's whole deadline: connecting, the answer and its body (default 10 s). */
  timeoutMs?: number;
  /** How much of an answer's body is read (default 64 KiB). */
  maxAnswerBytes?: number;
  /** Deliveries in flight at once in this instance (default 8). */
  concurrency?: number;
  /** Of those, at most this many to one endpoint (default 2). */
  perEndpoint?: number;
  onError: (error: Error) => void;
}

/** The lease outlasts a try's deadline, so a delivery still in flight is never claimed by another instance. */
const leaseSecondsFor = (timeoutMs: number) => Math.max(60, Math.ceil(timeoutMs / 1000) + 30);

/** The delay before the next try after `attempts` tries, or null when none is left. */
export const retryDelaySeconds = (attempts: number, base: number, maxAttempts: number) =>
  attempts >= maxAttempts ? null : Math.min(base * 2 ** (attempts - 1), 3600);

export function startWebhookDispatcher(db: Db, o: WebhookDispatcherOptions): { stop(): Promise<void> } {
  const base = o.retryBaseSeconds ?? 10;
  const maxAttempts = o.maxAttempts ?? 10;
  const limits = { allowPrivate: o.allowPrivate, deadlineMs: o.timeoutMs ?? 10_000, maxAnswerBytes: o.maxAnswerBytes ?? 65_536 };
  const concurrency = o.concurrency ?? 8;
  const perEndpoint = o.perEndpoint ?? 2;
  const leaseSeconds = leaseSecondsFor(limits.deadlineMs);
  const inFlight = new Map<number, { endpointId: number; done: Promise<void> }>();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let filling: Promise<void> | null = null;
  let fillAgain = false;

  const deliver = async (d: ClaimedDelivery) => {
    const body = JSON.stringify({ deliveryId: d.id, ...d.payload });
    const outcome = await postWebhook({ url: d.url, secret: d.secret, deliveryId: d.id, event: d.event, body }, limits);
    if (outcome.ok) await markDelivered(db, d.id, outcome.status);
    else
      await markAttemptFailed(db, d.id, {
        status: outcome.status,
        error: outcome.error,
        retryInSeconds: retryDelaySeconds(d.attempts, base, maxAttempts),
      });
  };

  /** Endpoints that hold all the slots one endpoint may have. */
  const fullEndpoints = () => {
    const counts = new Map<number, number>();
    for (const { endpointId } of inFlight.values()) counts.set(endpointId, (counts.get(endpointId) ?? 0) + 1);
    return [...counts].filter(([, n]) => n >= perEndpoint).map(([id]) => id);
  };

  /** Claims one due delivery per free slot, starting each at once. */
  const fillSlots = async () => {
    while (!stopped && inFlight.size < concurrency) {
      const d = await claimDueDelivery(db, leaseSeconds, fullEndpoints());
      if (!d) return;
      const done = deliver(d)
        .catch((error: Error) => o.onError(error))
        .finally(() => {
          inFlight.delete(d.id);
          wake();
        });
      inFlight.set(d.id, { endpointId: d.endpointId, done });
    }
  };

  /** Fills the free slots now (one filling at a time; a wake during one runs another after it). */
  function wake() {
    if (stopped) return;
    if (filling) {
      fillAgain = true;
      return;
    }
    fillAgain = false;
    filling = fillSlots()
      .catch((error: Error) => o.onError(error))
      .finally(() => {
        filling = null;
        if (fillAgain) wake();
      });
  }

  const tick = () => {
    wake();
    if (!stopped) timer = setTimeout(tick, o.pollMs ?? 1000);
  };
  tick();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await filling;
      await Promise.all([...inFlight.values()].map((f) => f.done));
    },
  };
}
