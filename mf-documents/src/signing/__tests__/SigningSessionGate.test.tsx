import { envelope, hostStore, sessionStore } from '@offerdesk/runtime';
import { getOfferDocumentFields } from '@offerdesk/shared/features';
import { contract } from '@offerdesk/shared/testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { HttpResponse } from 'msw';
import { answer, sent, startApiServer } from '../../testing/api';
import { CONNECTING_TEXT, SESSION_FAILED_TEXT, SigningSessionGate, type SigningExpectation } from '../session/SigningSessionGate';
import { useSigningApi } from '../session/signingApi';

const WORKSPACE = 'https://app.offerdesk.test';
const GRANT = 'G'.repeat(43);
const SESSION_TOKEN = 'signing.session.token';
const session = (over: Record<string, unknown> = {}) => ({
  token: SESSION_TOKEN,
  expiresIn: 900,
  contractId: 3,
  partyId: null,
  purpose: 'assign',
  ...over,
});

startApiServer(() => [
  answer(contract.signingGrants.exchange, () => HttpResponse.json(session())),
  answer(contract.documentFields.documentFields, () => HttpResponse.json([])),
]);

/** A page framed by a parent of another origin: its parent window cannot be read, only posted to. */
function framedWindow() {
  const listeners = new Set<(e: MessageEvent) => void>();
  const parent = {
    postMessage: jest.fn(),
    get location(): Location {
      throw new DOMException('Blocked a frame with origin from accessing a cross-origin frame.', 'SecurityError');
    },
  };
  const win = {
    self: {},
    top: {},
    parent,
    location: window.location,
    document: window.document,
    addEventListener: (_t: string, l: (e: MessageEvent) => void) => listeners.add(l),
    removeEventListener: (_t: string, l: (e: MessageEvent) => void) => listeners.delete(l),
  };
  const deliver = (event: { origin: string; data: unknown; source: unknown }) =>
    act(() => listeners.forEach((l) => l(event as unknown as MessageEvent)));
  return { win: win as unknown as Window, parent, deliver };
}

function Fields() {
  const api = useSigningApi();
  const q = useQuery({ queryKey: ['fields'], queryFn: ({ signal }) => getOfferDocumentFields(api, 3, signal) });
  return <p>{q.isSuccess ? 'fields read' : 'reading'}</p>;
}

function renderGate(win: Window, expect: SigningExpectation = { purpose: 'assign', contractId: 3 }) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SigningSessionGate expect={expect} win={win}>
        <Fields />
      </SigningSessionGate>
    </QueryClientProvider>,
  );
}

const grantMessage = envelope({ type: 'signing-grant', grant: GRANT });

describe('SigningSessionGate', () => {
  beforeEach(() => hostStore.getState().configure({ parentOrigin: WORKSPACE }));
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('asks its parent, at the allowed origin only, and uses the exchanged session in memory for its API calls', async () => {
    const { win, parent, deliver } = framedWindow();
    const before = window.location.href;
    renderGate(win);
    expect(screen.getByRole('status')).toHaveTextContent(CONNECTING_TEXT);
    expect(parent.postMessage).toHaveBeenCalledWith(envelope({ type: 'signing-ready' }), WORKSPACE);
    deliver({ origin: WORKSPACE, data: grantMessage, source: parent });
    expect(await screen.findByText('fields read')).toBeInTheDocument();
    expect(await sent(contract.signingGrants.exchange)[0].json()).toEqual({ grant: GRANT });
    expect(sent(contract.signingGrants.exchange)[0].headers.get('authorization')).toBeNull();
    expect(sent(contract.documentFields.documentFields)[0].headers.get('authorization')).toBe(`Bearer ${SESSION_TOKEN}`);
    // Nowhere but in memory: no storage, no address.
    expect([localStorage.length, sessionStorage.length]).toEqual([0, 0]);
    expect(window.location.href).toBe(before);
    expect(window.location.href).not.toContain(SESSION_TOKEN);
  });

  it('ignores a grant from another origin, another window, or not in the envelope', async () => {
    const { win, parent, deliver } = framedWindow();
    renderGate(win);
    deliver({ origin: 'https://evil.example', data: grantMessage, source: parent });
    deliver({ origin: `${WORKSPACE}.evil.test`, data: grantMessage, source: parent });
    deliver({ origin: WORKSPACE, data: grantMessage, source: {} });
    deliver({ origin: WORKSPACE, data: grantMessage, source: null });
    deliver({ origin: WORKSPACE, data: { type: 'signing-grant', grant: GRANT }, source: parent });
    await new Promise((r) => setTimeout(r, 50));
    expect(sent(contract.signingGrants.exchange)).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent(CONNECTING_TEXT);
  });

  it('refuses a session for another contract or purpose than the page shows', async () => {
    const { win, parent, deliver } = framedWindow();
    renderGate(win, { purpose: 'sign', contractId: 3, partyId: 21 });
    deliver({ origin: WORKSPACE, data: grantMessage, source: parent });
    expect(await screen.findByText(SESSION_FAILED_TEXT)).toBeInTheDocument();
    expect(sent(contract.documentFields.documentFields)).toHaveLength(0);
  });

  it('waits for nothing in the suite embedded by a brokerage portal, which has the agent session it was handed', async () => {
    sessionStore.getState().signIn({ access_token: 'agent-token', expires_in: 3600, userName: 'olivia.owner' });
    try {
      const { win, parent } = framedWindow();
      renderGate(win);
      expect(await screen.findByText('fields read')).toBeInTheDocument();
      expect(parent.postMessage).not.toHaveBeenCalled();
      expect(sent(contract.documentFields.documentFields)[0].headers.get('authorization')).toBe('Bearer agent-token');
    } finally {
      sessionStore.getState().logout('user');
    }
  });

  it('waits for nothing under a same-origin parent or none: the page reads its own session', async () => {
    hostStore.getState().configure({ parentOrigin: null });
    renderGate(window);
    expect(await screen.findByText('fields read')).toBeInTheDocument();
    expect(sent(contract.signingGrants.exchange)).toHaveLength(0);
  });

  it('asks its parent again before the session ends and carries on with the fresh session', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const { win, parent, deliver } = framedWindow();
      renderGate(win);
      deliver({ origin: WORKSPACE, data: grantMessage, source: parent });
      expect(await screen.findByText('fields read')).toBeInTheDocument();
      expect(parent.postMessage).toHaveBeenCalledTimes(1);
      act(() => jest.advanceTimersByTime((900 - 120) * 1000));
      expect(parent.postMessage).toHaveBeenCalledTimes(2);
      expect(parent.postMessage).toHaveBeenLastCalledWith(envelope({ type: 'signing-ready' }), WORKSPACE);
      deliver({ origin: WORKSPACE, data: envelope({ type: 'signing-grant', grant: 'H'.repeat(43) }), source: parent });
      await waitFor(() => expect(sent(contract.signingGrants.exchange)).toHaveLength(2));
      expect(screen.getByText('fields read')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
