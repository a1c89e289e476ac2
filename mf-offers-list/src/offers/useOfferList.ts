import { ApiError, getOffers, LIMITS, mainApi, type OfferListItem, type OfferListQuery, type OfferTab } from '@offerdesk/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isSearchableTerm, type OfferFilter } from './offerFilterStore';

export type ListStatus = 'loading' | 'error' | 'ready';

export interface OfferListState {
  status: ListStatus;
  items: OfferListItem[];
  error: string | null;
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreError: string | null;
}

export interface OfferList extends OfferListState {
  /** Fetches the next page (infinite scroll / Load more). */
  loadMore(): void;
  /** Loads the first page again from scratch (Retry). */
  retry(): void;
  /** Re-reads what is on screen without a loading flash (after archive). */
  refresh(): void;
  /** Patches one offer in place (marked viewed). */
  updateItem(id: number, patch: Partial<OfferListItem>): void;
}

const errorText = (e: unknown) => (e instanceof ApiError ? e.message : 'The offers could not be loaded.');
const isAbort = (e: unknown) => (e as Error)?.name === 'AbortError';

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

const INITIAL: OfferListState = { status: 'loading', items: [], error: null, hasMore: false, loadingMore: false, loadMoreError: null };

/**
 * The data of one tab's list: the first page at once, every later filter change debounced
 * (600 ms), a one-character search never sent, stale answers aborted and ignored, cursor paging.
 */
export function useOfferList(tab: OfferTab, filter: OfferFilter): OfferList {
  const [applied, setApplied] = useState<Applied>(() => toQuery(filter, ''));
  const appliedRef = useRef(applied);
  const [state, setState] = useState<OfferListState>(INITIAL);
  // A reload token: bumping it re-runs the first-page request for the same query.
  const [load, setLoad] = useState<{ n: number; soft: boolean; pageSize: number }>({ n: 0, soft: false, pageSize: LIMITS.offerPageSize });
  const cursorRef = useRef<string | null>(null);
  const itemsRef = useRef<OfferListItem[]>([]);
  const pageCtrl = useRef<AbortController | null>(null);
  const moreCtrl = useRef<AbortController | null>(null);

  // Debounce every filter change into the applied query.
  useEffect(() => {
    const next = toQuery(filter, appliedRef.current.searchTerm);
    if (sameQuery(next, appliedRef.current)) return;
    const t = setTimeout(() => {
      appliedRef.current = next;
      setApplied(next);
      // A new query starts from its first page with the loading state.
      setLoad((l) => ({ n: l.n, soft: false, pageSize: LIMITS.offerPageSize }));
    }, LIMITS.offerListDebounceMs);
    return () => clearTimeout(t);
  }, [filter]);

  // The first page of the applied query (again on retry/refresh).
  useEffect(() => {
    moreCtrl.current?.abort();
    const ctrl = new AbortController();
    pageCtrl.current = ctrl;
    if (!load.soft) setState(INITIAL);
    getOffers(mainApi(), tab, { ...applied, pageSize: load.pageSize }, ctrl.signal).then(
      (page) => {
        if (ctrl.signal.aborted) return;
        cursorRef.current = page.nextCursor;
        itemsRef.current = page.items;
        setState({ status: 'ready', items: page.items, error: null, hasMore: !!page.nextCursor, loadingMore: false, loadMoreError: null });
      },
      (e) => {
        if (ctrl.signal.aborted || isAbort(e)) return;
        setState((s) => (load.soft && s.status === 'ready' ? s : { ...INITIAL, status: 'error', error: errorText(e) }));
      },
    );
    return () => ctrl.abort();
  }, [tab, applied, load]);

  useEffect(() => () => moreCtrl.current?.abort(), []);

  const loadMore = useCallback(() => {
    const cursor = cursorRef.current;
    if (!cursor || moreCtrl.current) return;
    const ctrl = new AbortController();
    moreCtrl.current = ctrl;
    const pageSignal = pageCtrl.current?.signal;
    setState((s) => ({ ...s, loadingMore: true, loadMoreError: null }));
    getOffers(mainApi(), tab, { ...appliedRef.current, pageSize: LIMITS.offerPageSize, cursor }, ctrl.signal)
      .then(
        (page) => {
          if (ctrl.signal.aborted || pageSignal?.aborted) return;
          cursorRef.current = page.nextCursor;
          // Keyset paging never repeats a row, but guard against duplicates after a refresh.
          const seen = new Set(itemsRef.current.map((o) => o.id));
          const items = [...itemsRef.current, ...page.items.filter((o) => !seen.has(o.id))];
          itemsRef.current = items;
          setState((s) => ({ ...s, items, hasMore: !!page.nextCursor, loadingMore: false }));
        },
        (e) => {
          if (ctrl.signal.aborted || isAbort(e)) return;
          setState((s) => ({ ...s, loadingMore: false, loadMoreError: errorText(e) }));
        },
      )
      .finally(() => {
        if (moreCtrl.current === ctrl) moreCtrl.current = null;
      });
  }, [tab]);

  const retry = useCallback(() => setLoad((l) => ({ n: l.n + 1, soft: false, pageSize: LIMITS.offerPageSize })), []);

  const refresh = useCallback(() => {
    // Re-read as many offers as are on screen (bounded by the API's page limit) so the view stays put.
    const pageSize = Math.min(Math.max(itemsRef.current.length, LIMITS.offerPageSize), LIMITS.offerPageSizeMax);
    setLoad((l) => ({ n: l.n + 1, soft: true, pageSize }));
  }, []);

  const updateItem = useCallback((id: number, patch: Partial<OfferListItem>) => {
    itemsRef.current = itemsRef.current.map((o) => (o.id === id ? { ...o, ...patch } : o));
    const items = itemsRef.current;
    setState((s) => ({ ...s, items }));
  }, []);

  return { ...state, loadMore, retry, refresh, updateItem };
}
