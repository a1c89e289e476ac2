/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
import { ALL_ROUTES, routePath } from '@offerdesk/shared/contract';
import { OFFER_TEXT_MAX } from '@offerdesk/shared/domain';
import { countRows, createTestApp, type TestApp } from './helpers/testApp';
import { ENGINES } from './helpers/testDb';
import { VALID_DRAFT } from './helpers/drafts';
import { FIXTURE_PASSWORD } from './helpers/fixtures';

const NUL = 'a\u0000b';

/** A value `depth` levels deep whose innermost string makes it about `bytes` long. */
function deepValue(depth: number, bytes: number): unknown {
  let v: unknown = 'x'.repeat(bytes);
  for (let i = 0; i < depth; i++) v = { nested: v };
  return v;
}

describe.each(ENGINES)('the wire contract on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { mlsListings: 5 });
  }, 60_000);
  afterAll(() => t.close());

  const snapshot = async () => [await countRows(t, 'offers'), await countRows(t, 'activities'), await countRows(t, 'contracts')];
  const save = (body: Record<string, unknown>) => t.as('owner', { method: 'POST', url: '/offer/createoffer', payload: body });

  /** The request is refused with 400 naming `field` (or a field inside it), and nothing is written. */
  async function expectRefused(
    send: () => Promise<{ statusCode: number; json(): { code: string; fields?: Record<string, string> } }>,
    field: string,
  ) {
    const before = await snapshot();
    const res = await send();
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('validation');
    expect(Object.keys(body.fields ?? {}).some((f) => f === field || f.startsWith(`${field}.`))).toBe(true);
    expect(await snapshot()).toEqual(before);
  }

  it('serves every route of the contract, each with the access the contract gives it', async () => {
    expect(ALL_ROUTES.length).toBeGreaterThan(20);
    for (const def of ALL_ROUTES) {
      expect(t.app.hasRoute({ method: def.method, url: def.url })).toBe(true);
      if (def.auth !== 'agent') continue;
      const params = Object.fromEntries([...def.url.matchAll(/:([A-Za-z_]\w*)/g)].map(([, name]) => [name, name === 'objectId' ? 'x' : 1]));
      const url = routePath(def.url, params);
      const res = await t.app.inject({ method: def.method, url });
      expect([def.method, def.url, res.statusCode]).toEqual([def.method, def.url, 401]);
    }
  });

  it('documents every route of the contract in OpenAPI, with its answers', async () => {
    await t.app.ready();
    const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    for (const def of ALL_ROUTES) {
      const path = def.url.replace(/:(\w+)/g, '{$1}');
      const operation = doc.paths[path]?.[def.method.toLowerCase()];
      expect([path, Object.keys(operation?.responses ?? {}).sort()]).toEqual([path, Object.keys(def.schema.response).sort()]);
    }
  });

  it.each([
    ['propertyTypeId', '0 2'],
    ['propertyTypeId', '2'],
    ['state', '1 4'],
    ['countryId', true],
    ['formTemplateIds', ['1 0']],
    ['homeWarrantyCompanyId', '1 0'],
  ])('an id is an integer on the wire: %s = %j is a 400 naming it', async (field, value) => {
    await expectRefused(() => save({ ...VALID_DRAFT, [field]: value }), field);
  });

  it('reads a valid id as it is validated: the stored property type is the one sent', async () => {
    const res = await save({ ...VALID_DRAFT, propertyTypeId: 2 });
    expect(res.statusCode).toBe(200);
    const back = await t.as('owner', { url: `/offer/GetById/${res.json().id}` });
    expect(back.json().propertyTypeId).toBe(2);
  });

  it('refuses an id with a space in the path and in the query', async () => {
    await expectRefused(() => t.as('owner', { url: '/offer/GetById/1%200' }), 'id');
    await expectRefused(() => t.as('owner', { method: 'PUT', url: '/offer/markReceivedOfferAsViewed?offerId=1%200' }), 'offerId');
  });

  it.each([
    ['offerPrice', true],
    ['offerPrice', '425000'],
    ['earnestMoneyDeposit', [5000]],
    ['isHomeLocatedInHOA', 'false'],
    ['yearBuilt', '1990'],
    ['inspectionDaysFromCOE', '10'],
  ])('a JSON body is never coerced: %s = %j is a 400 naming it', async (field, value) => {
    await expectRefused(() => save({ ...VALID_DRAFT, [field]: value }), field);
  });

  it.each(['closingDate', 'possessionDate', 'acceptanceDeadlineDate'])('%s with text after the date is a 400', async (field) => {
    await expectRefused(() => save({ ...VALID_DRAFT, [field]: "2027-01-15' OR 1=1" }), field);
  });

  it('refuses a listing agent value 500 levels deep and 900 KB long, and one 900 KB string', async () => {
    await expectRefused(() => save({ ...VALID_DRAFT, listingAgent: { listingAgentFullName: deepValue(500, 900_000) } }), 'listingAgent');
    await expectRefused(() => save({ ...VALID_DRAFT, listingAgent: deepValue(500, 900_000) }), 'listingAgent');
    await expectRefused(() => save({ ...VALID_DRAFT, listingAgent: { listingAgentFullName: 'x'.repeat(900_000) } }), 'listingAgent');
  });

  it('limits text to the form limits', async () => {
    await expectRefused(() => save({ ...VALID_DRAFT, street: 'x'.repeat(OFFER_TEXT_MAX.street + 1) }), 'street');
    await expectRefused(() => save({ ...VALID_DRAFT, additionalTerms: 'x'.repeat(OFFER_TEXT_MAX.additionalTerms + 1) }), 'additionalTerms');
    expect((await save({ ...VALID_DRAFT, street: 'x'.repeat(OFFER_TEXT_MAX.street) })).statusCode).toBe(200);
  });

  it('refuses a field the draft does not have', async () => {
    await expectRefused(() => save({ ...VALID_DRAFT, ownerUserId: 1 }), 'ownerUserId');
  });

  describe('a NUL character in text is a 400 naming the field, never a 500', () => {
    it.each(['street', 'city', 'county', 'additionalTerms'])('draft %s', async (field) => {
      await expectRefused(() => save({ ...VALID_DRAFT, [field]: NUL }), field);
    });

    it('a field name sent with SaveAsIncomplete', async () => {
      const id = (await save(VALID_DRAFT)).json().id;
      await expectRefused(() => t.as('owner', { method: 'PUT', url: '/offer/SaveAsIncomplete', payload: { offerId: id, [NUL]: 1 } }), NUL);
    });

    it('the listing agent block', async () => {
      await expectRefused(() => save({ ...VALID_DRAFT, listingAgent: { listingAgentFullName: NUL } }), 'listingAgent');
    });

    it.each(['/offer/getAll', '/offer/GetReceivedOffers'])('searchTerm of %s', async (url) => {
      await expectRefused(() => t.as('owner', { url, query: { searchTerm: NUL } }), 'searchTerm');
    });

    it.each([
      ['/mlsLookup/getMlsDataByAddress', 'address'],
      ['/mlsLookup/getMlsDataByStreetOrMlsNumber', 'keywords'],
      ['/mlsLookup/GetMlsListing', 'mlsId'],
      ['/place/FindAddress', 'address'],
      ['/place/FindAddressDetail', 'placeId'],
    ])('%s %s', async (url, field) => {
      await expectRefused(() => t.as('owner', { url, query: { [field]: NUL } }), field);
    });

    it.each(['username', 'password'])('the sign-in %s', async (field) => {
      const fields = { grant_type: 'password', username: t.world.agents.owner.userName, password: FIXTURE_PASSWORD, [field]: NUL };
      await expectRefused(
        () =>
          t.app.inject({
            method: 'POST',
            url: '/Token',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: new URLSearchParams(fields).toString(),
          }),
        field,
      );
    });
  });

  it('answers only the fields the contract lists', async () => {
    const res = await save(VALID_DRAFT);
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('ownerUserId');
    expect(res.json()).not.toHaveProperty('searchText');
  });
});
