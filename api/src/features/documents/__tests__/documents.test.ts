/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
import { createHash } from 'node:crypto';
import { HOA_ADDENDUM_DOCUMENT_TYPE_ID, PartyRole, Side } from '@offerdesk/shared/domain';
import { ONLY_PDF_MESSAGE } from '@offerdesk/shared/contract';
import { insertParty, insertPerson, insertVendor } from '../../../seed/writers';
import { HOA, RPA } from '../../../pdf/templateLibrary';
import { createTestApp, type TestApp } from '../../../__tests__/helpers/testApp';
import { ENGINES } from '../../../__tests__/helpers/testDb';
import { VALID_DRAFT } from '../../../__tests__/helpers/drafts';
import { pdfText } from '../../../../../scripts/pdfText';
import { multipartBody, PNG_BYTES, samplePdf } from '../../../__tests__/helpers/pdfSamples';
import { tablesFingerprint } from '../../../__tests__/helpers/harness';

const DOC_TABLES = ['offer_documents', 'stored_files', 'offer_custom_fields', 'offers', 'contracts', 'activities'];

describe.each(ENGINES)('documents of an offer on %s', (engine) => {
  let t: TestApp;
  let residentialTemplateId: number;
  let otherTemplateId: number;
  let listing: { mlsId: string; objectId: string };
  beforeAll(async () => {
    t = await createTestApp(engine, { mlsListings: 20, formTemplates: true });
    const db = t.testDb.db;
    const { owner, other } = t.world.agents;
    residentialTemplateId = (await db.one<{ id: number }>(
      `select id from form_templates where brokerage_id = $1 and owner_user_id is null and name = 'Residential Resale Purchase Contract'`,
      [owner.brokerageId],
    ))!.id;
    otherTemplateId = (await db.one<{ id: number }>(
      `select id from form_templates where brokerage_id = $1 and owner_user_id is null limit 1`,
      [other.brokerageId],
    ))!.id;
    listing = (await db.one<{ mlsId: string; objectId: string }>(
      `select l.mls_id as "mlsId", d.object_id as "objectId" from mls_listings l join mls_listing_documents d on d.listing_id = l.id order by l.id limit 1`,
    ))!;
  }, 90_000);
  afterAll(() => t.close());

  const newOffer = async (extra: Record<string, unknown> = {}) => {
    const res = await t.as('owner', {
      method: 'POST',
      url: '/offer/createoffer',
      payload: { ...VALID_DRAFT, formTemplateIds: [residentialTemplateId], ...extra },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { id: number; contractId: number };
  };
  const docsOf = async (offerId: number) =>
    (await t.as('owner', { url: `/offer/GetOfferDocumentsByExternalId/${offerId}` })).json() as Array<Record<string, unknown>>;
  const templateDocs = async (id = residentialTemplateId) =>
    (await t.as('owner', { url: `/formtemplates/getdocumentsbyformtemplate?id=${id}&onlyMappingCompleted=true` })).json() as Array<{
      id: number;
      name: string;
      isRequired: boolean;
      documentTypeId: number;
    }>;
  const byName = async (name: string) =>
    (await t.as('owner', { url: '/Offer/GetDocumentsByPropertyType?propertyTypeId=1&includeHOAAddendum=true' }))
      .json()
      .documents.find((d: { name: string }) => d.name === name) as { id: number };
  const fingerprint = () => tablesFingerprint(t.testDb.db, DOC_TABLES);

  it("lists a form template's documents (required first) only for those who may use the template", async () => {
    const docs = await templateDocs();
    expect(docs.map((d) => [d.name, d.isRequired])).toEqual([
      ['Residential Purchase Agreement', true],
      ['Lead-Based Paint Disclosure', true],
      ['Additional Terms Addendum', false],
      ['Home Warranty Addendum', false],
    ]);
    expect((await t.as('owner', { url: `/formtemplates/getdocumentsbyformtemplate?id=${otherTemplateId}` })).statusCode).toBe(404);
    expect((await t.as('owner', { url: '/formtemplates/getdocumentsbyformtemplate?id=999999' })).statusCode).toBe(404);
    const bad = await t.as('owner', { url: '/formtemplates/getdocumentsbyformtemplate?id=abc' });
    expect([bad.statusCode, Object.keys(bad.json().fields)]).toEqual([400, ['id']]);
  });

  it("offers documents by property type: the HOA Addendum (type 353) only when asked, no lead paint disclosure for land, and the listing's MLS documents", async () => {
    const plain = (await t.as('owner', { url: '/Offer/GetDocumentsByPropertyType?propertyTypeId=1' })).json();
    expect(plain.documents.map((d: { documentTypeId: number }) => d.documentTypeId)).not.toContain(HOA_ADDENDUM_DOCUMENT_TYPE_ID);
    const withHoa = (
      await t.as('owner', { url: `/Offer/GetDocumentsByPropertyType?propertyTypeId=1&includeHOAAddendum=true&mlsId=${listing.mlsId}` })
    ).json();
    expect(withHoa.documents.find((d: { documentTypeId: number }) => d.documentTypeId === HOA_ADDENDUM_DOCUMENT_TYPE_ID)).toMatchObject({
      name: 'HOA Addendum',
      documentType: 'Template',
    });
    expect(withHoa.mlsDocuments.map((d: { object_id: string }) => d.object_id)).toContain(listing.objectId);
    const land = (await t.as('owner', { url: '/Offer/GetDocumentsByPropertyType?propertyTypeId=4' })).json();
    expect(land.documents.map((d: { name: string }) => d.name)).not.toContain('Lead-Based Paint Disclosure');
    const bad = await t.as('owner', { url: '/Offer/GetDocumentsByPropertyType?propertyTypeId=999' });
    expect([bad.statusCode, bad.json().fields]).toEqual([400, { propertyTypeId: 'Unknown property type.' }]);
  });

  it('assigns template documents as Required or Additional, and MLS documents downloaded and stored with their SHA-256', async () => {
    const offer = await newOffer({ mlsNumber: listing.mlsId });
    const [rpa] = await templateDocs();
    const hoa = await byName('HOA Addendum');
    const mlsDoc = (await t.as('owner', { url: `/mlsLookup/GetMlsListing?mlsId=${listing.mlsId}` }))
      .json()
      .documents.find((d: { object_id: string }) => d.object_id === listing.objectId);
    const res = await t.as('owner', {
      method: 'POST',
      url: '/offer/adddocuments',
      payload: {
        offerId: offer.id,
        documentTemplateIds: [rpa.id, hoa.id],
        mlsDocuments: [mlsDoc],
        createdBy: 'olivia.owner',
        hasDocuments: true,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ contractId: offer.contractId });
    const docs = await docsOf(offer.id);
    expect(docs.map((d) => [d.name, d.type, d.documentType])).toEqual([
      ['Residential Purchase Agreement', 'Required', 'Template'],
      ['HOA Addendum', 'Additional', 'Template'],
      [mlsDoc.content_desc, 'MLS', 'PDF'],
    ]);
    const stored = docs[2];
    const download = await t.as('owner', { url: `/offer/DownloadOfferDocument?contractId=${offer.contractId}&documentId=${stored.id}` });
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(createHash('sha256').update(download.rawPayload).digest('hex')).toBe(stored.sha256);
    // Adding the same documents again adds nothing.
    await t.as('owner', {
      method: 'POST',
      url: '/offer/adddocuments',
      payload: { offerId: offer.id, documentTemplateIds: [rpa.id], mlsDocuments: [mlsDoc] },
    });
    expect(await docsOf(offer.id)).toHaveLength(3);
  });

  it('refuses unknown templates and MLS documents of another listing with a 400 naming the field, storing nothing', async () => {
    const offer = await newOffer({ mlsNumber: listing.mlsId });
    const before = await fingerprint();
    const unknown = await t.as('owner', {
      method: 'POST',
      url: '/offer/adddocuments',
      payload: { offerId: offer.id, documentTemplateIds: [999999], mlsDocuments: [] },
    });
    expect([unknown.statusCode, unknown.json().fields]).toEqual([400, { documentTemplateIds: 'Unknown document template id(s): 999999' }]);
    const foreign = await t.as('owner', {
      method: 'POST',
      url: '/offer/adddocuments',
      payload: {
        offerId: offer.id,
        documentTemplateIds: [],
        mlsDocuments: [{ object_id: 'not-a-doc', content_url: 'http://x', content_desc: 'x' }],
      },
    });
    expect([foreign.statusCode, foreign.json().fields]).toEqual([
      400,
      { 'mlsDocuments.0.object_id': "Not a document of the offer's MLS listing." },
    ]);
    expect(await fingerprint()).toEqual(before);
  });

  it('lets only the owner of a draft assign, and only its owner and parties read', async () => {
    const offer = await newOffer();
    const [rpa] = await templateDocs();
    for (const agent of ['stranger', 'other', 'receiver'] as const) {
      const write = await t.as(agent, {
        method: 'POST',
        url: '/offer/adddocuments',
        payload: { offerId: offer.id, documentTemplateIds: [rpa.id], mlsDocuments: [] },
      });
      expect(write.statusCode).toBe(404);
      expect((await t.as(agent, { url: `/offer/GetOfferDocumentsByExternalId/${offer.id}` })).statusCode).toBe(404);
      expect((await t.as(agent, { url: `/offer/GetOfferDocumentsByContract?contractId=${offer.contractId}` })).statusCode).toBe(404);
      expect((await t.as(agent, { url: `/offer/GetOfferForm/${offer.id}` })).statusCode).toBe(404);
    }
    const pending = await t.as('owner', {
      method: 'POST',
      url: '/offer/adddocuments',
      payload: { offerId: t.world.offers.pending, documentTemplateIds: [rpa.id], mlsDocuments: [] },
    });
    expect(pending.statusCode).toBe(409);
  });

  describe('uploads', () => {
    const upload = (offerId: number, body: { payload: Buffer; headers: Record<string, string> }, agent: 'owner' | 'stranger' = 'owner') =>
      t.as(agent, { method: 'POST', url: `/offer/AddOfferDocument?offerId=${offerId}`, ...body });

    it('stores an uploaded PDF as an additional document with its SHA-256', async () => {
      const offer = await newOffer();
      const bytes = await samplePdf();
      const res = await upload(offer.id, multipartBody('file', 'Inspection Report.pdf', 'application/pdf', bytes));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        name: 'Inspection Report',
        type: 'Additional',
        documentType: 'PDF',
        sha256: createHash('sha256').update(bytes).digest('hex'),
        byteSize: bytes.length,
      });
      const back = await t.as('owner', { url: `/offer/DownloadOfferDocument?contractId=${offer.contractId}&documentId=${res.json().id}` });
      expect(Buffer.compare(back.rawPayload, bytes)).toBe(0);
    });

    it.each([
      ['a PNG renamed .pdf', () => multipartBody('file', 'photo.pdf', 'application/pdf', PNG_BYTES), ONLY_PDF_MESSAGE],
      [
        'a truncated PDF',
        async () => multipartBody('file', 'cut.pdf', 'application/pdf', (await samplePdf()).subarray(0, 300)),
        'The PDF file is damaged and cannot be read.',
      ],
      [
        'a 30 MB file',
        async () =>
          multipartBody('file', 'big.pdf', 'application/pdf', Buffer.concat([await samplePdf(), Buffer.alloc(30 * 1024 * 1024, 32)])),
        'The PDF file is larger than 25 MB.',
      ],
      ['a text file', () => multipartBody('file', 'notes.txt', 'text/plain', Buffer.from('%PDF-1.4 but text')), ONLY_PDF_MESSAGE],
      [
        'another field name',
        async () => multipartBody('document', 'a.pdf', 'application/pdf', await samplePdf()),
        "A PDF file is required in the field 'file'.",
      ],
      [
        'a JSON body',
        () => ({ payload: Buffer.from('{"file":"x"}'), headers: { 'content-type': 'application/json' } }),
        "Send the PDF as multipart/form-data in the field 'file'.",
      ],
    ])(
      'refuses %s with a 400 naming the file, storing nothing',
      async (_name, make, message) => {
        const offer = await newOffer();
        const before = await fingerprint();
        const res = await upload(offer.id, await make());
        expect(res.statusCode).toBe(400);
        expect(res.json().fields).toEqual({ file: message });
        expect(await fingerprint()).toEqual(before);
      },
      60_000,
    );

    it('refuses an upload to an offer the caller does not own before reading it', async () => {
      const offer = await newOffer();
      const res = await upload(offer.id, multipartBody('file', 'x.pdf', 'application/pdf', await samplePdf()), 'stranger');
      expect(res.statusCode).toBe(404);
    });
  });

  it('changes the form template (replacing every document), deselects templates (removing their documents) and removes documents', async () => {
    const offer = await newOffer();
    const hoa = await byName('HOA Addendum');
    await t.as('owner', {
      method: 'POST',
      url: '/offer/adddocuments',
      payload: { offerId: offer.id, documentTemplateIds: [hoa.id], mlsDocuments: [] },
    });
    const myTemplate = (await t.testDb.db.one<{ id: number }>(
      `select id from form_templates where owner_user_id = $1 and name = 'My Residential Offer'`,
      [t.world.agents.owner.userId],
    ))!.id;
    const changed = await t.as('owner', { method: 'PUT', url: `/offer/changeformtemplate/${offer.id}/${myTemplate}` });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ formTemplateId: myTemplate, formTemplateIds: [myTemplate], contractId: offer.contractId });
    const docs = await docsOf(offer.id);
    expect(docs.map((d) => d.name)).toEqual([
      'Residential Purchase Agreement',
      'Lead-Based Paint Disclosure',
      'Additional Terms Addendum',
      'Home Warranty Addendum',
    ]);
    expect(docs.every((d) => d.isAgentTemplate === true)).toBe(true);
    expect((await t.as('owner', { method: 'PUT', url: `/offer/changeformtemplate/${offer.id}/${otherTemplateId}` })).statusCode).toBe(404);

    const removed = await t.as('owner', {
      method: 'PUT',
      url: '/offer/RemoveOfferDocuments',
      payload: { contractId: offer.contractId, documentIds: [docs[3].id] },
    });
    expect(removed.json()).toEqual({ removed: 1, message: 'Document removed successfully' });
    const unknown = await t.as('owner', {
      method: 'PUT',
      url: '/offer/RemoveOfferDocuments',
      payload: { contractId: offer.contractId, documentIds: [docs[3].id] },
    });
    expect([unknown.statusCode, Object.keys(unknown.json().fields)]).toEqual([400, ['documentIds']]);

    await t.as('owner', {
      method: 'POST',
      url: '/offer/adddocuments',
      payload: { offerId: offer.id, documentTemplateIds: [hoa.id], mlsDocuments: [] },
    });
    const cleared = await t.as('owner', {
      method: 'POST',
      url: '/offer/UpdateFormTemplates',
      payload: { offerId: offer.id, formTemplateIds: [] },
    });
    expect(cleared.json()).toMatchObject({ formTemplateIds: [] });
    expect((await docsOf(offer.id)).map((d) => d.name)).toEqual(['HOA Addendum']);

    const moved = await t.as('owner', {
      method: 'PUT',
      url: `/offer/ChangePropertyType?offerId=${offer.id}&propertyTypeId=2&formTemplateIds=${residentialTemplateId}`,
    });
    expect(moved.json()).toMatchObject({ propertyTypeId: 2, formTemplateIds: [residentialTemplateId] });
    const bad = await t.as('owner', {
      method: 'PUT',
      url: `/offer/ChangePropertyType?offerId=${offer.id}&propertyTypeId=2&formTemplateIds=1,x`,
    });
    expect([bad.statusCode, Object.keys(bad.json().fields)]).toEqual([400, ['formTemplateIds']]);
  });

  it('builds Form Info from the assigned documents, saves the three buckets and shows the values again', async () => {
    const offer = await newOffer();
    await t.as('owner', { method: 'PUT', url: `/offer/changeformtemplate/${offer.id}/${residentialTemplateId}` });
    const hoa = await byName('HOA Addendum');
    await t.as('owner', {
      method: 'POST',
      url: '/offer/adddocuments',
      payload: { offerId: offer.id, documentTemplateIds: [hoa.id], mlsDocuments: [] },
    });
    const form = (await t.as('owner', { url: `/offer/GetOfferForm/${offer.id}` })).json();
    const items = form.rows.flatMap((r: { columns: Array<{ items: unknown[] }> }) => r.columns.flatMap((c) => c.items)) as Array<{
      type: string;
      field?: { key: string; value: string | null; triggerFields: unknown[] };
    }>;
    expect(new Set(items.map((i) => i.type))).toEqual(
      new Set(['TITLE', 'SUB_TITLE', 'MERGE_FIELD', 'CUSTOM_FIELD', 'SINGLE_CHECKBOX', 'CHECKBOX', 'MULTI_CHECKBOX']),
    );
    expect(items.find((i) => i.field?.key === 'Offer.Price')?.field?.value).toBe('$425,001');
    expect(items.find((i) => i.field?.key === RPA.loanDays)?.field?.triggerFields).toEqual([
      { triggerFieldId: RPA.financing, triggerFieldState: 'Checked', value: null, displayRule: 4 },
    ]);

    const save = await t.as('owner', {
      method: 'POST',
      url: '/offer/SetOffersCustomFields',
      payload: {
        externalId: offer.id,
        mergeFields: [
          { key: RPA.loanDays, value: '21' },
          { key: HOA.name, value: 'Evergreen Terrace HOA' },
        ],
        checkBoxes: [{ key: RPA.financing, isChecked: true }],
        muliCheckBoxes: [{ key: RPA.inspection, value: '10' }],
      },
    });
    expect(save.json()).toEqual({ saved: 4 });
    const again = (await t.as('owner', { url: `/offer/GetOfferForm/${offer.id}` })).json();
    const json = JSON.stringify(again);
    expect(json).toContain('"value":"21"');
    expect(json).toContain('"value":"Evergreen Terrace HOA"');
    expect(json).toContain(`{"id":"${RPA.financing}","name":"Financing contingency","isChecked":true`);
    expect(json).toContain('"groupName":"grpInspectionPeriod","label":"Inspection period","value":"10"');

    const fields = (await t.as('owner', { url: `/docapi/custominput/getcustomfieldsbycontract/${offer.contractId}` })).json();
    expect(fields).toEqual(
      expect.arrayContaining([{ key: RPA.financing, name: 'Financing contingency', kind: 'checkbox', value: 'true' }]),
    );
    const withEmpty = (
      await t.as('owner', { url: `/docapi/custominput/getcustomfieldsbycontract/${offer.contractId}?includeEmptyFields=true` })
    ).json();
    expect(withEmpty.length).toBeGreaterThan(fields.length);

    const before = await fingerprint();
    const wrong = await t.as('owner', {
      method: 'POST',
      url: '/offer/SetOffersCustomFields',
      payload: { externalId: offer.id, mergeFields: [{ key: 'short', value: 'x' }], checkBoxes: [], muliCheckBoxes: [] },
    });
    expect([wrong.statusCode, wrong.json().fields]).toEqual([400, { 'mergeFields.0.key': 'A field key has a dot or 24 characters.' }]);
    const stranger = await t.as('stranger', {
      method: 'POST',
      url: '/offer/SetOffersCustomFields',
      payload: { externalId: offer.id, mergeFields: [], checkBoxes: [{ key: RPA.financing, isChecked: false }], muliCheckBoxes: [] },
    });
    expect(stranger.statusCode).toBe(404);
    expect(await fingerprint()).toEqual(before);
  });

  it("downloads the purchase agreement filled with the offer's terms, parties and Form Info values", async () => {
    const offer = await newOffer();
    await t.as('owner', { method: 'PUT', url: `/offer/changeformtemplate/${offer.id}/${residentialTemplateId}` });
    const db = t.testDb.db;
    const buyer = await insertPerson(db, {
      firstName: 'Łukasz',
      lastName: 'Żółć',
      addressLine1: '1 Wawel Rd',
      city: 'Chicago',
      stateId: 14,
      zipCode: '60601',
    });
    await insertParty(db, { offerId: offer.id, personId: buyer, roleId: PartyRole.Client, sideId: Side.buyer });
    const second = await insertPerson(db, { firstName: 'Zoë', lastName: 'Núñez' });
    await insertParty(db, { offerId: offer.id, personId: second, roleId: PartyRole.Client, sideId: Side.buyer });
    const escrow = await insertVendor(db, { name: 'Prairie Title & Escrow', vendorTypeId: 1, email: 'close@prairie.example' });
    await insertParty(db, { offerId: offer.id, vendorId: escrow, roleId: PartyRole.TitleEscrow, sideId: Side.buyer });
    await t.as('owner', {
      method: 'POST',
      url: '/offer/SetOffersCustomFields',
      payload: {
        externalId: offer.id,
        mergeFields: [{ key: RPA.loanDays, value: '21' }],
        checkBoxes: [{ key: RPA.financing, isChecked: true }],
        muliCheckBoxes: [],
      },
    });
    const [rpa] = await docsOf(offer.id);
    const res = await t.as('owner', { url: `/offer/DownloadOfferDocument?contractId=${offer.contractId}&documentId=${rpa.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('Residential Purchase Agreement.pdf');
    const { pages, fields } = await pdfText(res.rawPayload);
    expect(pages).toHaveLength(4);
    const text = pages.join('\n');
    for (const expected of [
      '$425,001',
      '742 N Evergreen Dr',
      'Springfield',
      '62704',
      'Łukasz Żółć',
      'Łukasz Żółć, Zoë Núñez',
      'Prairie Title & Escrow',
      // Dates as on every screen: MM/DD/YY, the deadline's time in ha (h:mma off the hour).
      '03/31/26',
      '02/01/26 5:30pm',
      'Seller leaves the fridge.',
      '21',
      'olivia owner',
    ]) {
      expect([expected, text.includes(expected)]).toEqual([expected, true]);
    }
    // Signature, initials and date holders stay fillable for the signers.
    expect(fields).toEqual(expect.arrayContaining(['Signature.Buyer1', 'Date.Seller2', 'Initials.Buyer2.P3']));
    expect(fields).not.toContain('Offer.Price');
    expect(
      (await t.as('stranger', { url: `/offer/DownloadOfferDocument?contractId=${offer.contractId}&documentId=${rpa.id}` })).statusCode,
    ).toBe(404);
  }, 60_000);
});
