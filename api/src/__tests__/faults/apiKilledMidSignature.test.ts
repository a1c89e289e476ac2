/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
/*
 * The API killed with SIGKILL while it signs (docs/deployment.md#faults). A signature (the signer
 * signed, its marks kept, its event, its queued stamping job) is either wholly recorded or not at
 * all, and the signer can sign again; the stamping that follows the answer (docs/domain/signing.md,
 * "Stamping after the signature"), and the seal of the set that the last stamping completes, is
 * either wholly written (stamped copies, events, sealed package, certificate, notices) or not at
 * all, and a process killed after the signature committed leaves it to the next start, which stamps
 * it. The API runs as a child process on a PGlite folder; between runs the test opens that folder
 * itself, which also proves PGlite reopens after the kill.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DocumentState, SignerStatus, SigningOrder } from '@offerdesk/shared/domain';
import type { Db } from '../../db/db';
import { openPglite } from '../../db/pgliteDb';
import { COMPLETION_SUBJECT } from '../../mail/completionNotice';
import { sha256Of } from '../../files/documentStore';
import { startApiProcess, type ApiProcess } from '../helpers/apiProcess';
import { signingWorld, typed, type SignerLink } from '../helpers/signingWorld';
import { agreeToSignOver } from '../helpers/signingConsent';
import { createTestApp, type TestApp } from '../helpers/testApp';

jest.setTimeout(300_000);

const SIGN_ROUTE = /"route":"\/offer\/SignDocumentsByParty".*"msg":"incoming request"/;

/** What one signer's signature wrote, and what its stamping wrote. */
async function signatureOf(db: Db, signSetId: number, partyId: number) {
  const party = (await db.one<{ status: number; signedOn: Date | null }>(
    'select sign_status as status, signed_on as "signedOn" from sign_set_parties where sign_set_id = $1 and party_id = $2',
    [signSetId, partyId],
  ))!;
  const fields = (await db.one<{ filled: number; all: number }>(
    'select count(filled_on)::int as filled, count(*)::int as "all" from sign_set_fields where sign_set_id = $1 and party_id = $2',
    [signSetId, partyId],
  ))!;
  const events = (await db.one<{ n: number }>(
    `select count(*)::int as n from activities where action = 'signSet.signed' and actor_party_id = $2 and details ->> 'signSetId' = $1`,
    [String(signSetId), partyId],
  ))!.n;
  const marks = await db.query<{ stamped: boolean }>(
    'select stamped_on is not null as stamped from sign_set_marks where sign_set_id = $1 and party_id = $2',
    [signSetId, partyId],
  );
  const stamps = await db.query<{ documents: Array<{ documentId: number; sha256: string }> }>(
    `select details -> 'documents' as documents from activities
      where action = 'signSet.stamped' and actor_party_id = $2 and details ->> 'signSetId' = $1`,
    [String(signSetId), partyId],
  );
  return { signed: party.status === SignerStatus.Signed, signedOn: party.signedOn, fields, events, marks, stamps };
}

/** The stamping jobs queued for the set. */
const stampJobs = async (db: Db, signSetId: number) =>
  (await db.one<{ n: number }>(
    `select count(*)::int as n from ${db.jobSchema}.job where name = 'sign-set-stamp' and data ->> 'signSetId' = $1`,
    [String(signSetId)],
  ))!.n;

/** What completing (and sealing) the set wrote. */
async function completionOf(db: Db, signSetId: number, offerId: number) {
  const set = (await db.one<{ status: number; completedOn: Date | null; sealed: number | null; certificate: number | null }>(
    `select status_id as status, completed_on as "completedOn", sealed_file_id as sealed, certificate_file_id as certificate
       from sign_sets where id = $1`,
    [signSetId],
  ))!;
  const events = (await db.one<{ n: number }>(
    `select count(*)::int as n from activities where action = 'signSet.completed' and details ->> 'signSetId' = $1`,
    [String(signSetId)],
  ))!.n;
  const notices = (await db.one<{ n: number }>('select count(*)::int as n from outbox_emails where offer_id = $1 and subject = $2', [
    offerId,
    COMPLETION_SUBJECT,
  ]))!.n;
  return { ...set, events, notices };
}

/** Each document's copy in the set, and every stored file (a rolled-back signature leaves none behind). */
async function filesOf(db: Db, signSetId: number) {
  const copies = await db.query<{ documentId: number; fileId: number; sha256: string }>(
    `select d.offer_document_id as "documentId", d.file_id as "fileId", f.sha256
       from sign_set_documents d join stored_files f on f.id = d.file_id where d.sign_set_id = $1 order by d.sort_order`,
    [signSetId],
  );
  const stored = (await db.one<{ n: number }>('select count(*)::int as n from stored_files'))!.n;
  return { copies, stored };
}

describe('the API killed in the middle of a signature', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'offerdesk-fault-sign-'));
  const pgliteDir = path.join(dataDir, 'pglite');
  let t: TestApp | undefined;
  let api: ApiProcess | undefined;
  const { readyOffer, share, linksTo } = signingWorld(() => t!);
  afterAll(async () => {
    await api?.kill();
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Reads the folder the (stopped or killed) API left. */
  async function inspect<T>(read: (db: Db) => Promise<T>): Promise<T> {
    const db = await openPglite(pgliteDir);
    try {
      return await read(db);
    } finally {
      await db.close();
    }
  }
  const start = async () => (api = await startApiProcess({ OFFERDESK_DATA_DIR: dataDir }));
  const signOver = async (link: SignerLink, name: string) => {
    const query = `signSetId=${link.signSetId}&signToken=${link.signToken}`;
    expect(await agreeToSignOver(api!.url, query)).toBe(200);
    return fetch(`${api!.url}/offer/SignDocumentsByParty?${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(typed(name)),
    });
  };
  /** Sends the signature and kills the API `afterMs` after the request reached it (answered or not by then). */
  async function signAndKill(link: SignerLink, name: string, afterMs: number) {
    const since = api!.output().length;
    const answer = signOver(link, name).then(
      (r) => r.status,
      () => 'no answer' as const,
    );
    await api!.waitForOutput(SIGN_ROUTE, 60_000, since);
    await new Promise((r) => setTimeout(r, afterMs));
    await api!.kill();
    return answer;
  }

  /** Waits, through the signer's link on the running API, until the set has the status and the copy of the document differs from `than`. */
  async function untilStamped(link: SignerLink, documentId: number, than: string, status: number) {
    const query = `signSetId=${link.signSetId}&signToken=${link.signToken}`;
    const deadline = Date.now() + 120_000;
    for (;;) {
      const view = (await (await fetch(`${api!.url}/offer/GetSignSetByToken?${query}`)).json()) as { signSet: { status: number } };
      const copy = Buffer.from(
        await (await fetch(`${api!.url}/offer/DownloadSignSetDocumentByParty?${query}&documentId=${documentId}`)).arrayBuffer(),
      );
      if (view.signSet.status === status && sha256Of(copy) !== than) return;
      if (Date.now() > deadline) throw new Error(`set ${link.signSetId} not stamped within 120 s`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  /** What the folder holds of the set and the signer. */
  const stateOf = (setId: number, partyId: number, offerId: number) =>
    inspect(async (db) => ({
      sig: await signatureOf(db, setId, partyId),
      files: await filesOf(db, setId),
      done: await completionOf(db, setId, offerId),
      jobs: await stampJobs(db, setId),
    }));

  it('records a signature wholly or not at all, and its stamping and the seal of the completed set too; a signature committed before the kill is stamped on the next start', async () => {
    // The world, an offer and a set that asks both buyers at once, made in the folder the API then opens.
    t = await createTestApp('pglite', { formTemplates: true, pgliteDir });
    const o = await readyOffer('k');
    expect((await share(o, { signingOrder: SigningOrder.AllTogether })).statusCode).toBe(200);
    const [lukasz] = await linksTo('lukasz.k@example.test');
    const [maria] = await linksTo('maria.k@example.test');
    const setId = lukasz.signSetId;
    await t.close();
    t = undefined;
    const before = await inspect((db) => filesOf(db, setId));
    const shared = before.copies[0];

    // 1. Killed while it records the first signature (or stamps it right after the answer).
    await start();
    // The signature does no PDF work: it may have answered within the 30 ms, and then it is wholly recorded.
    const answer = await signAndKill(lukasz, 'Łukasz Buyerk', 30);
    expect(['no answer', 200]).toContain(answer);
    const first = await stateOf(setId, o.first, o.offerId);
    if (answer === 200) expect(first.sig.signed).toBe(true);
    if (first.sig.signed) expectSigned(first, before);
    else {
      expect(first.sig).toEqual({
        signed: false,
        signedOn: null,
        fields: { filled: 0, all: first.sig.fields.all },
        events: 0,
        marks: [],
        stamps: [],
      });
      expect([first.files, first.jobs]).toEqual([before, 0]);
    }

    // 2. The signer signs again on the next start (or finds it signed); the API is killed as soon as it answered.
    await start();
    expect((await signOver(lukasz, 'Łukasz Buyerk')).status).toBe(200);
    await api!.kill();
    expectSigned(await stateOf(setId, o.first, o.offerId), before);

    // 3. The next start stamps what the killed process left: one stamp, the set not complete.
    await start();
    await untilStamped(lukasz, shared.documentId, shared.sha256, DocumentState.PendingSignature);
    await api!.stop();
    const stamped = await stateOf(setId, o.first, o.offerId);
    expectSigned(stamped, before);
    expect(stamped.sig.marks).toEqual([{ stamped: true }]);
    expect(stamped.done).toEqual({
      status: DocumentState.PendingSignature,
      completedOn: null,
      sealed: null,
      certificate: null,
      events: 0,
      notices: 0,
    });

    // 4. The last signature (answered by then on any but a very busy machine); 150 ms after it reached the API, while its stamping stamps and seals the set, the API is killed.
    await start();
    const lastAnswer = await signAndKill(maria, 'Maria Buyerk', 150);
    expect(['no answer', 200]).toContain(lastAnswer);
    const last = await stateOf(setId, o.second, o.offerId);
    if (last.sig.signed) {
      expectSigned(last, stamped.files);
      if (last.done.status === DocumentState.Signed) expectCompleted(last);
      else expect(last.done).toEqual(stamped.done);
    } else {
      expect(lastAnswer).toBe('no answer');
      expect([last.sig.events, last.sig.fields.filled, last.sig.marks]).toEqual([0, 0, []]);
      expect([last.done, last.files]).toEqual([stamped.done, stamped.files]);
    }

    // 5. The next start stamps what is left (the last signer signing again changes nothing): the set completes once, sealed, with one certificate and one set of notices.
    await start();
    expect((await signOver(maria, 'Maria Buyerk')).status).toBe(200);
    await untilStamped(maria, shared.documentId, shared.sha256, DocumentState.Signed);
    await api!.stop();
    expectCompleted(await stateOf(setId, o.second, o.offerId));
  });
});

type State = {
  sig: Awaited<ReturnType<typeof signatureOf>>;
  files: Awaited<ReturnType<typeof filesOf>>;
  done: Awaited<ReturnType<typeof completionOf>>;
  jobs: number;
};

/** Signed once, with its marks and a queued job; stamped wholly (the copies its event names, until the completion seals them) or not at all (copies as `unstamped`). */
function expectSigned(s: State, unstamped: Awaited<ReturnType<typeof filesOf>>) {
  expect(s.sig.signed).toBe(true);
  expect(s.sig.fields.filled).toBe(s.sig.fields.all);
  expect(s.sig.events).toBe(1);
  expect(s.sig.marks).toHaveLength(1);
  expect(s.jobs).toBeGreaterThanOrEqual(1);
  if (!s.sig.marks[0].stamped) {
    expect(s.sig.stamps).toEqual([]);
    expect(s.files.copies).toEqual(unstamped.copies);
    return;
  }
  expect(s.sig.stamps).toHaveLength(1);
  if (s.done.status === DocumentState.Signed) return;
  for (const d of s.sig.stamps[0].documents) expect(s.files.copies.find((c) => c.documentId === d.documentId)?.sha256).toBe(d.sha256);
}

function expectCompleted(s: State) {
  expect(s.sig.signed).toBe(true);
  expect(s.sig.fields.filled).toBe(s.sig.fields.all);
  expect(s.sig.events).toBe(1);
  expect(s.sig.marks).toEqual([{ stamped: true }]);
  expect(s.sig.stamps).toHaveLength(1);
  expect(s.done.status).toBe(DocumentState.Signed);
  expect(s.done.completedOn).not.toBeNull();
  expect(s.done.sealed).not.toBeNull();
  expect(s.done.certificate).not.toBeNull();
  expect(s.done.events).toBe(1);
  // Łukasz, Maria and the owner.
  expect(s.done.notices).toBe(3);
}
