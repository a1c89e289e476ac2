/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
import { photonAddressProvider, photonSuggestions, photonDetail, photonParts } from '../photonPlaces';
import { parseStreet } from '../streetParts';
import { startStandIn, type StandIn } from '../../../__tests__/helpers/standIn';
import { createTestApp, type TestApp } from '../../../__tests__/helpers/testApp';
import { ENGINES } from '../../../__tests__/helpers/testDb';

type Suggestion = { placeId: string; description: string };

describe.each(ENGINES)('embedded gazetteer on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { mlsListings: 2000 });
  }, 60_000);
  afterAll(() => t.close());
  const get = (url: string) => t.as('owner', { url });

  it('suggests addresses by prefix and gives the structured parts of one', async () => {
    const l = (await t.testDb.db.one<{ n: string; s: string; city: string; state: number; zip: string }>(
      `select street_number as n, street_name as s, city, state_id as state, zip_code as zip from mls_listings where mls_id = '00112233'`,
    ))!;
    const res = await get(`/place/FindAddress?address=${encodeURIComponent(`${l.n} `)}&countryId=1&stateId=${l.state}`);
    expect(res.statusCode).toBe(200);
    const list = res.json() as Suggestion[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(10);
    const mine = list.find((s) => s.description.includes(l.s) && s.description.includes(l.zip))!;
    expect(mine.description.startsWith(`${l.n} `)).toBe(true);
    const detail = await get(`/place/FindAddressDetail?placeId=${encodeURIComponent(mine.placeId)}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      streetNumber: l.n,
      route: l.s,
      city: l.city,
      zipCode: l.zip,
      state: { id: l.state, abbreviation: expect.any(String) },
      stateId: l.state,
      countryId: 1,
      county: expect.any(String),
    });
    expect(detail.json()).toHaveProperty('direction');
    expect(detail.json()).toHaveProperty('designator');
    expect(detail.json()).toHaveProperty('unitLotNo');
  });

  it('filters by country and state', async () => {
    const canada = (await get('/place/FindAddress?address=main&countryId=2')).json() as Suggestion[];
    expect(canada.length).toBeGreaterThan(0);
    expect(canada.every((s) => / (ON|BC|AB) [A-Z]\d[A-Z] \d[A-Z]\d$/.test(s.description))).toBe(true);
    const texas = (await get('/place/FindAddress?address=main&stateId=44')).json() as Suggestion[];
    expect(texas.every((s) => / TX \d{5}$/.test(s.description))).toBe(true);
    expect((await get('/place/FindAddress?address=main&countryId=0&stateId=0')).statusCode).toBe(200);
    expect((await get('/place/FindAddress?address=zzqqxx')).json()).toEqual([]);
  });

  it.each([
    ['/place/FindAddress', 'address'],
    ['/place/FindAddress?address=%20', 'address'],
    ['/place/FindAddress?address=%21%21', 'address'],
    ['/place/FindAddress?address=main&countryId=9', 'countryId'],
    ['/place/FindAddress?address=main&countryId=abc', 'countryId'],
    ['/place/FindAddress?address=main&stateId=999', 'stateId'],
    ['/place/FindAddress?address=main&stateId=3&countryId=2', 'stateId'],
    ['/place/FindAddress?address=main&stateId=-1', 'stateId'],
    ['/place/FindAddressDetail', 'placeId'],
    ['/place/FindAddressDetail?placeId=', 'placeId'],
  ])('rejects %s naming %s', async (url, field) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty(field);
  });

  it('answers 404 for an unknown place, never 500', async () => {
    for (const id of ['emb-99999999', 'emb-x', 'garbage', "'; drop table x", 'ph-e30', 'emb-99999999999999']) {
      const res = await get(`/place/FindAddressDetail?placeId=${encodeURIComponent(id)}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'not_found', message: 'Unknown place.' });
    }
    expect((await t.app.inject({ url: '/place/FindAddress?address=main' })).statusCode).toBe(401);
  });
});

const FEATURES = [
  {
    properties: {
      osm_id: 1,
      countrycode: 'US',
      housenumber: '1600',
      street: 'North Central Avenue',
      city: 'Phoenix',
      county: 'Maricopa County',
      state: 'Arizona',
      postcode: '85004',
      type: 'house',
    },
  },
  {
    properties: {
      osm_id: 2,
      countrycode: 'US',
      housenumber: '1600',
      street: 'North Central Avenue',
      city: 'Phoenix',
      county: 'Maricopa County',
      state: 'Arizona',
      postcode: '85004',
      type: 'house',
    },
  },
  {
    properties: {
      osm_id: 3,
      countrycode: 'CA',
      housenumber: '100',
      street: '8 Avenue SW',
      city: 'Calgary',
      state: 'Alberta',
      postcode: 'T2P 1B3',
      type: 'house',
    },
  },
  { properties: { osm_id: 4, countrycode: 'DE', housenumber: '1', street: 'Hauptstraße', city: 'Berlin', type: 'house' } },
  { properties: { osm_id: 5, countrycode: 'US', name: 'Central Park', type: 'park', state: 'New York' } },
  { properties: { osm_id: 6, countrycode: 'US', name: 'Main Street', type: 'street', city: 'Dallas', state: 'Texas', postcode: '75201' } },
];

describe('Photon mapping', () => {
  it('parses street names into direction, route, designator and suffix', () => {
    expect(parseStreet('North Central Avenue')).toMatchObject({
      direction: 'N',
      directionId: 1,
      route: 'Central',
      designator: 'Ave',
      designatorId: 2,
      suffix: null,
    });
    expect(parseStreet('8 Avenue SW')).toMatchObject({ direction: null, route: '8', designator: 'Ave', suffix: 'SW', suffixId: 8 });
    expect(parseStreet('Avenue of the Americas')).toMatchObject({ route: 'Avenue of the Americas', designator: null });
    expect(parseStreet('Broadway')).toMatchObject({ route: 'Broadway', direction: null });
    expect(parseStreet('')).toMatchObject({ route: null });
  });

  it('keeps US and Canadian addresses, filters by country and state, drops duplicates', () => {
    expect(photonParts(FEATURES[3])).toBeNull();
    expect(photonParts(FEATURES[4])).toBeNull();
    const all = photonSuggestions(FEATURES, {}, 10);
    expect(all.map((s) => s.description)).toEqual([
      '1600 North Central Avenue, Phoenix, AZ 85004',
      '100 8 Avenue SW, Calgary, AB T2P 1B3',
      'Main Street, Dallas, TX 75201',
    ]);
    expect(photonSuggestions(FEATURES, { countryId: 2 }, 10).map((s) => s.description)).toEqual(['100 8 Avenue SW, Calgary, AB T2P 1B3']);
    expect(photonSuggestions(FEATURES, { stateId: 44 }, 10)).toHaveLength(1);
    expect(photonDetail(photonParts(FEATURES[0])!)).toMatchObject({
      streetNumber: '1600',
      direction: 'N',
      route: 'Central',
      designator: 'Ave',
      city: 'Phoenix',
      county: 'Maricopa',
      state: { id: 3, abbreviation: 'AZ', name: 'Arizona' },
      zipCode: '85004',
      countryId: 1,
      unitLotNo: null,
    });
  });
});

describe('Photon provider against a canned stand-in', () => {
  let server: StandIn;
  let t: TestApp;
  let down = false;
  beforeAll(async () => {
    server = await startStandIn(({ url }) => {
      if (down) return [500, { message: 'boom' }];
      if (url.pathname !== '/api') return [404, {}];
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      return [
        200,
        {
          type: 'FeatureCollection',
          features: FEATURES.filter((f) => JSON.stringify(f.properties).toLowerCase().includes(q.split(' ')[0])),
        },
      ];
    });
    t = await createTestApp('pglite', { places: photonAddressProvider({ url: server.url }) });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await server.close();
  });

  it('suggests and details through the place routes', async () => {
    const res = await t.as('owner', { url: '/place/FindAddress?address=1600%20central&countryId=1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ placeId: expect.stringMatching(/^ph-/), description: '1600 North Central Avenue, Phoenix, AZ 85004' }]);
    expect(server.requests[0].url).toMatch(/^\/api\?q=1600%20central&limit=\d+&lang=en$/);
    const detail = await t.as('owner', { url: `/place/FindAddressDetail?placeId=${res.json()[0].placeId}` });
    expect(detail.json()).toMatchObject({ streetNumber: '1600', route: 'Central', state: { abbreviation: 'AZ' }, zipCode: '85004' });
    const tampered = await t.as('owner', { url: `/place/FindAddressDetail?placeId=ph-${Buffer.from('{"s":1}').toString('base64url')}` });
    expect(tampered.statusCode).toBe(404);
  });

  it('answers 502 when the geocoder fails', async () => {
    down = true;
    const res = await t.as('owner', { url: '/place/FindAddress?address=main' });
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe('geocoder_unavailable');
    down = false;
  });
});
