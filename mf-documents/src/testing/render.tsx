import { ThemeProvider } from '@mui/material';
import { offerDeskTheme, ScreenRoutes } from '@offerdesk/shared';
import { createQueryClient, QueryClientProvider } from '@offerdesk/runtime';
import { render } from '@testing-library/react';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { routes } from '../routes';

function WhereAmI() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** Renders this remote's routes at `path` (a real BrowserRouter on jsdom's history) with a fresh server-state cache. */
export function renderAt(path: string) {
  window.history.replaceState({}, '', path);
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ThemeProvider theme={offerDeskTheme}>
        <BrowserRouter>
          <ScreenRoutes routes={routes} />
          <WhereAmI />
        </BrowserRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

export const currentLocation = () => document.querySelector('[data-testid="location"]')?.textContent ?? '';
