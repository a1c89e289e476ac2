/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
/*
 * The API killed with SIGKILL while it signs (docs/deployment.md#faults): a signature, and the
 * seal of the set that the last signature completes, is either wholly recorded (stamped copies,
 * filled fields, signer status, events, sealed package, certificate, notices) or not at all, and
 * the signer can sign again. The API runs as a child process on a PGlite folder; between runs the
 * test opens that folder itself, which also proves PGlite reopens after the kill.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DocumentState, SignerStatus, SigningOrder } from '@offerdesk/shared/domain';
import type { Db } from '../../db/db';
import { openPglite } from '../../db/pgliteDb';
import { COMPLETION_SUBJECT } from '../../mail/completionNotice';
import { startApiProcess, type ApiProcess } from '../helpers/apiProcess';
import { signingWorld, typed, type SignerLink } from '../helpers/signingWorld';
import { agreeToSignOver } from '../helpers/signingConsent';
import { createTestApp, type TestApp } from '../helpers/testApp';

jest.setTimeout(300_000);

const SIGN_ROUTE = /"route":"\/offer\/SignDocumentsByParty".*"msg":"incoming request"/;

/** What one signer's signature wrote. */
async function signatureOf(db: Db, signSetId: number, partyId: number) {
  const party = (await db.one<{ status: number; signedOn: Date | null }>(
    'select sign_status as status, signed_on as "signedOn" from sign_set_parties where sign_set_id = $1 and party_id = $2',
    [signSetId, partyId],
  ))!;
  const fields = (await db.one<{ filled: number; all: number }>(
    'select count(filled_on)::int as filled, count(*)::int as "all" from sign_set_fields where sign_set_id = $1 and party_id = $2',
    [signSetId, partyId],
  ))!;
  const events = await db.query<{ documents: Array<{ documentId: number; sha256: string }> }>(
    `select details -> 'documents' as documents from activities
      where action = 'signSet.signed' and actor_party_id = $2 and details ->> 'signSetId' = $1`,
    [String(signSetId), partyId],
  );
  return { signed: party.status === SignerStatus.Signed, signedOn: party.signedOn, fields, events };
}

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
  /** Sends the signature and kills the API `afterMs` after the request reached it, before it answered. */
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

  it('records a signature and the seal of the completed set wholly or not at all, and the signer signs again', async () => {
    // The world, an offer and a set that asks both buyers at once, made in the folder the API then opens.
    t = await createTestApp('pglite', { formTemplates: true, pgliteDir });
    const o = await readyOffer('k');
    expect((await share(o, { signingOrder: SigningOrder.AllTogether })).statusCode).toBe(200);
    const [lukasz] = await linksTo('lukasz.k@example.test');
    const [maria] = await linksTo('maria.k@example.test');
    const setId = lukasz.signSetId;
    await t.close();
    t = undefined;

    // 1. Killed while it stamps the first signature.
    const before = await inspect((db) => filesOf(db, setId));
    await start();
    expect(await signAndKill(lukasz, 'Łukasz Buyerk', 30)).toBe('no answer');
    const first = await inspect(async (db) => ({ sig: await signatureOf(db, setId, o.first), files: await filesOf(db, setId) }));
    if (first.sig.signed) {
      expect(first.sig.fields.filled).toBe(first.sig.fields.all);
      expect(first.sig.events).toHaveLength(1);
      for (const d of first.sig.events[0].documents)
        expect(first.files.copies.find((c) => c.documentId === d.documentId)?.sha256).toBe(d.sha256);
    } else {
      expect(first.sig).toEqual({ signed: false, signedOn: null, fields: { filled: 0, all: first.sig.fields.all }, events: [] });
      expect(first.files).toEqual(before);
    }

    // 2. The signer signs again on the next start; then the last signature, which seals the set, is killed.
    await start();
    expect((await signOver(lukasz, 'Łukasz Buyerk')).status).toBe(200);
    await api!.stop();
    const signedOnce = await inspect(async (db) => ({
      sig: await signatureOf(db, setId, o.first),
      files: await filesOf(db, setId),
      done: await completionOf(db, setId, o.offerId),
    }));
    expect(signedOnce.sig.signed).toBe(true);
    expect(signedOnce.sig.fields.filled).toBe(signedOnce.sig.fields.all);
    expect(signedOnce.sig.events).toHaveLength(1);
    expect(signedOnce.done).toEqual({
      status: DocumentState.PendingSignature,
      completedOn: null,
      sealed: null,
      certificate: null,
      events: 0,
      notices: 0,
    });
    await start();
    expect(await signAndKill(maria, 'Maria Buyerk', 150)).toBe('no answer');
    const last = await inspect(async (db) => ({
      sig: await signatureOf(db, setId, o.second),
      files: await filesOf(db, setId),
      done: await completionOf(db, setId, o.offerId),
    }));
    if (last.sig.signed) expectCompleted(last);
    else {
      expect(last.sig.events).toEqual([]);
      expect(last.sig.fields.filled).toBe(0);
      expect(last.done).toEqual(signedOnce.done);
      expect(last.files).toEqual(signedOnce.files);
    }

    // 3. The last signer signs again: the set completes once, sealed, with one certificate and one set of notices.
    await start();
    expect((await signOver(maria, 'Maria Buyerk')).status).toBe(200);
    await api!.stop();
    expectCompleted(
      await inspect(async (db) => ({
        sig: await signatureOf(db, setId, o.second),
        files: await filesOf(db, setId),
        done: await completionOf(db, setId, o.offerId),
      })),
    );
  });
});

function expectCompleted(s: { sig: Awaited<ReturnType<typeof signatureOf>>; done: Awaited<ReturnType<typeof completionOf>> }) {
  expect(s.sig.signed).toBe(true);
  expect(s.sig.fields.filled).toBe(s.sig.fields.all);
  expect(s.sig.events).toHaveLength(1);
  expect(s.done.status).toBe(DocumentState.Signed);
  expect(s.done.completedOn).not.toBeNull();
  expect(s.done.sealed).not.toBeNull();
  expect(s.done.certificate).not.toBeNull();
  expect(s.done.events).toBe(1);
  // Łukasz, Maria and the owner.
  expect(s.done.notices).toBe(3);
}
