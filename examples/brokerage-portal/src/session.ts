import type { SessionData } from '@offerdesk/runtime';
import type { PortalConfig } from './portalConfig';

/** The portal's own session: the agent's token from the OfferDesk API, kept for this tab only. */
export interface PortalSession {
  token: string;
  /** Seconds the token lives, counted from `issuedAt`. */
  expiresIn: number;
  issuedAt: number;
  userName: string;
  name: string;
}

const KEY = 'brokerage-portal.session';

export function readSession(now = Date.now()): PortalSession | null {
  const raw = sessionStorage.getItem(KEY);
  const s = raw ? (JSON.parse(raw) as PortalSession) : null;
  return s && s.issuedAt + s.expiresIn * 1000 > now ? s : null;
}

const signOutListeners: (() => Promise<void>)[] = [];

/** Runs `listener` when the agent signs out of the portal: the framed page tells the shell (`sign-out`) and waits for its answer. */
export function whenSignedOut(listener: () => Promise<void>): void {
  signOutListeners.push(listener);
}

/** Ends the portal's session; settles once every listener has (leave the page only then). */
export async function signOut(): Promise<void> {
  sessionStorage.removeItem(KEY);
  await Promise.all(signOutListeners.map((listener) => listener()));
}

/** Signs the agent in with the API's token route (password grant), as any portal of a brokerage would. */
export async function signIn(config: PortalConfig, username: string, password: string): Promise<PortalSession> {
  const res = await fetch(`${config.apiBase}/Token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', client_id: 'brokerage-portal', username, password }),
  });
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) throw new Error(typeof body.message === 'string' ? body.message : `Sign-in failed (${res.status}).`);
  const session: PortalSession = {
    token: String(body.access_token),
    expiresIn: Number(body.expires_in),
    issuedAt: Date.now(),
    userName: String(body.userName),
    name: [body.firstName, body.lastName].filter(Boolean).join(' ') || String(body.userName),
  };
  sessionStorage.setItem(KEY, JSON.stringify(session));
  return session;
}

/** The session as a mounted remote takes it (MountOptions.session). */
export const mountSession = (s: PortalSession): SessionData => ({
  accessToken: s.token,
  userName: s.userName,
  name: s.name,
  expiresAt: s.issuedAt + s.expiresIn * 1000,
});
