import { contract } from '../../contract';
import { createApiClient } from '../client';
import { forgetEarlyReads, startEarlyReads } from '@offerdesk/runtime/first-paint';
import { ApiError } from '../errors';
import { archiveOffer, getOffers } from '../endpoints/offers';
import { requestToken } from '../endpoints/auth';
import { printPortalOffer } from '../endpoints/portal';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

/** A client whose server answers `status` and `answer` (and `headers`); `sent` records each request. */
function clientAnswering(status: number, answer: unknown, headers: Record<string, string> = {}) {
  const sent: Sent[] = [];
  const onUnauthorized = jest.fn();
  const fetchImpl = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    sent.push({
      url: String(url),
      method: String(init?.method),
      headers: init?.headers as Record<string, string>,
      body: init?.body as string | undefined,
    });
    return new Response(JSON.stringify(answer), { status, headers });
  });
  const api = createApiClient({ baseUrl: 'http://api.test/', getToken: () => 'tok', onUnauthorized, fetchImpl });
  /** Starts an early read of this path as the shell's entry does (the stored session's token). */
  const startEarly = (path: string) => startEarlyReads('http://api.test/', 'tok', [path], fetchImpl);
  return { api, sent, onUnauthorized, startEarly };
}

describe('the client of the contract', () => {
  it('fills the path from params, sends the bearer token and answers the data', async () => {
    const { api, sent } = clientAnswering(200, { id: 7, isArchived: true, message: 'ok' });
    await expect(archiveOffer(api, 7)).resolves.toEqual({ id: 7, isArchived: true, message: 'ok' });
    expect(sent[0]).toMatchObject({ url: 'http://api.test/offer/archiveOffer/7', method: 'PUT' });
    expect(sent[0].headers.Authorization).toBe('Bearer tok');
  });

  it('sends a party link token in the X-Party-Link header, never in the address', async () => {
    const { api, sent } = clientAnswering(200, {});
    const t = 'A'.repeat(43);
    await api.send(contract.portal.getOfferByParty, { params: { offerId: 60, partyId: 217 }, link: t });
    await api.send(contract.portal.rejectOffer, { query: { offerDisplayId: 'OD-1', partyId: 217 }, link: t });
    await printPortalOffer(api, { contractId: 1, offerId: 60 }, t).catch(() => undefined);
    expect(sent.map((s) => s.url)).toEqual([
      'http://api.test/offer/GetOfferByParty/60/217',
      'http://api.test/offer/RejectOffer?offerDisplayId=OD-1&partyId=217',
      'http://api.test/offer/PrintOffer',
    ]);
    for (const s of sent) {
      expect(s.url).not.toContain(t);
      expect(s.headers['X-Party-Link']).toBe(t);
    }
  });

  it("sends the signed-in agent's bearer to a party route, and its 401 does not end the session", async () => {
    const { api, sent, onUnauthorized } = clientAnswering(401, { code: 'unauthorized', message: 'x' });
    await expect(api.send(contract.portal.getOfferByParty, { params: { offerId: 60, partyId: 217 } })).rejects.toMatchObject({
      status: 401,
    });
    expect(sent[0].url).toBe('http://api.test/offer/GetOfferByParty/60/217');
    expect(sent[0].headers.Authorization).toBe('Bearer tok');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('encodes a path parameter', async () => {
    const { api, sent } = clientAnswering(404, { code: 'not_found', message: 'x' });
    await expect(api.send(contract.mls.document, { params: { objectId: 'a/b c' } })).rejects.toBeInstanceOf(ApiError);
    expect(sent[0].url).toBe('http://api.test/mls/documents/a%2Fb%20c.pdf');
  });

  it('sends a form body without a token to the public sign-in route', async () => {
    const { api, sent } = clientAnswering(200, {
      access_token: 't',
      token_type: 'bearer',
      expires_in: 60,
      userName: 'a',
      firstName: 'A',
      lastName: 'B',
    });
    await requestToken(api, 'agent@example.com', 'p&ss');
    expect(sent[0].url).toBe('http://api.test/Token');
    expect(sent[0].headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(sent[0].headers.Authorization).toBeUndefined();
    expect(Object.fromEntries(new URLSearchParams(sent[0].body))).toEqual({
      grant_type: 'password',
      client_id: 'offerdesk-web',
      username: 'agent@example.com',
      password: 'p&ss',
    });
  });

  it('sends the list query and reads the next cursor from the header', async () => {
    const { api, sent } = clientAnswering(200, [], { 'X-Next-Cursor': 'abc' });
    const page = await getOffers(api, 'received', {
      searchTerm: 'elm',
      sortByTerm: 'asc',
      isShowArchive: false,
      selectedOfferStatus: [1, 4],
      pageSize: 5,
    });
    expect(page).toEqual({ items: [], nextCursor: 'abc' });
    const url = new URL(sent[0].url);
    expect(url.pathname).toBe('/offer/GetReceivedOffers');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      searchTerm: 'elm',
      sortByTerm: 'asc',
      isShowArchive: 'false',
      selectedOfferStatus: '1,4',
      pageSize: '5',
    });
  });

  it('throws the error body of a refused request and reports a 401', async () => {
    const { api, onUnauthorized } = clientAnswering(401, {
      code: 'unauthorized',
      message: 'Authorization has been denied for this request.',
    });
    const error = await api.send(contract.offers.getById, { params: { id: 1 } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, code: 'unauthorized', message: 'Authorization has been denied for this request.' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('an early read (started by the entry before the screen asks)', () => {
  afterEach(forgetEarlyReads);

  const LIST = '/offer/getAll?searchTerm=&sortByTerm=dsc&isShowArchive=false&selectedOfferStatus=&pageSize=20';
  const query = { searchTerm: '', sortByTerm: 'dsc', isShowArchive: false, selectedOfferStatus: '', pageSize: 20 } as const;

  it('answers the same GET once, without asking the server again', async () => {
    const { api, sent, startEarly } = clientAnswering(200, [{ id: 1 }]);
    startEarly(LIST);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ url: `http://api.test${LIST}`, method: 'GET' });
    expect(sent[0].headers.Authorization).toBe('Bearer tok');
    await expect(api.send(contract.offers.sent, { query })).resolves.toEqual([{ id: 1 }]);
    expect(sent).toHaveLength(1);
    // Taken once: the next read asks the server.
    await api.send(contract.offers.sent, { query });
    expect(sent).toHaveLength(2);
  });

  it('is not taken by another URL, and a failure reaches the read that takes it like its own', async () => {
    const { api, sent, onUnauthorized, startEarly } = clientAnswering(401, {
      code: 'unauthorized',
      message: 'Authorization has been denied for this request.',
    });
    startEarly(LIST);
    await api.send(contract.offers.sent, { query: { ...query, sortByTerm: 'asc' } }).catch(() => undefined);
    expect(sent).toHaveLength(2);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    const error = await api.send(contract.offers.sent, { query }).catch((e: unknown) => e);
    expect(sent).toHaveLength(2);
    expect(error).toMatchObject({ status: 401, code: 'unauthorized' });
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('still ends with the read when it is aborted', async () => {
    const { api, startEarly } = clientAnswering(200, []);
    startEarly(LIST);
    const ac = new AbortController();
    ac.abort();
    await expect(api.send(contract.offers.sent, { query, signal: ac.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });
});
