import { QueryClient } from '@tanstack/react-query';
import { sessionStore } from '../session/sessionStore';

/**
 * The server-state cache of one page: the shell makes one and provides it to every remote it
 * mounts; a remote mounted alone (`mount()`) or running standalone makes its own. Requests are
 * not retried (a failure shows its error state with Retry) and not re-read when the window
 * regains focus. Signing out (or a 401) empties the cache, so no data of one agent is shown to
 * the next.
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  sessionStore.subscribe((state, previous) => {
    if (previous.session && !state.session) client.clear();
  });
  return client;
}
