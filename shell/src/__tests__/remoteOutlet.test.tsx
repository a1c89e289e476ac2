import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { fetchRemoteManifest, loadRemoteModule, registerRemoteEntries } from '../remoteLoader';
import { REMOTE_ERROR_TITLE } from '../RemoteOutlet';
import { fakeRoutes, renderAt, resetShellState, signInNow, stubFetch } from './helpers';

jest.mock('../remoteLoader', () => ({
  fetchRemoteManifest: jest.fn(),
  registerRemoteEntries: jest.fn(),
  loadRemoteModule: jest.fn(),
}));

const load = loadRemoteModule as jest.Mock;

beforeEach(() => {
  resetShellState();
  stubFetch(() => undefined);
  load.mockReset();
  (registerRemoteEntries as jest.Mock).mockReset();
  (fetchRemoteManifest as jest.Mock).mockResolvedValue({ mfOffersList: 'http://localhost:4111/remoteEntry.js', mfOfferWizard: 'http://localhost:4102/remoteEntry.js' });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  signInNow();
});

afterEach(() => {
  (console.error as jest.Mock).mockRestore();
});

describe('remote outlet', () => {
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
    expect(registerRemoteEntries).toHaveBeenCalledWith({ mfOffersList: 'http://localhost:4111/remoteEntry.js' }, true);
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
});
