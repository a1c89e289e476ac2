/** The outbox: every queued mail, what the sender did with it, and the delivered ones the local mailbox shows. */
import type { Db } from '../db/db';

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  key: string;
  messageId: string;
  createdOn: Date | string;
  sentOn: Date | string | null;
}

const COLUMNS = `id, to_address as "to", subject, text_body as text, html_body as html, mail_key as key, message_id as "messageId",
  created_on as "createdOn", sent_on as "sentOn"`;

/**
 * Takes a message for sending, as `holder` (docs/domain/mail.md#the-send-lease): only when it is not sent yet
 * and no other holder has renewed it within `leaseSeconds`. 'sent': nothing to do; 'busy': another holder
 * has it (retry later); else the message.
 */
export async function claimForSending(db: Db, id: number, holder: string, leaseSeconds: number): Promise<OutboxMail | 'sent' | 'busy'> {
  const claimed = await db.one<OutboxMail>(
    `update outbox_emails set send_started_on = now(), send_holder = $3
     where id = $1 and sent_on is null and (send_started_on is null or send_started_on < now() - make_interval(secs => $2))
     returning ${COLUMNS}`,
    [id, leaseSeconds, holder],
  );
  if (claimed) return claimed;
  const row = await db.one<{ sent: boolean }>('select sent_on is not null as sent from outbox_emails where id = $1', [id]);
  return !row || row.sent ? 'sent' : 'busy';
}

/** The heartbeat of a live holder: renews the lease of every unsent message it holds; answers their ids. */
export const renewSendLeases = async (db: Db, holder: string) =>
  (
    await db.query<{ id: number }>(
      `update outbox_emails set send_started_on = now()
        where send_holder = $1 and sent_on is null and send_started_on is not null returning id`,
      [holder],
    )
  ).map((r) => r.id);

/** A send begins: counted in the tries the offer page shows (docs/domain/mail.md#mails-still-waiting). */
export async function countAttempt(db: Db, id: number): Promise<void> {
  await db.query('update outbox_emails set attempts = attempts + 1 where id = $1', [id]);
}

export async function markSent(db: Db, id: number): Promise<void> {
  await db.query('update outbox_emails set sent_on = now(), last_error = null where id = $1 and sent_on is null', [id]);
}

/** A failed send lets the message go for the next try (only its holder lets it go). */
export async function releaseAfterFailure(db: Db, id: number, holder: string, error: string): Promise<void> {
  await db.query(
    `update outbox_emails set send_started_on = null, send_holder = null, last_error = $3
      where id = $1 and sent_on is null and send_holder = $2`,
    [id, holder, error.slice(0, 1000)],
  );
}

/** A run that stopped short (an error it did not expect) lets go of every message it still holds. */
export async function releaseHolder(db: Db, holder: string): Promise<void> {
  await db.query('update outbox_emails set send_started_on = null, send_holder = null where send_holder = $1 and sent_on is null', [
    holder,
  ]);
}

/** The delivered mail, newest first (the local mailbox). */
export const deliveredMail = (db: Db, limit: number) =>
  db.query<OutboxMail>(`select ${COLUMNS} from outbox_emails where sent_on is not null order by sent_on desc, id desc limit $1`, [limit]);

export const deliveredMailById = (db: Db, id: number) =>
  db.one<OutboxMail>(`select ${COLUMNS} from outbox_emails where id = $1 and sent_on is not null`, [id]);

/** A mail not tried yet counts as waiting once it is this old: the worker sends a new mail within seconds. */
export const WAITING_MAIL_AFTER_SECONDS = 60;

/**
 * The offer's messages not sent yet that are late, oldest first (docs/domain/mail.md#mails-still-waiting):
 * tried and not sent, or not tried for `WAITING_MAIL_AFTER_SECONDS`.
 */
export const waitingMailOfOffer = (db: Db, offerId: number) =>
  db.query<{ id: number; to: string; subject: string; queuedOn: Date; attempts: number }>(
    `select id, to_address as "to", subject, created_on as "queuedOn", attempts from outbox_emails
      where offer_id = $1 and sent_on is null
        and (attempts > 0 or created_on <= now() - make_interval(secs => $2))
      order by created_on, id`,
    [offerId, WAITING_MAIL_AFTER_SECONDS],
  );

/** The job states in which pg-boss will still run a job (docs/domain/mail.md#mails-still-waiting). */
const LIVE_JOB_STATES = ['created', 'retry', 'active'];

/**
 * Unsent messages no job will deliver: queued before the queue existed, or whose job ended without
 * sending them (it used up its retries, or expired and was archived). `job` is the queue's job table.
 */
export const strandedMail = (db: Db) =>
  db.query<{ id: number; jobId: string | null }>(
    `select o.id, o.queue_job_id as "jobId" from outbox_emails o
      where o.sent_on is null
        and (o.queue_job_id is null
             or not exists (select 1 from ${quoteIdent(db.jobSchema)}.job j
                             where j.id = o.queue_job_id and j.state::text = any($1::text[])))
      order by o.id`,
    [LIVE_JOB_STATES],
  );

/**
 * Unsent messages whose job a dead holder took (docs/domain/mail.md#the-send-lease): the job is active
 * for longer than the lease and the message's lease is not renewed (never claimed, or lapsed).
 */
export const lapsedMail = (db: Db, leaseSeconds: number) =>
  db.query<{ id: number; jobId: string | null }>(
    `select o.id, o.queue_job_id as "jobId" from outbox_emails o
       join ${quoteIdent(db.jobSchema)}.job j on j.id = o.queue_job_id
      where o.sent_on is null and j.state::text = 'active' and j.started_on < now() - make_interval(secs => $1)
        and (o.send_started_on is null or o.send_started_on < now() - make_interval(secs => $1))
      order by o.id`,
    [leaseSeconds],
  );

/** Takes a stranded message for a new job, only if no other run has given it one since it was read. */
export const takeStrandedMail = async (db: Db, id: number, jobId: string | null) =>
  (
    await db.query(
      'update outbox_emails set queue_job_id = null where id = $1 and sent_on is null and queue_job_id is not distinct from $2::uuid returning id',
      [id, jobId],
    )
  ).length === 1;

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** A file a message carries (outbox_email_attachments), numbered from 1 in the order it was attached. */
export interface MailAttachment {
  n: number;
  name: string;
  contentType: string;
  byteSize: number;
}

/** The attachments of a message, in order. */
export const mailAttachments = (db: Db, outboxId: number) =>
  db.query<MailAttachment>(
    `select a.sort_order::int as n, a.file_name as name, f.content_type as "contentType", f.byte_size as "byteSize"
       from outbox_email_attachments a join stored_files f on f.id = a.file_id
      where a.outbox_email_id = $1 order by a.sort_order`,
    [outboxId],
  );

/** The attachments of a message with their bytes (for sending, or the mailbox's download). */
export const mailAttachmentContents = (db: Db, outboxId: number, n?: number) =>
  db.query<MailAttachment & { bytes: Buffer }>(
    `select a.sort_order::int as n, a.file_name as name, f.content_type as "contentType", f.byte_size as "byteSize", f.bytes
       from outbox_email_attachments a join stored_files f on f.id = a.file_id
      where a.outbox_email_id = $1 and ($2::int is null or a.sort_order = $2) order by a.sort_order`,
    [outboxId, n ?? null],
  );

/** Writes a message to the outbox; its id, or undefined when a message with its key is there already. */
export const insertOutboxMail = async (
  db: Db,
  m: { to: string; subject: string; text: string; html?: string; offerId?: number | null; key: string; messageId: string },
) =>
  (
    await db.one<{ id: number }>(
      `insert into outbox_emails (to_address, subject, text_body, html_body, offer_id, mail_key, message_id)
       values ($1, $2, $3, $4, $5, $6, $7) on conflict (mail_key) do nothing returning id`,
      [m.to, m.subject, m.text, m.html ?? null, m.offerId ?? null, m.key, m.messageId],
    )
  )?.id;

/** The stored files a message carries, in order. */
export const insertMailAttachments = (db: Db, outboxId: number, files: ReadonlyArray<{ fileId: number; name: string }>) =>
  db.query(
    `insert into outbox_email_attachments (outbox_email_id, file_id, file_name, sort_order)
     select $1, a.file, a.name, a.ord from unnest($2::int[], $3::text[]) with ordinality as a(file, name, ord)`,
    [outboxId, files.map((a) => a.fileId), files.map((a) => a.name)],
  );

/** The queue job that delivers the message. */
export const setMailJob = (db: Db, outboxId: number, jobId: string) =>
  db.query('update outbox_emails set queue_job_id = $2 where id = $1', [outboxId, jobId]);
