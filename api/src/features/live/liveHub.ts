import type { Db } from '../../db/db';
import { liveChannelOf } from './liveChannel';

/** One open stream as the hub sees it. */
export interface LiveSubscriber {
  /** The caller the per-caller limit counts (an agent's user id, a party link). */
  readonly caller: string;
  /** An activity of `offerId` was committed (null: notifications may have been lost, read everything missed). */
  wake(offerId: number | null): void;
  /** The API is closing. */
  end(): void;
}

export interface LiveHub {
  /** Adds the stream; false when its caller has `maxPerCaller` open already. Resolves to its removal. */
  add(subscriber: LiveSubscriber): Promise<(() => void) | false>;
  /** The streams open on this instance (the operator's metrics). */
  openStreams(): number;
  close(): Promise<void>;
}

/**
 * The streams of this API instance and its one LISTEN on the database: a notification from any
 * instance (activitiesRepo's NOTIFY on commit) wakes the streams here (docs/domain/live.md).
 */
export function createLiveHub(db: Db, maxPerCaller: number): LiveHub {
  const subscribers = new Set<LiveSubscriber>();
  const perCaller = new Map<string, number>();
  let listening: Promise<() => Promise<void>> | undefined;
  const wakeAll = (offerId: number | null) => {
    for (const s of subscribers) s.wake(offerId);
  };
  const listen = () => {
    listening ??= db.listen(
      liveChannelOf(db),
      (payload) => {
        const offerId = Number(payload);
        wakeAll(Number.isSafeInteger(offerId) && offerId > 0 ? offerId : null);
      },
      () => wakeAll(null),
    );
    return listening.catch((error: unknown) => {
      listening = undefined;
      throw error;
    });
  };
  return {
    async add(subscriber) {
      await listen();
      const open = perCaller.get(subscriber.caller) ?? 0;
      if (open >= maxPerCaller) return false;
      perCaller.set(subscriber.caller, open + 1);
      subscribers.add(subscriber);
      let removed = false;
      return () => {
        if (removed) return;
        removed = true;
        subscribers.delete(subscriber);
        const left = (perCaller.get(subscriber.caller) ?? 1) - 1;
        if (left > 0) perCaller.set(subscriber.caller, left);
        else perCaller.delete(subscriber.caller);
      };
    },
    openStreams: () => subscribers.size,
    async close() {
      for (const s of [...subscribers]) s.end();
      const stop = listening;
      listening = undefined;
      if (stop) await (await stop.catch(() => async () => undefined))();
    },
  };
}
