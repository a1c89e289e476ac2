import { OFFERS_QUERY_ROOT, type OfferListQuery, type OfferTab } from '@offerdesk/shared';

type ListQuery = Omit<OfferListQuery, 'cursor' | 'pageSize'>;

/** The server-state keys of the offers list: invalidating `lists()` re-reads both tabs' lists. */
export const offerKeys = {
  all: OFFERS_QUERY_ROOT,
  lists: () => [...offerKeys.all, 'list'] as const,
  list: (tab: OfferTab, query: ListQuery) => [...offerKeys.lists(), tab, query] as const,
  statuses: () => [...offerKeys.all, 'statuses'] as const,
  unviewedCount: () => [...offerKeys.all, 'unviewed-count'] as const,
};
