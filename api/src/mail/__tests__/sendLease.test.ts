/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
/*
 * The send lease (docs/domain/mail.md#the-send-lease), on each engine, with two workers on one
 * database as two API instances would run: the mail a dead holder took is taken back once its lease
 * lapses and goes out once; a live holder that the mail server keeps waiting far longer than the
 * lease keeps renewing it, and no other run sends its mail again. The lease is 4 s here (a heartbeat
 * every half second), so the test takes seconds.
 */
import { randomUUID } from 'node:crypto';
import type PgBoss from 'pg-boss';
import { QUEUES, startJobQueue } from '../../jobs/jobQueue';
import { enqueueMail } from '../enqueueMail';
import { startMailWorker, type MailWorker } from '../mailWorker';
import type { MailLease } from '../mailLease';
import { claimForSending } from '../outboxRepo';
import { startSmtpPeer, toOf, type SmtpPeer } from '../../__tests__/helpers/smtpPeer';
import { ENGINES, openTestDb, type TestDb } from '../../__tests__/helpers/testDb';
import { until } from '../../__tests__/helpers/until';

jest.setTimeout(120_000);

const LEASE: MailLease = { leaseSeconds: 4, heartbeatSeconds: 0.5 };

describe.each(ENGINES)('the send lease on %s', (engine) => {
  let testDb: TestDb;
  let smtp: SmtpPeer;
  const workers: MailWorker[] = [];
  const startWorker = async () => {
    const worker = await startMailWorker(testDb.db, {
      smtpUrl: smtp.url,
      signingLinkBaseUrl: 'https://sign.offerdesk.test',
      pollingIntervalSeconds: 0.5,
      reminders: false,
      lease: LEASE,
      onError: () => {},
    });
    workers.push(worker);
  };
  const mailRow = (key: string) =>
    testDb.db.one<{ id: number; jobId: string; sent: boolean; attempts: number }>(
      'select id, queue_job_id as "jobId", sent_on is not null as sent, attempts from outbox_emails where mail_key = $1',
      [key],
    );
  const jobState = async (id: string) =>
    (await testDb.db.one<{ state: string }>(`select state::text as state from "${testDb.db.jobSchema}".job where id = $1`, [id]))?.state;
  const copies = (list: SmtpPeer['received'], to: string) => list.filter((m) => toOf(m) === to).length;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    testDb = await openTestDb(engine, { max: 8 });
  }, 120_000);
  afterAll(async () => {
    smtp?.hold(false);
    for (const w of workers.splice(0)) await w.stop();
    await testDb?.close();
    await smtp?.close();
  });

  it('takes back the mail of a holder that died, once its lease lapsed, and sends it once', async () => {
    const to = 'dead.holder@mail.example';
    await enqueueMail(testDb.db, { to, subject: 'Held by the dead', text: 'Hello', key: 'lease-dead' });
    // An instance fetches the job and claims the message, then dies: nothing renews its lease.
    const dead: PgBoss = await startJobQueue(testDb.db, () => {});
    const [job] = await dead.fetch<{ outboxId: number }>(QUEUES.mail);
    expect(job).toBeDefined();
    expect(typeof (await claimForSending(testDb.db, job.data.outboxId, randomUUID(), LEASE.leaseSeconds))).toBe('object');
    const claimedAt = Date.now();
    await dead.stop({ graceful: false, wait: true });
    expect(await jobState(job.id)).toBe('active');

    await startWorker();
    await until('the mail delivered', () => copies(smtp.received, to) === 1, 60_000);
    const seconds = (Date.now() - claimedAt) / 1000;
    expect(seconds).toBeGreaterThanOrEqual(LEASE.leaseSeconds);
    expect(seconds).toBeLessThan(60);
    // The dead holder's job is cancelled, a new one sent the mail.
    expect(await jobState(job.id)).toBe('cancelled');
    const row = (await mailRow('lease-dead'))!;
    expect(row).toMatchObject({ sent: true, attempts: 1 });
    expect(row.jobId).not.toBe(job.id);
    expect(copies(smtp.offered, to)).toBe(1);
  });

  it('never sends twice while a live holder waits on a slow mail server, however long past the lease', async () => {
    await startWorker();
    const to = 'slow.server@mail.example';
    smtp.hold(true);
    await enqueueMail(testDb.db, { to, subject: 'Slowly', text: 'Hello', key: 'lease-slow' });
    await until('the server holding the message', () => copies(smtp.offered, to) === 1, 30_000);
    const heldSince = Date.now();
    const { jobId } = (await mailRow('lease-slow'))!;
    // Three leases go by with the holder waiting: both workers look for lapsed mail every heartbeat.
    await until('three leases gone by', () => Date.now() - heldSince > 3 * LEASE.leaseSeconds * 1000, 30_000);
    expect(await mailRow('lease-slow')).toMatchObject({ jobId, sent: false, attempts: 1 });
    expect(await jobState(jobId)).toBe('active');

    smtp.hold(false);
    await until('the mail delivered', () => copies(smtp.received, to) === 1, 30_000);
    await until('the mail marked sent', async () => (await mailRow('lease-slow'))!.sent, 10_000);
    // With both workers stopped (nothing in flight), the server was offered the message once, and took it once.
    for (const w of workers.splice(0)) await w.stop();
    expect(copies(smtp.offered, to)).toBe(1);
    expect(copies(smtp.received, to)).toBe(1);
  });
});
