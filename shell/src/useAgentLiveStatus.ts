import { buildUrl, contract, useLiveStatus } from '@offerdesk/shared';
import { getAccessToken, useHost, useSession } from '@offerdesk/runtime';

const bearer = () => {
  const token = getAccessToken();
  return token ? { Authorization: `Bearer ${token}` } : null;
};

/** While an agent is signed in, the page's offers, documents and lists follow the agent's live stream (docs/domain/live.md). */
export function useAgentLiveStatus(): void {
  const signedIn = useSession((s) => !!s.session);
  const apiBase = useHost((s) => s.config.apiBase);
  useLiveStatus(signedIn ? { url: buildUrl(apiBase, contract.live.agent.url), headers: bearer } : null);
}
