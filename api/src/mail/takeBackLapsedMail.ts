/**
 * Takes back the mail a dead holder took (docs/domain/mail.md#the-send-lease): each unsent message whose
 * job is active but whose lease nobody renewed for `leaseSeconds` gets a new job (the old one cancelled),
 * so the next run sends it within a lease and a heartbeat, not when pg-boss expires the job minutes later.
 * Each instance runs it at start and every heartbeat; two running at once take each message back once.
 */
import type { Db } from '../db/db';
import type { MailLease } from './mailLease';
import { lapsedMail } from './outboxRepo';
import { queueMailAgain } from './requeueStrandedMail';

/** Queues each lapsed message again; answers how many. */
export const takeBackLapsedMail = async (db: Db, lease: MailLease): Promise<number> =>
  queueMailAgain(db, await lapsedMail(db, lease.leaseSeconds));
