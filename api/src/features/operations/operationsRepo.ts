/** What an operator watches, read from the database (docs/deployment.md#what-an-operator-watches). */
import type { Db } from '../../db/db';

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The database answers a statement. */
export const databaseAnswers = async (db: Db) => (await db.one<{ ok: number }>('select 1 as ok'))?.ok === 1;

/** How many of the named queues exist in the job queue's schema. */
export const queuesPresent = async (db: Db, names: readonly string[]) =>
  (
    await db.one<{ n: number }>(`select count(*)::int as n from ${quoteIdent(db.jobSchema)}.queue where name = any($1::text[])`, [
      [...names],
    ])
  )?.n ?? 0;

/** Jobs pg-boss will still run, by queue: waiting (created, retry) and active. */
export const queueDepths = (db: Db) =>
  db.query<{ queue: string; waiting: number; active: number }>(
    `select q.name as queue,
            count(j.id) filter (where j.state::text in ('created', 'retry'))::int as waiting,
            count(j.id) filter (where j.state::text = 'active')::int as active
       from ${quoteIdent(db.jobSchema)}.queue q
       left join ${quoteIdent(db.jobSchema)}.job j on j.name = q.name and j.state::text in ('created', 'retry', 'active')
      group by q.name order by q.name`,
  );

export interface Backlog {
  /** Mails queued and not sent yet. */
  mailsWaiting: number;
  /** Sign sets with signatures whose marks are not stamped into the PDF yet. */
  stampingBacklog: number;
  /** Webhook deliveries that used all their tries. */
  webhooksFailed: number;
  /** Webhook deliveries still to be tried again after a failed try. */
  webhooksRetrying: number;
}

export const backlog = async (db: Db): Promise<Backlog> =>
  (await db.one<Backlog>(
    `select (select count(*) from outbox_emails where sent_on is null)::int as "mailsWaiting",
            (select count(distinct sign_set_id) from sign_set_marks where stamped_on is null)::int as "stampingBacklog",
            (select count(*) from webhook_deliveries where state = 'failed')::int as "webhooksFailed",
            (select count(*) from webhook_deliveries where state = 'pending' and last_error is not null)::int as "webhooksRetrying"`,
  ))!;
