/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
import { createHash } from 'node:crypto';
import { PDFDocument, PDFStream } from 'pdf-lib';
import { configurePdfWork, DEFAULT_PDF_MAX_PAGES, pdfWorkSettings, startPdfPool } from '../pdfPool';
import { tooLongToReadMessage } from '../pdfCheck';
import { tooManyPagesMessage } from '../uploadedPdf';
import { pdfText } from '../../../../scripts/pdfText';
import { VALID_DRAFT } from '../../__tests__/helpers/drafts';
import { tablesFingerprint } from '../../__tests__/helpers/harness';
import { activeContentPdf, manyPagesPdf, multipartBody, samplePdf } from '../../__tests__/helpers/pdfSamples';
import { createTestApp, type TestApp } from '../../__tests__/helpers/testApp';
import { ENGINES } from '../../__tests__/helpers/testDb';

const DOC_TABLES = ['offer_documents', 'stored_files', 'contracts', 'activities'];

describe.each(ENGINES)('uploaded PDFs on %s', (engine) => {
  let t: TestApp;
  let huge: Buffer;
  beforeAll(async () => {
    t = await createTestApp(engine, { mlsListings: 3 });
    huge = await manyPagesPdf(20_000);
  }, 120_000);
  afterAll(() => t.close());

  const newOffer = async () => {
    const res = await t.as('owner', { method: 'POST', url: '/offer/createoffer', payload: VALID_DRAFT });
    expect(res.statusCode).toBe(200);
    return res.json() as { id: number; contractId: number };
  };
  const upload = (offerId: number, name: string, bytes: Buffer) =>
    t.as('owner', {
      method: 'POST',
      url: `/offer/AddOfferDocument?offerId=${offerId}`,
      ...multipartBody('file', name, 'application/pdf', bytes),
    });
  const fingerprint = () => tablesFingerprint(t.testDb.db, DOC_TABLES);

  it(`refuses a PDF of 20,000 pages with a 400 naming the file and the limit (${DEFAULT_PDF_MAX_PAGES} pages), storing nothing`, async () => {
    expect(huge.byteLength).toBeGreaterThan(1_000_000);
    const offer = await newOffer();
    const before = await fingerprint();
    const res = await upload(offer.id, 'Huge.pdf', huge);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ file: 'The PDF file has more than 500 pages; upload at most 500 pages.' });
    expect(await fingerprint()).toEqual(before);
  });

  it('takes its page limit from the settings (OFFERDESK_PDF_MAX_PAGES): at the limit stored, one page more refused', async () => {
    const offer = await newOffer();
    const limit = pdfWorkSettings().maxPages;
    configurePdfWork({ maxPages: 3 });
    try {
      expect((await upload(offer.id, 'Three.pdf', await manyPagesPdf(3))).statusCode).toBe(200);
      const before = await fingerprint();
      const res = await upload(offer.id, 'Four.pdf', await manyPagesPdf(4));
      expect([res.statusCode, res.json().fields]).toEqual([400, { file: tooManyPagesMessage(3) }]);
      expect(await fingerprint()).toEqual(before);
    } finally {
      configurePdfWork({ maxPages: limit });
    }
  });

  it('refuses a PDF its check cannot read within the budget (OFFERDESK_PDF_CHECK_SECONDS) with a 400 naming the file, storing nothing', async () => {
    const offer = await newOffer();
    const { checkSeconds } = pdfWorkSettings();
    // The 20,000-page file takes seconds to parse: far more than 50 ms.
    configurePdfWork({ checkSeconds: 0.05 });
    try {
      const before = await fingerprint();
      const res = await upload(offer.id, 'Huge.pdf', huge);
      expect([res.statusCode, res.json().fields]).toEqual([400, { file: tooLongToReadMessage(0.05) }]);
      expect(await fingerprint()).toEqual(before);
    } finally {
      configurePdfWork({ checkSeconds });
    }
    expect((await upload(offer.id, 'Sample.pdf', await samplePdf())).statusCode).toBe(200);
  });

  // How long a request waits behind another's PDF is a figure of the machine: `npm run bench -- pdf` prints it.
  // Here: the upload's parse is a task of the worker pool, and requests are answered while it runs.
  it('parses a 20,000-page upload in the PDF worker pool while /health keeps answering', async () => {
    const offer = await newOffer();
    const pool = startPdfPool();
    const before = pool.completed;
    let finished = false;
    const uploading = upload(offer.id, 'Huge.pdf', huge).finally(() => (finished = true));
    const health = await t.app.inject({ url: '/health' });
    expect(health.statusCode).toBe(200);
    expect(finished).toBe(false);
    expect((await uploading).statusCode).toBe(400);
    expect(pool.completed).toBeGreaterThan(before);
  });

  it('strips JavaScript, open and page actions, launch links, embedded files and file attachments before storing', async () => {
    const offer = await newOffer();
    const uploaded = await activeContentPdf('Seller disclosure');
    const res = await upload(offer.id, 'Disclosure.pdf', uploaded);
    expect(res.statusCode).toBe(200);
    const back = await t.as('owner', { url: `/offer/DownloadOfferDocument?contractId=${offer.contractId}&documentId=${res.json().id}` });
    expect(back.statusCode).toBe(200);
    const stored = back.rawPayload;
    expect(res.json().sha256).toBe(createHash('sha256').update(stored).digest('hex'));
    expect(res.json().sha256).not.toBe(createHash('sha256').update(uploaded).digest('hex'));
    const pdf = await PDFDocument.load(stored);
    const objects = pdf.context
      .enumerateIndirectObjects()
      .map(([, o]) => (o instanceof PDFStream ? o.dict.toString() : o.toString()))
      .join('\n');
    expect(objects).not.toMatch(/\/(OpenAction|AA|JS|JavaScript|Launch|EmbeddedFiles?|EF|FileAttachment)\b/);
    expect(objects).not.toContain('app.alert');
    expect(objects).not.toContain('.exe');
    // What the reader shows is kept: the page, its text, the (now inert) link.
    expect(pdf.getPageCount()).toBe(1);
    expect((await pdfText(stored)).pages[0]).toContain('Seller disclosure');
    expect(pdf.getPage(0).node.Annots()?.size()).toBe(1);
  });

  it('keeps a PDF without active content byte for byte', async () => {
    const offer = await newOffer();
    const bytes = await samplePdf();
    const res = await upload(offer.id, 'Plain.pdf', bytes);
    expect(res.json().sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
  });

  it('serves PDFs with nosniff and a Content-Disposition whose UTF-8 name is well-formed', async () => {
    const offer = await newOffer();
    const res = await upload(offer.id, "Seller's disclosure (final) – Łódź.pdf", await samplePdf());
    const download = await t.as('owner', {
      url: `/offer/DownloadOfferDocument?contractId=${offer.contractId}&documentId=${res.json().id}`,
    });
    expect([download.statusCode, download.headers['content-type'], download.headers['x-content-type-options']]).toEqual([
      200,
      'application/pdf',
      'nosniff',
    ]);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Seller's disclosure (final) _ __d_.pdf"; filename*=UTF-8''Seller%27s%20disclosure%20%28final%29%20%E2%80%93%20%C5%81%C3%B3d%C5%BA.pdf`,
    );
    const all = await t.as('owner', { url: `/offer/downloadAllDocuments/${offer.id}` });
    expect([all.statusCode, all.headers['x-content-type-options']]).toEqual([200, 'nosniff']);
    const objectId = (await t.testDb.db.one<{ objectId: string }>('select object_id as "objectId" from mls_listing_documents limit 1'))!
      .objectId;
    const mls = await t.app.inject({ url: `/mls/documents/${objectId}.pdf` });
    expect([mls.statusCode, mls.headers['content-type'], mls.headers['x-content-type-options']]).toEqual([
      200,
      'application/pdf',
      'nosniff',
    ]);
  });
});
