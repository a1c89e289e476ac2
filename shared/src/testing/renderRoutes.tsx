import { ThemeProvider } from '@mui/material';
import { createQueryClient, QueryClientProvider, type RemoteRoute } from '@offerdesk/runtime';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { ScreenRoutes } from '../ui/ScreenRoutes';
import { offerDeskTheme } from '../ui/theme';

function WhereAmI() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/**
 * Renders a remote's routes at `path` (a real BrowserRouter on jsdom's history) with a fresh
 * server-state cache; `ui`, when given, is rendered there instead of the routes (one component
 * under the same router, cache and theme).
 */
export function renderRoutesAt(routes: RemoteRoute[], path: string, ui: ReactNode = <ScreenRoutes routes={routes} />) {
  window.history.replaceState({}, '', path);
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ThemeProvider theme={offerDeskTheme}>
        <BrowserRouter>
          {ui}
          <WhereAmI />
        </BrowserRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

/** Where the router of `renderRoutesAt` is now (path and query). */
export const currentLocation = () => document.querySelector('[data-testid="location"]')?.textContent ?? '';
