import { Box, CssBaseline, ThemeProvider } from '@mui/material';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { ErrorState, LoadingState, offerDeskTheme } from '@offerdesk/shared';
import { createQueryClient, QueryClientProvider, sessionStore, useSession, type QueryClient } from '@offerdesk/runtime';
import { FrameGate } from './FrameGate';
import { FrameContext, useFrame, type FrameSetup } from './frameContext';
import { Header } from './Header';
import { NotFound } from './NotFound';
import { inAppRedirectTo, loginUrlFor } from './redirects';
import { REMOTE_ERROR_TITLE, RemoteOutlet } from './RemoteOutlet';
import { findRouteOwner, loadDeployment, type RouteMap } from './routeMap';
import { RouteMapContext, useRouteMap, type RouteMapState } from './routeMapContext';
import { ShellBreadcrumbs } from './ShellBreadcrumbs';
import { systemClock, watchSessionExpiry, type Clock } from './sessionTimer';
import { useDocumentTitle } from './useDocumentTitle';
import { useFirstPaintHandOver } from './useFirstPaintHandOver';
import { useAgentLiveStatus } from './useAgentLiveStatus';

// Sign-in (with its form library and schema) is loaded only when /login or / is shown, so a
// signed-in first load of any other page does not fetch it.
const LoginPage = lazy(() => import('./LoginPage').then((m) => ({ default: m.LoginPage })));

/** Every address but sign-in: the owning remote's screens, behind the session check. */
function RoutedArea() {
  const { pathname, search } = useLocation();
  const session = useSession((s) => s.session);
  const lastLogout = useSession((s) => s.lastLogout);
  const frame = useFrame();
  const { map, reload } = useRouteMap();
  const [reloading, setReloading] = useState(false);
  const route = findRouteOwner(map, pathname);
  const needsSession = !!route && !route.public;

  // Remember where the agent is, for "after login go to the previous route".
  useEffect(() => {
    if (needsSession && session) sessionStore.getState().setPrevRoute(pathname + search);
  }, [needsSession, session, pathname, search]);

  if (reloading) return <LoadingState />;
  if (!route && map.incomplete) {
    // The address may belong to a remote whose manifest is missing: that is an outage, not "not found".
    const retry = () => {
      setReloading(true);
      void reload().finally(() => setReloading(false));
    };
    return (
      <>
        {session && <ShellBreadcrumbs title={null} />}
        <ErrorState
          title={REMOTE_ERROR_TITLE}
          message="The screen at this address is not available right now. Check your connection and try again."
          onRetry={retry}
        />
      </>
    );
  }
  if (!route) return <NotFound />;
  if (needsSession && !session && !frame) {
    // After the agent's own Logout: plain /login. Otherwise come back here after sign-in.
    return <Navigate to={lastLogout === 'user' ? '/login' : loginUrlFor(pathname + search)} replace />;
  }
  // Entered at `offers?redirectTo=offer-documents/{id}` (the party portal's Login): on to that in-app page once signed in.
  const goOn = session && needsSession ? inAppRedirectTo(search, (path) => !!findRouteOwner(map, path)) : null;
  if (goOn) return <Navigate to={goOn} replace />;
  return (
    <>
      {/* Framed by a page of this suite (the workspace's assigner): that page has the breadcrumb; so has a screen with its own. */}
      {needsSession && !frame?.sameOrigin && !route.ownBreadcrumb && (
        <ShellBreadcrumbs title={route.title} outsideOffers={route.outsideOffers} />
      )}
      <RemoteOutlet key={route.remote} remote={route.remote} />
    </>
  );
}

function Layout({ children }: { children: ReactNode }) {
  const frame = useFrame();
  const { map } = useRouteMap();
  const { pathname } = useLocation();
  useDocumentTitle(pathname);
  useFirstPaintHandOver(pathname);
  useAgentLiveStatus();
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
    <FrameGate frame={frame} isPublic={!!findRouteOwner(map, pathname)?.public}>
      {content}
    </FrameGate>
  );
}

export function ShellRoutes() {
  return (
    <Layout>
      <Routes>
        <Route
          path="/"
          element={
            <Suspense fallback={<LoadingState />}>
              <LoginPage />
            </Suspense>
          }
        />
        <Route
          path="/login"
          element={
            <Suspense fallback={<LoadingState />}>
              <LoginPage />
            </Suspense>
          }
        />
        <Route path="*" element={<RoutedArea />} />
      </Routes>
    </Layout>
  );
}

/**
 * The shell: theme, router, session timer, optional parent-frame bridge, the deployment's route
 * map, and the one server-state cache every mounted remote uses.
 */
export function App({ frame = null, clock = systemClock, routeMap }: { frame?: FrameSetup | null; clock?: Clock; routeMap: RouteMap }) {
  useEffect(() => watchSessionExpiry(clock), [clock]);
  const [queryClient] = useState<QueryClient>(createQueryClient);
  const [map, setMap] = useState(routeMap);
  const reload = useCallback(async () => setMap(await loadDeployment()), []);
  const routeMapState = useMemo<RouteMapState>(() => ({ map, reload }), [map, reload]);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={offerDeskTheme}>
        <CssBaseline />
        <FrameContext.Provider value={frame}>
          <RouteMapContext.Provider value={routeMapState}>
            <BrowserRouter>
              <ShellRoutes />
            </BrowserRouter>
          </RouteMapContext.Provider>
        </FrameContext.Provider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
