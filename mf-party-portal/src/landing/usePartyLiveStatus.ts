import { buildUrl, contract, PARTY_LINK_HEADER, useLiveStatus } from '@offerdesk/shared';
import { useHost } from '@offerdesk/runtime';

/** The page follows its link's live stream: another party's signature, counter or forward shows without a reload (docs/domain/live.md). */
export function usePartyLiveStatus(token: string | undefined): void {
  const apiBase = useHost((s) => s.config.apiBase);
  useLiveStatus(token ? { url: buildUrl(apiBase, contract.live.party.url), headers: () => ({ [PARTY_LINK_HEADER]: token }) } : null);
}
