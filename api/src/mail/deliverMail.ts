/**
 * Sends queued messages: over SMTP (nodemailer) when SMTP_URL is set, else into the local
 * outbox (the mailbox page shows it once sent). A job may run twice: the message is claimed before
 * sending (a lease its holder renews while it works) and marked sent after, so a second run finds it
 * held or sent and does nothing. The one edge left
 * (SMTP accepted the message, then the process died before marking it) sends it again with the same
 * Message-ID, derived from the key, so mail clients show one message.
 */
import { randomUUID } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/db';
import { DEFAULT_MAIL_LEASE, type MailLease } from './mailLease';
import {
  claimForSending,
  countAttempt,
  mailAttachmentContents,
  markSent,
  releaseAfterFailure,
  releaseHolder,
  renewSendLeases,
  type OutboxMail,
} from './outboxRepo';

export const DEFAULT_MAIL_FROM = 'OfferDesk <no-reply@offerdesk.localhost>';

/** Where a claimed message goes: SMTP, or nowhere else than the outbox itself (local mode). */
export interface MailTransport {
  readonly local: boolean;
  /** `attachments`: the files the message carries, in order (none for most mail). */
  send(mail: OutboxMail, attachments: ReadonlyArray<{ name: string; contentType: string; bytes: Uint8Array }>): Promise<void>;
  close(): void;
}

export function smtpTransport(smtpUrl: string, from = DEFAULT_MAIL_FROM): MailTransport {
  const transporter: Transporter = nodemailer.createTransport(smtpUrl);
  return {
    local: false,
    async send(mail, attachments) {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
        messageId: mail.messageId,
        headers: { 'X-OfferDesk-Mail-Key': mail.key },
        attachments: attachments.map((a) => ({ filename: a.name, contentType: a.contentType, content: Buffer.from(a.bytes) })),
      });
    },
    close: () => transporter.close(),
  };
}

/** Local outbox mode: delivering is marking the message sent; the mailbox page reads it. */
export const localTransport = (): MailTransport => ({ local: true, send: async () => {}, close: () => {} });

/** What became of each message of a run: sent now, sent before, or the error that keeps it for a later try. */
export type DeliveryResult = 'sent' | 'already sent' | Error;

/**
 * Delivers the outbox messages `outboxIds` in order, each once (docs/domain/mail.md#the-send-lease): the run
 * claims them all first, as one holder, and renews their lease every heartbeat until it is done, so no
 * other run takes a message it is still working on, however slow the mail server; a run that dies stops
 * renewing, and its messages are taken back once the lease lapses.
 */
export async function deliverMails(
  db: Db,
  transport: MailTransport,
  outboxIds: readonly number[],
  lease: MailLease = DEFAULT_MAIL_LEASE,
  onError: (error: Error) => void = () => {},
): Promise<DeliveryResult[]> {
  const holder = randomUUID();
  const heartbeat = setInterval(() => void renewSendLeases(db, holder).catch(onError), lease.heartbeatSeconds * 1000);
  // Renewing never keeps a stopping process alive: a send still under way then is what the lease is for.
  heartbeat.unref();
  try {
    const claims: Array<OutboxMail | 'sent' | 'busy'> = [];
    for (const id of outboxIds) claims.push(await claimForSending(db, id, holder, lease.leaseSeconds));
    const results: DeliveryResult[] = [];
    for (const [i, claimed] of claims.entries()) results.push(await sendClaimed(db, transport, outboxIds[i], claimed, holder));
    return results;
  } catch (error) {
    // The next try need not wait for the lease (the database may be what failed: then the lease lapses instead).
    await releaseHolder(db, holder).catch(() => undefined);
    throw error;
  } finally {
    clearInterval(heartbeat);
  }
}

async function sendClaimed(db: Db, transport: MailTransport, id: number, claimed: OutboxMail | 'sent' | 'busy', holder: string) {
  if (claimed === 'sent') return 'already sent';
  if (claimed === 'busy') return new Error(`Mail ${id} is being sent by another run`);
  await countAttempt(db, id);
  try {
    await transport.send(claimed, transport.local ? [] : await mailAttachmentContents(db, id));
  } catch (error) {
    await releaseAfterFailure(db, id, holder, (error as Error).message);
    return error as Error;
  }
  await markSent(db, id);
  return 'sent';
}

/** Delivers the outbox message `outboxId` once; throws (the job is retried later) when it cannot now. */
export async function deliverMail(db: Db, transport: MailTransport, outboxId: number, lease?: MailLease): Promise<'sent' | 'already sent'> {
  const [result] = await deliverMails(db, transport, [outboxId], lease);
  if (result instanceof Error) throw result;
  return result;
}
