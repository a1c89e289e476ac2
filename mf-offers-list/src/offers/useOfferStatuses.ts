import { getOfferStatuses, HIDDEN_FILTER_STATUSES, mainApi, type LookupItem, type OfferTab } from '@offerdesk/shared';
import { useEffect, useState } from 'react';

/** The statuses of GET /offer/getOfferStatus/ (read once per page). */
export function useOfferStatuses(): LookupItem[] {
  const [statuses, setStatuses] = useState<LookupItem[]>([]);
  useEffect(() => {
    let live = true;
    getOfferStatuses(mainApi()).then(
      (list) => live && setStatuses(Array.isArray(list) ? list : []),
      () => undefined, // the filter then offers only 'All'; the list itself reports errors
    );
    return () => {
      live = false;
    };
  }, []);
  return statuses;
}

/** The statuses a tab's filter lists: all of them minus that tab's hidden ones (seed 000 §6). */
export const filterStatusesFor = (all: readonly LookupItem[], tab: OfferTab): LookupItem[] =>
  all.filter((s) => !(HIDDEN_FILTER_STATUSES[tab] as readonly number[]).includes(s.id));
