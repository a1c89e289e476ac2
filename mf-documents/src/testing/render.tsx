import { ThemeProvider } from '@mui/material';
import { offerDeskTheme, ScreenRoutes } from '@offerdesk/shared';
import { createQueryClient, QueryClientProvider } from '@offerdesk/runtime';
import { render } from '@testing-library/react';
import { BrowserRouter } from 'react-router-dom';
import { routes } from '../routes';

/** Renders this remote's routes at `path` (jsdom's history) with a fresh server-state cache. */
export function renderAt(path: string) {
  window.history.replaceState({}, '', path);
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ThemeProvider theme={offerDeskTheme}>
        <BrowserRouter>
          <ScreenRoutes routes={routes} />
        </BrowserRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}
