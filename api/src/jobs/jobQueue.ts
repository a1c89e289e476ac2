/**
 * The durable job queue: pg-boss in its own schema beside the tables (`db.jobSchema`), on PGlite
 * and PostgreSQL alike through the one `Db` interface. A job sent with a transaction's `Db` is
 * written in that transaction, so it becomes visible exactly when the caller commits.
 */
import PgBoss from 'pg-boss';
import type { Db, SqlParam } from '../db/db';

/** The queues of the API. */
export const QUEUES = { mail: 'mail', reminders: 'mail-reminders', requeue: 'mail-requeue', stamp: 'sign-set-stamp' } as const;
type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/** pg-boss's database adapter over a `Db`: its schema scripts (several statements, no parameters) run as one exec. */
export const bossDb = (db: Db) => ({
  executeSql: async (text: string, values?: unknown[]) => {
    if (!values?.length && /;\s*\S/.test(text)) {
      await db.exec(text);
      return { rows: [] };
    }
    return { rows: await db.query(text, (values ?? []) as SqlParam[]) };
  },
});

/**
 * Retries with back-off: a mail server down for a while delays the mail, it does not lose it; a
 * stamping that fails (its transaction rolled back) is tried again, its marks still pending.
 */
const QUEUE_OPTIONS: Record<QueueName, Omit<PgBoss.Queue, 'name'>> = {
  mail: { retryLimit: 12, retryDelay: 10, retryBackoff: true, expireInSeconds: 300 },
  'mail-reminders': { retryLimit: 2, retryDelay: 30, expireInSeconds: 300, policy: 'singleton' },
  'mail-requeue': { retryLimit: 2, retryDelay: 60, expireInSeconds: 300, policy: 'singleton' },
  'sign-set-stamp': { retryLimit: 10, retryDelay: 5, retryBackoff: true, expireInSeconds: 300 },
};

/** Creates or upgrades the queue's schema and its queues (part of migrating the database). */
export async function ensureJobQueue(db: Db): Promise<void> {
  const boss = new PgBoss({ db: bossDb(db), schema: db.jobSchema, supervise: false, schedule: false, migrate: true });
  await boss.start();
  for (const [name, options] of Object.entries(QUEUE_OPTIONS)) await boss.createQueue(name, { name, ...options });
  await boss.stop({ graceful: false, wait: true });
}

/** Sends only (never started): one per schema. */
const senders = new Map<string, PgBoss>();
const senderFor = (schema: string) => {
  let sender = senders.get(schema);
  if (!sender) {
    sender = new PgBoss({
      db: { executeSql: () => Promise.reject(new Error('send with a db')) },
      schema,
      supervise: false,
      schedule: false,
      migrate: false,
    });
    senders.set(schema, sender);
  }
  return sender;
};

/** Queues a job in the caller's transaction (`db` may be a transaction); returns its id. */
export async function sendJob(db: Db, queue: QueueName, data: object, options: PgBoss.SendOptions = {}): Promise<string> {
  const id = await senderFor(db.jobSchema).send(queue, data, { ...options, db: bossDb(db) });
  if (!id) throw new Error(`The job queue ${queue} does not exist (is the database migrated?)`);
  return id;
}

/** Cancels a job that has not ended (in the caller's transaction): pg-boss will not run it again. */
export async function cancelJob(db: Db, queue: QueueName, id: string): Promise<void> {
  await senderFor(db.jobSchema).cancel(queue, id, { db: bossDb(db) });
}

/** A running pg-boss on the database: workers and schedules. */
export async function startJobQueue(db: Db, onError: (error: Error) => void): Promise<PgBoss> {
  const boss = new PgBoss({ db: bossDb(db), schema: db.jobSchema, migrate: false, supervise: true, schedule: true });
  boss.on('error', onError);
  await boss.start();
  return boss;
}
