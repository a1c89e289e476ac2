import { Box } from '@mui/material';
import type { SigningPurpose, SigningSession } from '@offerdesk/shared/contract';
import { createApiClient, ErrorState, LoadingState } from '@offerdesk/shared';
import { pageViewerChannel, readSigningGrant, useHost, useSession } from '@offerdesk/runtime';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { exchangeSigningGrant } from '../api';
import { SigningApiContext } from './signingApi';
import { isCrossOriginFramed } from './signingOrigin';

/** Seconds before the session ends when the page asks its parent for a fresh grant. */
export const RENEW_BEFORE_SECONDS = 120;
export const CONNECTING_TEXT = 'Connecting to OfferDesk…';
export const SESSION_FAILED_TEXT = 'This signing page could not be opened. Reload the page in OfferDesk.';
export const SESSION_ENDED_TEXT = 'This signing session ended. Reload the page in OfferDesk.';

/** What the page expects its session to open: a grant for another contract, party or purpose is refused. */
export interface SigningExpectation {
  purpose: SigningPurpose;
  contractId: number | null;
  partyId?: number | null;
}

const matches = (s: SigningSession, e: SigningExpectation) =>
  s.purpose === e.purpose && s.contractId === e.contractId && (e.purpose !== 'sign' || s.partyId === e.partyId);

type State = 'waiting' | 'ready' | 'failed' | 'ended';

/**
 * An agent-side signing page (assigner, /sign-contract-documents). Same-origin or not framed, or
 * with a session of its own (the suite embedded by a brokerage portal): as always, with that session. Framed by an allowed parent of another origin: it posts
 * `signing-ready` to that origin, takes `signing-grant` only from that origin and the parent window,
 * exchanges it at once and keeps the session token in memory only (never storage, URL or referrer);
 * its API calls carry that token. Before the session ends it asks the parent again (a fresh grant:
 * the session never outlives the agent's session in the parent).
 */
export function SigningSessionGate({ expect, children, win = window }: { expect: SigningExpectation; children: ReactNode; win?: Window }) {
  const parentOrigin = useHost((s) => s.config.parentOrigin);
  // The whole suite embedded by a brokerage portal has the agent's session (auth-token): nothing to hand off.
  const hasSession = useSession((s) => s.session !== null);
  if (hasSession || !isCrossOriginFramed(parentOrigin, win)) return <>{children}</>;
  return (
    <HandOff parentOrigin={parentOrigin!} expect={expect} win={win}>
      {children}
    </HandOff>
  );
}

interface HandOffProps {
  parentOrigin: string;
  expect: SigningExpectation;
  win: Window;
  children: ReactNode;
}

function HandOff({ parentOrigin, expect, win, children }: HandOffProps) {
  const apiBase = useHost((s) => s.config.apiBase);
  const token = useRef<string | null>(null);
  const [state, setState] = useState<State>('waiting');
  const [attempt, setAttempt] = useState(0);
  const client = useMemo(
    () =>
      createApiClient({
        baseUrl: apiBase,
        getToken: () => token.current,
        onUnauthorized: () => {
          token.current = null;
          setState('ended');
        },
      }),
    [apiBase],
  );
  const { purpose, contractId, partyId } = expect;

  useEffect(() => {
    const channel = pageViewerChannel(parentOrigin, win);
    let renew: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    const onMessage = (event: MessageEvent) => {
      const grant = readSigningGrant(event, parentOrigin, win.parent);
      if (!grant) return;
      exchangeSigningGrant(client, grant).then(
        (session) => {
          if (!live) return;
          if (!matches(session, { purpose, contractId, partyId })) {
            token.current = null;
            setState('failed');
            return;
          }
          token.current = session.token;
          setState('ready');
          clearTimeout(renew);
          renew = setTimeout(() => channel.post({ type: 'signing-ready' }), Math.max(10, session.expiresIn - RENEW_BEFORE_SECONDS) * 1000);
        },
        () => {
          // A failed renewal keeps the session while it lasts; a first failure shows the error.
          if (live && !token.current) setState('failed');
        },
      );
    };
    win.addEventListener('message', onMessage);
    channel.post({ type: 'signing-ready' });
    return () => {
      live = false;
      win.removeEventListener('message', onMessage);
      clearTimeout(renew);
    };
  }, [client, parentOrigin, win, purpose, contractId, partyId, attempt]);

  const retry = () => {
    setState('waiting');
    setAttempt((n) => n + 1);
  };
  if (state === 'ready') return <SigningApiContext.Provider value={client}>{children}</SigningApiContext.Provider>;
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', p: 2 }}>
      {state === 'waiting' ? (
        <LoadingState label={CONNECTING_TEXT} />
      ) : (
        <ErrorState message={state === 'failed' ? SESSION_FAILED_TEXT : SESSION_ENDED_TEXT} onRetry={retry} />
      )}
    </Box>
  );
}
