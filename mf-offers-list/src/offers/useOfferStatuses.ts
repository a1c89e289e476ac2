import type { LookupItem } from '@offerdesk/shared/contract';
import { getOfferStatuses, HIDDEN_FILTER_STATUSES, mainApi, type OfferTab } from '@offerdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { offerKeys } from './offerKeys';

const NONE: LookupItem[] = [];

/** The statuses of GET /offer/getOfferStatus/ (read once; a failure leaves the filter with only 'All', the list reports errors). */
export function useOfferStatuses(): LookupItem[] {
  const { data } = useQuery({ queryKey: offerKeys.statuses(), queryFn: () => getOfferStatuses(mainApi()), staleTime: Infinity });
  return Array.isArray(data) ? data : NONE;
}

/** The statuses a tab's filter lists: all of them minus that tab's hidden ones. */
export const filterStatusesFor = (all: readonly LookupItem[], tab: OfferTab): LookupItem[] =>
  all.filter((s) => !(HIDDEN_FILTER_STATUSES[tab] as readonly number[]).includes(s.id));
