/** @jest-environment ./api/src/__tests__/helpers/pgliteEnvironment.js */
import { createTestApp, type TestApp } from './helpers/testApp';

describe('the log of failed requests', () => {
  let t: TestApp;
  const lines: string[] = [];
  const entries = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>);
  beforeAll(async () => {
    t = await createTestApp('pglite', { log: { stream: { write: (line) => void lines.push(line) } } });
    // Routes that fail on purpose, only in this test.
    t.app.post('/test/throws/:linkToken', async () => {
      throw new Error('database went away');
    });
    t.app.get('/test/answers-503', async (_request, reply) => reply.code(503).send({ code: 'unavailable', message: 'Down.' }));
    t.app.get('/test/answers-404', async (_request, reply) => reply.code(404).send({ code: 'not_found', message: 'Nope.' }));
  }, 60_000);
  afterAll(() => t.close());
  beforeEach(() => {
    lines.length = 0;
  });

  it('logs a thrown error with the request id it sends back, and no token, password or link', async () => {
    const token = t.token('owner');
    const res = await t.app.inject({
      method: 'POST',
      url: '/test/throws/secret-link-token-123?searchTerm=private',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=olivia.owner&password=Sup3rSecret!',
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'internal', message: 'Something went wrong.' });
    const requestId = res.headers['x-request-id'];
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const failures = entries().filter((e) => e.msg === 'request failed');
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({
      level: 50,
      reqId: requestId,
      statusCode: 500,
      request: { method: 'POST', route: '/test/throws/:linkToken' },
      err: { type: 'Error', message: 'database went away' },
    });
    const all = lines.join('\n');
    for (const secret of [token, token.split('.')[2], 'Sup3rSecret!', 'secret-link-token-123', 'private'])
      expect(all).not.toContain(secret);
  });

  it('logs a 5xx a route answers itself, and nothing for a 4xx', async () => {
    const down = await t.app.inject({ url: '/test/answers-503' });
    expect(down.statusCode).toBe(503);
    expect(entries()).toEqual([expect.objectContaining({ msg: 'request failed', statusCode: 503, reqId: down.headers['x-request-id'] })]);
    lines.length = 0;
    expect((await t.app.inject({ url: '/test/answers-404' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/offer/getAll' })).statusCode).toBe(401);
    expect(lines).toEqual([]);
  });

  it('gives each request its own id', async () => {
    const [a, b] = await Promise.all([t.app.inject({ url: '/health' }), t.app.inject({ url: '/health' })]);
    expect(a.headers['x-request-id']).not.toEqual(b.headers['x-request-id']);
  });
});
