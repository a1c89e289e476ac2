/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
/*
 * The API killed with SIGKILL while the mail server holds its message without answering
 * (docs/deployment.md#faults): the restarted API takes back what the dead one held once its send
 * lease lapses, and every mail arrives once, within a minute of the server taking mail again. The
 * lease is shortened here (4 s, a heartbeat every second) so the test takes seconds; the default is
 * 30 s and 10 s. The API runs as a child process on a PGlite folder.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { enqueueMail } from '../../mail/enqueueMail';
import { startApiProcess, type ApiProcess } from '../helpers/apiProcess';
import { VALID_DRAFT } from '../helpers/drafts';
import { startSmtpPeer, toOf, type SmtpPeer } from '../helpers/smtpPeer';
import { createTestApp } from '../helpers/testApp';
import { until } from '../helpers/until';

jest.setTimeout(240_000);

describe('the API killed while the mail server holds its message', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'offerdesk-fault-send-'));
  let api: ApiProcess | undefined;
  let smtp: SmtpPeer | undefined;
  afterAll(async () => {
    await api?.kill();
    smtp?.hold(false);
    await smtp?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends every mail once, within a minute of the server taking mail again', async () => {
    // Three mails queued together (one batch for the worker), in the folder the API then opens.
    const t = await createTestApp('pglite', { pgliteDir: path.join(dataDir, 'pglite') });
    const bearer = `Bearer ${t.token('owner')}`;
    const offerId = (await t.as('owner', { method: 'POST', url: '/offer/createoffer', payload: VALID_DRAFT })).json().id as number;
    const addresses = ['held.0@mail.example', 'held.1@mail.example', 'held.2@mail.example'];
    await t.testDb.db.tx(async (tx) => {
      for (const to of addresses) await enqueueMail(tx, { to, subject: `For ${to}`, text: `Hello ${to}`, offerId, key: `held-${to}` });
    });
    await t.close();

    const env = {
      OFFERDESK_DATA_DIR: dataDir,
      SMTP_URL: '',
      OFFERDESK_MAIL_LEASE_SECONDS: '4',
      OFFERDESK_MAIL_HEARTBEAT_SECONDS: '1',
    };
    smtp = await startSmtpPeer({ holding: true });
    env.SMTP_URL = smtp.url;
    api = await startApiProcess(env);
    // The server has the first message's data and does not answer: the API is in the middle of sending.
    await until('the first message held by the server', () => smtp!.offered.length >= 1, 60_000);
    await api.kill();
    // The server drops the held message once it sees its sender gone (it never answered it), then takes mail again.
    await until('the server seeing the killed sender hang up', () => smtp!.heldOpen === 0, 30_000);
    smtp.hold(false);
    const acceptingSince = Date.now();

    api = await startApiProcess(env);
    await until('every mail delivered', () => addresses.every((a) => smtp!.received.some((m) => toOf(m) === a)), 90_000);
    const seconds = (Date.now() - acceptingSince) / 1000;
    console.log(`every mail delivered ${seconds.toFixed(1)} s after the server took mail again (restart included)`);
    expect(seconds).toBeLessThan(60);

    // Nothing is waiting any more; once the API stopped (no send in flight), each mail arrived exactly once.
    const waiting = async () =>
      ((await (await fetch(`${api!.url}/offer/GetWaitingMails/${offerId}`, { headers: { authorization: bearer } })).json()) as unknown[])
        .length;
    await until('the offer page lists none', async () => (await waiting()) === 0, 30_000);
    await api.stop();
    expect(smtp.received.map(toOf).sort()).toEqual([...addresses].sort());
    expect(new Set(smtp.received.map((m) => m.messageId)).size).toBe(addresses.length);
  });
});
