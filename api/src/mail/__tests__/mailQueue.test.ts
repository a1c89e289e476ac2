/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
import type { ParsedMail } from 'mailparser';
import { deliverMail, smtpTransport } from '../deliverMail';
import { enqueueMail, messageIdOf } from '../enqueueMail';
import { COMPLETION_SUBJECT } from '../completionNotice';
import { DEFAULT_REMINDER_MESSAGE, DEFAULT_REMINDER_SUBJECT } from '../reminderSchedule';
import { sendDueReminders } from '../reminders';
import { signingWorld } from '../../__tests__/helpers/signingWorld';
import { startSmtpPeer, toOf, type SmtpPeer } from '../../__tests__/helpers/smtpPeer';
import { buildAppOn, createTestApp, type TestApp } from '../../__tests__/helpers/testApp';
import { ENGINES } from '../../__tests__/helpers/testDb';
import { agreeToSign } from '../../__tests__/helpers/signingConsent';

jest.setTimeout(180_000);

const LINK_BASE = 'https://app.offerdesk.test';
/** Sign links open the signing service (mf-documents' own origin), not the shell. */
const SIGN_BASE = 'https://sign.offerdesk.test/';
const LINK = new RegExp(`https://sign\\.offerdesk\\.test/sign-documents/([A-Za-z0-9_-]{43})/(\\d+)`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(ENGINES)('mail through the durable queue on %s', (engine) => {
  let t: TestApp;
  let smtp: SmtpPeer;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await createTestApp(engine, {
      formTemplates: true,
      linkBaseUrl: LINK_BASE,
      signingLinkBaseUrl: SIGN_BASE,
      mail: { worker: true, smtpUrl: smtp.url, pollingIntervalSeconds: 0.5, reminders: false },
    });
  }, 300_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  const { readyOffer, share, partyQuery } = signingWorld(() => t);
  const db = () => t.testDb.db;

  async function mailTo(address: string, count = 1): Promise<ParsedMail[]> {
    for (let i = 0; i < 120; i++) {
      const found = smtp.received.filter((m) => toOf(m) === address);
      if (found.length >= count) return found;
      await sleep(250);
    }
    throw new Error(`${count} mail(s) to ${address} did not arrive`);
  }

  it('sends a mail only when the transaction that queued it commits, once per key, with the Message-ID of its key', async () => {
    await expect(
      db().tx(async (tx) => {
        await enqueueMail(tx, { to: 'rolled.back@mail.example', subject: 'Never', text: 'x', key: 'rollback-1' });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await db().tx(async (tx) => {
      expect(await enqueueMail(tx, { to: 'once@mail.example', subject: 'Once', text: 'Hello https://a.test/x', key: 'once-1' })).toBe(true);
      expect(await enqueueMail(tx, { to: 'once@mail.example', subject: 'Once again', text: 'dup', key: 'once-1' })).toBe(false);
    });
    expect(await enqueueMail(db(), { to: 'once@mail.example', subject: 'Later dup', text: 'dup', key: 'once-1' })).toBe(false);
    const [m] = await mailTo('once@mail.example');
    expect(m.subject).toBe('Once');
    expect(m.text?.trim()).toBe('Hello https://a.test/x');
    expect(m.messageId).toBe(messageIdOf('once-1'));
    expect(m.headers.get('x-offerdesk-mail-key')).toBe('once-1');
    await sleep(1500);
    expect(smtp.received.filter((r) => toOf(r) === 'once@mail.example')).toHaveLength(1);
    expect(smtp.received.some((r) => toOf(r) === 'rolled.back@mail.example')).toBe(false);
    expect(
      (await db().one<{ n: number }>(`select count(*)::int as n from outbox_emails where to_address = 'rolled.back@mail.example'`))!.n,
    ).toBe(0);
    const row = await db().one<{ sent: boolean; attempts: number }>(
      `select sent_on is not null as sent, attempts from outbox_emails where mail_key = 'once-1'`,
    );
    expect(row).toEqual({ sent: true, attempts: 1 });
  });

  it('sends once when a job runs twice, one after the other or at the same time', async () => {
    // Queued but held back from the worker: the job runs only when this test runs it.
    const { id } = (await db().one<{ id: number }>(
      `insert into outbox_emails (to_address, subject, text_body, mail_key, message_id) values ('twice@mail.example', 'Twice', 'x', 'twice-1', $1) returning id`,
      [messageIdOf('twice-1')],
    ))!;
    const transport = smtpTransport(smtp.url);
    try {
      const both = await Promise.allSettled([deliverMail(db(), transport, id), deliverMail(db(), transport, id)]);
      expect(both.filter((r) => r.status === 'fulfilled' && r.value === 'sent')).toHaveLength(1);
      expect(await deliverMail(db(), transport, id)).toBe('already sent');
    } finally {
      transport.close();
    }
    await mailTo('twice@mail.example');
    await sleep(1000);
    expect(smtp.received.filter((r) => toOf(r) === 'twice@mail.example')).toHaveLength(1);
  });

  it('asks each signer in turn with an absolute link, and tells every party and the owner when the set completes', async () => {
    const o = await readyOffer('q');
    expect((await share(o)).statusCode).toBe(200);
    const [first] = await mailTo('lukasz.q@example.test');
    expect(first.subject).toBe('Documents to sign');
    const [, token1, setId] = LINK.exec(first.text!)!;
    const sign = async (signToken: string, name: string) => {
      const query = partyQuery({ signSetId: Number(setId), signToken });
      await agreeToSign((o) => t.app.inject(o), query);
      return t.app.inject({
        method: 'POST',
        url: `/offer/SignDocumentsByParty?${query}`,
        payload: { signature: { type: 'typed', value: name }, initials: { type: 'typed', value: name[0] } },
      });
    };
    expect((await sign(token1, 'Łukasz Buyerq')).statusCode).toBe(200);
    const [second] = await mailTo('maria.q@example.test');
    const [, token2] = LINK.exec(second.text!)!;
    expect((await sign(token2, 'Maria Buyerq')).statusCode).toBe(200);
    // The completion (and its notices) comes with the stamping of the last signature.
    expect(await t.stampSigned(Number(setId))).toEqual([Number(setId)]);
    const done = await mailTo('lukasz.q@example.test', 2);
    expect(done.map((m) => m.subject)).toEqual(['Documents to sign', COMPLETION_SUBJECT]);
    expect((await mailTo('maria.q@example.test', 2))[1].subject).toBe(COMPLETION_SUBJECT);
    const ownerEmail = (await db().one<{ email: string }>('select email from persons where id = $1', [t.world.agents.owner.personId]))!
      .email;
    expect((await mailTo(ownerEmail)).map((m) => m.subject)).toContain(COMPLETION_SUBJECT);
  });

  it("reminds each asked signer once per due slot with a fresh working link and the party's own subject and message", async () => {
    const o = await readyOffer('r');
    await db().query(`update offers set send_reminder = true, reminder_in_days = 1, remind_time = '09:00' where id = $1`, [o.offerId]);
    await db().query(
      `insert into offer_reminder_parties (offer_id, party_id, reminder_subject, reminder_message) values ($1, $2, 'Please sign, Łukasz', 'Your offer waits & needs you.')`,
      [o.offerId, o.first],
    );
    expect((await share(o)).statusCode).toBe(200);
    const [request] = await mailTo('lukasz.r@example.test');
    const [, oldToken, setId] = LINK.exec(request.text!)!;
    const asked = (await db().one<{ askedOn: Date }>(
      'select asked_on as "askedOn" from sign_set_parties where sign_set_id = $1 and party_id = $2',
      [Number(setId), o.first],
    ))!.askedOn;
    const day = (n: number, hh: string) =>
      new Date(`${new Date(new Date(asked).getTime() + n * 86_400_000).toISOString().slice(0, 10)}T${hh}:00Z`);

    expect(await sendDueReminders(db(), day(1, '08:59'), SIGN_BASE)).toBe(0);
    expect(await sendDueReminders(db(), day(1, '09:00'), SIGN_BASE)).toBe(1);
    // The same slot again, and a second run at once: nothing more.
    expect(
      await Promise.all([sendDueReminders(db(), day(1, '12:00'), SIGN_BASE), sendDueReminders(db(), day(1, '12:00'), SIGN_BASE)]),
    ).toEqual([0, 0]);
    const [, reminder] = await mailTo('lukasz.r@example.test', 2);
    expect(reminder.subject).toBe('Please sign, Łukasz');
    expect(reminder.text).toContain('Your offer waits & needs you.');
    const [, newToken] = LINK.exec(reminder.text!)!;
    expect(newToken).not.toBe(oldToken);
    expect(
      (await t.app.inject({ url: `/offer/GetSignSetByToken?${partyQuery({ signSetId: Number(setId), signToken: newToken })}` })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ url: `/offer/GetSignSetByToken?${partyQuery({ signSetId: Number(setId), signToken: oldToken })}` })).statusCode,
    ).toBe(404);
    // Maria's turn has not come: no reminder. The next day's slot reminds Łukasz again, with the defaults for a party without its own text.
    expect(smtp.received.some((m) => toOf(m) === 'maria.r@example.test')).toBe(false);
    await db().query('delete from offer_reminder_parties where offer_id = $1', [o.offerId]);
    expect(await sendDueReminders(db(), day(2, '09:30'), SIGN_BASE)).toBe(1);
    const third = (await mailTo('lukasz.r@example.test', 3))[2];
    expect(third.subject).toBe(DEFAULT_REMINDER_SUBJECT);
    expect(third.text).toContain(DEFAULT_REMINDER_MESSAGE);
    // Reminders off: nothing.
    await db().query('update offers set send_reminder = false where id = $1', [o.offerId]);
    expect(await sendDueReminders(db(), day(5, '09:30'), SIGN_BASE)).toBe(0);
  });

  it('loses nothing across a restart: mail queued under a closed app is delivered once by the next app on the same database', async () => {
    // The test app's own worker stops first: were it running while the mail is queued, it could send some of it
    // before it closes (a race of the test's own making), and the next process would have less to deliver.
    await t.app.close();
    // An app without a worker queues the requests and closes with them still queued.
    const first = await buildAppOn(db(), { linkBaseUrl: LINK_BASE, signingLinkBaseUrl: SIGN_BASE });
    const before = smtp.received.length;
    const keys = ['restart-1', 'restart-2', 'restart-3'];
    for (const key of keys) await enqueueMail(db(), { to: `${key}@mail.example`, subject: key, text: key, key });
    await first.close();
    // No worker runs: the mail waits for the next process.
    await sleep(1000);
    expect(smtp.received.length).toBe(before);
    const next = await buildAppOn(db(), {
      linkBaseUrl: LINK_BASE,
      signingLinkBaseUrl: SIGN_BASE,
      mail: { worker: true, smtpUrl: smtp.url, pollingIntervalSeconds: 0.5, reminders: false },
    });
    try {
      for (const key of keys) await mailTo(`${key}@mail.example`);
      await sleep(1500);
      for (const key of keys) expect(smtp.received.filter((m) => toOf(m) === `${key}@mail.example`)).toHaveLength(1);
    } finally {
      await next.close();
    }
  });
});
