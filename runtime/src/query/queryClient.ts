import { QueryClient } from '@tanstack/react-query';

export { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { sessionStore } from '../session/sessionStore';

/**
 * A cache that empties itself when the session ends (sign-out or a 401), so no data of one agent
 * is shown to the next. It watches the session only while a provider has it mounted: a remote
 * mounted and unmounted many times by a portal leaves no listener behind. One provider per client.
 */
class SessionScopedQueryClient extends QueryClient {
  private stopWatching: (() => void) | null = null;

  override mount(): void {
    super.mount();
    this.stopWatching ??= sessionStore.subscribe((state, previous) => {
      if (previous.session && !state.session) this.clear();
    });
  }

  override unmount(): void {
    super.unmount();
    this.stopWatching?.();
    this.stopWatching = null;
  }
}

/**
 * The server-state cache of one page: the shell makes one and provides it to every remote it
 * mounts; a remote mounted alone (`mount()`) or running standalone makes its own. Requests are
 * not retried (a failure shows its error state with Retry) and not re-read when the window
 * regains focus.
 */
export function createQueryClient(): QueryClient {
  return new SessionScopedQueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
