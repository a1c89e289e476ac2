/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
import { createTestApp, type TestApp } from './helpers/testApp';

const huge = '9'.repeat(400);

describe('numbers too large for a double', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  }, 60_000);
  afterAll(() => t.close());

  it.each([
    ['a query id', { method: 'PUT' as const, url: `/offer/markReceivedOfferAsViewed?offerId=${huge}` }, 'offerId'],
    ['a query id in exponent form', { method: 'PUT' as const, url: '/offer/markReceivedOfferAsViewed?offerId=1e400' }, 'offerId'],
    ['a path id', { method: 'PUT' as const, url: '/offer/canceloffer/1e400' }, 'id'],
  ])('answer 400 naming the field for %s', async (_name, request, field) => {
    const res = await t.as('owner', request);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'validation',
      message: `${field}: must be a finite number`,
      fields: { [field]: 'must be a finite number' },
    });
  });

  it('refuses a body id given as text as the contract types it (a JSON body is not coerced)', async () => {
    const res = await t.as('owner', { method: 'POST', url: '/offer/createoffer', payload: { id: huge } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({ id: 'must be integer' });
  });
});
