/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DocumentState, OfferStatus, SigningOrder } from '@offerdesk/shared/domain';
import { sha256Of } from '../../../files/documentStore';
import { generateSealKey } from '../../../pdf/sealPdf';
import { sealEarlierCompletedSets } from '../signSetSealing';
import { signingApp, typed, type ReadyOffer, type SignerLink } from '../../../__tests__/helpers/signingWorld';
import { ENGINES } from '../../../__tests__/helpers/testDb';

/** Runs pdfsig or pdftotext on the bytes (written to a temporary file); answers what it printed. */
function runOn(tool: 'pdfsig' | 'pdftotext', bytes: Uint8Array): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'offerdesk-download-'));
  const file = path.join(dir, 'file.pdf');
  fs.writeFileSync(file, bytes);
  try {
    const args = tool === 'pdftotext' ? ['-layout', '-enc', 'UTF-8', file, '-'] : [file];
    const res = spawnSync(tool, args, { encoding: 'utf8' });
    if (res.error) throw res.error;
    return `${res.stdout}${res.stderr}`;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** pdfsig's verdict on a sealed file: valid over the whole unchanged file (it exits 0 on a mismatch too). */
function expectSealed(bytes: Uint8Array) {
  const report = runOn('pdfsig', bytes);
  expect(report).toContain('Signature Validation: Signature is Valid.');
  expect(report).toContain('Total document signed');
  expect(report).not.toMatch(/Digest Mismatch|Not total document signed/);
}

/** The SHA-256 the certificate's text lists for each document name ('{name} · SHA-256 {hex}'). */
function listedHashes(certificateText: string): Map<string, string> {
  const flat = certificateText.replace(/\s+/g, ' ');
  return new Map([...flat.matchAll(/([^·]+?) · SHA-256 ([0-9a-f]{64})/g)].map((m) => [m[1].replace(/^.*Documents /, '').trim(), m[2]]));
}

// Sharing renders each document, signing stamps it and the last signature seals every copy, the package and the certificate.
jest.setTimeout(240_000);

describe.each(ENGINES)('downloads of signed documents on %s', (engine) => {
  const { t, readyOffer, share, linksTo, sign, partyQuery, view } = signingApp(engine);
  const download = (o: ReadyOffer, documentId: number) =>
    t.as('owner', { url: `/offer/DownloadOfferDocument?contractId=${o.contractId}&documentId=${documentId}` });
  const signerCopy = (c: SignerLink, documentId: number) =>
    t.app.inject({ url: `/offer/DownloadSignSetDocumentByParty?${partyQuery(c)}&documentId=${documentId}` });
  const names = async (o: ReadyOffer) =>
    new Map(
      (
        await t.testDb.db.query<{ id: number; name: string }>('select id, name from offer_documents where id = any($1::int[])', [
          o.documents,
        ])
      ).map((r) => [r.id, r.name]),
    );
  const offerStatus = async (offerId: number) =>
    (await t.testDb.db.one<{ statusId: number }>('select status_id as "statusId" from offers where id = $1', [offerId]))!.statusId;

  /** A ready offer whose address has a direction, a designator, a suffix and a state; shared one by one and signed by both buyers. */
  async function signedOffer(suffix: string) {
    const o = await readyOffer(suffix);
    await t.testDb.db.query('update offers set suffix_id = 8 where id = $1', [o.offerId]);
    const set = (await share(o, { signingOrder: SigningOrder.OneByOne })).json() as { id: number };
    const [first] = await linksTo(`lukasz.${suffix}@example.test`);
    expect((await sign(first, typed('Łukasz Buyer'))).statusCode).toBe(200);
    const [second] = await linksTo(`maria.${suffix}@example.test`);
    expect((await sign(second, typed('Maria Buyer'))).json().signSet.status).toBe(DocumentState.PendingSignature);
    // Signed but not stamped yet: nothing claims completion, and the copies served are the current ones.
    expect((await t.as('owner', { url: `/offer/DownloadOfferCertificate/${set.id}` })).statusCode).toBe(409);
    const current = await download(o, o.documents[0]);
    expect(Buffer.compare(current.rawPayload, (await signerCopy(second, o.documents[0])).rawPayload)).toBe(0);
    expect(runOn('pdfsig', current.rawPayload)).toContain('does not contain any signatures');
    expect(await t.stampSigned(set.id)).toEqual([set.id]);
    expect((await view(second)).json().signSet.status).toBe(DocumentState.Signed);
    return { o, set, first, second };
  }

  let completed: ReturnType<typeof signedOffer> | undefined;
  /** One offer signed by both buyers, shared by the tests that only read it. */
  const signedOnce = () => (completed ??= signedOffer('sd'));
  const certificateOfSet = async (signSetId: number) => {
    const cert = await t.as('owner', { url: `/offer/DownloadOfferCertificate/${signSetId}` });
    expect([cert.statusCode, cert.headers['content-type']]).toEqual([200, 'application/pdf']);
    return cert.rawPayload;
  };

  it("Download of a Signed document is, byte for byte, the sealed copy whose SHA-256 the certificate lists, from the menu and the signer's link alike", async () => {
    const { o, set, second } = await signedOnce();
    const listed = listedHashes(runOn('pdftotext', await certificateOfSet(set.id)));
    const docNames = await names(o);
    expect([...listed.keys()].sort()).toEqual([...docNames.values()].sort());
    for (const documentId of o.documents) {
      const res = await download(o, documentId);
      expect(res.statusCode).toBe(200);
      expect(sha256Of(res.rawPayload)).toBe(listed.get(docNames.get(documentId)!));
      expectSealed(res.rawPayload);
      // The signer's own link serves the same file.
      const mine = await signerCopy(second, documentId);
      expect(Buffer.compare(mine.rawPayload, res.rawPayload)).toBe(0);
    }
  });

  it('the certificate of completion prints the full property address: direction, street, designator, suffix, city, state and zip', async () => {
    const { set } = await signedOnce();
    const text = runOn('pdftotext', await certificateOfSet(set.id)).replace(/\s+/g, ' ');
    expect(text).toContain(`Sign set ${set.id} · 742 N Evergreen Dr SW, Springfield, IL 62704`);
  });

  it('the certificate download is sealed, and the same file each time', async () => {
    const { set } = await signedOnce();
    const cert = await certificateOfSet(set.id);
    expectSealed(cert);
    expect(sha256Of(await certificateOfSet(set.id))).toBe(sha256Of(cert));
  });

  it('while the set is being signed, Download is the copy with every signature stamped so far (what the signers see); before sharing and once voided, the document as filled', async () => {
    const o = await readyOffer('sp');
    const [documentId] = o.documents;
    const before = await download(o, documentId);
    expect(before.statusCode).toBe(200);
    expect(runOn('pdfsig', before.rawPayload)).toContain('does not contain any signatures');
    await share(o, { signingOrder: SigningOrder.OneByOne });
    const [first] = await linksTo('lukasz.sp@example.test');
    expect((await sign(first, typed('Łukasz Buyer'))).statusCode).toBe(200);
    // Until the signature is stamped, Download and the signer's link serve the copy as shared.
    const shared = await download(o, documentId);
    expect(Buffer.compare(shared.rawPayload, (await signerCopy(first, documentId)).rawPayload)).toBe(0);
    expect(await t.stampSigned()).toContain(first.signSetId);
    const during = await download(o, documentId);
    const stamped = await signerCopy(first, documentId);
    expect(stamped.statusCode).toBe(200);
    expect(sha256Of(during.rawPayload)).toBe(sha256Of(stamped.rawPayload));
    expect(sha256Of(during.rawPayload)).not.toBe(sha256Of(before.rawPayload));
    // Not sealed until every signer has signed.
    expect(runOn('pdfsig', during.rawPayload)).toContain('does not contain any signatures');
    // Voided, the set's stamps no longer stand: Download is the document as filled, not the stamped copy.
    const voided = await t.as('owner', {
      method: 'PUT',
      url: '/offer/voidDocuments',
      payload: { externalId: o.offerId, documentIds: o.documents, message: 'Wrong price' },
    });
    expect(voided.statusCode).toBe(200);
    expect(sha256Of((await download(o, documentId)).rawPayload)).not.toBe(sha256Of(stamped.rawPayload));
  });

  it('seals at start the sets completed before certificates were kept: their copies and a certificate listing them', async () => {
    const { o, set } = await signedOffer('sb');
    await t.testDb.db.query('update sign_sets set certificate_file_id = null where id = $1', [set.id]);
    expect((await t.as('owner', { url: `/offer/DownloadOfferCertificate/${set.id}` })).statusCode).toBe(409);
    expect(await sealEarlierCompletedSets(t.testDb.db, generateSealKey())).toEqual([set.id]);
    expect(await sealEarlierCompletedSets(t.testDb.db, generateSealKey())).toEqual([]);
    const cert = await t.as('owner', { url: `/offer/DownloadOfferCertificate/${set.id}` });
    expectSealed(cert.rawPayload);
    const listed = listedHashes(runOn('pdftotext', cert.rawPayload));
    const docNames = await names(o);
    for (const documentId of o.documents) {
      expect(sha256Of((await download(o, documentId)).rawPayload)).toBe(listed.get(docNames.get(documentId)!));
    }
  });

  it("voiding the offer's only open signing session moves it from 'Sent for Signature' to Voided with the void; another open session keeps it", async () => {
    const o = await readyOffer('sv');
    const [a, b] = o.documents;
    expect((await share(o, { documents: [a], signingOrder: SigningOrder.AllTogether })).statusCode).toBe(200);
    expect((await share(o, { documents: [b], signingOrder: SigningOrder.AllTogether })).statusCode).toBe(200);
    expect(await offerStatus(o.offerId)).toBe(OfferStatus.sentForSignatures);
    const voidDocs = (documentIds: number[]) =>
      t.as('owner', {
        method: 'PUT',
        url: '/offer/voidDocuments',
        payload: { externalId: o.offerId, documentIds, message: 'Wrong price' },
      });

    expect((await voidDocs([a])).json()).toEqual({ voided: 1 });
    expect(await offerStatus(o.offerId)).toBe(OfferStatus.sentForSignatures);

    expect((await voidDocs([b])).json()).toEqual({ voided: 1 });
    expect(await offerStatus(o.offerId)).toBe(OfferStatus.voided);
    const page = await t.as('owner', { url: `/offer/GetOfferDocumentsByExternalId/${o.offerId}` });
    expect(page.statusCode).toBe(200);
    const moves = await t.testDb.db.query<{ action: string; details: { to: number; signSetIds: number[] } }>(
      `select action, details from activities where offer_id = $1 and action in ('offer.voided', 'signSet.voided') order by id`,
      [o.offerId],
    );
    expect(moves.map((m) => m.action)).toEqual(['signSet.voided', 'signSet.voided', 'offer.voided']);
    expect(moves[2].details.to).toBe(OfferStatus.voided);
    // The documents may be shared again: the offer is Sent for Signature once more.
    expect((await share(o, { documents: [b], signingOrder: SigningOrder.AllTogether })).statusCode).toBe(200);
    expect(await offerStatus(o.offerId)).toBe(OfferStatus.sentForSignatures);
  });

  it('a void refused for a document with no open session writes nothing and leaves the offer as it was', async () => {
    const o = await readyOffer('sr');
    await share(o, { documents: [o.documents[0]], signingOrder: SigningOrder.AllTogether });
    const res = await t.as('owner', {
      method: 'PUT',
      url: '/offer/voidDocuments',
      payload: { externalId: o.offerId, documentIds: [o.documents[1]], message: 'x' },
    });
    expect(res.statusCode).toBe(409);
    expect(await offerStatus(o.offerId)).toBe(OfferStatus.sentForSignatures);
  });
});
