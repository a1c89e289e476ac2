import { getAccessToken, hostStore } from '@offerdesk/runtime';

/** The portal runs inside a parent frame (or a host said it is embedded): no branded header then. */
export function isInFrame(): boolean {
  if (hostStore.getState().config.embedded) return true;
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}

/** Where the agent app signs in: config.json's `agentAppUrl` (the shell), else this origin. */
export function agentLoginUrl(offerId: number): string {
  const base = String((hostStore.getState().config as unknown as Record<string, unknown>).agentAppUrl ?? window.location.origin).replace(
    /\/$/,
    '',
  );
  return `${base}/offers?redirectTo=offer-documents/${offerId}`;
}

/** An agent is signed in to the suite here (the shell's session): agent-only calls can go with its bearer. */
export const isSignedIn = (): boolean => !!getAccessToken();
