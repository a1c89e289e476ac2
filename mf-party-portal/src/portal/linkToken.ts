import { PARTY_LINK_PARAM } from '@offerdesk/shared';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

const PREFIX = 'offerdesk.portal-link:';

const stored = (key: string): string | null => {
  try {
    return sessionStorage.getItem(PREFIX + key);
  } catch {
    return null;
  }
};
/** Keeps the token for reloads of this tab; false when the browser keeps no session storage. */
const store = (key: string, token: string): boolean => {
  try {
    sessionStorage.setItem(PREFIX + key, token);
    return sessionStorage.getItem(PREFIX + key) === token;
  } catch {
    return false;
  }
};

/**
 * The link token of this page. The mailed address carries it as `?t=`: it is read once, kept in
 * this tab's session storage under `key` (a reload still opens the offer) and taken out of the
 * visible address and its history entry, so it is not shown, bookmarked or copied along. When the
 * browser keeps no session storage the address keeps it (the page must still work on reload).
 * The API gets it in the X-Party-Link header only (shared/src/api/endpoints/portal.ts).
 */
export function useLinkToken(key: string): string | undefined {
  const [search, setSearch] = useSearchParams();
  const fromAddress = search.get(PARTY_LINK_PARAM);
  const kept = fromAddress ? store(key, fromAddress) : false;
  useEffect(() => {
    if (!fromAddress || !kept) return;
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PARTY_LINK_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [fromAddress, kept, setSearch]);
  return fromAddress ?? stored(key) ?? undefined;
}
