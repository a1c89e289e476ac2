import { Box, CssBaseline, ThemeProvider } from '@mui/material';
import { createQueryClient, hostStore, QueryClientProvider } from '@offerdesk/runtime';
import { loadHostConfig, offerDeskTheme, ScreenRoutes } from '@offerdesk/shared';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { setRedirectOrigins } from '../signing/signer/redirects';
import { deploymentFrontEnds, signingHostConfig, signingPageConfig } from './signingHost';
import { signingRoutes } from './signingRoutes';

/**
 * signing.html: the signing service on mf-documents' own origin (/sign-documents, /document-preview,
 * /no-documents, and the agent pages). A bare page: no shell header, navigation or sign-in; the
 * party pages read by the capability in their address, framed or top-level.
 */
async function start(): Promise<void> {
  const raw = await loadHostConfig();
  const host = signingHostConfig(raw, window);
  setRedirectOrigins(deploymentFrontEnds(raw, location.hostname));
  hostStore.getState().configure(host, (event) => console.info('[signing page event]', event));
  const routes = signingRoutes(signingPageConfig(raw).agentAppUrl, host.embedded ?? false);
  createRoot(document.getElementById('root')!).render(
    <QueryClientProvider client={createQueryClient()}>
      <ThemeProvider theme={offerDeskTheme}>
        <CssBaseline />
        <BrowserRouter>
          <Box component="main" sx={{ minHeight: '100vh' }}>
            <ScreenRoutes routes={routes} />
          </Box>
        </BrowserRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

void start();
