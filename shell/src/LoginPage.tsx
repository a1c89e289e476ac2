import { Box } from '@mui/material';
import { useRef } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useSession } from '@offerdesk/runtime';
import { SignInForm } from '@offerdesk/shared/forms';
import { Brand } from './Header';
import { afterLoginTarget, HOME_ROUTE } from './redirects';

export const SESSION_EXPIRED_NOTICE = 'Your session has expired. Please sign in again.';

/** /login and /: sign-in, then the redirect url, else the previous route, else /home. */
export function LoginPage() {
  const session = useSession((s) => s.session);
  const prevRoute = useSession((s) => s.prevRoute);
  const lastLogout = useSession((s) => s.lastLogout);
  const [params] = useSearchParams();
  // Someone already signed in who opens /login goes home; a fresh sign-in goes to its target.
  const signedInOnArrival = useRef(!!session);

  if (session) {
    const target = signedInOnArrival.current ? HOME_ROUTE : afterLoginTarget(params.get('redirecturl'), prevRoute);
    return <Navigate to={target} replace />;
  }

  const notice = lastLogout === 'expired' || lastLogout === 'unauthorized' ? SESSION_EXPIRED_NOTICE : null;
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 3,
        px: 2,
        py: 4,
      }}
    >
      <Brand color="primary.main" />
      <SignInForm notice={notice} />
    </Box>
  );
}
