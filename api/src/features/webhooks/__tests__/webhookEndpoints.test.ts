/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
import { NOT_ADMIN_MESSAGE } from '../webhookEndpointsService';
import { createTestApp, type TestApp } from '../../../__tests__/helpers/testApp';
import { ENGINES } from '../../../__tests__/helpers/testDb';

const URL_OK = 'https://hooks.brokerage.example/offerdesk';

describe.each(ENGINES)('webhook endpoints on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
    const { owner, other } = t.world.agents;
    // The fixture's administrators: owner of Fixture Realty, other of Away Homes.
    await t.testDb.db.query('update users set is_brokerage_admin = true where id = any($1::int[])', [[owner.userId, other.userId]]);
  }, 120_000);
  afterAll(() => t?.close());

  const create = (agent: 'owner' | 'other' | 'stranger', payload: unknown) =>
    t.as(agent, { method: 'POST', url: '/brokerage/webhooks', payload: payload as object });

  it('refuses an agent who is not a brokerage administrator, for every route', async () => {
    for (const [method, url] of [
      ['GET', '/brokerage/webhooks'],
      ['POST', '/brokerage/webhooks'],
      ['PUT', '/brokerage/webhooks/1'],
      ['DELETE', '/brokerage/webhooks/1'],
      ['POST', '/brokerage/webhooks/1/secret'],
      ['GET', '/brokerage/webhooks/1/deliveries'],
    ] as const) {
      const payload = method === 'POST' || method === 'PUT' ? { url: URL_OK, events: ['offer.created'] } : undefined;
      const res = await t.as('stranger', { method, url, payload });
      expect({ url, status: res.statusCode, body: res.json() }).toEqual({
        url,
        status: 403,
        body: { code: 'forbidden', message: NOT_ADMIN_MESSAGE },
      });
    }
    expect((await t.app.inject({ url: '/brokerage/webhooks' })).statusCode).toBe(401);
  });

  it('names the field of a bad endpoint and stores nothing', async () => {
    const cases: Array<[unknown, string]> = [
      [{ url: 'not an address', events: ['offer.created'] }, 'url'],
      [{ url: 'http://hooks.brokerage.example/x', events: ['offer.created'] }, 'url'],
      [{ url: 'https://127.0.0.1/x', events: ['offer.created'] }, 'url'],
      [{ url: 'https://[::1]/x', events: ['offer.created'] }, 'url'],
      [{ url: 'https://169.254.169.254/latest', events: ['offer.created'] }, 'url'],
      [{ url: 'https://localhost/x', events: ['offer.created'] }, 'url'],
      // Issue 36: special-purpose ranges, IPv4 inside IPv6 included.
      ...['[::127.0.0.1]', '[64:ff9b::7f00:1]', '[2002:7f00:1::]', '[100::1]', '[fec0::1]', '192.0.2.1', '198.51.100.1', '203.0.113.1'].map(
        (host): [unknown, string] => [{ url: `https://${host}/x`, events: ['offer.created'] }, 'url'],
      ),
      [{ url: 'https://user:pw@hooks.brokerage.example/x', events: ['offer.created'] }, 'url'],
      [{ url: URL_OK, events: [] }, 'events'],
      [{ url: URL_OK, events: ['offer.exploded'] }, 'events.0'],
      [{ url: URL_OK, events: ['offer.created', 'offer.created'] }, 'events'],
      [{ url: URL_OK }, 'events'],
      [{ url: `https://x.example/\u0000`, events: ['offer.created'] }, 'url'],
    ];
    for (const [payload, field] of cases) {
      const res = await create('owner', payload);
      expect({ payload, status: res.statusCode, fields: Object.keys(res.json().fields ?? {}) }).toEqual({
        payload,
        status: 400,
        fields: [field],
      });
    }
    expect((await t.as('owner', { url: '/brokerage/webhooks' })).json()).toEqual([]);
  });

  it('shows the secret once, keeps endpoints to their brokerage, and changes, rotates and removes them', async () => {
    const made = await create('owner', { url: URL_OK, description: '  CRM  ', events: ['offer.created', 'sale.created'] });
    expect(made.statusCode).toBe(200);
    const { endpoint, secret } = made.json();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(endpoint).toMatchObject({ url: URL_OK, description: 'CRM', events: ['offer.created', 'sale.created'], active: true });
    const listed = (await t.as('owner', { url: '/brokerage/webhooks' })).json();
    expect(listed).toEqual([endpoint]);
    expect(JSON.stringify(listed)).not.toContain(secret);

    // Another brokerage's administrator finds nothing of it.
    const id = endpoint.endpointId as number;
    expect((await t.as('other', { url: '/brokerage/webhooks' })).json()).toEqual([]);
    for (const [method, url] of [
      ['PUT', `/brokerage/webhooks/${id}`],
      ['DELETE', `/brokerage/webhooks/${id}`],
      ['POST', `/brokerage/webhooks/${id}/secret`],
      ['GET', `/brokerage/webhooks/${id}/deliveries`],
    ] as const) {
      const payload = method === 'PUT' ? { url: URL_OK, events: ['offer.created'] } : undefined;
      const res = await t.as('other', { method, url, payload });
      expect({ url, status: res.statusCode, code: res.json().code }).toEqual({ url, status: 404, code: 'not_found' });
    }

    const changed = await t.as('owner', {
      method: 'PUT',
      url: `/brokerage/webhooks/${id}`,
      payload: { url: `${URL_OK}/v2`, events: ['offer.accepted'], active: false },
    });
    expect(changed.json()).toMatchObject({ url: `${URL_OK}/v2`, events: ['offer.accepted'], active: false, description: '' });
    const rotated = (await t.as('owner', { method: 'POST', url: `/brokerage/webhooks/${id}/secret` })).json();
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(secret);

    expect((await t.as('owner', { url: `/brokerage/webhooks/${id}/deliveries?cursor=abc` })).json().fields).toEqual({
      cursor: 'is not a cursor returned by the previous page',
    });
    expect((await t.as('owner', { url: `/brokerage/webhooks/${id}/deliveries` })).json()).toEqual({ items: [], nextCursor: null });

    expect((await t.as('owner', { method: 'DELETE', url: `/brokerage/webhooks/${id}` })).json()).toEqual({ removed: true });
    expect((await t.as('owner', { method: 'DELETE', url: `/brokerage/webhooks/${id}` })).statusCode).toBe(404);
  });
});
