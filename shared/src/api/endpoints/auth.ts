import type { TokenResponse } from '../../session/sessionStore';
import type { ApiClient } from '../client';
import type { AuthenticatedAgent } from '../types';

export const OAUTH_CLIENT_ID = 'offerdesk-web';

/** POST /Token (form-encoded password grant). */
export function requestToken(api: ApiClient, username: string, password: string): Promise<TokenResponse> {
  return api.post<TokenResponse>('/Token', {
    anonymous: true,
    form: { grant_type: 'password', client_id: OAUTH_CLIENT_ID, username, password },
  });
}

export const getAuthenticatedAgent = (api: ApiClient) => api.get<AuthenticatedAgent>('/account/GetAuthenticatedAgentResult');
