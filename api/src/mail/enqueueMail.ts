/**
 * The one way the API sends an e-mail: the message is queued in the caller's transaction, so it
 * goes out exactly when the change that caused it commits, and never when that change rolls back.
 * `key` names the message for de-duplication (e.g. `signRequest:<signSetId>:<partyId>:<n>`).
 */
import type { Db } from '../db/db';

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

/** Queues the message in the caller's transaction. */
export async function enqueueMail(db: Db, m: MailMessage): Promise<void> {
  const row = await db.one<{ id: string }>(
    `insert into outbox_emails (to_address, subject, text_body, html_body, offer_id) values ($1, $2, $3, $4, $5) returning id`,
    [m.to, m.subject, m.text, m.html ?? null, m.offerId ?? null],
  );
  if (m.attachments?.length) {
    await db.query(
      `insert into outbox_email_attachments (outbox_email_id, file_id, file_name, sort_order)
       select $1, a.file, a.name, a.ord from unnest($2::int[], $3::text[]) with ordinality as a(file, name, ord)`,
      [row!.id, m.attachments.map((a) => a.fileId), m.attachments.map((a) => a.name)],
    );
  }
}
