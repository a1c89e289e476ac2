import { FIRST_PAINT_ID, firstPaintDrawn, forgetEarlyReads } from '@offerdesk/runtime/first-paint';
import { FIRST_PAINT_WAIT_MS, type FirstScreen } from '../firstScreen';
import type { RouteMap } from '../deployment';

const loadRemoteScreens = jest.fn(async () => undefined);
const ROUTE_MAP: RouteMap = {
  routes: [
    {
      remote: 'mfOffersList',
      path: '/offers',
      title: 'Offers',
      public: false,
      prefetch: ['/offer/getAll?pageSize=20'],
      firstPaint: 'http://remote.test/firstPaint.js',
    },
  ],
  areas: { mfOffersList: 'Offers' },
  incomplete: false,
};

let deploymentDelay = 0;
jest.mock('../deployment', () => ({
  loadDeployment: () => new Promise((resolve) => setTimeout(() => resolve(ROUTE_MAP), deploymentDelay)),
}));
jest.mock('../remoteScreens', () => ({ loadRemoteScreens: (...a: unknown[]) => loadRemoteScreens(...(a as [])) }));

const SESSION_KEY = 'offerdesk.session';
const fetched: { url: string; auth?: string }[] = [];

/** A fresh entry (startFirstScreen runs once per page). */
async function start(path = '/offers'): Promise<FirstScreen> {
  let first!: FirstScreen;
  await jest.isolateModulesAsync(async () => {
    first = (await import('../firstScreen')).startFirstScreen(path);
  });
  return first;
}

const settledSoon = async (p: Promise<unknown>) => {
  let done = false;
  void p.then(() => (done = true));
  for (let i = 0; i < 20; i++) await new Promise((r) => setTimeout(r, 0));
  return done;
};

const firstPaintScript = () => document.head.querySelector<HTMLScriptElement>('script[src="http://remote.test/firstPaint.js"]');

beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '<div id="root"></div>';
  localStorage.clear();
  fetched.length = 0;
  loadRemoteScreens.mockClear();
  deploymentDelay = 0;
  delete (globalThis as unknown as Record<symbol, unknown>)[Symbol.for('offerdesk.firstPaint.v1')];
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    fetched.push({ url: String(url), auth: (init?.headers as Record<string, string> | undefined)?.Authorization });
    if (String(url) === '/config.json') return new Response(JSON.stringify({ apiBase: 'http://api.test' }));
    return new Response('[]');
  }) as unknown as typeof fetch;
});
afterEach(forgetEarlyReads);

describe("the entry's first paint", () => {
  it('with a stored session: starts the screen reads with its token, draws the frame and runs the screen script, then lets the app load', async () => {
    localStorage.setItem(SESSION_KEY, JSON.stringify({ accessToken: 'tok', userName: 'a', name: 'A', expiresAt: Date.now() + 60_000 }));
    const first = await start();
    await expect(settledSoon(first.painted)).resolves.toBe(false);
    expect(fetched).toContainEqual({ url: 'http://api.test/offer/getAll?pageSize=20', auth: 'Bearer tok' });
    const overlay = document.getElementById(FIRST_PAINT_ID)!;
    expect(overlay.getAttribute('aria-hidden')).toBe('true');
    expect(overlay.textContent).toContain('OfferDesk');
    expect(overlay.textContent).toContain('Home›Offers');
    // The app's code waits for the first paint.
    expect(loadRemoteScreens).not.toHaveBeenCalled();
    firstPaintScript()!.dispatchEvent(new Event('load'));
    firstPaintDrawn();
    await first.painted;
    await first.remote;
    expect(loadRemoteScreens).toHaveBeenCalledWith('mfOffersList', undefined);
  });

  it('without a session: nothing is read or drawn early and the app loads at once', async () => {
    const first = await start();
    await expect(settledSoon(first.painted)).resolves.toBe(true);
    expect(fetched.map((f) => f.url)).toEqual(['/config.json']);
    expect(document.getElementById(FIRST_PAINT_ID)).toBeNull();
    await expect(first.remote).resolves.toBe('mfOffersList');
  });

  it('an expired stored session counts as none', async () => {
    localStorage.setItem(SESSION_KEY, JSON.stringify({ accessToken: 'tok', userName: 'a', name: 'A', expiresAt: Date.now() - 1 }));
    const first = await start();
    await expect(settledSoon(first.painted)).resolves.toBe(true);
    expect(document.getElementById(FIRST_PAINT_ID)).toBeNull();
  });

  it('a screen script that cannot be loaded takes the frame away and lets the app load', async () => {
    localStorage.setItem(SESSION_KEY, JSON.stringify({ accessToken: 'tok', userName: 'a', name: 'A', expiresAt: Date.now() + 60_000 }));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = await start();
    await settledSoon(first.painted);
    firstPaintScript()!.dispatchEvent(new Event('error'));
    await first.painted;
    expect(document.getElementById(FIRST_PAINT_ID)).toBeNull();
  });

  it('draws nothing once the app has started without it (the deployment answered after FIRST_PAINT_WAIT_MS)', async () => {
    localStorage.setItem(SESSION_KEY, JSON.stringify({ accessToken: 'tok', userName: 'a', name: 'A', expiresAt: Date.now() + 60_000 }));
    deploymentDelay = FIRST_PAINT_WAIT_MS + 200;
    const first = await start();
    await first.painted;
    await first.routeMap;
    await settledSoon(first.remote);
    expect(fetched).toContainEqual({ url: 'http://api.test/offer/getAll?pageSize=20', auth: 'Bearer tok' });
    expect(document.getElementById(FIRST_PAINT_ID)).toBeNull();
    expect(firstPaintScript()).toBeNull();
  });

  it('an address of another screen reads and draws nothing early', async () => {
    localStorage.setItem(SESSION_KEY, JSON.stringify({ accessToken: 'tok', userName: 'a', name: 'A', expiresAt: Date.now() + 60_000 }));
    const first = await start('/somewhere-else');
    await first.painted;
    expect(fetched.map((f) => f.url)).toEqual(['/config.json']);
    expect(document.getElementById(FIRST_PAINT_ID)).toBeNull();
  });
});
