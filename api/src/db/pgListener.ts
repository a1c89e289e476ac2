import pg from 'pg';

export type Listen = (channel: string, onMessage: (payload: string) => void, onGap?: () => void) => Promise<() => Promise<void>>;

/** Wait before connecting again after the listening connection was lost, by attempt. */
const RETRY_MS = [250, 500, 1000, 2000, 5000];
const ignore = () => undefined;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other statements): when it
 * is lost it connects again with back-off, listens again and tells `onGap`, since notifications
 * sent meanwhile are gone (the live streams read what they missed from the database).
 */
export function listenOnOwnConnection(config: pg.ClientConfig): Listen {
  return async (channel, onMessage, onGap) => {
    let current: pg.Client | undefined;
    let stopped = false;
    let timer: NodeJS.Timeout | undefined;
    const schedule = (attempt: number) => {
      if (stopped || timer) return;
      timer = setTimeout(
        () => {
          timer = undefined;
          open().then(
            () => onGap?.(),
            () => schedule(attempt + 1),
          );
        },
        RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)],
      );
      timer.unref();
    };
    const lost = (c: pg.Client) => {
      if (c !== current || stopped) return;
      current = undefined;
      void c.end().catch(ignore);
      schedule(0);
    };
    const open = async () => {
      const c = new pg.Client(config);
      c.on('notification', (n) => {
        if (n.channel === channel) onMessage(n.payload ?? '');
      });
      c.on('error', () => lost(c));
      c.on('end', () => lost(c));
      try {
        await c.connect();
        await c.query(`listen "${channel.replace(/"/g, '""')}"`);
      } catch (error) {
        void c.end().catch(ignore);
        throw error;
      }
      if (stopped) void c.end().catch(ignore);
      else current = c;
    };
    await open();
    return async () => {
      stopped = true;
      clearTimeout(timer);
      const c = current;
      current = undefined;
      await c?.end().catch(ignore);
    };
  };
}
