/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
import { resoMlsProvider } from '../mls/reso/resoProvider';
import { resoToListing, resoToSearchResult, toPropertyTypeId, toStatus, type ResoProperty } from '../mls/reso/resoMapping';
import { dedupeResults } from '../mls/searchText';
import { compileFilter } from './helpers/odataFilter';
import { startStandIn, type StandIn } from './helpers/standIn';
import { createTestApp, type TestApp } from './helpers/testApp';

const property = (over: Partial<ResoProperty> = {}): ResoProperty => ({
  ListingKey: 'k1', ListingId: '61234567', OriginatingSystemName: 'ARMLS', StreetNumber: '1234', StreetDirPrefix: 'North',
  StreetName: 'Central', StreetSuffix: 'Avenue', StreetDirSuffix: null, UnitNumber: '210', City: 'Phoenix', StateOrProvince: 'AZ',
  PostalCode: '85004', CountyOrParish: 'Maricopa', Country: 'US', YearBuilt: 1972, ListPrice: 415000, StandardStatus: 'ActiveUnderContract',
  PropertyType: 'Residential', PropertySubType: 'Condominium', ListOfficeName: 'Desert Peak Realty', ListOfficeMlsId: 'DPR01',
  ListOfficePhone: '6025550100', ListOfficeCity: 'Phoenix', ListOfficeStateOrProvince: 'Arizona', ListOfficePostalCode: '85004',
  ListAgentKey: 'ag-9', ListAgentMlsId: 'AZ777', ListAgentFirstName: 'Dana', ListAgentLastName: 'Reyes', ListAgentStateLicense: 'SA123',
  ListAgentMobilePhone: '4805551111', ListAgentOfficePhone: '6025550100', ListAgentEmail: 'dana@dpr.example',
  CoListAgentMlsId: 'AZ778', CoListAgentFirstName: 'Sam', CoListAgentLastName: 'Lee', CoListAgentEmail: 'sam@dpr.example',
  TaxLegalDescription: 'Unit 210, CENTRAL TOWERS CONDOMINIUM', PublicRemarks: 'Downtown condo.',
  UnparsedAddress: '1234 N Central Ave #210, Phoenix, AZ 85004',
  Media: [
    { MediaKey: 'm3', MediaURL: 'https://cdn.example/disclosure.pdf', MimeType: 'application/pdf', MediaCategory: 'Document', Order: 3, ShortDescription: 'Seller Disclosure' },
    { MediaKey: 'm2', MediaURL: 'https://cdn.example/2.jpg', MimeType: 'image/jpeg', MediaCategory: 'Photo', Order: 2 },
    { MediaKey: 'm1', MediaURL: 'https://cdn.example/1.jpg', MimeType: 'image/jpeg', MediaCategory: 'Photo', Order: 1 },
  ],
  ...over,
});

describe('RESO mapping', () => {
  it('maps RESO Property fields to the MLS data the wizard imports', () => {
    const l = resoToListing(property());
    expect(l).toMatchObject({
      mls_id: '61234567', mlsNumber: '61234567', org_id: 'ARMLS', mlsName: 'ARMLS', streetNumber: '1234', direction: 'N',
      streetName: 'Central', designator: 'Ave', suffix: null, unit: '210', unitType: 'Unit', city: 'Phoenix',
      state: { id: 3, abbreviation: 'AZ', name: 'Arizona' }, stateId: 3, countryId: 1, zip: '85004', zipCode: '85004', county: 'Maricopa',
      yearBuilt: 1972, price: 415000, listing_price: 415000, status: 'Active Under Contract', courtesy: 'Desert Peak Realty',
      propertyTypeId: 2, propertyType: { id: 2, name: 'Condominium/Townhome' }, type: 'Condominium/Townhome',
      legalDescription: 'Unit 210, CENTRAL TOWERS CONDOMINIUM', publicRemarks: 'Downtown condo.', photo: 'https://cdn.example/1.jpg',
      address: '1234 N Central Ave Unit 210',
    });
    expect(l.listingAgent).toMatchObject({
      listingAgentId: 'ag-9', listingAgentFullName: 'Dana Reyes', listingAgentMlsId: 'AZ777', listingAgentLicenseNumber: 'SA123',
      listingAgentCellPhone: '4805551111', listingAgentOfficePhone: '6025550100', listingAgentEmail: 'dana@dpr.example',
      coordinatorMlsId: 'AZ778', coordinatorFullName: 'Sam Lee', coordinatorEmail: 'sam@dpr.example',
      listingOfficeMlsId: 'DPR01', listingOfficeName: 'Desert Peak Realty', listingOfficeState: 'AZ', listingOfficeZip: '85004',
    });
    expect(l.documents).toEqual([{ object_id: 'm3', content_url: 'https://cdn.example/disclosure.pdf', content_desc: 'Seller Disclosure' }]);
  });

  it('copes with sparse records: UnparsedAddress only, Canadian province by name, no media', () => {
    const r = resoToSearchResult({ ListingId: 'W123', UnparsedAddress: '77 King St W, Toronto, ON M5V 1A1', StateOrProvince: 'Ontario', City: 'Toronto' });
    expect(r).toMatchObject({ mls_id: 'W123', org_id: 'RESO', address: '77 King St W', state: 'ON', stateId: 109, countryId: 2, photo: null, price: null, propertyTypeId: 1 });
    expect(resoToListing({ ListingId: '1', YearBuilt: 'n/a' }).yearBuilt).toBeNull();
  });

  it.each([
    ['Residential', 'Single Family Residence', 1], ['Residential', 'Townhouse', 2], ['Residential Income', 'Duplex', 3],
    ['Land', null, 4], ['Manufactured In Park', null, 5], ['Farm', null, 6], ['Commercial Sale', null, 7], [null, null, 1],
  ])('property type %s / %s → %i', (type, sub, id) => expect(toPropertyTypeId(type, sub)).toBe(id));

  it('status enumerations read as words', () => {
    expect(toStatus('ComingSoon')).toBe('Coming Soon');
    expect(toStatus('Active')).toBe('Active');
  });

  it('de-duplicates by address, mls_id and org_id and keeps 25', () => {
    const a = resoToSearchResult(property());
    const others = Array.from({ length: 40 }, (_, i) => resoToSearchResult(property({ ListingId: String(70000000 + i) })));
    const sameNumberOtherMls = resoToSearchResult(property({ OriginatingSystemName: 'OTHER' }));
    const out = dedupeResults([a, a, sameNumberOtherMls, ...others], 25);
    expect(out).toHaveLength(25);
    expect(out.slice(0, 3).map((r) => [r.mls_id, r.org_id])).toEqual([['61234567', 'ARMLS'], ['61234567', 'OTHER'], ['70000000', 'ARMLS']]);
  });
});

describe('RESO provider against a local OData stand-in', () => {
  let server: StandIn;
  let t: TestApp;
  let tokens = 0;
  let down = false;
  let revoked = new Set<string>();
  const listings: ResoProperty[] = [
    property(),
    property({ ListingId: '61234599', StreetNumber: '88', StreetName: 'Camelback', StreetSuffix: 'Road', StreetDirPrefix: 'E', UnitNumber: null, UnparsedAddress: '88 E Camelback Rd, Phoenix, AZ 85012' }),
    ...Array.from({ length: 40 }, (_, i) => property({ ListingId: String(50000000 + i), StreetNumber: String(500 + i), StreetName: 'Main', StreetSuffix: 'Street', UnitNumber: null, StreetDirPrefix: null, UnparsedAddress: `${500 + i} Main St, Mesa, AZ 85201`, City: 'Mesa' })),
  ];

  beforeAll(async () => {
    server = await startStandIn(({ method, url, headers, body }) => {
      if (down) return [503, { error: 'maintenance' }];
      if (url.pathname === '/token' && method === 'POST') {
        const form = new URLSearchParams(body);
        if (form.get('grant_type') !== 'client_credentials' || form.get('client_id') !== 'od' || form.get('client_secret') !== 's3cret') return [401, { error: 'invalid_client' }];
        tokens++;
        return [200, { access_token: `tok${tokens}`, token_type: 'Bearer', expires_in: 3600 }];
      }
      if (url.pathname === '/odata/Property') {
        const token = /^Bearer (.+)$/.exec(headers.authorization ?? '')?.[1];
        if (!token?.startsWith('tok') || revoked.has(token)) return [401, { error: 'invalid_token' }];
        const pred = compileFilter(url.searchParams.get('$filter') ?? '');
        const top = Number(url.searchParams.get('$top') ?? 10);
        const expand = url.searchParams.get('$expand') === 'Media';
        let rows = listings.filter(pred);
        // The upstream repeats a record when asked for Main: the API de-duplicates.
        if (rows.length > 1 && rows[0].StreetName === 'Main') rows = [rows[0], ...rows];
        return [200, { '@odata.context': '$metadata#Property', value: rows.slice(0, top).map((r) => (expand ? r : { ...r, Media: undefined })) }];
      }
      return [404, {}];
    });
    const mls = resoMlsProvider({ url: `${server.url}/odata/`, clientId: 'od', clientSecret: 's3cret', tokenUrl: `${server.url}/token` });
    t = await createTestApp('pglite', { mls });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await server.close();
  });

  it('searches by number with one cached client-credentials token, expanding Media', async () => {
    const res = await t.as('owner', { url: '/mlsLookup/getMlsDataByStreetOrMlsNumber?keywords=6123' });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((r: { mls_id: string }) => r.mls_id)).toEqual(['61234567', '61234599']);
    expect(res.json()[0].photo).toBe('https://cdn.example/1.jpg');
    const byStreetNumber = await t.as('owner', { url: '/mlsLookup/getMlsDataByStreetOrMlsNumber?keywords=88' });
    expect(byStreetNumber.json()).toEqual([expect.objectContaining({ mls_id: '61234599', address: '88 E Camelback Rd', designator: 'Rd' })]);
    expect(tokens).toBe(1);
    const last = server.requests[server.requests.length - 1];
    expect(last.headers.authorization).toBe('Bearer tok1');
    expect(decodeURIComponent(last.url)).toContain('$expand=Media');
    expect(decodeURIComponent(last.url)).toContain("$filter=ListingId eq '88' or startswith(ListingId, '88') or StreetNumber eq '88'");
  });

  it('searches by address, caps at 25 and drops the upstream duplicate', async () => {
    const res = await t.as('owner', { url: '/mlsLookup/getMlsDataByAddress?address=main&filterByAgentMlsProviders=true' });
    expect(res.statusCode).toBe(200);
    const ids = res.json().map((r: { mls_id: string }) => r.mls_id);
    expect(ids).toHaveLength(25);
    expect(new Set(ids).size).toBe(25);
    const exact = await t.as('owner', { url: '/mlsLookup/getMlsDataByAddress?address=1234%20central' });
    expect(exact.json().map((r: { mls_id: string }) => r.mls_id)).toEqual(['61234567']);
    const city = await t.as('owner', { url: '/mlsLookup/getMlsDataByAddress?address=Mesa' });
    expect(city.json()).toHaveLength(25);
    const none = await t.as('owner', { url: "/mlsLookup/getMlsDataByAddress?address=O'Hare" });
    expect(none.json()).toEqual({ code: 'not_found', message: 'No listings found for "O\'Hare".' });
  });

  it('gets one listing by ListingId (and MLS), with its agent block and documents', async () => {
    const res = await t.as('owner', { url: '/mlsLookup/GetMlsListing?mlsId=61234567&mlsName=ARMLS' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ mls_id: '61234567', listingAgent: { listingAgentFullName: 'Dana Reyes' }, documents: [{ object_id: 'm3' }] });
    expect((await t.as('owner', { url: '/mlsLookup/GetMlsListing?mlsId=61234567&mlsName=CRMLS' })).statusCode).toBe(404);
  });

  it('renews a revoked token once, and answers 502 (not 500) when the MLS is down', async () => {
    revoked = new Set(['tok1']);
    const res = await t.as('owner', { url: '/mlsLookup/getMlsDataByStreetOrMlsNumber?keywords=61234567' });
    expect(res.statusCode).toBe(200);
    expect(tokens).toBe(2);
    down = true;
    const fail = await t.as('owner', { url: '/mlsLookup/getMlsDataByStreetOrMlsNumber?keywords=61234567' });
    expect(fail.statusCode).toBe(502);
    expect(fail.json()).toEqual({ code: 'mls_unavailable', message: 'The MLS service is not available right now. Please try again later.' });
    down = false;
  });

  it('uses a static bearer token when configured', async () => {
    const mls = resoMlsProvider({ url: `${server.url}/odata`, token: 'tok-static' });
    const before = tokens;
    expect((await mls.getListing('61234567'))?.mls_id).toBe('61234567');
    expect(tokens).toBe(before);
    expect(server.requests[server.requests.length - 1].headers.authorization).toBe('Bearer tok-static');
  });
});
