/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
import { deflateSync } from 'node:zlib';
import { DocumentState, OfferStatus, SignerStatus, SigningOrder } from '@offerdesk/shared/domain';
import { PDFDocument } from 'pdf-lib';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pdfText } from '../../../../../scripts/pdfText';
import { sha256Of } from '../../../files/documentStore';
import { DECLINED_MESSAGE, signingDate, VOIDED_MESSAGE } from '../partySigningService';
import { tablesFingerprint } from '../../../__tests__/helpers/harness';
import { SIGN_TABLES, signSetActions, signingApp, TWO_SIGNERS_COMPLETE, typed } from '../../../__tests__/helpers/signingWorld';
import { ENGINES } from '../../../__tests__/helpers/testDb';
import { agreeToSign } from '../../../__tests__/helpers/signingConsent';

const drawn = (png: Uint8Array) => ({ type: 'drawn', value: `data:image/png;base64,${Buffer.from(png).toString('base64')}` });

/** A PNG of the given size, one grey channel, every pixel dark. */
function png(width: number, height: number): Uint8Array {
  const crcTable = Array.from({ length: 256 }, (_v, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 0;
  const raw = Buffer.alloc((width + 1) * height, 0x20);
  for (let y = 0; y < height; y++) raw[y * (width + 1)] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// Sharing renders each document and signing stamps it: slower than a plain request on a busy machine.
jest.setTimeout(60_000);

describe.each(ENGINES)('signing through a link on %s', (engine) => {
  const { t, readyOffer, share, linksTo, view, sign, decline, partyQuery } = signingApp(engine);
  const setFile = async (signSetId: number, documentId: number) => {
    const row = await t.testDb.db.one<{ bytes: Uint8Array }>(
      'select f.bytes from sign_set_documents d join stored_files f on f.id = d.file_id where d.sign_set_id = $1 and d.offer_document_id = $2',
      [signSetId, documentId],
    );
    return new Uint8Array(row!.bytes);
  };

  it('signs one by one: the typed Unicode signature, initials and date land in the PDF, the event is recorded, then the second buyer is asked and completes the set', async () => {
    const o = await readyOffer('a');
    const set = (await share(o)).json();
    const [first] = await linksTo('lukasz.a@example.test');
    const early = await linksTo('maria.a@example.test');
    expect(early).toEqual([]);
    const res = await sign(first, typed('Łukasz Żółć'));
    expect(res.statusCode).toBe(200);
    expect((await t.testDb.db.one<{ s: number }>('select status_id as s from offers where id = $1', [o.offerId]))!.s).toBe(
      OfferStatus.sentForSignatures,
    );
    expect(res.json().party).toMatchObject({ partyId: o.first, signStatus: SignerStatus.Signed, isTurn: false });
    expect(res.json().signSet.status).toBe(DocumentState.PendingSignature);
    const pending = (await t.as('owner', { url: `/offer/GetOfferDocumentsByExternalId/${o.offerId}` }))
      .json()
      .map((d: { status: string }) => d.status);
    expect(pending).toEqual(o.documents.map(() => 'PendingSignature'));

    // The signature answered before any stamping: the copy is the one shared until the stamping runs.
    const shared = await setFile(set.id, o.documents[0]);
    expect((await pdfText(shared)).pages.join('\n')).not.toContain('Łukasz Żółć');
    expect(await t.stampSigned(set.id)).toEqual([set.id]);
    const pdf = await setFile(set.id, o.documents[0]);
    const text = (await pdfText(pdf)).pages.join('\n');
    expect(text).toContain('Łukasz Żółć');
    expect(text).toContain(signingDate(new Date()));
    const fields = (await PDFDocument.load(pdf))
      .getForm()
      .getFields()
      .map((f) => f.getName());
    expect(fields).not.toContain('Signature.Buyer1');
    expect(fields).toContain('Signature.Buyer2');

    const event = await t.testDb.db.one<{ details: Record<string, unknown>; createdOn: Date }>(
      `select details, created_on as "createdOn" from activities where offer_id = $1 and action = 'signSet.signed'`,
      [o.offerId],
    );
    expect(event!.details).toMatchObject({ signSetId: set.id, userAgent: 'SignTest/1.0', signature: 'typed' });
    expect(typeof event!.details.ip).toBe('string');

    const [second] = await linksTo('maria.a@example.test');
    expect(second.signSetId).toBe(set.id);
    const done = await sign(second, { signature: drawn(png(200, 60)), initials: drawn(png(40, 20)) });
    expect(done.statusCode).toBe(200);
    // Signed, not completed: the set completes once the last signature is stamped.
    expect(done.json().party.signStatus).toBe(SignerStatus.Signed);
    expect(done.json().signSet.status).toBe(DocumentState.PendingSignature);
    const offerStatus = async () =>
      (await t.testDb.db.one<{ s: number }>('select status_id as s from offers where id = $1', [o.offerId]))!.s;
    expect(await offerStatus()).toBe(OfferStatus.sentForSignatures);
    expect(await t.stampSigned(set.id)).toEqual([set.id]);
    expect((await view(second)).json().signSet.status).toBe(DocumentState.Signed);
    // Every buyer signed the sent offer: it is Buyer Signed now, with its activity.
    expect(await offerStatus()).toBe(OfferStatus.buyerSigned);
    expect(
      await t.testDb.db.one(`select id from activities where offer_id = $1 and action = 'offer.signedByBuyers'`, [o.offerId]),
    ).toBeDefined();
    const left = (await PDFDocument.load(await setFile(set.id, o.documents[0])))
      .getForm()
      .getFields()
      .map((f) => f.getName());
    expect(left.filter((n) => /^(Signature|Initials|Date)\.Buyer[12]/.test(n))).toEqual([]);
    expect(await signSetActions(t.testDb.db, o.offerId)).toEqual(TWO_SIGNERS_COMPLETE);

    const statuses = (await t.as('owner', { url: `/offer/GetOfferDocumentsByExternalId/${o.offerId}` }))
      .json()
      .map((d: { status: string }) => d.status);
    expect(statuses).toEqual(o.documents.map(() => 'Signed'));

    // The certificate lists every signer and event; the set downloads as one PDF with both signatures.
    const cert = await t.as('owner', { url: `/offer/DownloadOfferCertificate/${set.id}` });
    expect([cert.statusCode, cert.headers['content-type']]).toEqual([200, 'application/pdf']);
    const certText = (await pdfText(cert.rawPayload)).pages.join('\n');
    for (const text of [
      'Certificate of Completion',
      'Łukasz Buyera',
      'Maria Buyera',
      'Shared for signature',
      'Completed by every signer',
      'IP 127.0.0.1 · SignTest/1.0',
      'lukasz.a@example.test · Signed',
      'maria.a@example.test · Signed',
    ]) {
      expect(certText).toContain(text);
    }
    expect(certText.match(/· Signed · (Łukasz|Maria) Buyera/g)?.length).toBe(2);
    const whole = await t.as('owner', { url: `/offer/DownloadOfferSignSet/${set.id}` });
    expect(whole.statusCode).toBe(200);
    // The download is the sealed package, byte for byte as stored with its SHA-256, and pdfsig accepts it.
    const sealed = await t.testDb.db.one<{ sha256: string; details: { sealedSha256: string } }>(
      `select f.sha256, a.details from sign_sets s join stored_files f on f.id = s.sealed_file_id
         join activities a on a.offer_id = s.offer_id and a.action = 'signSet.completed' where s.id = $1`,
      [set.id],
    );
    expect(sha256Of(whole.rawPayload)).toBe(sealed!.sha256);
    expect(sealed!.details.sealedSha256).toBe(sealed!.sha256);
    const file = path.join(os.tmpdir(), `offerdesk-sealed-${engine}-${set.id}.pdf`);
    fs.writeFileSync(file, whole.rawPayload);
    const report = spawnSync('pdfsig', [file], { encoding: 'utf8' }).stdout;
    fs.rmSync(file);
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Total document signed');
    const parts = await Promise.all(o.documents.map(async (d) => (await PDFDocument.load(await setFile(set.id, d))).getPageCount()));
    expect((await PDFDocument.load(whole.rawPayload)).getPageCount()).toBe(parts.reduce((a, b) => a + b, 0));
    expect((await pdfText(whole.rawPayload)).pages.join('\n')).toContain('Łukasz Żółć');
    expect((await t.as('other', { url: `/offer/DownloadOfferCertificate/${set.id}` })).statusCode).toBe(404);
    expect((await t.as('other', { url: `/offer/DownloadOfferSignSet/${set.id}` })).statusCode).toBe(404);
  });

  it('keeps a second signing idempotent, and refuses a signer whose turn has not come, a voided set and a declined signer', async () => {
    const o = await readyOffer('b');
    const set = (await share(o, { signingOrder: SigningOrder.OneByOne })).json();
    const [first] = await linksTo('lukasz.b@example.test');
    expect((await sign(first, typed('Łukasz B'))).statusCode).toBe(200);
    const before = await tablesFingerprint(t.testDb.db, SIGN_TABLES);
    const again = await sign(first, typed('Someone Else'));
    expect([again.statusCode, again.json().party.signStatus]).toEqual([200, SignerStatus.Signed]);
    expect(await tablesFingerprint(t.testDb.db, SIGN_TABLES)).toEqual(before);

    const later = await readyOffer('c');
    await share(later, { parties: [{ partyId: later.first }, { partyId: later.second }] });
    const [c1] = await linksTo('lukasz.c@example.test');
    const declined = await decline(c1, 'Price too high');
    expect([declined.statusCode, declined.json().party.signStatus, declined.json().signSet.status]).toEqual([
      200,
      SignerStatus.Declined,
      DocumentState.DeclinedToSign,
    ]);
    const afterDecline = await sign(c1, typed('Łukasz C'));
    expect([afterDecline.statusCode, afterDecline.json().message]).toEqual([409, DECLINED_MESSAGE]);
    const reason = await t.testDb.db.one<{ details: { reason: string } }>(
      `select details from activities where offer_id = $1 and action = 'signSet.declined'`,
      [later.offerId],
    );
    expect(reason!.details.reason).toBe('Price too high');

    const voidable = await readyOffer('d');
    await share(voidable, { signingOrder: SigningOrder.AllTogether });
    const [d1] = await linksTo('lukasz.d@example.test');
    const [d2] = await linksTo('maria.d@example.test');
    await t.as('owner', {
      method: 'PUT',
      url: '/offer/voidDocuments',
      payload: { externalId: voidable.offerId, documentIds: voidable.documents, message: 'Terms changed' },
    });
    const refused = await sign(d1, typed('Łukasz D'));
    expect([refused.statusCode, refused.json().message]).toEqual([409, VOIDED_MESSAGE]);
    expect((await decline(d2, 'no')).statusCode).toBe(409);
    const early = await t.as('owner', { url: `/offer/DownloadOfferCertificate/${set.id}` });
    expect(early.statusCode).toBe(409);
  });

  it('refuses bad drawings and blank typed marks with a 400 naming the field, writing nothing; a later turn holds no link until its turn', async () => {
    const o = await readyOffer('e');
    await share(o, { signingOrder: SigningOrder.AllTogether });
    const [m] = await linksTo('maria.e@example.test');
    expect(await agreeToSign((r) => t.app.inject(r), partyQuery(m))).toBe(200);
    const before = await tablesFingerprint(t.testDb.db, SIGN_TABLES);
    const cases: Array<[object, string]> = [
      [{ signature: { type: 'drawn', value: 'data:image/jpeg;base64,AAAA' }, initials: typed('A B').initials }, 'signature.value'],
      [
        {
          signature: { type: 'drawn', value: `data:image/png;base64,${Buffer.from('not a png at all, not at all').toString('base64')}` },
          initials: typed('A B').initials,
        },
        'signature.value',
      ],
      [{ signature: drawn(png(3000, 10)), initials: typed('A B').initials }, 'signature.value'],
      [
        {
          signature: { type: 'drawn', value: `data:image/png;base64,${Buffer.alloc(300 * 1024, 1).toString('base64')}` },
          initials: typed('A B').initials,
        },
        'signature.value',
      ],
      [{ signature: typed('A B').signature, initials: { type: 'typed', value: '   ' } }, 'initials.value'],
    ];
    for (const [payload, field] of cases) {
      const res = await sign(m, payload);
      expect([res.statusCode, Object.keys(res.json().fields ?? {})]).toEqual([400, [field]]);
    }
    expect(await tablesFingerprint(t.testDb.db, SIGN_TABLES)).toEqual(before);

    const oneByOne = await readyOffer('f');
    const set = (await share(oneByOne)).json();
    // Maria's turn has not come: she holds no link yet, and her first link only comes once Łukasz signed.
    expect(await linksTo('maria.f@example.test')).toEqual([]);
    const [f1] = await linksTo('lukasz.f@example.test');
    expect((await view(f1)).json().party.isTurn).toBe(true);
    expect(set.parties.map((p: { signOrder: number }) => p.signOrder)).toEqual([1, 2]);
  });

  it('lands two signatures made at the same moment (all together): both signers signed, both stamps in the one PDF', async () => {
    const o = await readyOffer('g');
    const set = (await share(o, { signingOrder: SigningOrder.AllTogether })).json();
    const [a] = await linksTo('lukasz.g@example.test');
    const [b] = await linksTo('maria.g@example.test');
    const [ra, rb] = await Promise.all([sign(a, typed('Łukasz Gee')), sign(b, typed('Maria Gee'))]);
    expect([ra.statusCode, rb.statusCode]).toEqual([200, 200]);
    const signed = (await view(a)).json().signSet;
    expect([signed.status, signed.parties.map((p: { signStatus: number }) => p.signStatus)]).toEqual([
      DocumentState.PendingSignature,
      [SignerStatus.Signed, SignerStatus.Signed],
    ]);
    // One stamping stamps both signatures, in the order they signed, and completes the set.
    expect(await t.stampSigned(set.id)).toEqual([set.id]);
    const stamped = await t.testDb.db.query<{ partyId: number }>(
      `select actor_party_id as "partyId" from activities where action = 'signSet.stamped' and details ->> 'signSetId' = $1 order by id`,
      [String(set.id)],
    );
    expect(stamped.map((s) => s.partyId).sort()).toEqual([o.first, o.second].sort());
    const final = (await view(a)).json().signSet;
    expect(final.status).toBe(DocumentState.Signed);
    expect(final.parties.map((p: { signStatus: number }) => p.signStatus)).toEqual([SignerStatus.Signed, SignerStatus.Signed]);
    const text = (await pdfText(await setFile(set.id, o.documents[0]))).pages.join('\n');
    expect(text).toContain('Łukasz Gee');
    expect(text).toContain('Maria Gee');
  });
});
