/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
import { createTestApp, type TestApp } from '../../../__tests__/helpers/testApp';
import { ENGINES } from '../../../__tests__/helpers/testDb';

type Result = Record<string, unknown> & { mls_id: string; org_id: string; address: string };

describe.each(ENGINES)('MLS lookup routes on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { mlsListings: 3000 });
  }, 60_000);
  afterAll(() => t.close());

  const get = (url: string) => t.as('owner', { url });
  const q = encodeURIComponent;
  const first = async () =>
    (await t.testDb.db.one<{ streetNumber: string; streetName: string; city: string; key: string }>(
      `select street_number as "streetNumber", street_name as "streetName", city, search_key as key from mls_listings where mls_id = '00112233'`,
    ))!;

  it('finds the example listing 00112233 by MLS number, exactly and by prefix', async () => {
    const exact = await get('/mlsLookup/getMlsDataByStreetOrMlsNumber?keywords=00112233');
    expect(exact.statusCode).toBe(200);
    const [hit] = exact.json() as Result[];
    expect(hit).toMatchObject({ mls_id: '00112233', mlsNumber: '00112233', org_id: expect.any(String), mlsName: hit.org_id });
    expect(hit.photo).toMatch(/^https:\/\/api\.offerdesk\.test\/media\/listing\/0\.svg$/);
    for (const key of [
      'address',
      'city',
      'state',
      'zip',
      'type',
      'courtesy',
      'price',
      'listing_price',
      'status',
      'streetNumber',
      'streetName',
      'direction',
      'designator',
      'suffix',
      'unit',
      'unitType',
      'county',
      'propertyTypeId',
    ])
      expect(hit).toHaveProperty(key);
    const prefix = (await get('/mlsLookup/getMlsDataByStreetOrMlsNumber?keywords=0011')).json() as Result[];
    expect(prefix[0].mls_id).toBe('00112233');
    expect(prefix.every((r) => r.mls_id.startsWith('0011') || r.streetNumber === '0011')).toBe(true);
  });

  it('finds listings by street number on the numeric route', async () => {
    const { streetNumber } = await first();
    const res = (await get(`/mlsLookup/getMlsDataByStreetOrMlsNumber?keywords=${streetNumber}`)).json() as Result[];
    expect(res.length).toBeGreaterThan(0);
    expect(res.length).toBeLessThanOrEqual(25);
    expect(res.every((r) => r.streetNumber === streetNumber || r.mls_id.startsWith(streetNumber))).toBe(true);
    expect(res.some((r) => r.mls_id === '00112233')).toBe(true);
  });

  it('finds listings by address prefix and by words, at most 25, without duplicates', async () => {
    const l = await first();
    const byPrefix = (
      await get(`/mlsLookup/getMlsDataByAddress?address=${q(`${l.streetNumber} ${l.key.split(' ')[1]}`)}&filterByAgentMlsProviders=true`)
    ).json() as Result[];
    expect(byPrefix.some((r) => r.mls_id === '00112233')).toBe(true);
    const byWords = (await get(`/mlsLookup/getMlsDataByAddress?address=${q(`${l.streetName} ${l.city}`)}`)).json() as Result[];
    expect(byWords.length).toBeGreaterThan(0);
    expect(byWords.every((r) => `${r.address} ${r.city}`.toLowerCase().includes(l.streetName.toLowerCase()))).toBe(true);
    const common = (await get('/mlsLookup/getMlsDataByAddress?address=Main')).json() as Result[];
    expect(common).toHaveLength(25);
    const keys = common.map((r) => `${r.address}|${r.mls_id}|${r.org_id}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('routes numbers and addresses differently: an MLS number is not an address', async () => {
    expect((await get('/mlsLookup/getMlsDataByStreetOrMlsNumber?keywords=00112233')).statusCode).toBe(200);
    const asAddress = await get('/mlsLookup/getMlsDataByAddress?address=00112233');
    expect(asAddress.statusCode).toBe(404);
  });

  it('answers 404 with the message the import dialog shows when nothing is found', async () => {
    const none = await get('/mlsLookup/getMlsDataByAddress?address=Zzyzx%20Qqq');
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ code: 'not_found', message: 'No listings found for "Zzyzx Qqq".' });
    const noNumber = await get('/mlsLookup/getMlsDataByStreetOrMlsNumber?keywords=99999999999');
    expect(noNumber.json()).toEqual({ code: 'not_found', message: 'No listings found for "99999999999".' });
  });

  it.each([
    ['/mlsLookup/getMlsDataByAddress', 'address'],
    ['/mlsLookup/getMlsDataByAddress?address=', 'address'],
    ['/mlsLookup/getMlsDataByAddress?address=%20%20', 'address'],
    ['/mlsLookup/getMlsDataByAddress?address=%25%25%25', 'address'],
    ['/mlsLookup/getMlsDataByAddress?address=%00%01', 'address'],
    [`/mlsLookup/getMlsDataByAddress?address=${'a'.repeat(201)}`, 'address'],
    ['/mlsLookup/getMlsDataByAddress?address=main&filterByAgentMlsProviders=maybe', 'filterByAgentMlsProviders'],
    ['/mlsLookup/getMlsDataByStreetOrMlsNumber', 'keywords'],
    ['/mlsLookup/getMlsDataByStreetOrMlsNumber?keywords=', 'keywords'],
    ['/mlsLookup/getMlsDataByStreetOrMlsNumber?keywords=abc', 'keywords'],
    ['/mlsLookup/getMlsDataByStreetOrMlsNumber?keywords=12%2034', 'keywords'],
    ["/mlsLookup/getMlsDataByStreetOrMlsNumber?keywords=1'%20or%201=1", 'keywords'],
    ['/mlsLookup/GetMlsListing', 'mlsId'],
    ['/mlsLookup/GetMlsListing?mlsId=%25', 'mlsId'],
  ])('rejects %s naming %s (400, never 500)', async (url, field) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation');
    expect(res.json().fields).toHaveProperty(field);
  });

  it('never answers 500 for odd address input', async () => {
    for (const input of ["'; drop table mls_listings; --", '\\', '_', 'é ü ß', '123 %_ main', '🏠 main']) {
      const res = await get(`/mlsLookup/getMlsDataByAddress?address=${q(input)}`);
      expect([200, 400, 404]).toContain(res.statusCode);
    }
    expect(await t.testDb.db.one('select count(*)::int as n from mls_listings')).toEqual({ n: 3000 });
  });

  it('GetMlsListing answers the full MLS data with the listing agent block and PDF documents', async () => {
    const res = await t.as('owner', { url: '/mlslookup/getmlslisting?mlsId=00112233' });
    expect(res.statusCode).toBe(200);
    const l = res.json();
    expect(l).toMatchObject({
      mls_id: '00112233',
      mlsNumber: '00112233',
      state: { id: expect.any(Number), abbreviation: expect.any(String) },
      propertyType: { id: expect.any(Number), name: expect.any(String) },
      zipCode: expect.any(String),
      legalDescription: expect.any(String),
    });
    expect(l.listingAgent).toMatchObject({
      listingAgentFullName: expect.any(String),
      listingAgentMlsId: expect.any(String),
      listingAgentLicenseNumber: expect.any(String),
      listingAgentEmail: expect.stringContaining('@'),
      listingOfficeName: l.courtesy,
      listingOfficePhone: expect.stringMatching(/^\d{10}$/),
    });
    expect(l.documents.length).toBeGreaterThan(0);
    const doc = l.documents[0];
    expect(doc).toMatchObject({ object_id: '00112233-1', content_desc: expect.any(String) });
    const pdf = await t.app.inject({ url: new URL(doc.content_url).pathname });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.toString('latin1')).toMatch(/%%EOF\n$/);
    expect((await t.app.inject({ url: '/mls/documents/99999999-9.pdf' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/mls/documents/..%2Fx.pdf' })).statusCode).toBe(400);
    const withOrg = await get(`/mlsLookup/GetMlsListing?mlsId=00112233&mlsName=${q(l.org_id)}`);
    expect(withOrg.statusCode).toBe(200);
    const wrongOrg = await get('/mlsLookup/GetMlsListing?mlsId=00112233&mlsName=NOPE');
    expect(wrongOrg.statusCode).toBe(404);
    expect((await get('/mlsLookup/GetMlsListing?mlsId=12345678901')).json().code).toBe('not_found');
  });

  it('requires a token', async () => {
    for (const url of [
      '/mlsLookup/getMlsDataByAddress?address=main',
      '/mlsLookup/getMlsDataByStreetOrMlsNumber?keywords=1',
      '/mlsLookup/GetMlsListing?mlsId=00112233',
    ]) {
      expect((await t.app.inject({ url })).statusCode).toBe(401);
    }
  });
});
