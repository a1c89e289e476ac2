/**
 * The mail worker in the API process: delivers the queued mail (SMTP or the local outbox) and,
 * every minute, sends the reminders that are due. Jobs live in the database: whatever was queued
 * when the process stopped is delivered by the next one.
 */
import type PgBoss from 'pg-boss';
import type { Db } from '../db/db';
import { QUEUES, startJobQueue } from '../jobs/jobQueue';
import { REQUEUE_SCHEDULE, requeueStrandedMail } from './requeueStrandedMail';
import { deliverMail, localTransport, smtpTransport, DEFAULT_MAIL_FROM } from './deliverMail';
import { sendDueReminders } from './reminders';

export interface MailWorkerOptions {
  /** SMTP over nodemailer when set; else the local outbox. */
  smtpUrl?: string;
  from?: string;
  /** The signing service's base URL: each reminder carries a fresh sign link there. */
  signingLinkBaseUrl: string;
  /** How often an idle worker looks for mail (default 1 s; pg-boss's least is 0.5 s). */
  pollingIntervalSeconds?: number;
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
  const boss: PgBoss = await startJobQueue(db, o.onError);
  const pollingIntervalSeconds = o.pollingIntervalSeconds ?? 1;
  await boss.work<MailJob>(QUEUES.mail, { pollingIntervalSeconds, batchSize: 10 }, async (jobs) => {
    // Each message on its own: one that fails makes the batch retry, and the ones sent already are then no-ops.
    const failures: Error[] = [];
    for (const job of jobs) {
      try {
        await deliverMail(db, transport, job.data.outboxId);
      } catch (error) {
        failures.push(error as Error);
      }
    }
    if (failures.length) throw failures[0];
  });
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
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
      transport.close();
    },
  };
}
