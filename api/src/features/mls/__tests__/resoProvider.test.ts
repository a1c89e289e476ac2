/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
import { parseResoMetadata } from '../reso/resoMetadata';
import { resoMlsProvider } from '../reso/resoProvider';
import { resoToListing, resoToSearchResult, toPropertyTypeId, toStatus, type ResoProperty } from '../reso/resoMapping';
import { addressFilter, expansion } from '../reso/resoQuery';
import { dedupeResults } from '../searchText';
import type { MlsProvider } from '../types';
import { resoMetadataXml, startResoStandIn, STAND_IN_CLIENT, type ResoStandIn } from '../../../__tests__/helpers/resoStandIn';
import { resoStandInData } from '../../../__tests__/helpers/resoStandInData';
import { startStandIn } from '../../../__tests__/helpers/standIn';
import { createTestApp, type TestApp } from '../../../__tests__/helpers/testApp';
import { ENGINES } from '../../../__tests__/helpers/testDb';

const property = (over: Partial<ResoProperty> = {}): ResoProperty => ({
  ListingKey: 'k1',
  ListingId: '61234567',
  OriginatingSystemName: 'ARMLS',
  StreetNumber: '1234',
  StreetDirPrefix: 'North',
  StreetName: 'Central',
  StreetSuffix: 'Avenue',
  StreetDirSuffix: null,
  UnitNumber: '210',
  City: 'Phoenix',
  StateOrProvince: 'AZ',
  PostalCode: '85004',
  CountyOrParish: 'Maricopa',
  Country: 'US',
  YearBuilt: 1972,
  ListPrice: 415000,
  StandardStatus: 'ActiveUnderContract',
  PropertyType: 'Residential',
  PropertySubType: 'Condominium',
  ListOfficeName: 'Desert Peak Realty',
  ListOfficeMlsId: 'DPR01',
  ListOfficePhone: '6025550100',
  ListAgentKey: 'ag-9',
  ListAgentMlsId: 'AZ777',
  ListAgentFullName: 'Dana Reyes',
  ListAgentEmail: 'dana@dpr.example',
  CoListAgentMlsId: 'AZ778',
  CoListAgentFullName: 'Sam Lee',
  TaxLegalDescription: 'Unit 210, CENTRAL TOWERS CONDOMINIUM',
  PublicRemarks: 'Downtown condo.',
  UnparsedAddress: '1234 N Central Ave #210, Phoenix, AZ 85004',
  ListOffice: {
    OfficeName: 'Ignored: Property has ListOfficeName',
    OfficeAddress1: '1 N 1st St',
    OfficeCity: 'Phoenix',
    OfficeStateOrProvince: 'Arizona',
    OfficePostalCode: '85004',
    OfficeCorporateLicense: 'LC123456',
  },
  ListAgent: {
    MemberFirstName: 'Dana',
    MemberLastName: 'Reyes',
    MemberStateLicense: 'SA123',
    MemberMobilePhone: '4805551111',
    MemberOfficePhone: '6025550100',
  },
  CoListAgent: { MemberFirstName: 'Sam', MemberLastName: 'Lee', MemberEmail: 'sam@dpr.example' },
  Media: [
    {
      MediaKey: 'm3',
      MediaURL: 'https://cdn.example/disclosure',
      MediaType: 'pdf',
      MediaCategory: 'Document',
      Order: 3,
      ShortDescription: 'Seller Disclosure',
    },
    { MediaKey: 'm2', MediaURL: 'https://cdn.example/2.jpg', MediaType: 'jpeg', MediaCategory: 'Photo', Order: 2 },
    { MediaKey: 'm0', MediaURL: 'https://cdn.example/plan.png', MediaType: 'png', MediaCategory: 'FloorPlan', Order: 0 },
    { MediaKey: 'm1', MediaURL: 'https://cdn.example/1.jpg', MediaType: 'jpeg', MediaCategory: 'Photo', Order: 1 },
  ],
  ...over,
});

describe('RESO mapping', () => {
  it('maps a Data Dictionary 2.0 Property with its expanded Member and Office records to the MLS data the wizard imports', () => {
    const l = resoToListing(property());
    expect(l).toMatchObject({
      mls_id: 'k1',
      mlsNumber: '61234567',
      org_id: 'ARMLS',
      mlsName: 'ARMLS',
      streetNumber: '1234',
      direction: 'N',
      streetName: 'Central',
      designator: 'Ave',
      suffix: null,
      unit: '210',
      unitType: 'Unit',
      city: 'Phoenix',
      state: { id: 3, abbreviation: 'AZ', name: 'Arizona' },
      stateId: 3,
      countryId: 1,
      zip: '85004',
      zipCode: '85004',
      county: 'Maricopa',
      yearBuilt: 1972,
      price: 415000,
      listing_price: 415000,
      status: 'Active Under Contract',
      courtesy: 'Desert Peak Realty',
      propertyTypeId: 2,
      propertyType: { id: 2, name: 'Condominium/Townhome' },
      type: 'Condominium/Townhome',
      legalDescription: 'Unit 210, CENTRAL TOWERS CONDOMINIUM',
      publicRemarks: 'Downtown condo.',
      photo: 'https://cdn.example/1.jpg',
      address: '1234 N Central Ave Unit 210',
    });
    expect(l.listingAgent).toEqual({
      listingAgentId: 'ag-9',
      listingAgentFullName: 'Dana Reyes',
      listingAgentFirstName: 'Dana',
      listingAgentLastName: 'Reyes',
      listingAgentMlsId: 'AZ777',
      listingAgentLicenseNumber: 'SA123',
      listingAgentCellPhone: '4805551111',
      listingAgentHomePhone: null,
      listingAgentOfficePhone: '6025550100',
      listingAgentEmail: 'dana@dpr.example',
      coordinatorMlsId: 'AZ778',
      coordinatorFullName: 'Sam Lee',
      coordinatorFirstName: 'Sam',
      coordinatorLastName: 'Lee',
      coordinatorEmail: 'sam@dpr.example',
      coordinatorCellPhone: null,
      coordinatorOfficePhone: null,
      listingOfficeMlsId: 'DPR01',
      listingOfficeName: 'Desert Peak Realty',
      listingOfficeLicenseNumber: 'LC123456',
      listingOfficeAddress: '1 N 1st St',
      listingOfficeState: 'AZ',
      listingOfficeCity: 'Phoenix',
      listingOfficeZip: '85004',
      listingOfficePhone: '6025550100',
    });
    expect(l.documents).toEqual([{ object_id: 'm3', content_url: 'https://cdn.example/disclosure', content_desc: 'Seller Disclosure' }]);
  });

  it('copes with sparse records: UnparsedAddress only, Canadian province by name, no media, no ListingKey', () => {
    const r = resoToSearchResult({
      ListingId: 'W123',
      UnparsedAddress: '77 King St W, Toronto, ON M5V 1A1',
      StateOrProvince: 'Ontario',
      City: 'Toronto',
    });
    expect(r).toMatchObject({
      mls_id: 'W123',
      mlsNumber: 'W123',
      org_id: 'RESO',
      address: '77 King St W',
      state: 'ON',
      stateId: 109,
      countryId: 2,
      photo: null,
      price: null,
      propertyTypeId: 1,
    });
    expect(resoToListing({ ListingId: '1', YearBuilt: 'n/a' }).yearBuilt).toBeNull();
  });

  it.each([
    ['Residential', 'SingleFamilyResidence', 1],
    ['Residential', 'Townhouse', 2],
    ['Residential', 'Manufactured On Land', 5],
    ['Residential', 'ManufacturedOnLand', 5],
    ['Residential', 'Duplex', 3],
    ['ResidentialIncome', 'Duplex', 3],
    ['Residential Income', null, 3],
    ['Land', 'UnimprovedLand', 4],
    ['Land', 'Farm', 4],
    ['Manufactured In Park', null, 5],
    ['Farm', 'Ranch', 6],
    ['Commercial Sale', 'Office', 7],
    ['CommercialLease', null, 7],
    ['BusinessOpportunity', null, 7],
    ['ResidentialLease', 'Apartment', 1],
    ['Residential', 'Lot', 1],
    [null, 'Condominium', 2],
    [null, 'Vacant Land', 4],
    [null, null, 1],
  ])('property type %s / %s → %i (PropertyType decides, the sub-type refines)', (type, sub, id) =>
    expect(toPropertyTypeId(type, sub)).toBe(id),
  );

  it('status enumerations read as words', () => {
    expect(toStatus('ComingSoon')).toBe('Coming Soon');
    expect(toStatus('Active')).toBe('Active');
  });

  it('de-duplicates by address, mls_id and org_id and keeps 25', () => {
    const a = resoToSearchResult(property());
    const others = Array.from({ length: 40 }, (_, i) => resoToSearchResult(property({ ListingKey: `k${100 + i}` })));
    const sameKeyOtherMls = resoToSearchResult(property({ OriginatingSystemName: 'OTHER' }));
    const out = dedupeResults([a, a, sameKeyOtherMls, ...others], 25);
    expect(out).toHaveLength(25);
    expect(out.slice(0, 3).map((r) => [r.mls_id, r.org_id])).toEqual([
      ['k1', 'ARMLS'],
      ['k1', 'OTHER'],
      ['k100', 'ARMLS'],
    ]);
  });
});

describe('RESO $metadata', () => {
  const schema = parseResoMetadata(resoMetadataXml());

  it('reads the entity types, their fields and the navigation properties of Property', () => {
    const p = schema.entities.get('Property')!;
    expect(p.fields.has('ListingKey')).toBe(true);
    expect(p.fields.has('ListOfficeCity')).toBe(false);
    expect(Object.fromEntries(p.navigation)).toEqual({ ListAgent: 'Member', CoListAgent: 'Member', ListOffice: 'Office', Media: 'Media' });
    expect(schema.entities.get('Office')!.fields.has('OfficeCorporateLicense')).toBe(true);
  });

  it('reads edm: prefixes, spaced attributes and self-closing entity types, and skips what is not closed', () => {
    const xml =
      '<edm:EntityType Name = "Office"><edm:Property  Name="OfficeKey" Type="Edm.String"/></edm:EntityType>' +
      '<EntityType Name="Empty"/>' +
      '<EntityType Name="Property"><Property Name="ListingKey"/>' +
      '<NavigationProperty Name="Media" Type="Collection(org.reso.metadata.Media)"/></EntityType>' +
      '<EntityType Name="Open"><Property Name="Lost"/>';
    const read = parseResoMetadata(xml);
    expect([...read.entities.keys()]).toEqual(['Office', 'Empty', 'Property']);
    expect([...read.entities.get('Office')!.fields]).toEqual(['OfficeKey']);
    expect(read.entities.get('Empty')!.fields.size).toBe(0);
    expect(Object.fromEntries(read.entities.get('Property')!.navigation)).toEqual({ Media: 'Media' });
  });

  it('expands the listing agent whenever the server offers it, the co-listing agent and the office only when Property lacks their fields', () => {
    expect(expansion(schema)).toBe('Media,ListAgent,CoListAgent,ListOffice');
    const flat = (prefix: string, suffixes: string[]) => suffixes.map((s) => `<Property Name="${prefix}${s}" Type="Edm.String"/>`).join('');
    const member = [
      'Key',
      'MlsId',
      'FirstName',
      'LastName',
      'FullName',
      'StateLicense',
      'MobilePhone',
      'HomePhone',
      'OfficePhone',
      'DirectPhone',
      'Email',
    ];
    const office = ['Key', 'MlsId', 'Name', 'Phone', 'Address1', 'City', 'StateOrProvince', 'PostalCode', 'StateLicense'];
    const wide = parseResoMetadata(
      `<EntityType Name="Property">${flat('ListAgent', member)}${flat('CoListAgent', member)}${flat('ListOffice', office)}` +
        '<NavigationProperty Name="Media" Type="Collection(x.Media)"/><NavigationProperty Name="ListOffice" Type="x.Office"/></EntityType>',
    );
    expect(expansion(wide)).toBe('Media');
    // Property has every ListAgent field, yet a listing may fill only ListAgentKey: the Member record comes along.
    const wideWithAgent = parseResoMetadata(
      `<EntityType Name="Property">${flat('ListAgent', member)}${flat('CoListAgent', member)}${flat('ListOffice', office)}` +
        '<NavigationProperty Name="Media" Type="Collection(x.Media)"/><NavigationProperty Name="ListAgent" Type="x.Member"/>' +
        '<NavigationProperty Name="CoListAgent" Type="x.Member"/><NavigationProperty Name="ListOffice" Type="x.Office"/></EntityType>',
    );
    expect(expansion(wideWithAgent)).toBe('Media,ListAgent');
    expect(expansion(null)).toBe('Media');
  });

  it('filters only on the fields the server has', () => {
    const narrow = parseResoMetadata('<EntityType Name="Property"><Property Name="StreetNumber"/><Property Name="City"/></EntityType>');
    expect(addressFilter(narrow, '12 Willow Bristol')).toBe(
      "StreetNumber eq '12' and contains(tolower(City), 'willow') and contains(tolower(City), 'bristol')",
    );
  });
});

describe.each(ENGINES)('RESO provider against a Data Dictionary 2.0 stand-in on %s', (engine) => {
  let server: ResoStandIn;
  let t: TestApp;
  const lines: string[] = [];
  const data = resoStandInData();
  const keyOf = (listingId: string) => String(data.Property.find((p) => p.ListingId === listingId)!.ListingKey);
  const get = (url: string) => t.as('owner', { url });
  const q = encodeURIComponent;
  type Result = { mls_id: string; mlsNumber: string; org_id: string; address: string; propertyTypeId: number };
  const search = async (address: string) => {
    const res = await get(`/mlsLookup/getMlsDataByAddress?address=${q(address)}`);
    return res.statusCode === 200 ? (res.json() as Result[]) : [];
  };
  const open = (r: Pick<Result, 'mls_id' | 'org_id'>) => get(`/mlsLookup/GetMlsListing?mlsId=${q(r.mls_id)}&mlsName=${q(r.org_id)}`);
  const lastQuery = () => decodeURIComponent(server.requests.filter((r) => r.url.startsWith('/odata/Property')).at(-1)!.url);

  beforeAll(async () => {
    server = await startResoStandIn(data);
    const mls = resoMlsProvider({ url: `${server.odataUrl}/`, ...STAND_IN_CLIENT, tokenUrl: server.tokenUrl });
    t = await createTestApp(engine, { mls, log: { stream: { write: (line) => void lines.push(line) } } });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await server.close();
  });

  it('reads $metadata once, with one cached client-credentials token, and expands Media, Member and Office', async () => {
    expect((await get('/mlsLookup/getMlsDataByStreetOrMlsNumber?keywords=6123')).statusCode).toBe(200);
    expect((await get('/mlsLookup/getMlsDataByAddress?address=willow')).statusCode).toBe(200);
    expect(server.requests.filter((r) => r.url === '/odata/$metadata')).toHaveLength(1);
    expect(server.tokens()).toBe(1);
    expect(lastQuery()).toContain('$expand=Media,ListAgent,CoListAgent,ListOffice');
  });

  it('(1) opens every listing a search returns, whatever names its MLS', async () => {
    const results = await search('Bristol');
    expect(results.map((r) => r.org_id)).toEqual(expect.arrayContaining(['SmartMLS', 'BrightMLS', 'Central CT Association', 'RESO']));
    for (const r of results) {
      const res = await open(r);
      expect([r.mls_id, res.statusCode]).toEqual([r.mls_id, 200]);
      expect(res.json()).toMatchObject({ mls_id: r.mls_id, org_id: r.org_id });
    }
    expect((await get(`/mlsLookup/GetMlsListing?mlsId=SR5510&mlsName=SmartMLS`)).statusCode).toBe(404);
  });

  it('(2) keys a listing by its ListingKey: one without ListingId opens, and its ListingId opens it too', async () => {
    const [quarry] = await search('12 Quarry Ln');
    expect(quarry).toMatchObject({ mls_id: '3f6c2a10-9b4e-4c1d-8a7e-000000000007', mlsNumber: '3f6c2a10-9b4e-4c1d-8a7e-000000000007' });
    expect((await open(quarry)).statusCode).toBe(200);
    const [willow] = await search('5292 N Willow Blvd');
    expect(willow).toMatchObject({ mls_id: keyOf('OC24012345'), mlsNumber: 'OC24012345', org_id: 'SmartMLS' });
    expect((await get('/mlsLookup/GetMlsListing?mlsId=OC24012345&mlsName=SmartMLS')).json()).toMatchObject({ mls_id: keyOf('OC24012345') });
    const bad = await get(`/mlsLookup/GetMlsListing?mlsId=${q("x' or 1 eq 1")}`);
    expect(bad.statusCode).toBe(400);
  });

  it('(3) fills the listing office and agents from the expanded Member and Office, photos and documents from Media', async () => {
    const res = await get('/mlsLookup/GetMlsListing?mlsId=OC24012345&mlsName=SmartMLS');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      legalDescription: 'LOT 12 WILLOW ESTATES',
      publicRemarks: 'Colonial on a quiet boulevard.',
      courtesy: 'Bristol River Realty',
      photo: 'https://media.example/0/1.jpg',
      documents: [{ object_id: 'med-0-doc', content_url: 'https://media.example/0/disclosure', content_desc: 'Seller Disclosure' }],
      listingAgent: {
        listingAgentId: 'mem-1',
        listingAgentFullName: 'Nora Whitcomb',
        listingAgentFirstName: 'Nora',
        listingAgentLastName: 'Whitcomb',
        listingAgentMlsId: 'CT4411',
        listingAgentLicenseNumber: 'RES.0812345',
        listingAgentCellPhone: '8605551234',
        listingAgentOfficePhone: '8605550100',
        listingAgentEmail: 'nora@brr.example',
        coordinatorMlsId: 'CT4412',
        coordinatorFullName: 'Eli Marsh',
        coordinatorFirstName: 'Eli',
        coordinatorCellPhone: '8605554321',
        coordinatorOfficePhone: '8605550111',
        coordinatorEmail: 'eli@brr.example',
        listingOfficeMlsId: 'BRR01',
        listingOfficeName: 'Bristol River Realty',
        listingOfficeLicenseNumber: 'REB.0790001',
        listingOfficeAddress: '40 Main St',
        listingOfficeCity: 'Bristol',
        listingOfficeState: 'CT',
        listingOfficeZip: '06010',
        listingOfficePhone: '8605550100',
      },
    });
  });

  it("(4) quotes an apostrophe the OData way: O'Brien is found", async () => {
    for (const input of ["17 O'Brien Ct", "o'brien", 'O\u2019Brien Court']) {
      const [hit] = await search(input);
      expect([input, hit?.mlsNumber]).toEqual([input, 'OC24020001']);
    }
    expect(lastQuery()).toContain("'o''brien'");
  });

  it('(5) searches by every word, with street types and directions understood', async () => {
    for (const input of [
      '5292 N Willow Blvd',
      '5292 Willow Blvd, Bristol',
      'Willow Bristol',
      'willow boulevard',
      '5292 north willow',
      'WILLOW BLVD BRISTOL CT 06010',
    ]) {
      const results = await search(input);
      expect([input, results[0]?.mlsNumber]).toEqual([input, 'OC24012345']);
    }
    expect((await search('5292 S Willow Blvd'))[0].mlsNumber).toBe('OC24019999');
    const none = await get(`/mlsLookup/getMlsDataByAddress?address=${q('Willow Hartford')}`);
    expect(none.json()).toEqual({ code: 'not_found', message: 'No listings found for "Willow Hartford".' });
  });

  it('(6) lets PropertyType decide and the sub-type refine', async () => {
    expect((await search('4 Orchard Way'))[0]).toMatchObject({
      mlsNumber: 'OC24020002',
      propertyTypeId: 5,
      type: 'Manufactured/Mobile Home',
    });
    expect((await search('0 Orchard Way'))[0]).toMatchObject({ mlsNumber: 'OC24020003', propertyTypeId: 4 });
  });

  it('(7) lists the exact MLS number first, then MLS numbers it starts, then street numbers', async () => {
    const byNumber = (k: string) =>
      get(`/mlsLookup/getMlsDataByStreetOrMlsNumber?keywords=${q(k)}`).then((r) => (r.json() as Result[]).map((x) => x.mlsNumber));
    expect(await byNumber('5292')).toEqual(['5292', '52920001', '1000', 'OC24012345', 'OC24019999']);
    expect(lastQuery()).toContain('$orderby=ListingId');
    expect((await byNumber('OC24012345'))[0]).toBe('OC24012345');
    expect((await byNumber('oc24012345'))[0]).toBe('OC24012345');
    expect(await byNumber('6123')).toEqual(['61234567']);
  });

  it('caps an address search at 25 de-duplicated results', async () => {
    const ids = (await search('Main Mesa')).map((r) => r.mls_id);
    expect(ids).toHaveLength(25);
    expect(new Set(ids).size).toBe(25);
  });

  it('renews a revoked token once, answers 502 when the MLS is down and logs why', async () => {
    server.revoke('tok1');
    expect((await get('/mlsLookup/getMlsDataByStreetOrMlsNumber?keywords=61234567')).statusCode).toBe(200);
    expect(server.tokens()).toBe(2);
    server.mode = 'down';
    lines.length = 0;
    const fail = await get('/mlsLookup/getMlsDataByStreetOrMlsNumber?keywords=61234567');
    server.mode = 'up';
    expect(fail.statusCode).toBe(502);
    expect(fail.json()).toEqual({
      code: 'mls_unavailable',
      message: 'The MLS service is not available right now. Please try again later.',
    });
    const logged = lines.map((l) => JSON.parse(l) as { msg: string; err?: { cause?: string } }).find((e) => e.msg === 'request failed');
    expect(logged?.err?.cause).toBe('Error: RESO Property answered 503 Service Unavailable');
  });
});

describe('RESO failures in the API log', () => {
  const lines: string[] = [];
  let t: TestApp;
  let current: MlsProvider;
  // One app whose MLS is the provider each case sets.
  const mls: MlsProvider = {
    kind: 'reso',
    searchByAddress: (...a) => current.searchByAddress(...a),
    searchByNumber: (...a) => current.searchByNumber(...a),
    getListing: (...a) => current.getListing(...a),
  };
  beforeAll(async () => {
    t = await createTestApp('pglite', { mls, log: { stream: { write: (line) => void lines.push(line) } } });
  }, 60_000);
  afterAll(() => t.close());
  const logged = () =>
    lines.map((l) => JSON.parse(l) as { msg: string; err?: { cause?: string } }).find((e) => e.msg === 'request failed')?.err?.cause;
  const app = async (provider: MlsProvider) => {
    lines.length = 0;
    current = provider;
    const res = await t.as('owner', { url: '/mlsLookup/getMlsDataByStreetOrMlsNumber?keywords=61234567' });
    expect(res.statusCode).toBe(502);
    return logged();
  };

  it('says the MLS refused the connection', async () => {
    const closed = await startStandIn(() => [200, {}]);
    await closed.close();
    expect(await app(resoMlsProvider({ url: `${closed.url}/odata`, token: 'static-token' }))).toBe(
      'Error: RESO $metadata: connection refused (ECONNREFUSED)',
    );
  }, 30_000);

  it('says the MLS timed out', async () => {
    const server = await startResoStandIn(resoStandInData());
    server.mode = 'hanging';
    try {
      expect(await app(resoMlsProvider({ url: server.odataUrl, token: 'static-token', timeoutMs: 300 }))).toBe(
        'Error: RESO $metadata: timed out after 300 ms',
      );
    } finally {
      await server.close();
    }
  }, 30_000);

  it('says the MLS refused the credentials, and logs no secret', async () => {
    const server = await startResoStandIn(resoStandInData());
    try {
      const cause = await app(
        resoMlsProvider({ url: server.odataUrl, clientId: 'offerdesk', clientSecret: 'wrong-secret-42', tokenUrl: server.tokenUrl }),
      );
      expect(cause).toBe('Error: RESO token request answered 401 Unauthorized');
      expect(lines.join('\n')).not.toContain('wrong-secret-42');
      expect(await app(resoMlsProvider({ url: server.odataUrl, token: 'revoked-static-token' }))).toBe(
        'Error: RESO $metadata answered 401 Unauthorized',
      );
      expect(lines.join('\n')).not.toContain('revoked-static-token');
    } finally {
      await server.close();
    }
  }, 30_000);

  it('uses a static bearer token when configured', async () => {
    const server = await startResoStandIn(resoStandInData());
    try {
      const mls = resoMlsProvider({ url: server.odataUrl, token: 'static-token' });
      expect((await mls.getListing('61234567'))?.mlsNumber).toBe('61234567');
      expect(server.tokens()).toBe(0);
      expect(server.requests.at(-1)!.headers.authorization).toBe('Bearer static-token');
    } finally {
      await server.close();
    }
  });
});

describe('RESO listing whose agent is known only by ListAgentKey', () => {
  const NORA = { listingAgentId: 'mem-1', listingAgentFullName: 'Nora Whitcomb', listingAgentEmail: 'nora@brr.example' };
  /** The stand-in's data with the Willow listing naming its agent only by key. */
  const keyOnly = () => {
    const data = resoStandInData();
    const willow = data.Property.find((p) => p.ListingId === 'OC24012345')!;
    Object.assign(willow, { ListAgentMlsId: null, ListAgentFullName: null, ListAgentEmail: null });
    return data;
  };
  const withServer = async (navigation: string[] | undefined, run: (server: ResoStandIn, mls: MlsProvider) => Promise<void>) => {
    const server = await startResoStandIn(keyOnly(), 0, STAND_IN_CLIENT, navigation);
    try {
      await run(server, resoMlsProvider({ url: server.odataUrl, token: 'static-token' }));
    } finally {
      await server.close();
    }
  };
  const memberReads = (server: ResoStandIn) =>
    server.requests.filter((r) => r.url.startsWith('/odata/Member')).map((r) => decodeURIComponent(r.url));

  it('gets the agent name and e-mail from the expanded ListAgent', () =>
    withServer(undefined, async (server, mls) => {
      const listing = await mls.getListing('OC24012345', 'SmartMLS');
      expect(listing?.listingAgent).toMatchObject({ ...NORA, listingAgentMlsId: 'CT4411', listingAgentCellPhone: '8605551234' });
      expect(decodeURIComponent(server.requests.at(-1)!.url)).toContain('$expand=Media,ListAgent,CoListAgent,ListOffice');
      expect(memberReads(server)).toEqual([]);
    }));

  it('reads the Member by ListAgentKey when the server does not expand ListAgent', () =>
    withServer(['Media', 'CoListAgent', 'ListOffice'], async (server, mls) => {
      const listing = await mls.getListing('OC24012345', 'SmartMLS');
      expect(listing?.listingAgent).toMatchObject({ ...NORA, listingAgentMlsId: 'CT4411', listingAgentLicenseNumber: 'RES.0812345' });
      expect(memberReads(server)).toEqual([`/odata/Member?$filter=MemberKey eq 'mem-1'&$top=1`]);
      // A listing that names its agent itself is not read twice; searches read no Member.
      expect((await mls.getListing('OC24019999', 'SmartMLS'))?.listingAgent).toMatchObject(NORA);
      expect(await mls.searchByAddress('Willow', 10)).not.toHaveLength(0);
      expect(memberReads(server)).toHaveLength(1);
    }));

  it('opens the listing without the agent when the Member read finds no one', async () => {
    const data = keyOnly();
    data.Member = [];
    const server = await startResoStandIn(data, 0, STAND_IN_CLIENT, ['Media', 'ListOffice']);
    try {
      const listing = await resoMlsProvider({ url: server.odataUrl, token: 'static-token' }).getListing('OC24012345', 'SmartMLS');
      expect(listing?.listingAgent).toMatchObject({ listingAgentId: 'mem-1', listingAgentFullName: null, listingAgentEmail: null });
      expect(listing?.listingAgent.listingOfficeName).toBe('Bristol River Realty');
    } finally {
      await server.close();
    }
  });
});
