/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
/*
 * A mail whose job used up its retries while the mail server was down is queued again, once, and
 * goes out when the server is back (docs/domain/mail.md#mails-still-waiting).
 */
import { enqueueMail } from '../enqueueMail';
import { requeueStrandedMail } from '../requeueStrandedMail';
import { VALID_DRAFT } from '../../__tests__/helpers/drafts';
import { startSmtpPeer, toOf, type SmtpPeer } from '../../__tests__/helpers/smtpPeer';
import { createTestApp, type TestApp } from '../../__tests__/helpers/testApp';
import { ENGINES } from '../../__tests__/helpers/testDb';

jest.setTimeout(180_000);

const until = async (what: string, check: () => boolean | Promise<boolean>, ms: number) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
};

describe.each(ENGINES)('stranded mail on %s', (engine) => {
  let t: TestApp;
  let smtp: SmtpPeer;
  beforeAll(async () => {
    smtp = await startSmtpPeer({ refusing: true });
    t = await createTestApp(engine, { mail: { worker: true, smtpUrl: smtp.url, pollingIntervalSeconds: 0.5, reminders: false } });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('queues a mail whose job gave up again, once, and it goes out when the server takes it', async () => {
    const db = t.testDb.db;
    const offerId = (await t.as('owner', { method: 'POST', url: '/offer/createoffer', payload: VALID_DRAFT })).json().id as number;
    const addresses = ['first@mail.example', 'second@mail.example', 'third@mail.example'];
    await db.tx(async (tx) => {
      for (const to of addresses) await enqueueMail(tx, { to, subject: `For ${to}`, text: 'Hello', offerId, key: `stranded-${to}` });
    });
    const jobs = () =>
      db.query<{ state: string }>(
        `select j.state::text as state from outbox_emails o join "${db.jobSchema}".job j on j.id = o.queue_job_id where o.offer_id = $1`,
        [offerId],
      );
    // Each was tried, refused, and waits for its next try.
    await until('every mail refused once', async () => (await jobs()).filter((j) => j.state === 'retry').length === 3, 60_000);
    // The jobs use up their retries (as after a day of the server refusing): nothing will send these mails.
    // A job being tried right now is refused again and comes back to 'retry' first.
    await until(
      'every job used up',
      async () => {
        await db.query(
          `update "${db.jobSchema}".job set state = 'failed', completed_on = now()
            where id in (select queue_job_id from outbox_emails where offer_id = $1) and state = 'retry'`,
          [offerId],
        );
        return (await jobs()).every((j) => j.state === 'failed');
      },
      60_000,
    );
    smtp.refuse(false);
    await new Promise((r) => setTimeout(r, 2500));
    expect(smtp.received).toEqual([]);
    const waiting = await t.as('owner', { url: `/offer/GetWaitingMails/${offerId}` });
    expect(waiting.json().map((m: { to: string }) => m.to)).toEqual(addresses);

    // Two sweeps at once (two API instances): each mail gets one new job.
    const queued = await Promise.all([requeueStrandedMail(db), requeueStrandedMail(db)]);
    expect(queued[0] + queued[1]).toBe(3);
    expect(await requeueStrandedMail(db)).toBe(0);

    await until('every mail delivered', () => addresses.every((a) => smtp.received.some((m) => toOf(m) === a)), 60_000);
    await new Promise((r) => setTimeout(r, 1500));
    expect(smtp.received.map(toOf).sort()).toEqual([...addresses].sort());
    expect((await t.as('owner', { url: `/offer/GetWaitingMails/${offerId}` })).json()).toEqual([]);
    expect(await requeueStrandedMail(db)).toBe(0);
  });
});
