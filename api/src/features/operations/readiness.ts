/** Readiness (GET /ready): the database answers and the job queue's queues exist in it. */
import type { Db } from '../../db/db';
import { QUEUES } from '../../jobs/jobQueue';
import { databaseAnswers, queuesPresent } from './operationsRepo';

export type Check = 'ok' | 'unreachable';
export interface Readiness {
  ready: boolean;
  database: Check;
  queue: Check;
}

const check = async (probe: () => Promise<boolean>): Promise<Check> => {
  try {
    return (await probe()) ? 'ok' : 'unreachable';
  } catch {
    return 'unreachable';
  }
};

export async function readiness(db: Db): Promise<Readiness> {
  const names = Object.values(QUEUES);
  const [database, queue] = await Promise.all([
    check(() => databaseAnswers(db)),
    check(async () => (await queuesPresent(db, names)) === names.length),
  ]);
  return { ready: database === 'ok' && queue === 'ok', database, queue };
}
