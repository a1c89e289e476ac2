import type { OfferListItem } from '@offerdesk/shared/contract';
import { ApiError, getOffers, LIMITS, mainApi, type OfferListPage, type OfferListQuery, type OfferTab } from '@offerdesk/shared';
import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { isSearchableTerm, type OfferFilter } from './offerFilterStore';
import { offerKeys } from './offerKeys';

export type ListStatus = 'loading' | 'error' | 'ready';

export interface OfferList {
  status: ListStatus;
  items: OfferListItem[];
  error: string | null;
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreError: string | null;
  /** Fetches the next page (infinite scroll / Load more). */
  loadMore(): void;
  /** Loads the first page again (Retry). */
  retry(): void;
}

export type OfferPages = InfiniteData<OfferListPage, string | null>;

const errorText = (e: unknown) => (e instanceof ApiError ? e.message : 'The offers could not be loaded.');

/** The request a filter asks for; a one-character term keeps the previous term (no request). */
export function toQuery(filter: OfferFilter, previousTerm: string): Omit<OfferListQuery, 'cursor' | 'pageSize'> {
  const term = filter.searchTerm.trim();
  return {
    searchTerm: isSearchableTerm(term) ? term : previousTerm,
    sortByTerm: filter.sortBy,
    isShowArchive: filter.isShowArchived,
    selectedOfferStatus: [...filter.selectedStatusIds].sort((a, b) => a - b),
  };
}

type Applied = ReturnType<typeof toQuery>;
const sameQuery = (a: Applied, b: Applied) => JSON.stringify(a) === JSON.stringify(b);

/** Every page's offers in order; keyset paging never repeats a row, but a re-read page could. */
function flatten(pages: readonly OfferListPage[]): OfferListItem[] {
  const seen = new Set<number>();
  return pages.flatMap((p) => p.items).filter((o) => !seen.has(o.id) && !!seen.add(o.id));
}

/**
 * The data of one tab's list: the first page at once, every later filter change debounced
 * (600 ms), a one-character search never sent, the request of a query left behind aborted,
 * cursor paging (X-Next-Cursor). Archive and mark viewed update it through the cache.
 */
export function useOfferList(tab: OfferTab, filter: OfferFilter): OfferList {
  const [applied, setApplied] = useState<Applied>(() => toQuery(filter, ''));
  const appliedRef = useRef(applied);

  // Debounce every filter change into the applied query.
  useEffect(() => {
    const next = toQuery(filter, appliedRef.current.searchTerm);
    if (sameQuery(next, appliedRef.current)) return;
    const t = setTimeout(() => {
      appliedRef.current = next;
      setApplied(next);
    }, LIMITS.offerListDebounceMs);
    return () => clearTimeout(t);
  }, [filter]);

  const q = useInfiniteQuery({
    queryKey: offerKeys.list(tab, applied),
    queryFn: ({ pageParam, signal }) =>
      getOffers(mainApi(), tab, { ...applied, pageSize: LIMITS.offerPageSize, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

  const items = useMemo(() => (q.data ? flatten(q.data.pages) : []), [q.data]);
  const { fetchNextPage, refetch } = q;
  const loadMore = useMemo(() => () => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage]);
  const retry = useMemo(() => () => void refetch(), [refetch]);

  if (!q.data) {
    // A query without data is loading until it fails; Retry shows the loading state again.
    const failed = q.isError && !q.isFetching;
    return {
      status: failed ? 'error' : 'loading',
      items,
      error: failed ? errorText(q.error) : null,
      hasMore: false,
      loadingMore: false,
      loadMoreError: null,
      loadMore,
      retry,
    };
  }
  return {
    status: 'ready',
    items,
    error: null,
    hasMore: q.hasNextPage,
    loadingMore: q.isFetchingNextPage,
    // A failed re-read keeps what is shown; only a failed next page says so.
    loadMoreError: q.isFetchNextPageError ? errorText(q.error) : null,
    loadMore,
    retry,
  };
}
