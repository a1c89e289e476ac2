/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
import type { VerifyResult } from '@offerdesk/shared/contract';
import { derGapPdf, zeroRunGapPdf } from '../../../__tests__/helpers/craftedInputs';
import { multipartBody, samplePdf } from '../../../__tests__/helpers/pdfSamples';
import { signingApp, typed } from '../../../__tests__/helpers/signingWorld';
import { ENGINES } from '../../../__tests__/helpers/testDb';
import { configurePdfWork, pdfWorkSettings, startPdfPool } from '../../../pdf/pdfPool';
import { generateSealKey, sealPdf } from '../../../pdf/sealPdf';
import { VERIFY_PER_ADDRESS_PER_MINUTE } from '../auditRoutes';
import { checkTooLongMessage } from '../verifyDocumentService';

jest.setTimeout(120_000);

describe.each(ENGINES)('the verify page’s check on %s', (engine) => {
  const { t, readyOffer, share, linksTo, signAndStamp: sign } = signingApp(engine);
  let address = 0;
  /** Each check from its own address, so the rate limit stays out of the way but where it is tested. */
  const verify = (bytes: Buffer, ip = `10.0.0.${++address}`, type = 'application/pdf') =>
    t.app.inject({ method: 'POST', url: '/verify/document', remoteAddress: ip, ...multipartBody('file', 'x.pdf', type, bytes) });
  const downloads: Record<string, Buffer> = {};
  let offerId = 0;
  let signSetId = 0;

  beforeAll(async () => {
    const o = await readyOffer('verify');
    offerId = o.offerId;
    signSetId = (await share(o)).json().id;
    await sign((await linksTo('lukasz.verify@example.test'))[0], typed('Łukasz Żółć'));
    await sign((await linksTo('maria.verify@example.test'))[0], typed('Maria Buyera'));
    for (const [name, url] of [
      ['certificate', `/offer/DownloadOfferCertificate/${signSetId}`],
      ['package', `/offer/DownloadOfferSignSet/${signSetId}`],
    ]) {
      const res = await t.as('owner', { url });
      expect(res.statusCode).toBe(200);
      downloads[name] = res.rawPayload;
    }
  });

  it.each(['certificate', 'package'])(
    'answers intact for the sealed %s, with its offer, sign set and when each signer signed',
    async (name) => {
      const res = await verify(downloads[name]);
      expect(res.statusCode).toBe(200);
      const body = res.json() as VerifyResult;
      expect(body).toMatchObject({
        verdict: 'intact',
        message: 'Sealed by this OfferDesk and unchanged since it was sealed.',
        sealedBy: expect.stringContaining('CN=OfferDesk document seal'),
        appendedBytes: 0,
        document: {
          kind: name === 'certificate' ? 'certificate' : 'signedDocument',
          offerId,
          signSetId,
          completedOn: expect.any(String),
        },
      });
      expect(body.sealedOn).toEqual(expect.any(String));
      expect(body.document!.signers.map((s) => [s.name.split(' ')[0], typeof s.signedOn])).toEqual([
        ['Łukasz', 'string'],
        ['Maria', 'string'],
      ]);
    },
  );

  it('answers changed for one changed byte and names bytes added after the seal, with nothing of the offer', async () => {
    const changed = Buffer.from(downloads.certificate);
    const at = changed.indexOf('stream') + 20;
    changed[at] = changed[at] ^ 0x01;
    const one = (await verify(changed)).json() as VerifyResult;
    expect(one).toMatchObject({ verdict: 'changed', document: null, sealedBy: expect.stringContaining('OfferDesk') });
    expect(one.message).toContain('content was changed');

    const appended = (await verify(Buffer.concat([downloads.certificate, Buffer.from('\n% more\n')]))).json() as VerifyResult;
    expect(appended).toMatchObject({ verdict: 'changed', appendedBytes: 8, document: null });
    expect(appended.message).toContain('8 bytes were added after the seal');
  });

  it('answers not ours for an unsealed PDF, a PDF sealed with another key, and junk; never an error', async () => {
    expect((await verify(await samplePdf())).json()).toMatchObject({ verdict: 'notOurs', document: null, sealedBy: null });
    const foreign = (await verify(await sealPdf(await samplePdf(), generateSealKey('Someone else')))).json() as VerifyResult;
    expect(foreign).toMatchObject({ verdict: 'notOurs', document: null, sealedBy: null });
    expect(foreign.message).toContain('CN=Someone else');
    for (const junk of [
      Buffer.from('not a pdf at all'),
      Buffer.from('%PDF-1.7\n/ByteRange [0 10 20 99999999] /Contents <zz>'),
      Buffer.from('%PDF-1.7\n/ByteRange [0 9 11 0]<00>'),
      Buffer.alloc(0),
    ]) {
      const res = await verify(junk);
      expect(res.statusCode).toBe(200);
      expect(res.json().verdict).toBe('notOurs');
    }
    const wrongField = await t.app.inject({
      method: 'POST',
      url: '/verify/document',
      ...multipartBody('other', 'x.pdf', 'application/pdf', Buffer.from('x')),
    });
    expect([wrongField.statusCode, wrongField.json().message]).toEqual([400, expect.stringContaining("'file'")]);
    const notMultipart = await t.app.inject({ method: 'POST', url: '/verify/document', payload: { file: 'x' } });
    expect(notMultipart.statusCode).toBe(400);
  });

  // Issue 36: a 64 KB file like this one held every route for seconds (time ×4 per doubling of its size).
  it('checks a 128 KB file whose signature gap is a run of 00 in the PDF worker pool, at once, while /health keeps answering', async () => {
    const crafted = zeroRunGapPdf(128 * 1024);
    const pool = startPdfPool();
    const completedBefore = pool.completed;
    const started = performance.now();
    let finished = false;
    const checking = verify(crafted).finally(() => (finished = true));
    // The longest the event loop went without answering /health while the file was checked.
    let longestWait = 0;
    let last = performance.now();
    while (!finished) {
      expect((await t.app.inject({ url: '/health' })).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 5));
      longestWait = Math.max(longestWait, performance.now() - last);
      last = performance.now();
    }
    const res = await checking;
    expect([res.statusCode, res.json().verdict]).toEqual([200, 'notOurs']);
    // Milliseconds of work, on a thread at a lower priority: the bounds leave room for a busy machine
    // (before the fix the file took 23 s, all of it on the event loop).
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(longestWait).toBeLessThan(2000);
    expect(pool.completed).toBeGreaterThan(completedBefore);
  });

  it('answers 422 naming the problem when a check runs past its time budget (OFFERDESK_PDF_CHECK_SECONDS), then checks as before', async () => {
    const { checkSeconds } = pdfWorkSettings();
    configurePdfWork({ checkSeconds: 0.001 });
    try {
      // A CMS of 85,000 DER elements to parse: far more than a millisecond of work.
      const res = await verify(derGapPdf(500 * 1024));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        code: 'check_too_long',
        message: checkTooLongMessage(0.001),
        fields: { file: checkTooLongMessage(0.001) },
      });
      expect(res.json().message).toMatch(/^OfferDesk could not check this file within 0.001 seconds and stopped/);
    } finally {
      configurePdfWork({ checkSeconds });
    }
    // The thread that ran past the budget was ended and replaced.
    expect((await verify(downloads.certificate)).json()).toMatchObject({ verdict: 'intact' });
  });

  it(`answers 429 after ${VERIFY_PER_ADDRESS_PER_MINUTE} checks a minute from one address, and not to another address`, async () => {
    const pdf = await samplePdf();
    for (let i = 0; i < VERIFY_PER_ADDRESS_PER_MINUTE; i++) expect((await verify(pdf, '10.9.9.9')).statusCode).toBe(200);
    const refused = await verify(pdf, '10.9.9.9');
    expect([refused.statusCode, refused.headers['retry-after']]).toEqual([429, expect.stringMatching(/^\d+$/)]);
    expect((await verify(pdf, '10.9.9.10')).statusCode).toBe(200);
  });
});
