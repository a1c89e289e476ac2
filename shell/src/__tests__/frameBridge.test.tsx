import { act, screen, waitFor } from '@testing-library/react';
import { envelope, sessionStore } from '@offerdesk/runtime';
import { createFrameBridge } from '../frameBridge';
import { loadRemoteModule } from '../remoteLoader';
import { fakeRoutes, renderAt, resetShellState, signInNow, stubFetch } from './helpers';

jest.mock('../remoteLoader', () => ({
  fetchRemotesConfig: jest.fn(async () => ({})),
  registerRemoteEntries: jest.fn(),
  loadRemoteModule: jest.fn(),
}));

const PARENT = 'https://portal.example.com';
const token = (over: Record<string, unknown> = {}) =>
  envelope({ type: 'auth-token', token: 'parent-tok', expiresIn: 900, userName: 'pat@example.com', name: 'Pat Parent', ...over });

async function postFromParent(data: unknown, origin = PARENT) {
  await act(async () => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });
}

beforeEach(() => {
  resetShellState();
  stubFetch(() => undefined);
  (loadRemoteModule as jest.Mock).mockResolvedValue({ routes: fakeRoutes(['/home/:showImportModal?', '/offers', '/import-data']) });
});

describe('frame bridge (unit)', () => {
  it('announces offers-frame-loaded to the exact parent origin when it starts listening', () => {
    const parent = { postMessage: jest.fn() };
    const bridge = createFrameBridge({ self: window, parent, allowedOrigin: PARENT });
    const stop = bridge.start(() => undefined);
    expect(parent.postMessage).toHaveBeenCalledTimes(1);
    expect(parent.postMessage).toHaveBeenCalledWith(envelope({ type: 'offers-frame-loaded' }), PARENT);
    stop();
  });

  it('passes on a token from the allowed origin and ignores other origins and malformed messages', async () => {
    const parent = { postMessage: jest.fn() };
    const onMessage = jest.fn();
    const stop = createFrameBridge({ self: window, parent, allowedOrigin: PARENT }).start(onMessage);
    await postFromParent(token(), 'https://evil.example');
    await postFromParent(token(), 'https://portal.example.com.evil.example');
    await postFromParent({ type: 'auth-token', token: 'x', expiresIn: 1, userName: 'u' }); // no envelope
    await postFromParent(envelope({ type: 'something-else' }));
    expect(onMessage).not.toHaveBeenCalled();
    await postFromParent(token());
    expect(onMessage).toHaveBeenCalledWith({
      type: 'auth-token',
      token: 'parent-tok',
      expiresIn: 900,
      userName: 'pat@example.com',
      name: 'Pat Parent',
    });
    stop();
    await postFromParent(token());
    expect(onMessage).toHaveBeenCalledTimes(1);
  });

  it('posts only to the allowed origin, never to "*", and nothing without an allowed origin', async () => {
    const parent = { postMessage: jest.fn() };
    const bridge = createFrameBridge({ self: window, parent, allowedOrigin: PARENT });
    bridge.post({ type: 'create-offer' });
    bridge.post({ type: 'offer-success', offerId: 4 });
    bridge.post({ type: 'offer-cancelled' });
    expect(parent.postMessage.mock.calls.map((c) => c[1])).toEqual([PARENT, PARENT, PARENT]);
    expect(parent.postMessage.mock.calls.map((c) => c[0].type)).toEqual(['create-offer', 'offer-success', 'offer-cancelled']);

    const none = { postMessage: jest.fn() };
    const closed = createFrameBridge({ self: window, parent: none, allowedOrigin: null });
    const onMessage = jest.fn();
    closed.start(onMessage);
    expect(closed.post({ type: 'create-offer' })).toBe(false);
    await postFromParent(token(), 'null');
    expect(none.postMessage).not.toHaveBeenCalled();
    expect(onMessage).not.toHaveBeenCalled();
  });
});

describe('shell inside a parent frame', () => {
  function frameSetup(loginUrl?: string) {
    const parent = { postMessage: jest.fn() };
    return { parent, frame: { bridge: createFrameBridge({ self: window, parent, allowedOrigin: PARENT }), loginUrl } };
  }

  it('shows a spinner (no login redirect) until the parent posts the token, then renders the route without the header', async () => {
    const { parent, frame } = frameSetup();
    await renderAt('/offers', { frame });
    expect(screen.getByText('Signing in…')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/offers');
    expect(parent.postMessage).toHaveBeenCalledWith(envelope({ type: 'offers-frame-loaded' }), PARENT);

    await postFromParent(token(), 'https://evil.example');
    expect(screen.getByText('Signing in…')).toBeInTheDocument();
    expect(sessionStore.getState().session).toBeNull();

    await postFromParent(token());
    expect(await screen.findByTestId('remote-screen')).toHaveTextContent('screen /offers');
    expect(sessionStore.getState().session).toMatchObject({ accessToken: 'parent-tok', userName: 'pat@example.com', name: 'Pat Parent' });
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    for (const call of parent.postMessage.mock.calls) expect(call[1]).toBe(PARENT);
  });

  it('on a 401 tells the parent (session-expired with its login url) and shows "Session ended", not the login form', async () => {
    const { parent, frame } = frameSetup('https://portal.example.com/login');
    await renderAt('/offers', { frame });
    await postFromParent(token());
    await screen.findByTestId('remote-screen');
    await act(async () => sessionStore.getState().logout('unauthorized'));
    expect(await screen.findByText('Session ended')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Password/)).not.toBeInTheDocument();
    expect(window.location.pathname).toBe('/offers');
    expect(parent.postMessage).toHaveBeenLastCalledWith(
      envelope({ type: 'session-expired', loginUrl: 'https://portal.example.com/login' }),
      PARENT,
    );
    // A fresh token from the parent signs in again.
    await postFromParent(token({ token: 'tok-2' }));
    await waitFor(() => expect(screen.getByTestId('remote-screen')).toBeInTheDocument());
  });
});

describe("a framed session (frames.md#framed-sessions): the portal's agent stays in the frame", () => {
  const OTHER_TAB = JSON.stringify({ accessToken: 'tok-x', userName: 'x@example.com', name: 'X', expiresAt: Date.now() + 60_000 });
  let parentWindow: jest.SpyInstance;

  beforeEach(() => {
    // The portal's window: of another origin, so reading its location throws.
    const portal = {
      get location(): never {
        throw new DOMException('Blocked a frame with origin', 'SecurityError');
      },
    } as unknown as Window;
    parentWindow = jest.spyOn(window, 'parent', 'get').mockReturnValue(portal);
    sessionStorage.clear();
    localStorage.setItem('offerdesk.session', OTHER_TAB);
  });
  afterEach(() => parentWindow.mockRestore());

  it("keeps the token in the frame's session storage, never in the local storage another tab reads", async () => {
    const parent = { postMessage: jest.fn() };
    await renderAt('/offers', { frame: { bridge: createFrameBridge({ self: window, parent, allowedOrigin: PARENT }) } });
    await postFromParent(token());
    await screen.findByTestId('remote-screen');
    expect(JSON.parse(sessionStorage.getItem('offerdesk.session')!)).toMatchObject({ accessToken: 'parent-tok' });
    expect(localStorage.getItem('offerdesk.session')).toBe(OTHER_TAB);
  });

  it("ends at the parent's sign-out (from its origin only): signed out here, signed-out answered, another tab's session kept", async () => {
    const parent = { postMessage: jest.fn() };
    await renderAt('/offers', { frame: { bridge: createFrameBridge({ self: window, parent, allowedOrigin: PARENT }) } });
    await postFromParent(token());
    await screen.findByTestId('remote-screen');

    await postFromParent(envelope({ type: 'sign-out' }), 'https://evil.example');
    expect(sessionStore.getState().session).not.toBeNull();
    expect(screen.getByTestId('remote-screen')).toBeInTheDocument();

    parent.postMessage.mockClear();
    await postFromParent(envelope({ type: 'sign-out' }));
    expect(await screen.findByRole('heading', { name: 'Signed out' })).toBeInTheDocument();
    expect(screen.queryByTestId('remote-screen')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Password/)).not.toBeInTheDocument();
    expect(sessionStore.getState().session).toBeNull();
    expect(sessionStorage.getItem('offerdesk.session')).toBeNull();
    expect(localStorage.getItem('offerdesk.session')).toBe(OTHER_TAB);
    // The answer the parent waits for before it leaves; never session-expired (the parent signed out itself).
    expect(parent.postMessage.mock.calls).toEqual([[envelope({ type: 'signed-out' }), PARENT]]);
  });
});

describe('shell framed by a page of its own origin (the workspace framing the assigner)', () => {
  function sameOriginFrame() {
    const parent = { postMessage: jest.fn() };
    return { parent, frame: { bridge: createFrameBridge({ self: window, parent, allowedOrigin: null }), sameOrigin: true } };
  }

  it('renders the route at once with the stored session: no spinner, no hand-off, nothing posted, no header', async () => {
    signInNow();
    const { parent, frame } = sameOriginFrame();
    await renderAt('/offers', { frame });
    expect(await screen.findByTestId('remote-screen')).toHaveTextContent('screen /offers');
    expect(screen.queryByText('Signing in…')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it('ignores an auth-token posted to it and, without a stored session, says the session ended (no login form inside the frame)', async () => {
    const { parent, frame } = sameOriginFrame();
    await renderAt('/offers', { frame });
    await postFromParent(token(), window.location.origin);
    expect(await screen.findByText('Session ended')).toBeInTheDocument();
    expect(sessionStore.getState().session).toBeNull();
    expect(screen.queryByLabelText(/Password/)).not.toBeInTheDocument();
    expect(parent.postMessage).not.toHaveBeenCalled();
  });
});
