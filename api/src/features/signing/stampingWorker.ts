/**
 * The stamping worker in the API process: runs the queued `sign-set-stamp` jobs (signStamping.ts).
 * The kick after each signature usually stamps first; the job then finds nothing to do. Jobs live in
 * the database: a signature whose process died before it stamped is stamped by the next worker. A
 * job the dead process had already taken waits for its expiry before it is retried, so the worker
 * also stamps, when it starts, every set with marks still pending.
 */
import type { Db } from '../../db/db';
import type { LinkBases } from '../../config';
import type { SealKey } from '../../pdf/sealPdf';
import { QUEUES, startJobQueue } from '../../jobs/jobQueue';
import { stampAllPending, stampSignedMarks } from './signStamping';

export interface StampingWorkerOptions {
  sealKey: () => SealKey;
  linkBases: LinkBases;
  /** How often an idle worker looks for jobs (default 1 s). */
  pollingIntervalSeconds?: number;
  onError: (error: Error) => void;
}

export async function startStampingWorker(db: Db, o: StampingWorkerOptions): Promise<{ stop(): Promise<void> }> {
  const boss = await startJobQueue(db, o.onError);
  await boss.work<{ signSetId: number }>(QUEUES.stamp, { pollingIntervalSeconds: o.pollingIntervalSeconds ?? 1 }, async (jobs) => {
    for (const job of jobs) await stampSignedMarks(db, o.sealKey, job.data.signSetId, o.linkBases);
  });
  const pending = stampAllPending(db, o.sealKey, o.linkBases).catch(o.onError);
  return {
    async stop() {
      await pending;
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
