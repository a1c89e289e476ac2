import { findRouteOwner, loadRouteMap, MANIFEST_TIMEOUT_MS } from '../routeMap';
import { stubFetch } from './helpers';

const REMOTES = {
  mfOffersList: { entry: 'http://cdn.test/list/remoteEntry.js', routes: 'http://cdn.test/list/routes.json' },
  mfPartyPortal: { entry: 'http://cdn.test/portal/remoteEntry.js', routes: 'http://cdn.test/portal/routes.json' },
};
const LIST = {
  remote: 'mfOffersList',
  area: 'Offers',
  routes: [
    { path: '/home/:showImportModal?', title: 'Offers' },
    { path: '/offers', title: 'Offers' },
  ],
};
const PORTAL = {
  remote: 'mfPartyPortal',
  area: 'Offer portal',
  routes: [{ path: '/review-offer/:offerId', title: 'Review Offer', public: true }],
};

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => (console.error as jest.Mock).mockRestore());

describe('the deployment route map', () => {
  it('is read from the manifest each remote publishes, and matches addresses case-insensitively', async () => {
    const fetch = stubFetch((url) =>
      url === REMOTES.mfOffersList.routes
        ? { status: 200, body: LIST }
        : url === REMOTES.mfPartyPortal.routes
          ? { status: 200, body: PORTAL }
          : undefined,
    );
    const map = await loadRouteMap(REMOTES);
    expect(fetch.mock.calls.map((c) => c[0])).toEqual([REMOTES.mfOffersList.routes, REMOTES.mfPartyPortal.routes]);
    expect(map.incomplete).toBe(false);
    expect(map.areas).toEqual({ mfOffersList: 'Offers', mfPartyPortal: 'Offer portal' });
    expect(findRouteOwner(map, '/Home/true')).toEqual({
      remote: 'mfOffersList',
      path: '/home/:showImportModal?',
      title: 'Offers',
      public: false,
    });
    expect(findRouteOwner(map, '/review-offer/12')).toMatchObject({ remote: 'mfPartyPortal', public: true });
    expect(findRouteOwner(map, '/review-offer')).toBeNull();
  });

  it('a manifest that cannot be read, is malformed or names another remote leaves the map incomplete, the rest usable', async () => {
    for (const answer of [
      { status: 404 },
      { status: 200, body: { remote: 'mfPartyPortal', area: 'x', routes: [{ path: 'no-slash', title: 'T' }] } },
      { status: 200, body: { ...PORTAL, remote: 'mfDocuments' } },
    ]) {
      stubFetch((url) => (url === REMOTES.mfOffersList.routes ? { status: 200, body: LIST } : answer));
      const map = await loadRouteMap(REMOTES);
      expect(map.incomplete).toBe(true);
      expect(map.routes.map((r) => r.remote)).toEqual(['mfOffersList', 'mfOffersList']);
      expect(findRouteOwner(map, '/offers')?.remote).toBe('mfOffersList');
    }
  });

  it('a manifest that does not answer in time counts as missing', async () => {
    jest.useFakeTimers();
    try {
      (globalThis as { fetch: unknown }).fetch = jest.fn((url: string, init?: RequestInit) =>
        url === REMOTES.mfOffersList.routes
          ? Promise.resolve({ ok: true, status: 200, json: async () => LIST } as Response)
          : new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
      );
      const pending = loadRouteMap(REMOTES);
      await jest.advanceTimersByTimeAsync(MANIFEST_TIMEOUT_MS);
      const map = await pending;
      expect(map.incomplete).toBe(true);
      expect(map.routes.map((r) => r.path)).toEqual(['/home/:showImportModal?', '/offers']);
    } finally {
      jest.useRealTimers();
    }
  });
});
