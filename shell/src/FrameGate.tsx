import { Box, CircularProgress, Typography } from '@mui/material';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ErrorState } from '@offerdesk/shared';
import { sessionStore, useSession } from '@offerdesk/runtime';
import type { FrameSetup } from './frameContext';

/** 'signed-out': the parent said so (sign-out); 'ended': the session ran out or was refused here. */
type FrameState = 'waiting' | 'ready' | 'ended' | 'signed-out';

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
 * the login form. The parent's sign-out ends the session at once (docs/domain/frames.md#framed-sessions):
 * the shell answers signed-out (never session-expired) and says the agent signed out. Public routes (party links) need no token. Under a parent of this suite's own
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
      if (message.type === 'sign-out') {
        // Set first: the subscription below posts session-expired only for a session that ended here.
        set('signed-out');
        sessionStore.getState().logout('user');
        frame.bridge.post({ type: 'signed-out' });
        return;
      }
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
  if (state === 'signed-out') return <SessionEnded title="Signed out" />;
  return <>{children}</>;
}

function SessionEnded({ title = 'Session ended' }: { title?: string }) {
  return (
    <FullPage>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary">Please sign in again.</Typography>
    </FullPage>
  );
}
