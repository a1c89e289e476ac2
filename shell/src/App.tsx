import { Box, CssBaseline, ThemeProvider } from '@mui/material';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { LoadingState, offerDeskTheme, sessionStore, useSession } from '@offerdesk/shared';
import { FrameGate } from './FrameGate';
import { FrameContext, useFrame, type FrameSetup } from './frameContext';
import { Header } from './Header';
import { NotFound } from './NotFound';
import { loginUrlFor } from './redirects';
import { RemoteOutlet } from './RemoteOutlet';
import { findRouteOwner } from './routeMatch';
import { ShellBreadcrumbs } from './ShellBreadcrumbs';
import { systemClock, watchSessionExpiry, type Clock } from './sessionTimer';
import { useDocumentTitle } from './useDocumentTitle';

// Sign-in (with its form library and schema) is loaded only when /login or / is shown, so a
// signed-in first load of any other page does not fetch it.
const LoginPage = lazy(() => import('./LoginPage').then((m) => ({ default: m.LoginPage })));

/** Every address but sign-in: the owning remote's screens, behind the session check. */
function RoutedArea() {
  const { pathname, search } = useLocation();
  const session = useSession((s) => s.session);
  const lastLogout = useSession((s) => s.lastLogout);
  const frame = useFrame();
  const route = findRouteOwner(pathname);
  const needsSession = !!route && !route.public;

  // Remember where the agent is, for "after login go to the previous route".
  useEffect(() => {
    if (needsSession && session) sessionStore.getState().setPrevRoute(pathname + search);
  }, [needsSession, session, pathname, search]);

  if (!route) return <NotFound />;
  if (needsSession && !session && !frame) {
    // After the agent's own Logout: plain /login. Otherwise come back here after sign-in.
    return <Navigate to={lastLogout === 'user' ? '/login' : loginUrlFor(pathname + search)} replace />;
  }
  return (
    <>
      {needsSession && <ShellBreadcrumbs route={route} />}
      <RemoteOutlet key={route.remote} remote={route.remote} />
    </>
  );
}

function Layout({ children }: { children: ReactNode }) {
  const frame = useFrame();
  const { pathname } = useLocation();
  useDocumentTitle(pathname);
  const isLogin = pathname === '/' || pathname.toLowerCase() === '/login';
  const content = (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      {!frame && !isLogin && <Header />}
      <Box component={isLogin ? 'div' : 'main'} sx={{ flexGrow: 1, width: '100%', maxWidth: 1440, mx: 'auto' }}>
        {children}
      </Box>
    </Box>
  );
  if (!frame) return content;
  return (
    <FrameGate frame={frame} isPublic={!!findRouteOwner(pathname)?.public}>
      {content}
    </FrameGate>
  );
}

export function ShellRoutes() {
  return (
    <Layout>
      <Routes>
        <Route path="/" element={<Suspense fallback={<LoadingState />}><LoginPage /></Suspense>} />
        <Route path="/login" element={<Suspense fallback={<LoadingState />}><LoginPage /></Suspense>} />
        <Route path="*" element={<RoutedArea />} />
      </Routes>
    </Layout>
  );
}

/** The shell: theme, router, session timer, optional parent-frame bridge. */
export function App({ frame = null, clock = systemClock }: { frame?: FrameSetup | null; clock?: Clock }) {
  useEffect(() => watchSessionExpiry(clock), [clock]);
  return (
    <ThemeProvider theme={offerDeskTheme}>
      <CssBaseline />
      <FrameContext.Provider value={frame}>
        <BrowserRouter>
          <ShellRoutes />
        </BrowserRouter>
      </FrameContext.Provider>
    </ThemeProvider>
  );
}
