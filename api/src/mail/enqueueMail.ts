/**
 * The one way the API sends an e-mail: the message is written to the outbox and its delivery job
 * to the durable queue in the caller's transaction, so it goes out exactly when the change that
 * caused it commits, and never when that change rolls back. `key` names the message: queuing the
 * same key twice keeps the first message and sends it once (e.g. `signRequest:<signSetId>:<partyId>:<n>`).
 */
import { createHash } from 'node:crypto';
import type { Db } from '../db/db';
import { QUEUES, sendJob } from '../jobs/jobQueue';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  offerId?: number | null;
  /** Identifies this message: queuing the same key twice sends it once. */
  key: string;
  /** Stored files the message carries as attachments, in order (e.g. the documents shared by e-mail). */
  attachments?: ReadonlyArray<{ fileId: number; name: string }>;
}

/** The Message-ID of a message, derived from its key: a message sent twice (see deliverMail) carries the same id. */
export const messageIdOf = (key: string) => `<${createHash('sha256').update(key).digest('hex').slice(0, 40)}@offerdesk.mail>`;

/** Queues the message in the caller's transaction; false when a message with this key was queued before. */
export async function enqueueMail(db: Db, m: MailMessage): Promise<boolean> {
  return db.tx(async (tx) => {
    const row = await tx.one<{ id: number }>(
      `insert into outbox_emails (to_address, subject, text_body, html_body, offer_id, mail_key, message_id)
       values ($1, $2, $3, $4, $5, $6, $7) on conflict (mail_key) do nothing returning id`,
      [m.to, m.subject, m.text, m.html ?? null, m.offerId ?? null, m.key, messageIdOf(m.key)],
    );
    if (!row) return false;
    if (m.attachments?.length) {
      await tx.query(
        `insert into outbox_email_attachments (outbox_email_id, file_id, file_name, sort_order)
         select $1, a.file, a.name, a.ord from unnest($2::int[], $3::text[]) with ordinality as a(file, name, ord)`,
        [row.id, m.attachments.map((a) => a.fileId), m.attachments.map((a) => a.name)],
      );
    }
    const jobId = await sendJob(tx, QUEUES.mail, { outboxId: row.id });
    await tx.query('update outbox_emails set queue_job_id = $2 where id = $1', [row.id, jobId]);
    return true;
  });
}
