import { safeStorage } from './storage';

/** The signed-in agent as the shell keeps it in local storage (see sessionStore). */
export interface SessionData {
  accessToken: string;
  userName: string;
  name: string;
  /** Epoch ms when the token expires (issue time + expires_in). */
  expiresAt: number;
}

export const SESSION_STORAGE_KEY = 'offerdesk.session';

/**
 * The stored session if it has not expired, else null. Needs no shared library: the shell's entry
 * reads it before React and the stores have loaded, to start the first screen's reads.
 */
export function readStoredSession(now = Date.now()): SessionData | null {
  const raw = safeStorage.get(SESSION_STORAGE_KEY);
  if (!raw) return null;
  try {
    const s = JSON.parse(raw) as SessionData | null;
    return s && typeof s.accessToken === 'string' && typeof s.expiresAt === 'number' && s.expiresAt > now ? s : null;
  } catch {
    return null;
  }
}
