import { CssBaseline, ThemeProvider } from '@mui/material';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient, hostStore, QueryClientProvider, sessionStore, type MountFn, type RemoteRoute } from '@offerdesk/runtime';
import { ScreenRoutes } from './ScreenRoutes';
import { offerDeskTheme } from './theme';

/**
 * The framework-agnostic `mount(element, options) => unmount` of a remote: a brokerage portal
 * can embed the remote's screens without the shell. Every remote builds its mount with this.
 * Each mount has its own server-state cache (there is no shell to provide one).
 */
export function createMount(routes: readonly RemoteRoute[]): MountFn {
  return (element, options) => {
    hostStore.getState().configure({ apiBase: options.apiBase, docApiBase: options.docApiBase, ...options.config }, options.emit);
    if (options.session) sessionStore.setState({ session: options.session, lastLogout: null });
    const queryClient = createQueryClient();
    const root = createRoot(element);
    root.render(
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={offerDeskTheme}>
          <CssBaseline />
          <BrowserRouter basename={options.basename}>
            <ScreenRoutes routes={routes} />
          </BrowserRouter>
        </ThemeProvider>
      </QueryClientProvider>,
    );
    return () => {
      root.unmount();
      queryClient.clear();
    };
  };
}
