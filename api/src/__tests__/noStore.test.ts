/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
import { PARTY_LINK_HEADER } from '@offerdesk/shared/contract';
import { createTestApp, type TestApp } from './helpers/testApp';

/** api/src/http/noStore.ts: no answer that depends on its caller may be kept by a browser or a proxy. */
describe('answers kept by nobody', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  }, 60_000);
  afterAll(() => t.close());

  it.each([
    ['an unknown route (404)', { method: 'GET' as const, url: '/no/such/route' }, 404],
    ['a route without its bearer (401)', { method: 'GET' as const, url: '/offer/GetById/1' }, 401],
    [
      'a malformed party link (400)',
      { method: 'GET' as const, url: '/offer/GetOfferByParty/1/2', headers: { [PARTY_LINK_HEADER]: 'short' } },
      400,
    ],
  ])('marks %s no-store', async (_name, request, status) => {
    const res = await t.app.inject(request);
    expect(res.statusCode).toBe(status);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('marks a signed-in read no-store', async () => {
    const res = await t.as('owner', { method: 'GET', url: '/offer/GetReceivedOffersUnviewedCount' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it("keeps a route's own caching (the public listing placeholder)", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/media/listing/1.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400, immutable');
  });
});
