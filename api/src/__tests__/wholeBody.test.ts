/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
import { createTestApp, type TestApp } from './helpers/testApp';

describe('a request part that is not an object', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  }, 60_000);
  afterAll(() => t.close());

  it.each([
    ['null', 'null'],
    ['an array', '[]'],
    ['a number', '7'],
  ])('answers 400 naming the body when the body is %s', async (_name, payload) => {
    const res = await t.as('owner', {
      method: 'POST',
      url: '/offer/createoffer',
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'validation',
      message: 'Invalid request: body must be object.',
      fields: { body: 'must be object' },
    });
  });
});
