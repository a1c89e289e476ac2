/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
import { PDFDocument } from 'pdf-lib';
import { createTestApp, type TestApp } from '../../../__tests__/helpers/testApp';
import { ENGINES } from '../../../__tests__/helpers/testDb';
import { VALID_DRAFT } from '../../../__tests__/helpers/drafts';
import { manyPagesPdf, multipartBody } from '../../../__tests__/helpers/pdfSamples';
import { databaseDocumentStore } from '../../../files/documentStore';

/** Seed 001 §3 (document viewer: the page count of each document); docs/domain/documents.md, "Page count". */
describe.each(ENGINES)('the page count of each document on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { formTemplates: true });
  }, 90_000);
  afterAll(() => t.close());

  const newOffer = async () => {
    const res = await t.as('owner', { method: 'POST', url: '/offer/createoffer', payload: VALID_DRAFT });
    expect(res.statusCode).toBe(200);
    return res.json() as { id: number; contractId: number };
  };
  type Listed = { id: number; name: string; pageCount: number | null };
  const offerDocs = async (offerId: number) =>
    (await t.as('owner', { url: `/offer/GetOfferDocumentsByExternalId/${offerId}` })).json() as Listed[];
  const contractDocs = async (contractId: number) =>
    (await t.as('owner', { url: `/offer/getOfferDocumentsBySale/${contractId}` })).json() as Listed[];
  const storedCount = async (documentId: number) =>
    (await t.testDb.db.one<{ pageCount: number | null }>(
      `select sf.page_count as "pageCount" from offer_documents od
         left join document_templates dt on dt.id = od.document_template_id
         join stored_files sf on sf.id = coalesce(od.file_id, dt.file_id) where od.id = $1`,
      [documentId],
    ))!.pageCount;

  it('stores the page count of an uploaded PDF and answers it in the offer and contract lists', async () => {
    const offer = await newOffer();
    const up = await t.as('owner', {
      method: 'POST',
      url: `/offer/AddOfferDocument?offerId=${offer.id}`,
      ...multipartBody('file', 'Inspection Report.pdf', 'application/pdf', await manyPagesPdf(3)),
    });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toMatchObject({ name: 'Inspection Report', pageCount: 3 });
    expect(await storedCount(up.json().id)).toBe(3);
    const contractId = (await t.testDb.db.one<{ id: number }>('select id from contracts where external_id = $1', [offer.id]))!.id;
    expect((await offerDocs(offer.id)).map((d) => [d.name, d.pageCount])).toEqual([['Inspection Report', 3]]);
    expect((await contractDocs(contractId)).map((d) => [d.name, d.pageCount])).toEqual([['Inspection Report', 3]]);
  });

  it('counts a template document, and a file stored before the count was kept, on the first read and keeps the count', async () => {
    const offer = await newOffer();
    const rpa = (await t.as('owner', { url: '/Offer/GetDocumentsByPropertyType?propertyTypeId=1' }))
      .json()
      .documents.find((d: { name: string }) => d.name === 'Residential Purchase Agreement') as { id: number };
    const added = await t.as('owner', {
      method: 'POST',
      url: '/offer/adddocuments',
      payload: { offerId: offer.id, documentTemplateIds: [rpa.id], mlsDocuments: [] },
    });
    expect(added.statusCode).toBe(200);
    const [doc] = await offerDocs(offer.id);
    const templateFile = (await t.testDb.db.one<{ fileId: number }>(
      'select dt.file_id as "fileId" from offer_documents od join document_templates dt on dt.id = od.document_template_id where od.id = $1',
      [doc.id],
    ))!.fileId;
    const truth = (await PDFDocument.load((await databaseDocumentStore.get(t.testDb.db, templateFile))!)).getPageCount();
    // As a row written before migration 039: no count yet.
    await t.testDb.db.query('update stored_files set page_count = null where id = $1', [templateFile]);
    const [listed] = await offerDocs(offer.id);
    expect(listed.pageCount).toBe(truth);
    expect(await storedCount(doc.id)).toBe(truth);
  });

  it('answers null for a stored file that is not a readable PDF, and the list still answers', async () => {
    const offer = await newOffer();
    const up = await t.as('owner', {
      method: 'POST',
      url: `/offer/AddOfferDocument?offerId=${offer.id}`,
      ...multipartBody('file', 'Report.pdf', 'application/pdf', await manyPagesPdf(1)),
    });
    const fileId = (await t.testDb.db.one<{ fileId: number }>('select file_id as "fileId" from offer_documents where id = $1', [
      up.json().id,
    ]))!.fileId;
    await t.testDb.db.query(`update stored_files set page_count = null, bytes = decode('00', 'hex') where id = $1`, [fileId]);
    const res = await t.as('owner', { url: `/offer/GetOfferDocumentsByExternalId/${offer.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()[0].pageCount).toBeNull();
  });
});
