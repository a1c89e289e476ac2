/**
 * The send lease (docs/domain/mail.md#the-send-lease): a worker holds the messages it took for as long
 * as it renews them, every `heartbeatSeconds`; a message not renewed for `leaseSeconds` (its holder
 * died) is taken back by any instance and sent by the next run.
 */

export interface MailLease {
  /** How long a holder that stopped renewing keeps its messages (default 30 s). */
  leaseSeconds: number;
  /** How often a live holder renews, and how often each instance looks for lapsed messages (default 10 s). */
  heartbeatSeconds: number;
}

export const DEFAULT_MAIL_LEASE: MailLease = { leaseSeconds: 30, heartbeatSeconds: 10 };

const positiveSecondsOr = (value: string | undefined, fallback: number, name: string): number => {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number of seconds, got "${value}"`);
  return n;
};

/** A lease whose heartbeat fits at least twice into it: one late renewal never lets a live holder's lease lapse. */
export function checkedMailLease(lease: MailLease): MailLease {
  if (lease.heartbeatSeconds * 2 > lease.leaseSeconds)
    throw new Error(`The mail heartbeat (${lease.heartbeatSeconds} s) must be at most half the lease (${lease.leaseSeconds} s)`);
  return lease;
}

/** OFFERDESK_MAIL_LEASE_SECONDS and OFFERDESK_MAIL_HEARTBEAT_SECONDS. */
export function mailLeaseFromEnv(env: NodeJS.ProcessEnv = process.env): MailLease {
  const leaseSeconds = positiveSecondsOr(env.OFFERDESK_MAIL_LEASE_SECONDS, DEFAULT_MAIL_LEASE.leaseSeconds, 'OFFERDESK_MAIL_LEASE_SECONDS');
  // Unset, the heartbeat is a third of the lease.
  const heartbeatSeconds = positiveSecondsOr(env.OFFERDESK_MAIL_HEARTBEAT_SECONDS, leaseSeconds / 3, 'OFFERDESK_MAIL_HEARTBEAT_SECONDS');
  return checkedMailLease({ leaseSeconds, heartbeatSeconds });
}
