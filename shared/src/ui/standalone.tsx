import { Box, CssBaseline, ThemeProvider } from '@mui/material';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, matchPath, useLocation } from 'react-router-dom';
import type { RemoteRoute } from '../routing/remoteContract';
import { ROUTE_TABLE, type RemoteName } from '../routing/remoteRoutes';
import { hostStore, type HostConfig } from '../session/hostStore';
import { useSession } from '../session/sessionStore';
import { RemoteRoutes } from './RemoteRoutes';
import { SignInForm } from './SignInForm';
import { offerDeskTheme } from './theme';

/** Reads the run-time config.json served beside the app; the defaults hold when it is absent. */
export async function loadHostConfig(url = '/config.json'): Promise<Partial<HostConfig> & Record<string, unknown>> {
  try {
    const res = await fetch(url, { cache: 'no-store' });
    return res.ok ? await res.json() : {};
  } catch {
    return {};
  }
}

function SessionGate({ remote, children }: { remote: RemoteName; children: ReactNode }) {
  const session = useSession((s) => s.session);
  const { pathname } = useLocation();
  const isPublic = ROUTE_TABLE[remote].some((r) => r.public && matchPath(r.path, pathname));
  if (session || isPublic) return <>{children}</>;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
      <SignInForm />
    </Box>
  );
}

/** Runs a remote on its own for development: its screens, with a sign-in when a screen needs one. */
export async function startStandalone(remote: RemoteName, routes: readonly RemoteRoute[]): Promise<void> {
  const config = await loadHostConfig();
  hostStore.getState().configure(config, (event) => console.info('[shell event]', event));
  createRoot(document.getElementById('root')!).render(
    <ThemeProvider theme={offerDeskTheme}>
      <CssBaseline />
      <BrowserRouter>
        <SessionGate remote={remote}>
          <RemoteRoutes routes={routes} />
        </SessionGate>
      </BrowserRouter>
    </ThemeProvider>,
  );
}
