import { contract, type TokenResponse } from '../../contract';
import type { ApiClient } from '../client';

export const OAUTH_CLIENT_ID = 'offerdesk-web';

/** POST /Token (form-encoded password grant). */
export function requestToken(api: ApiClient, username: string, password: string): Promise<TokenResponse> {
  return api.send(contract.auth.token, { body: { grant_type: 'password', client_id: OAUTH_CLIENT_ID, username, password } });
}

export const getAuthenticatedAgent = (api: ApiClient) => api.send(contract.auth.authenticatedAgent, {});
