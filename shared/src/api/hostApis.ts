import { getAccessToken, hostStore, sessionStore } from '@offerdesk/runtime';
import { createApiClient, type ApiClient } from './client';

const clients = new Map<string, ApiClient>();

function clientFor(baseUrl: string): ApiClient {
  let c = clients.get(baseUrl);
  if (!c) {
    c = createApiClient({
      baseUrl,
      getToken: getAccessToken,
      // A 401 ends the session; the shell (or the embedding host) decides where to go.
      onUnauthorized: () => sessionStore.getState().logout('unauthorized'),
    });
    clients.set(baseUrl, c);
  }
  return c;
}

/** The main API client for the configured base. */
export const mainApi = (): ApiClient => clientFor(hostStore.getState().config.apiBase);
/** The document API client for the configured base. */
export const docApi = (): ApiClient => clientFor(hostStore.getState().config.docApiBase);

/**
 * The signing service's base: config.json's `signingServiceUrl` (the deployment that serves
 * /document-preview, /sign-documents …), else this page's origin. Its pages are framed by URL.
 */
export function signingServiceBase(): string {
  const configured = (hostStore.getState().config as unknown as Record<string, unknown>).signingServiceUrl;
  return String(configured || window.location.origin).replace(/\/$/, '');
}
