/**
 * The one way the API sends an e-mail: the message is written to the outbox and its delivery job
 * to the durable queue in the caller's transaction, so it goes out exactly when the change that
 * caused it commits, and never when that change rolls back. `key` names the message: queuing the
 * same key twice keeps the first message and sends it once (e.g. `signRequest:<signSetId>:<partyId>:<n>`).
 */
import { createHash } from 'node:crypto';
import type { Db } from '../db/db';
import { QUEUES, sendJob } from '../jobs/jobQueue';
import { insertMailAttachments, insertOutboxMail, setMailJob } from './outboxRepo';

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
    const id = await insertOutboxMail(tx, { ...m, messageId: messageIdOf(m.key) });
    if (id === undefined) return false;
    if (m.attachments?.length) await insertMailAttachments(tx, id, m.attachments);
    await setMailJob(tx, id, await sendJob(tx, QUEUES.mail, { outboxId: id }));
    return true;
  });
}
