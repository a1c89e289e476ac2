/**
 * Mail no job will deliver any more gets a new job (docs/domain/mail.md#mails-still-waiting): a mail
 * server down longer than a job's retries (about 11 to 23 hours) delays a mail, it never loses it.
 * Run when the worker starts and every ten minutes; two instances sweeping at once queue each mail once.
 */
import type { Db } from '../db/db';
import { QUEUES, cancelJob, sendJob } from '../jobs/jobQueue';
import { setMailJob, strandedMail, takeStrandedMail } from './outboxRepo';

/** Every ten minutes, on one instance at a time (the queue's singleton policy). */
export const REQUEUE_SCHEDULE = '*/10 * * * *';

/**
 * Gives each mail a new job in place of `jobId` (as read), unless another run did since: the old job,
 * if it has not ended, is cancelled in the same transaction. Answers how many were queued.
 */
export async function queueMailAgain(db: Db, mails: ReadonlyArray<{ id: number; jobId: string | null }>): Promise<number> {
  let queued = 0;
  for (const { id, jobId } of mails) {
    const taken = await db.tx(async (tx) => {
      if (!(await takeStrandedMail(tx, id, jobId))) return false;
      if (jobId) await cancelJob(tx, QUEUES.mail, jobId);
      await setMailJob(tx, id, await sendJob(tx, QUEUES.mail, { outboxId: id }));
      return true;
    });
    if (taken) queued++;
  }
  return queued;
}

/** Queues each stranded mail again; answers how many. */
export const requeueStrandedMail = async (db: Db): Promise<number> => queueMailAgain(db, await strandedMail(db));
