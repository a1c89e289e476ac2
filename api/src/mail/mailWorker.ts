/**
 * The mail worker in the API process: delivers the queued mail (SMTP or the local outbox) and,
 * every minute, sends the reminders that are due. Jobs live in the database: whatever was queued
 * when the process stopped is delivered by the next one, and what a dead process was sending is
 * taken back once its lease lapses (docs/domain/mail.md#the-send-lease).
 */
import type PgBoss from 'pg-boss';
import type { Db } from '../db/db';
import { QUEUES, startJobQueue } from '../jobs/jobQueue';
import { REQUEUE_SCHEDULE, requeueStrandedMail } from './requeueStrandedMail';
import { deliverMails, localTransport, smtpTransport, DEFAULT_MAIL_FROM } from './deliverMail';
import { checkedMailLease, DEFAULT_MAIL_LEASE, type MailLease } from './mailLease';
import { repeatWhileRunning } from './repeatWhileRunning';
import { takeBackLapsedMail } from './takeBackLapsedMail';
import { sendDueReminders } from './reminders';

export interface MailWorkerOptions {
  /** SMTP over nodemailer when set; else the local outbox. */
  smtpUrl?: string;
  from?: string;
  /** The signing service's base URL: each reminder carries a fresh sign link there. */
  signingLinkBaseUrl: string;
  /** How often an idle worker looks for mail (default 1 s; pg-boss's least is 0.5 s). */
  pollingIntervalSeconds?: number;
  /** The send lease and its heartbeat (default DEFAULT_MAIL_LEASE; OFFERDESK_MAIL_LEASE_SECONDS in the API). */
  lease?: MailLease;
  /** Send due reminders every minute (default true). */
  reminders?: boolean;
  onError: (error: Error) => void;
}

export interface MailWorker {
  stop(): Promise<void>;
}

interface MailJob {
  outboxId: number;
}

export async function startMailWorker(db: Db, o: MailWorkerOptions): Promise<MailWorker> {
  const transport = o.smtpUrl ? smtpTransport(o.smtpUrl, o.from ?? DEFAULT_MAIL_FROM) : localTransport();
  // Mail queued before the queue existed, or whose job gave up while the API was down, gets a job now.
  await requeueStrandedMail(db);
  const lease = checkedMailLease(o.lease ?? DEFAULT_MAIL_LEASE);
  const boss: PgBoss = await startJobQueue(db, o.onError);
  const pollingIntervalSeconds = o.pollingIntervalSeconds ?? 1;
  await boss.work<MailJob>(QUEUES.mail, { pollingIntervalSeconds, batchSize: 10 }, async (jobs) => {
    // Each message on its own: one that fails makes the batch retry, and the ones sent already are then no-ops.
    const results = await deliverMails(
      db,
      transport,
      jobs.map((job) => job.data.outboxId),
      lease,
      o.onError,
    );
    const failure = results.find((r): r is Error => r instanceof Error);
    if (failure) throw failure;
  });
  // What a dead instance held comes back within a lease and a heartbeat (docs/domain/mail.md#the-send-lease).
  const takingBack = repeatWhileRunning(() => takeBackLapsedMail(db, lease), lease.heartbeatSeconds, o.onError);
  await boss.schedule(QUEUES.requeue, REQUEUE_SCHEDULE, {}, { tz: 'UTC' });
  await boss.work(QUEUES.requeue, { pollingIntervalSeconds: Math.max(pollingIntervalSeconds, 5) }, async () => {
    await requeueStrandedMail(db);
  });
  if (o.reminders !== false) {
    await boss.schedule(QUEUES.reminders, '* * * * *', {}, { tz: 'UTC' });
    await boss.work(QUEUES.reminders, { pollingIntervalSeconds: Math.max(pollingIntervalSeconds, 5) }, async () => {
      await sendDueReminders(db, new Date(), o.signingLinkBaseUrl);
    });
  }
  return {
    async stop() {
      await takingBack.stop();
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
      transport.close();
    },
  };
}
