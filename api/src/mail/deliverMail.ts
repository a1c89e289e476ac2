/**
 * Sends one queued message: over SMTP (nodemailer) when SMTP_URL is set, else into the local
 * outbox (the mailbox page shows it once sent). A job may run twice: the message is claimed before
 * sending and marked sent after, so a second run finds it sent and does nothing. The one edge left
 * (SMTP accepted the message, then the process died before marking it) sends it again with the same
 * Message-ID, derived from the key, so mail clients show one message.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/db';
import { claimForSending, mailAttachmentContents, markSent, releaseAfterFailure, type OutboxMail } from './outboxRepo';

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

/** Delivers the outbox message `outboxId` once; throws (the job is retried later) when it cannot now. */
export async function deliverMail(db: Db, transport: MailTransport, outboxId: number): Promise<'sent' | 'already sent'> {
  const claimed = await claimForSending(db, outboxId);
  if (claimed === 'sent') return 'already sent';
  if (claimed === 'busy') throw new Error(`Mail ${outboxId} is being sent by another run`);
  try {
    await transport.send(claimed, transport.local ? [] : await mailAttachmentContents(db, outboxId));
  } catch (error) {
    await releaseAfterFailure(db, outboxId, (error as Error).message);
    throw error;
  }
  await markSent(db, outboxId);
  return 'sent';
}
