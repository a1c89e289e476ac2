import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { sessionStore } from '@offerdesk/runtime';
import { loadRemoteModule } from '../remoteLoader';
import { SESSION_EXPIRED_NOTICE } from '../LoginPage';
import { API, currentUrl, fakeRoutes, renderAt, resetShellState, signInNow, stubFetch } from './helpers';

jest.mock('../remoteLoader', () => ({
  fetchRemotesConfig: jest.fn(async () => ({})),
  registerRemoteEntries: jest.fn(),
  loadRemoteModule: jest.fn(),
}));

const load = loadRemoteModule as jest.Mock;

function apiAnswers(login: 'ok' | 'fail' = 'ok', isBrokerageAdmin = false) {
  return stubFetch((url) => {
    if (url === `${API}/Token`) {
      return login === 'ok'
        ? {
            status: 200,
            body: { access_token: 'tok-9', expires_in: 3600, userName: 'alex@example.com', firstName: 'Alex', lastName: 'Agent' },
          }
        : { status: 400, body: { code: 'invalid_grant', message: 'bad' } };
    }
    if (url === `${API}/account/GetAuthenticatedAgentResult`)
      return { status: 200, body: { name: 'Alexandra Agent', firstName: 'Alexandra', lastName: 'Agent', isBrokerageAdmin } };
    return undefined;
  });
}

async function signInThroughForm() {
  fireEvent.change(screen.getByLabelText(/Username/), { target: { value: 'alex@example.com' } });
  fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'secret-pass' } });
  // The form validates asynchronously (yup); final-form ignores a submit while that is pending.
  await act(async () => {
    await new Promise((r) => setTimeout(r, 20));
  });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign In' })));
}

beforeEach(() => {
  resetShellState();
  load.mockReset();
  load.mockImplementation(async (id: string) => {
    if (id === 'mfOffersList/routes') return { routes: fakeRoutes(['/home/:showImportModal?', '/offers', '/import-data']) };
    if (id === 'mfOfferWizard/routes') return { routes: fakeRoutes(['/create-offer/:offerId?']) };
    throw new Error(`unexpected ${id}`);
  });
  apiAnswers();
});

describe('unauthenticated users', () => {
  it('go to /login with the encoded path and query as redirecturl', async () => {
    await renderAt('/offers?status=1,2&q=a%20b');
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(window.location.search).toBe(`?redirecturl=${encodeURIComponent('/offers?status=1,2&q=a%20b')}`);
    expect(screen.getByRole('heading', { name: 'Sign in to OfferDesk' })).toBeInTheDocument();
    expect(screen.getByText('Beta')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('see the sign-in form on / as well', async () => {
    await renderAt('/');
    expect(screen.getByRole('heading', { name: 'Sign in to OfferDesk' })).toBeInTheDocument();
    expect(document.title).toBe('Sign in · OfferDesk');
  });

  it('see Not Found with a link home for an unknown address', async () => {
    await renderAt('/no-such-screen');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/home');
  });
});

describe('after login', () => {
  it('goes to the redirect url', async () => {
    await renderAt(`/login?redirecturl=${encodeURIComponent('/offers?q=x')}`);
    await signInThroughForm();
    await waitFor(() => expect(currentUrl()).toBe('/offers?q=x'));
    expect(await screen.findByTestId('remote-screen')).toHaveTextContent('screen /offers');
    expect(await screen.findByText('Alexandra Agent')).toBeInTheDocument();
    expect(document.title).toBe('Offers · OfferDesk');
  });

  it('never follows an absolute redirect url (open-redirect guard) and falls back to the previous route', async () => {
    sessionStore.getState().setPrevRoute('/create-offer/7');
    await renderAt(`/login?redirecturl=${encodeURIComponent('https://evil.example/steal')}`);
    await signInThroughForm();
    await waitFor(() => expect(currentUrl()).toBe('/create-offer/7'));
    expect(await screen.findByRole('heading', { name: 'Create Offer' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Home›Offers');
  });

  it("from a party link's Login (offers?redirectTo=…) lands on that in-app page, never elsewhere", async () => {
    await renderAt('/offers?redirectTo=create-offer/7');
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    await signInThroughForm();
    await waitFor(() => expect(currentUrl()).toBe('/create-offer/7'));
    expect(await screen.findByRole('heading', { name: 'Create Offer' })).toBeInTheDocument();
  });

  it('stays on the page when redirectTo names no in-app page', async () => {
    signInNow();
    await renderAt(`/offers?redirectTo=${encodeURIComponent('https://evil.example/steal')}`);
    expect(await screen.findByTestId('remote-screen')).toHaveTextContent('screen /offers');
    expect(window.location.pathname).toBe('/offers');
  });

  it('goes to /home when there is neither', async () => {
    await renderAt('/login');
    await signInThroughForm();
    await waitFor(() => expect(currentUrl()).toBe('/home'));
  });

  it('shows the failure message on a wrong password', async () => {
    apiAnswers('fail');
    await renderAt('/login');
    await signInThroughForm();
    expect(await screen.findByText('Login failed. Please check your username/password.')).toBeInTheDocument();
    expect(currentUrl()).toBe('/login');
  });
});

describe('signed-in users', () => {
  it('hitting /login go to /home', async () => {
    signInNow();
    await renderAt(`/login?redirecturl=${encodeURIComponent('/offers')}`);
    await waitFor(() => expect(currentUrl()).toBe('/home'));
  });

  it('see Webhooks in the header only when they administer the brokerage', async () => {
    signInNow(3600, 'Token Name');
    await renderAt('/home');
    expect(await screen.findByText('Alexandra Agent')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Webhooks' })).not.toBeInTheDocument();

    resetShellState();
    apiAnswers('ok', true);
    signInNow(3600, 'Token Name');
    await renderAt('/home');
    expect(await screen.findByRole('link', { name: 'Webhooks' })).toHaveAttribute('href', '/settings/webhooks');
  });

  it('see Signing consent in the header whether or not they administer the brokerage', async () => {
    signInNow(3600, 'Token Name');
    await renderAt('/home');
    expect(await screen.findByText('Alexandra Agent')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Signing consent' })).toHaveAttribute('href', '/settings/signing-consent');
  });

  it('see header, agent name and breadcrumbs; Logout clears the session', async () => {
    signInNow(3600, 'Token Name');
    await renderAt('/home');
    expect(await screen.findByTestId('remote-screen')).toHaveTextContent('screen /home/:showImportModal?');
    expect(screen.getByText('OfferDesk')).toBeInTheDocument();
    expect(screen.getByText('Beta')).toBeInTheDocument();
    expect(await screen.findByText('Alexandra Agent')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Home›Offers');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Logout' })));
    await waitFor(() => expect(currentUrl()).toBe('/login'));
    expect(sessionStore.getState().session).toBeNull();
    expect(localStorage.getItem('offerdesk.session')).toBeNull();
    expect(screen.queryByText(SESSION_EXPIRED_NOTICE)).not.toBeInTheDocument();
  });

  it('a 401 logs out and returns to /login with the notice', async () => {
    signInNow();
    await renderAt('/offers');
    await screen.findByTestId('remote-screen');
    await act(async () => sessionStore.getState().logout('unauthorized'));
    await waitFor(() => expect(currentUrl()).toBe(`/login?redirecturl=${encodeURIComponent('/offers')}`));
    expect(screen.getByText(SESSION_EXPIRED_NOTICE)).toBeInTheDocument();
  });
});
