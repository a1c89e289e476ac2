import { mainApi, type ApiClient } from '@offerdesk/shared';
import { createContext, useContext } from 'react';

/**
 * The API client of the signing pages: the page's own session (`mainApi()`), or — for an agent-side
 * page framed from another origin — the client of the signing session its parent handed it
 * (SigningSessionGate), whose token lives in memory only.
 */
export const SigningApiContext = createContext<ApiClient | null>(null);

export const useSigningApi = (): ApiClient => useContext(SigningApiContext) ?? mainApi();
