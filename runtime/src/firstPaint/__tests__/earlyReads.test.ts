import { EARLY_READ_TTL_MS, earlyResponse, forgetEarlyReads, peekEarlyRead, startEarlyReads, takeEarlyRead } from '../earlyReads';

const LIST = '/offer/getAll?pageSize=20';
const URL_OF_LIST = 'http://api.test/offer/getAll?pageSize=20';

function server(status = 200, body: unknown = [{ id: 1 }]) {
  const sent: { url: string; init?: RequestInit }[] = [];
  const fetchImpl = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(url), init });
    return new Response(JSON.stringify(body), { status, headers: { 'X-Next-Cursor': 'abc' } });
  }) as unknown as typeof fetch;
  return { sent, fetchImpl };
}

afterEach(() => {
  forgetEarlyReads();
  jest.useRealTimers();
});

describe('early reads of the first screen', () => {
  it('asks each path once under the API base with the bearer token', () => {
    const { sent, fetchImpl } = server();
    startEarlyReads('http://api.test/', 'tok', [LIST, '/offer/getOfferStatus'], fetchImpl);
    expect(sent.map((s) => s.url)).toEqual([URL_OF_LIST, 'http://api.test/offer/getOfferStatus']);
    expect((sent[0].init?.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it('lets a first paint read the answer while it stays for the client, which takes it once', async () => {
    const { fetchImpl } = server();
    startEarlyReads('http://api.test', 'tok', [LIST], fetchImpl);
    await expect(peekEarlyRead(LIST)).resolves.toMatchObject({ status: 200, body: '[{"id":1}]' });
    const taken = await takeEarlyRead(URL_OF_LIST, 'tok');
    const res = earlyResponse(taken!);
    expect(res.status).toBe(200);
    expect(res.headers.get('X-Next-Cursor')).toBe('abc');
    await expect(res.json()).resolves.toEqual([{ id: 1 }]);
    expect(takeEarlyRead(URL_OF_LIST, 'tok')).toBeUndefined();
    expect(peekEarlyRead(LIST)).toBeUndefined();
  });

  it('is not given to a read with another token (another agent signed in), nor after its time', () => {
    const { fetchImpl } = server();
    startEarlyReads('http://api.test', 'tok', [LIST], fetchImpl);
    expect(takeEarlyRead(URL_OF_LIST, 'other')).toBeUndefined();
    jest.useFakeTimers({ now: Date.now() });
    startEarlyReads('http://api.test', 'tok', [LIST], fetchImpl);
    jest.setSystemTime(Date.now() + EARLY_READ_TTL_MS + 1);
    expect(takeEarlyRead(URL_OF_LIST, 'tok')).toBeUndefined();
  });

  it('keeps an error answer whole, and a body-less status becomes a Response without a body', async () => {
    const { fetchImpl } = server(401, { code: 'unauthorized' });
    startEarlyReads('http://api.test', 'tok', [LIST], fetchImpl);
    const answer = await takeEarlyRead(URL_OF_LIST, 'tok')!;
    expect(earlyResponse(answer).status).toBe(401);
    expect(earlyResponse({ status: 204, headers: [], body: '' }).body).toBeNull();
  });

  it('passes a network failure on to the read that takes it', async () => {
    const fetchImpl = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    startEarlyReads('http://api.test', 'tok', [LIST], fetchImpl);
    await expect(takeEarlyRead(URL_OF_LIST, 'tok')).rejects.toThrow('Failed to fetch');
  });

  it('has no answer for a first paint when the entry started none', () => {
    expect(peekEarlyRead(LIST)).toBeUndefined();
  });
});
