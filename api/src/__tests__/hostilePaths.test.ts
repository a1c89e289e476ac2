/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
import { createTestApp, type TestApp } from './helpers/testApp';

/** Paths no handler may fall over on, with and without a token. */
const HOSTILE = [
  '/%00',
  '/offer/GetById/%00',
  '/media/listing/%00.svg',
  '/%E0%A4%A',
  '/offer/GetById/%E0%A4%A',
  `/${'a'.repeat(5000)}`,
  `/offer/GetById/${'9'.repeat(500)}`,
  '/../../etc/passwd',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/offer/..%2f..%2fhealth',
  '/%5c..%5chealth',
  '/%252e%252e/health',
  '/mls/documents/%00.pdf',
  '/mls/documents/..%2f..%2fetc%2fpasswd.pdf',
  '/offer/getAll?cursor=%00',
  '/place/FindAddress?address=%00',
  '/offer/downloadAllDocuments/%00',
  `/offer/downloadAllDocuments/${'9'.repeat(500)}`,
  '/offer/GetOfferPartiesByContract/-1',
  '/offer/GetOfferContractIdsFromExternalId/1/%00/1?signSetId=1&signToken=%00',
  `/offer/GetOfferContractIdsFromExternalId/1/1/1?signSetId=1&signToken=${'A'.repeat(43)}%00`,
  '/offer/GetOfferContractIdsFromExternalId/1/1',
  '/offer/GetOfferContractIdsFromExternalId/1/1/1/..%2f..%2fhealth',
];

describe('hostile paths on the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  }, 60_000);
  afterAll(() => t.close());

  it.each(HOSTILE)('answers %s with a 4xx, signed in or not', async (url) => {
    for (const res of [await t.app.inject({ url }), await t.as('owner', { url })]) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.body).not.toContain('root:');
    }
    expect((await t.app.inject({ url: '/health' })).statusCode).toBe(200);
  });
});
