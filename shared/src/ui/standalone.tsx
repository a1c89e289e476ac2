import { Box, CssBaseline, ThemeProvider } from '@mui/material';
import type { ComponentType, ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, matchPath, useLocation } from 'react-router-dom';
import { createQueryClient, hostStore, QueryClientProvider, useSession, type RemoteRoute } from '@offerdesk/runtime';
// The root entry by name (never a relative path): one copy of the views in the page.
import { loadHostConfig, offerDeskTheme, ScreenRoutes, type RouteManifest } from '@offerdesk/shared';
import { SignInForm } from './SignInForm';

function SessionGate({ manifest, children }: { manifest: RouteManifest; children: ReactNode }) {
  const session = useSession((s) => s.session);
  const { pathname } = useLocation();
  const isPublic = manifest.routes.some((r) => r.public && matchPath(r.path, pathname));
  if (session || isPublic) return <>{children}</>;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
      <SignInForm />
    </Box>
  );
}

const Bare = ({ children }: { children: ReactNode }) => <>{children}</>;

/**
 * Runs a remote on its own (for development, or as its own deployment: the party portal): its
 * screens inside the remote's `Layout` (none by default), with a sign-in when a screen needs one,
 * and its own server-state cache.
 */
export async function startStandalone(
  manifest: RouteManifest,
  routes: readonly RemoteRoute[],
  Layout: ComponentType<{ children: ReactNode }> = Bare,
): Promise<void> {
  const config = await loadHostConfig();
  hostStore.getState().configure(config, (event) => console.info('[shell event]', event));
  createRoot(document.getElementById('root')!).render(
    <QueryClientProvider client={createQueryClient()}>
      <ThemeProvider theme={offerDeskTheme}>
        <CssBaseline />
        <BrowserRouter>
          <Layout>
            <SessionGate manifest={manifest}>
              <ScreenRoutes routes={routes} />
            </SessionGate>
          </Layout>
        </BrowserRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}
