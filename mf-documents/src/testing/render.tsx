import { ThemeProvider } from '@mui/material';
import { offerDeskTheme, ScreenRoutes } from '@offerdesk/shared';
import { createQueryClient, QueryClientProvider } from '@offerdesk/runtime';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { routes } from '../routes';

function WhereAmI() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** Renders `ui` at `path` (a real BrowserRouter on jsdom's history) with a fresh server-state cache; by default this remote's routes. */
export function renderAt(path: string, ui: ReactNode = <ScreenRoutes routes={routes} />) {
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

export const currentLocation = () => document.querySelector('[data-testid="location"]')?.textContent ?? '';
