import { createStore, useStore } from 'zustand';
import { clearProductStorage, safeStorage } from './storage';
import { readStoredSession, SESSION_STORAGE_KEY, type SessionData } from './storedSession';

export { readStoredSession, SESSION_STORAGE_KEY, type SessionData };

/** What a session starts from: the answer of POST /Token, or the token a parent frame hands over (names optional). */
export interface SessionToken {
  access_token: string;
  /** Seconds. */
  expires_in: number;
  userName: string;
  firstName?: string;
  lastName?: string;
}

export type LogoutReason = 'user' | 'expired' | 'unauthorized';

export interface SessionState {
  session: SessionData | null;
  /** Why the last session ended; the login screen can say so. */
  lastLogout: LogoutReason | null;
  /** The last route shown to a signed-in user; the next sign-in returns there. */
  prevRoute: string | null;
  signIn(token: SessionToken, now?: number): void;
  logout(reason?: LogoutReason): void;
  setPrevRoute(route: string | null): void;
}

/** The one session store: a singleton shared by the shell and every remote. */
export const sessionStore = createStore<SessionState>((set, get) => ({
  session: readStoredSession(),
  lastLogout: null,
  prevRoute: null,
  signIn(token, now = Date.now()) {
    const session: SessionData = {
      accessToken: token.access_token,
      userName: token.userName,
      name: [token.firstName, token.lastName].filter(Boolean).join(' ') || token.userName,
      expiresAt: now + token.expires_in * 1000,
    };
    safeStorage.set(SESSION_STORAGE_KEY, JSON.stringify(session));
    set({ session, lastLogout: null });
  },
  logout(reason = 'user') {
    if (!get().session && get().lastLogout) return;
    clearProductStorage();
    set({ session: null, lastLogout: reason });
  },
  setPrevRoute(route) {
    set({ prevRoute: route });
  },
}));

export function useSession<T>(selector: (s: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

export const getAccessToken = (): string | null => sessionStore.getState().session?.accessToken ?? null;

/** Diagnostics: how many copies of this store the page evaluated (the bundle bench asserts exactly one). */
const g = globalThis as { __OFFERDESK_SESSION_STORE_COPIES__?: number };
g.__OFFERDESK_SESSION_STORE_COPIES__ = (g.__OFFERDESK_SESSION_STORE_COPIES__ ?? 0) + 1;
