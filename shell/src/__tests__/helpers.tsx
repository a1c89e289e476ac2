import { act, render, type RenderResult } from '@testing-library/react';
import { hostStore, sessionStore, type RemoteRoute } from '@offerdesk/runtime';
import { App } from '../App';
import type { FrameSetup } from '../frameContext';
import { clearRemoteScreenCache } from '../remoteScreens';
import { forgetRegisteredRemotes, type RouteMap } from '../routeMap';
import type { Clock } from '../sessionTimer';

export const API = 'http://api.test';

/** A deployment's route map as the remotes' manifests would give it (the shell knows no remote by itself). */
export const TEST_ROUTE_MAP: RouteMap = {
  routes: [
    { remote: 'mfOffersList', path: '/home/:showImportModal?', title: 'Offers', public: false },
    { remote: 'mfOffersList', path: '/offers', title: 'Offers', public: false },
    { remote: 'mfOffersList', path: '/import-data', title: 'Create Offer', public: false },
    { remote: 'mfOfferWizard', path: '/create-offer/:offerId?', title: 'Create Offer', public: false },
    { remote: 'mfDocuments', path: '/no-documents', title: 'Signing', public: true },
    { remote: 'mfPartyPortal', path: '/review-offer/:offerId', title: 'Review Offer', public: true },
  ],
  areas: { mfOffersList: 'Offers', mfOfferWizard: 'Offer creation', mfDocuments: 'Documents', mfPartyPortal: 'Offer portal' },
  incomplete: false,
};

/** Remote screens the mocked loader hands out: every route shows its path. */
export function fakeRoutes(paths: string[]): RemoteRoute[] {
  return paths.map((path) => ({ path, Component: () => <div data-testid="remote-screen">screen {path}</div> }));
}

export function resetShellState(): void {
  localStorage.clear();
  sessionStore.setState({ session: null, lastLogout: null, prevRoute: null });
  hostStore.getState().configure({ apiBase: API, docApiBase: `${API}/docapi`, embedded: false });
  clearRemoteScreenCache();
  forgetRegisteredRemotes();
}

export function signInNow(expiresIn = 3600, name = 'Alex Agent'): void {
  sessionStore.getState().signIn({ access_token: 'tok-1', expires_in: expiresIn, userName: 'alex@example.com', firstName: name });
}

/** Renders the shell at `url`; awaited act, so that suspended remote loads settle (React 19). */
export async function renderAt(
  url: string,
  opts: { frame?: FrameSetup | null; clock?: Clock; routeMap?: RouteMap } = {},
): Promise<RenderResult> {
  window.history.pushState({}, '', url);
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(<App frame={opts.frame ?? null} clock={opts.clock} routeMap={opts.routeMap ?? TEST_ROUTE_MAP} />);
  });
  return result!;
}

export const currentUrl = () => window.location.pathname + window.location.search;

type FetchHandler = (url: string, init?: RequestInit) => { status: number; body?: unknown } | undefined;

/** A fetch stub answering JSON; unknown calls answer 404. */
export function stubFetch(handler: FetchHandler): jest.Mock {
  const fn = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const answer = handler(url, init) ?? { status: 404, body: { code: 'not_found', message: 'Not found' } };
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      headers: new Headers({ 'content-type': 'application/json' }),
      text: async () => (answer.body === undefined ? '' : JSON.stringify(answer.body)),
      json: async () => answer.body,
    } as unknown as Response;
  });
  (globalThis as { fetch: unknown }).fetch = fn;
  return fn;
}
