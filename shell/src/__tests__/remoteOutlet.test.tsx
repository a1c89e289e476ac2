import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { fetchRemotesConfig, loadRemoteModule, registerRemoteEntries } from '../remoteLoader';
import { RUNTIME_VERSION, runtimeVersionError } from '@offerdesk/runtime';
import { REMOTE_ERROR_TITLE, REMOTE_NEEDS_NEWER_RUNTIME_TITLE } from '../RemoteOutlet';
import { fakeRoutes, renderAt, resetShellState, signInNow, stubFetch, TEST_ROUTE_MAP } from './helpers';

jest.mock('../remoteLoader', () => ({
  fetchRemotesConfig: jest.fn(),
  registerRemoteEntries: jest.fn(),
  loadRemoteModule: jest.fn(),
}));

const load = loadRemoteModule as jest.Mock;

const REMOTES_JSON = {
  mfOffersList: { entry: 'http://localhost:4111/remoteEntry.js', routes: 'http://localhost:4111/routes.json' },
  mfOfferWizard: { entry: 'http://localhost:4102/remoteEntry.js', routes: 'http://localhost:4102/routes.json' },
};
const OFFERS_MANIFEST = { remote: 'mfOffersList', area: 'Offers', routes: [{ path: '/offers', title: 'Offers' }] };
const WIZARD_MANIFEST = {
  remote: 'mfOfferWizard',
  area: 'Offer creation',
  routes: [{ path: '/create-offer/:offerId?', title: 'Create Offer' }],
};

beforeEach(() => {
  resetShellState();
  stubFetch(() => undefined);
  load.mockReset();
  (registerRemoteEntries as jest.Mock).mockReset();
  (fetchRemotesConfig as jest.Mock).mockResolvedValue(REMOTES_JSON);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  signInNow();
});

afterEach(() => {
  (console.error as jest.Mock).mockRestore();
});

describe('remote outlet', () => {
  it('leaves the breadcrumb and heading to a screen that shows its own (ownBreadcrumb): one breadcrumb on the page', async () => {
    load.mockResolvedValue({ routes: fakeRoutes(['/document-viewer/:offerId']) });
    const routeMap = {
      ...TEST_ROUTE_MAP,
      routes: [
        ...TEST_ROUTE_MAP.routes,
        { remote: 'mfDocuments', path: '/document-viewer/:offerId', title: 'Offer', public: false, ownBreadcrumb: true },
      ],
    };
    await renderAt('/document-viewer/7', { routeMap });
    expect(await screen.findByTestId('remote-screen')).toHaveTextContent('screen /document-viewer/:offerId');
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it("titles a screen outside the offers 'Home › its title', with no Offers crumb", async () => {
    load.mockResolvedValue({ routes: fakeRoutes(['/settings/webhooks']) });
    const routeMap = {
      ...TEST_ROUTE_MAP,
      routes: [
        ...TEST_ROUTE_MAP.routes,
        { remote: 'mfOffersList', path: '/settings/webhooks', title: 'Webhooks', public: false, outsideOffers: true },
      ],
    };
    await renderAt('/settings/webhooks', { routeMap });
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(crumbs).toHaveTextContent(/^Home›Webhooks/);
    expect(crumbs).not.toHaveTextContent('Offers');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Webhooks');
  });

  it('shows an error panel in the remote area only, and Retry really loads again', async () => {
    load.mockRejectedValueOnce(new Error('[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008'));
    load.mockResolvedValueOnce({ routes: fakeRoutes(['/home/:showImportModal?', '/offers', '/import-data']) });
    await renderAt('/offers');

    expect(await screen.findByText(REMOTE_ERROR_TITLE, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Offers');
    // Header and navigation keep working.
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByTestId('remote-screen')).toHaveTextContent('screen /offers');
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenLastCalledWith('mfOffersList/routes');
    // The failed entry was dropped from the federation runtime: re-registered with force from a fresh remotes.json.
    expect(registerRemoteEntries).toHaveBeenCalledWith({ mfOffersList: REMOTES_JSON.mfOffersList }, true);
  });

  it('says so when a remote needs a newer host runtime than the page runs', async () => {
    load.mockRejectedValueOnce(runtimeVersionError('mfOffersList', '^1.1.0', '1.0.0'));
    await renderAt('/offers');
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent(REMOTE_NEEDS_NEWER_RUNTIME_TITLE);
    expect(panel).toHaveTextContent(
      'The Offers area was released for OfferDesk runtime ^1.1.0; this page runs 1.0.0. Reload the page to update OfferDesk.',
    );
    expect(panel).not.toHaveTextContent(REMOTE_ERROR_TITLE);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('does not load a remote whose manifest needs a newer runtime, and says so in its area', async () => {
    const [major, minor] = RUNTIME_VERSION.split('.').map(Number);
    const newer = `^${major}.${minor + 1}.0`;
    await renderAt('/offers', { routeMap: { ...TEST_ROUTE_MAP, runtimes: { mfOffersList: newer } } });
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent(
      `The Offers area was released for OfferDesk runtime ${newer}; this page runs ${RUNTIME_VERSION}. Reload the page to update OfferDesk.`,
    );
    expect(load).not.toHaveBeenCalled();
    // The header keeps working.
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('loads a remote whose manifest needs the runtime this page runs', async () => {
    load.mockResolvedValueOnce({ routes: fakeRoutes(['/home/:showImportModal?', '/offers', '/import-data']) });
    await renderAt('/offers', { routeMap: { ...TEST_ROUTE_MAP, runtimes: { mfOffersList: `^${RUNTIME_VERSION}` } } });
    expect(await screen.findByTestId('remote-screen')).toHaveTextContent('screen /offers');
  });

  it('loads each remote once and keeps other remotes working when one fails', async () => {
    load.mockImplementation(async (id: string) => {
      if (id === 'mfOfferWizard/routes') throw new Error('script error');
      return { default: fakeRoutes(['/home/:showImportModal?', '/offers', '/import-data']) };
    });
    const { unmount } = await renderAt('/create-offer/3');
    expect(await screen.findByRole('alert')).toHaveTextContent('Offer creation');
    unmount();
    await renderAt('/home');
    expect(await screen.findByTestId('remote-screen')).toHaveTextContent('screen /home/:showImportModal?');
    await renderAt('/offers');
    expect(load.mock.calls.filter((c) => c[0] === 'mfOffersList/routes')).toHaveLength(1);
  });

  it('shows the error panel when a remote does not answer in time', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    load.mockImplementation(() => new Promise(() => undefined));
    await renderAt('/offers');
    expect(screen.getByText('Loading Offers…')).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(20_000);
    });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(REMOTE_ERROR_TITLE));
    jest.useRealTimers();
  });

  it('an address of a remote whose manifest could not be read shows the error panel, not Not Found, and Retry reads the deployment again', async () => {
    load.mockResolvedValue({ routes: fakeRoutes(['/create-offer/:offerId?']) });
    let wizardUp = false;
    stubFetch((url) => {
      if (url === REMOTES_JSON.mfOffersList.routes) return { status: 200, body: OFFERS_MANIFEST };
      if (url === REMOTES_JSON.mfOfferWizard.routes && wizardUp) return { status: 200, body: WIZARD_MANIFEST };
      return { status: 503 };
    });
    const incomplete = {
      routes: TEST_ROUTE_MAP.routes.filter((r) => r.remote !== 'mfOfferWizard'),
      areas: { mfOffersList: 'Offers' },
      incomplete: true,
    };
    await renderAt('/create-offer/3', { routeMap: incomplete });
    expect(await screen.findByRole('alert')).toHaveTextContent(REMOTE_ERROR_TITLE);
    expect(screen.queryByText(/Page not found/i)).not.toBeInTheDocument();
    // The signed-in agent keeps the way back to the offers list.
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Offers');
    expect(load).not.toHaveBeenCalled();

    wizardUp = true;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByTestId('remote-screen')).toHaveTextContent('screen /create-offer/:offerId?');
    expect(load).toHaveBeenCalledWith('mfOfferWizard/routes');
    expect(registerRemoteEntries).toHaveBeenCalledWith({ mfOfferWizard: REMOTES_JSON.mfOfferWizard }, false);
  });

  it('an address no remote serves is Not Found when every manifest was read', async () => {
    await renderAt('/no-such-screen');
    expect(await screen.findByText(/not found/i)).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });
});
