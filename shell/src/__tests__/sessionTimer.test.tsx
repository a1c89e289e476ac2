import { act, screen } from '@testing-library/react';
import { sessionStore } from '@offerdesk/runtime';
import { loadRemoteModule } from '../remoteLoader';
import { SESSION_EXPIRED_NOTICE } from '../LoginPage';
import { startExpiryTimer, watchSessionExpiry, type Clock } from '../sessionTimer';
import { currentUrl, fakeRoutes, renderAt, resetShellState, signInNow, stubFetch } from './helpers';

jest.mock('../remoteLoader', () => ({
  fetchRemotesConfig: jest.fn(async () => ({})),
  registerRemoteEntries: jest.fn(),
  loadRemoteModule: jest.fn(),
}));

beforeEach(() => {
  resetShellState();
  stubFetch(() => undefined);
  (loadRemoteModule as jest.Mock).mockResolvedValue({ routes: fakeRoutes(['/home/:showImportModal?', '/offers', '/import-data']) });
});

afterEach(() => {
  jest.useRealTimers();
});

describe('session timer', () => {
  it('logs out as expired exactly when expires_in has passed (fake timers)', () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const stop = watchSessionExpiry();
    signInNow(120);
    jest.advanceTimersByTime(119_999);
    expect(sessionStore.getState().session).not.toBeNull();
    jest.advanceTimersByTime(1);
    expect(sessionStore.getState().session).toBeNull();
    expect(sessionStore.getState().lastLogout).toBe('expired');
    expect(localStorage.getItem('offerdesk.session')).toBeNull();
    stop();
  });

  it('re-arms for a new token and stops when the session ends', () => {
    jest.useFakeTimers({ now: 0 });
    const stop = watchSessionExpiry();
    signInNow(60);
    jest.advanceTimersByTime(30_000);
    signInNow(60); // a fresh token: 60 s from now
    jest.advanceTimersByTime(59_000);
    expect(sessionStore.getState().session).not.toBeNull();
    jest.advanceTimersByTime(1_000);
    expect(sessionStore.getState().lastLogout).toBe('expired');
    stop();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('uses an injected clock', () => {
    let now = 0;
    const pending: { fn: () => void; at: number }[] = [];
    const clock: Clock = {
      now: () => now,
      setTimeout: (fn, ms) => pending.push({ fn, at: now + ms }),
      clearTimeout: () => undefined,
    };
    const expired = jest.fn();
    startExpiryTimer(5_000, expired, clock);
    expect(pending[0].at).toBe(5_000);
    now = 5_000;
    pending[0].fn();
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('in the shell: expiry sends the agent to /login with the notice and the redirect url', async () => {
    jest.useFakeTimers({ now: 10_000, advanceTimers: true });
    signInNow(600);
    await renderAt('/offers?tab=received');
    expect(await screen.findByTestId('remote-screen')).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(600_000);
    });
    expect(await screen.findByText(SESSION_EXPIRED_NOTICE)).toBeInTheDocument();
    expect(currentUrl()).toBe(`/login?redirecturl=${encodeURIComponent('/offers?tab=received')}`);
  });
});
