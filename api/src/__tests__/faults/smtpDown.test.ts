/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
/*
 * The mail server down for a while (docs/deployment.md#faults): the API keeps every mail queued,
 * the offer page lists them as still waiting, and once the server takes mail again each goes out
 * exactly once. The API runs as a child process (its real entry) with SMTP_URL at a real SMTP
 * peer that answers 421 to every connection until the test lets it accept.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { enqueueMail } from '../../mail/enqueueMail';
import { startApiProcess, type ApiProcess } from '../helpers/apiProcess';
import { VALID_DRAFT } from '../helpers/drafts';
import { startSmtpPeer, toOf, type SmtpPeer } from '../helpers/smtpPeer';
import { createTestApp } from '../helpers/testApp';

jest.setTimeout(240_000);

const until = async (what: string, check: () => boolean | Promise<boolean>, ms: number) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
};

describe('the mail server down for a while', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'offerdesk-fault-smtp-'));
  let api: ApiProcess | undefined;
  let smtp: SmtpPeer | undefined;
  afterAll(async () => {
    await api?.kill();
    await smtp?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every mail waiting, lists it on the offer page, and sends each once when the server is back', async () => {
    // An offer with six mails queued (as its sharing would queue them), in the folder the API then opens.
    const t = await createTestApp('pglite', { pgliteDir: path.join(dataDir, 'pglite') });
    const bearer = `Bearer ${t.token('owner')}`;
    const offerId = (await t.as('owner', { method: 'POST', url: '/offer/createoffer', payload: VALID_DRAFT })).json().id as number;
    const addresses = Array.from({ length: 6 }, (_, i) => `waiting.${i}@mail.example`);
    for (const to of addresses)
      await enqueueMail(t.testDb.db, { to, subject: `For ${to}`, text: `Hello ${to}`, offerId, key: `down-${to}` });
    await t.close();

    smtp = await startSmtpPeer({ refusing: true });
    api = await startApiProcess({ OFFERDESK_DATA_DIR: dataDir, SMTP_URL: smtp.url });
    const waiting = async () =>
      (await (await fetch(`${api!.url}/offer/GetWaitingMails/${offerId}`, { headers: { authorization: bearer } })).json()) as Array<{
        to: string;
        attempts: number;
      }>;

    // Every mail was tried and refused: it stays queued and the offer page lists it.
    // A mail is listed only once it is late (tried and not sent), so all six must be there, each tried.
    await until(
      'every mail tried once and listed',
      async () => {
        const listed = await waiting();
        return listed.length === addresses.length && listed.every((m) => m.attempts >= 1);
      },
      60_000,
    );
    expect(smtp.refused).toBeGreaterThanOrEqual(1);
    expect(smtp.received).toEqual([]);
    expect((await waiting()).map((m) => m.to)).toEqual(addresses);

    // The server is back: the queue's next try sends each mail, once.
    smtp.refuse(false);
    await until('every mail delivered', () => addresses.every((a) => smtp!.received.some((m) => toOf(m) === a)), 90_000);
    await until('the offer page lists none', async () => (await waiting()).length === 0, 10_000);
    await new Promise((r) => setTimeout(r, 3000));
    expect(smtp.received.map(toOf).sort()).toEqual([...addresses].sort());
    expect(new Set(smtp.received.map((m) => m.messageId)).size).toBe(addresses.length);
    await api.stop();
  });
});
