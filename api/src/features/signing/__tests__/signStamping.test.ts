/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
/*
 * Stamping after the signature (docs/domain/signing.md#stamping-after-the-signature): the signature
 * answers with the signer signed and its marks kept, the stamping job stamps them and completes the
 * set, a rerun changes nothing, and a stamping that fails leaves nothing written and its marks pending.
 */
import { DocumentState, OfferStatus, SignerStatus, SigningOrder } from '@offerdesk/shared/domain';
import { tablesFingerprint } from '../../../__tests__/helpers/harness';
import { SIGN_TABLES, signingApp, signingWorld, typed, type SignerLink } from '../../../__tests__/helpers/signingWorld';
import { createTestApp, type TestApp } from '../../../__tests__/helpers/testApp';
import { ENGINES } from '../../../__tests__/helpers/testDb';
import { databaseDocumentStore } from '../../../files/documentStore';
import { agreeToSign } from '../../../__tests__/helpers/signingConsent';
import { stampPendingOfOffer } from '../signStamping';

// Sharing renders each document; the stamping stamps and seals them.
jest.setTimeout(120_000);

const STAMP_TABLES = [...SIGN_TABLES, 'sign_set_marks', 'offers'];

describe.each(ENGINES)('stamping after the signature on %s', (engine) => {
  const { t, readyOffer, share, linksTo, sign, view, partyQuery } = signingApp(engine);
  const db = () => t.testDb.db;
  const copies = (signSetId: number) =>
    db().query<{ documentId: number; fileId: number }>(
      'select offer_document_id as "documentId", file_id as "fileId" from sign_set_documents where sign_set_id = $1 order by sort_order',
      [signSetId],
    );
  const events = (signSetId: number, action: string) =>
    db().query<{ partyId: number; details: Record<string, unknown> }>(
      `select actor_party_id as "partyId", details from activities where action = $2 and details ->> 'signSetId' = $1 order by id`,
      [String(signSetId), action],
    );
  const pendingMarks = async (signSetId: number) =>
    (
      await db().query<{ partyId: number }>(
        'select party_id as "partyId" from sign_set_marks where sign_set_id = $1 and stamped_on is null order by id',
        [signSetId],
      )
    ).map((m) => m.partyId);
  const queuedJobs = async (signSetId: number) =>
    (await db().one<{ n: number }>(
      `select count(*)::int as n from ${db().jobSchema}.job where name = 'sign-set-stamp' and data ->> 'signSetId' = $1`,
      [String(signSetId)],
    ))!.n;

  async function sharedAllTogether(suffix: string) {
    const o = await readyOffer(suffix);
    const set = (await share(o, { signingOrder: SigningOrder.AllTogether })).json() as { id: number };
    const [lukasz] = await linksTo(`lukasz.${suffix}@example.test`);
    const [maria] = await linksTo(`maria.${suffix}@example.test`);
    return { o, set, lukasz, maria };
  }

  it('answers before stamping: the signer signed, its event and a queued job, its marks kept, the copies as shared until the job runs', async () => {
    const { o, set, lukasz } = await sharedAllTogether('q1');
    const shared = await copies(set.id);
    const res = await sign(lukasz, typed('Łukasz Queue'));
    expect(res.statusCode).toBe(200);
    expect(res.json().party).toMatchObject({ partyId: o.first, signStatus: SignerStatus.Signed });
    expect(res.json().signSet.status).toBe(DocumentState.PendingSignature);
    const [signed] = await events(set.id, 'signSet.signed');
    expect(signed.partyId).toBe(o.first);
    expect(signed.details).toMatchObject({ signSetId: set.id, signature: 'typed', initials: 'typed', userAgent: 'SignTest/1.0' });
    expect(signed.details).not.toHaveProperty('documents');
    expect(await events(set.id, 'signSet.stamped')).toEqual([]);
    expect(await copies(set.id)).toEqual(shared);
    expect(await pendingMarks(set.id)).toEqual([o.first]);
    expect(await queuedJobs(set.id)).toBe(1);
    // The signer's page says signed meanwhile.
    expect((await view(lukasz)).json().party.signStatus).toBe(SignerStatus.Signed);

    expect(await t.stampSigned(set.id)).toEqual([set.id]);
    const stamped = await copies(set.id);
    const [event] = await events(set.id, 'signSet.stamped');
    expect(event.partyId).toBe(o.first);
    const sha = await db().query<{ documentId: number; sha256: string }>(
      `select d.offer_document_id as "documentId", f.sha256 from sign_set_documents d join stored_files f on f.id = d.file_id
        where d.sign_set_id = $1 order by d.sort_order`,
      [set.id],
    );
    expect(event.details).toEqual({ signSetId: set.id, documents: sha });
    expect(stamped.map((c) => c.fileId)).not.toEqual(shared.map((c) => c.fileId));
    expect(await pendingMarks(set.id)).toEqual([]);
    // One signer of two: stamped, not completed.
    expect((await view(lukasz)).json().signSet.status).toBe(DocumentState.PendingSignature);
  });

  it("stamps an offer's pending marks (before sellers are seated), only that offer's", async () => {
    const a = await sharedAllTogether('q5a');
    const b = await sharedAllTogether('q5b');
    expect((await sign(a.lukasz, typed('Łukasz Queue'))).statusCode).toBe(200);
    expect((await sign(b.lukasz, typed('Łukasz Queue'))).statusCode).toBe(200);
    // One signer of two: nothing completes, so no seal is needed.
    const noSeal = () => {
      throw new Error('nothing completes here');
    };
    expect(await stampPendingOfOffer(db(), noSeal, a.o.offerId)).toEqual([a.set.id]);
    expect(await pendingMarks(a.set.id)).toEqual([]);
    expect(await pendingMarks(b.set.id)).toEqual([b.o.first]);
    expect(await stampPendingOfOffer(db(), noSeal, a.o.offerId)).toEqual([]);
  });

  it('the job stamps and completes the set; running it again changes nothing', async () => {
    const { o, set, lukasz, maria } = await sharedAllTogether('q2');
    expect((await sign(lukasz, typed('Łukasz Queue'))).statusCode).toBe(200);
    expect((await sign(maria, typed('Maria Queue'))).statusCode).toBe(200);
    // Every signer signed, nothing stamped: nothing claims completion.
    expect((await view(maria)).json().signSet.status).toBe(DocumentState.PendingSignature);
    expect(await events(set.id, 'signSet.completed')).toEqual([]);
    expect((await t.as('owner', { url: `/offer/DownloadOfferCertificate/${set.id}` })).statusCode).toBe(409);
    expect((await db().one<{ s: number }>('select status_id as s from offers where id = $1', [o.offerId]))!.s).toBe(
      OfferStatus.sentForSignatures,
    );

    expect(await t.stampSigned(set.id)).toEqual([set.id]);
    expect((await events(set.id, 'signSet.stamped')).map((e) => e.partyId)).toEqual([o.first, o.second]);
    expect(await events(set.id, 'signSet.completed')).toHaveLength(1);
    expect((await view(maria)).json().signSet.status).toBe(DocumentState.Signed);
    expect((await t.as('owner', { url: `/offer/DownloadOfferCertificate/${set.id}` })).statusCode).toBe(200);
    expect((await db().one<{ s: number }>('select status_id as s from offers where id = $1', [o.offerId]))!.s).toBe(
      OfferStatus.buyerSigned,
    );

    const before = await tablesFingerprint(db(), STAMP_TABLES);
    expect(await t.stampSigned(set.id)).toEqual([]);
    expect(await tablesFingerprint(db(), STAMP_TABLES)).toEqual(before);
  });

  it('a stamping that fails (a stored copy that is no PDF) writes nothing and leaves the marks pending; the retry stamps them', async () => {
    const { o, set, lukasz, maria } = await sharedAllTogether('q3');
    expect((await sign(lukasz, typed('Łukasz Queue'))).statusCode).toBe(200);
    expect((await sign(maria, typed('Maria Queue'))).statusCode).toBe(200);
    const [first] = await copies(set.id);
    const broken = (await databaseDocumentStore.put(db(), new Uint8Array(Buffer.from('not a pdf')), 'application/pdf')).id;
    await db().query('update sign_set_documents set file_id = $3 where sign_set_id = $1 and offer_document_id = $2', [
      set.id,
      first.documentId,
      broken,
    ]);
    const before = await tablesFingerprint(db(), STAMP_TABLES);
    await expect(t.stampSigned(set.id)).rejects.toThrow();
    expect(await tablesFingerprint(db(), STAMP_TABLES)).toEqual(before);
    expect(await pendingMarks(set.id)).toEqual([o.first, o.second]);

    await db().query('update sign_set_documents set file_id = $3 where sign_set_id = $1 and offer_document_id = $2', [
      set.id,
      first.documentId,
      first.fileId,
    ]);
    expect(await t.stampSigned(set.id)).toEqual([set.id]);
    expect(await pendingMarks(set.id)).toEqual([]);
    expect((await view(maria)).json().signSet.status).toBe(DocumentState.Signed);
  });

  it('refuses a drawn signature whose image cannot be read while the signer waits, writing nothing', async () => {
    const { lukasz } = await sharedAllTogether('q4');
    // A PNG signature and header whose image data is no zlib stream.
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(20, 0);
    ihdr.writeUInt32BE(10, 4);
    ihdr[8] = 8;
    const chunk = (type: string, data: Buffer) => {
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      return Buffer.concat([length, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]);
    };
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', Buffer.from('no zlib here')),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    expect(await agreeToSign((r) => t.app.inject(r), partyQuery(lukasz))).toBe(200);
    const before = await tablesFingerprint(db(), STAMP_TABLES);
    const res = await t.app.inject({
      method: 'POST',
      url: `/offer/SignDocumentsByParty?${partyQuery(lukasz)}`,
      payload: { signature: { type: 'drawn', value: `data:image/png;base64,${png.toString('base64')}` }, initials: typed('Ł Q').initials },
    });
    expect([res.statusCode, res.json().fields]).toEqual([400, { 'signature.value': 'The drawn signature is not a readable PNG image.' }]);
    expect(await tablesFingerprint(db(), STAMP_TABLES)).toEqual(before);
  });
});

describe.each(ENGINES)('stamping at once after the answer on %s', (engine) => {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(engine, { formTemplates: true, stamping: { atOnce: true } });
  }, 240_000);
  afterAll(() => app?.close());
  const { t, readyOffer, share, linksTo, sign, view } = signingWorld(() => app!);

  /** Waits (without stamping itself) until the set the link opens has the status. */
  async function until(link: SignerLink, status: number) {
    const deadline = Date.now() + 60_000;
    while ((await view(link)).json().signSet.status !== status && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    return (await view(link)).json().signSet.status;
  }

  it('two signers signing together are both stamped by the process that answered them, and the set completes', async () => {
    const o = await readyOffer('k1');
    const set = (await share(o, { signingOrder: SigningOrder.AllTogether })).json() as { id: number };
    const [lukasz] = await linksTo('lukasz.k1@example.test');
    const [maria] = await linksTo('maria.k1@example.test');
    const answers = await Promise.all([sign(lukasz, typed('Łukasz Kick')), sign(maria, typed('Maria Kick'))]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await until(maria, DocumentState.Signed)).toBe(DocumentState.Signed);
    const stamped = await t.testDb.db.query<{ partyId: number }>(
      `select actor_party_id as "partyId" from activities where action = 'signSet.stamped' and details ->> 'signSetId' = $1`,
      [String(set.id)],
    );
    expect(stamped.map((s) => s.partyId).sort()).toEqual([o.first, o.second].sort());
    // The queued jobs find nothing left to do.
    expect(await app!.stampSigned(set.id)).toEqual([]);
  });
});
