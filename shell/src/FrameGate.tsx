import { Box, CircularProgress, Typography } from '@mui/material';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ErrorState } from '@offerdesk/shared';
import { sessionStore, useSession } from '@offerdesk/runtime';
import type { FrameSetup } from './frameContext';

type FrameState = 'waiting' | 'ready' | 'ended';

function FullPage({ children }: { children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        p: 2,
        textAlign: 'center',
      }}
    >
      {children}
    </Box>
  );
}

/**
 * Inside a parent frame of another origin (a brokerage portal): waits (spinner) for the parent's auth-token, signs in with it, and
 * when the session ends (401 or expiry) tells the parent (session-expired) instead of showing
 * the login form. Public routes (party links) need no token. Under a parent of this suite's own
 * origin (frame.sameOrigin) the session is the one both pages store: no hand-off, nothing posted.
 */
export function FrameGate({ frame, isPublic, children }: { frame: FrameSetup; isPublic: boolean; children: ReactNode }) {
  const [state, setState] = useState<FrameState>('waiting');
  const stateRef = useRef<FrameState>('waiting');
  const set = (s: FrameState) => {
    stateRef.current = s;
    setState(s);
  };

  const session = useSession((s) => s.session);

  useEffect(() => {
    if (frame.sameOrigin) return undefined;
    return frame.bridge.start((message) => {
      if (message.type !== 'auth-token') return;
      sessionStore
        .getState()
        .signIn({ access_token: message.token, expires_in: message.expiresIn, userName: message.userName, firstName: message.name });
      stateRef.current = 'ready';
      setState('ready');
    });
  }, [frame]);

  useEffect(
    () =>
      frame.sameOrigin
        ? undefined
        : sessionStore.subscribe((s, prev) => {
            if (prev.session && !s.session && stateRef.current === 'ready') {
              frame.bridge.post(frame.loginUrl ? { type: 'session-expired', loginUrl: frame.loginUrl } : { type: 'session-expired' });
              set('ended');
            }
          }),
    [frame],
  );

  if (isPublic) return <>{children}</>;
  if (frame.sameOrigin) return session ? <>{children}</> : <SessionEnded />;
  if (!frame.bridge.allowedOrigin) {
    return (
      <FullPage>
        <ErrorState
          title="OfferDesk cannot sign in here"
          message="This site is not allowed to embed OfferDesk. Open OfferDesk directly instead."
        />
      </FullPage>
    );
  }
  if (state === 'waiting') {
    return (
      <FullPage>
        <CircularProgress role="progressbar" aria-label="Signing in" />
        <Typography color="text.secondary">Signing in…</Typography>
      </FullPage>
    );
  }
  if (state === 'ended') return <SessionEnded />;
  return <>{children}</>;
}

function SessionEnded() {
  return (
    <FullPage>
      <Typography variant="h5" component="h1">
        Session ended
      </Typography>
      <Typography color="text.secondary">Please sign in again.</Typography>
    </FullPage>
  );
}
