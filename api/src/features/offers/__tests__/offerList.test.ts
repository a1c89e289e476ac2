/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
import { OfferStatus } from '@offerdesk/shared/domain';
import { createTestApp, type TestApp } from '../../../__tests__/helpers/testApp';
import { ENGINES } from '../../../__tests__/helpers/testDb';

type Item = { id: number; statusId: number; [key: string]: unknown };

describe.each(ENGINES)('offer lists on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  }, 60_000);
  afterAll(() => t.close());

  const ids = (items: Item[]) => items.map((i) => i.id);
  const sent = async (query = '', agent: 'owner' | 'stranger' = 'owner') => {
    const res = await t.as(agent, { url: `/offer/getAll?${query}` });
    expect(res.statusCode).toBe(200);
    return res.json() as Item[];
  };

  it('lists sent offers newest first without cancelled, pending and archived ones', async () => {
    const { offers } = t.world;
    expect(ids(await sent())).toEqual([offers.receivedViewed, offers.countered, offers.reviewerRejected, offers.draft]);
  });

  it('shapes each item for the offer card', async () => {
    const items = await sent();
    const countered = items.find((i) => i.id === t.world.offers.countered)!;
    expect(countered).toMatchObject({
      offerTypeId: 1,
      statusId: OfferStatus.forwardedToBuyerAgent,
      propertyType: 'Residential',
      state: 'IL',
      streetAndCityAddress: '103 Birch St, Springfield',
      stateAndZip: 'IL 62703',
      fullAddress: '103 Birch St, Springfield, IL 62703',
      mlsNumber: 'MLS1003',
      imageBlobLocation: 'https://api.offerdesk.test/media/listing/3.svg',
      isViewed: true,
      canEdit: false,
      createdOn: '2026-01-04T00:00:00.000Z',
      isArchived: false,
    });
    expect(countered.counterOffers).toEqual([
      expect.objectContaining({ partySideId: 2, statusId: 229, counterPrice: 333000 }),
      expect.objectContaining({ partySideId: 1, statusId: 230, counterPrice: 320000 }),
    ]);
    const draft = items.find((i) => i.id === t.world.offers.draft)!;
    expect(draft).toMatchObject({ canEdit: true, imageBlobLocation: 'https://api.offerdesk.test/media/listing/1.svg', counterOffers: [] });
    const rejected = items.find((i) => i.id === t.world.offers.reviewerRejected)!;
    expect(rejected).toMatchObject({ canEdit: true, imageBlobLocation: null });
  });

  it('builds returned URLs from the configured public API URL, never from the Host header', async () => {
    const res = await t.as('owner', { url: '/offer/getAll', headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } });
    const draft = (res.json() as Item[]).find((i) => i.id === t.world.offers.draft)!;
    expect(draft.imageBlobLocation).toBe('https://api.offerdesk.test/media/listing/1.svg');
    expect(res.body).not.toContain('evil.example');
  });

  it('filters by status, archive flag, search term and sorts oldest first', async () => {
    const { offers } = t.world;
    expect(ids(await sent(`selectedOfferStatus=${OfferStatus.draft},${OfferStatus.cancelled}`))).toEqual([offers.cancelled, offers.draft]);
    expect(ids(await sent('isShowArchive=true'))).toContain(offers.archived);
    expect(ids(await sent('isShowArchive=false'))).not.toContain(offers.archived);
    expect(ids(await sent('searchTerm=BIRCH'))).toEqual([offers.receivedViewed, offers.countered]);
    expect(ids(await sent('searchTerm=mls1001'))).toEqual([offers.draft]);
    expect(ids(await sent('searchTerm=%20%20'))).toHaveLength(4);
    expect(ids(await sent('searchTerm=100%25'))).toEqual([]);
    expect(ids(await sent('sortByTerm=asc'))).toEqual([offers.draft, offers.reviewerRejected, offers.countered, offers.receivedViewed]);
  });

  it('pages with an opaque cursor in X-Next-Cursor', async () => {
    const first = await t.as('owner', { url: '/offer/getAll?pageSize=3&isShowArchive=true' });
    expect(first.json()).toHaveLength(3);
    const cursor = first.headers['x-next-cursor'] as string;
    expect(cursor).toBeTruthy();
    const second = await t.as('owner', { url: `/offer/getAll?pageSize=3&isShowArchive=true&cursor=${cursor}` });
    expect(second.json()).toHaveLength(2);
    expect(second.headers['x-next-cursor']).toBeUndefined();
    expect(new Set([...ids(first.json()), ...ids(second.json())]).size).toBe(5);
  });

  it.each([
    ['selectedOfferStatus=159,abc', 'selectedOfferStatus'],
    ['selectedOfferStatus=12345', 'selectedOfferStatus'],
    ['sortByTerm=newest', 'sortByTerm'],
    ['isShowArchive=maybe', 'isShowArchive'],
    ['pageSize=0', 'pageSize'],
    ['pageSize=101', 'pageSize'],
    ['cursor=not-a-cursor', 'cursor'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const res = await t.as('owner', { url: `/offer/getAll?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation');
    expect(res.json().fields).toHaveProperty(field);
  });

  const tampered = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  it.each([
    ['an id beyond the database integer', tampered(['2026-01-01T00:00:00.000Z', 2 ** 31])],
    ['an id of 1e300', tampered(['2026-01-01T00:00:00.000Z', 1e300])],
    ['year 0', tampered(['0000-01-01T00:00:00.000Z', 5])],
    ['year 275760', tampered(['+275760-09-13T00:00:00.000Z', 5])],
    ['a date with trailing text', tampered(["2026-01-01T00:00:00.000Z' or 1=1", 5])],
    ['an object', tampered({ createdOn: '2026-01-01T00:00:00.000Z', id: 5 })],
    ['garbage base64', '%E2%98%83!!@@'],
    ['base64 of no JSON', Buffer.from('\u0000\u00ff garbage').toString('base64url')],
  ])('answers 400 naming cursor on both lists for %s', async (_name, cursor) => {
    for (const [url, agent] of [
      ['/offer/getAll', 'owner'],
      ['/offer/GetReceivedOffers', 'receiver'],
    ] as const) {
      const res = await t.as(agent, { url: `${url}?cursor=${cursor}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation', fields: { cursor: 'is not a cursor returned by the previous page' } });
    }
  });

  it('lists received offers with their viewed flag, hiding received-tab statuses', async () => {
    const res = await t.as('receiver', { url: '/Offer/GetReceivedOffers/' });
    expect(res.statusCode).toBe(200);
    const items = res.json() as Item[];
    expect(items.map((i) => [i.id, i.offerTypeId, i.isViewed, i.canEdit])).toEqual([
      [t.world.offers.receivedViewed, 2, true, false],
      [t.world.offers.receivedUnviewed, 2, false, false],
    ]);
    const draft = await t.as('receiver', { url: `/offer/GetReceivedOffers?selectedOfferStatus=${OfferStatus.draft}` });
    expect(ids(draft.json())).toEqual([t.world.offers.receivedDraft]);
    const search = await t.as('receiver', { url: '/offer/GetReceivedOffers?searchTerm=harbor' });
    expect(ids(search.json())).toEqual([t.world.offers.receivedUnviewed]);
  });

  it('does not count the owner as a receiver and counts unviewed received offers', async () => {
    expect(ids((await t.as('owner', { url: '/offer/GetReceivedOffers' })).json())).toEqual([]);
    const count = await t.as('receiver', { url: '/offer/getReceivedOffersUnviewedCount' });
    expect(count.json()).toEqual({ count: 1 });
  });

  it('shows a stranger nothing', async () => {
    expect(await sent('', 'stranger')).toEqual([]);
    expect((await t.as('stranger', { url: '/offer/GetReceivedOffers' })).json()).toEqual([]);
  });

  it.each(['/offer/getAll', '/offer/GetReceivedOffers', '/offer/GetReceivedOffersUnviewedCount'])('asks for a token on %s', async (url) => {
    expect((await t.app.inject({ url })).statusCode).toBe(401);
  });

  it('answers /offer/getall and /Offer/GetAll/ alike', async () => {
    const a = await t.as('owner', { url: '/offer/getall' });
    const b = await t.as('owner', { url: '/Offer/GetAll/' });
    expect(a.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
  });
});
