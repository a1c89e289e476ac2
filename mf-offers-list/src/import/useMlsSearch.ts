import type { MlsSearchResult } from '@offerdesk/shared/contract';
import { ApiError, LIMITS, mainApi } from '@offerdesk/shared';
import { mlsNoDataMessage, searchMls, type MlsSearchBy } from '@offerdesk/shared/features';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { importKeys } from './importKeys';

export const NO_CRITERIA_MESSAGE = 'No search criteria entered';
export const NO_LISTINGS_MESSAGE = 'No Listings Found';
export const SEARCHING_MESSAGE = 'Searching ...';

export type MlsSearchState =
  | { status: 'empty' }
  | { status: 'searching' }
  /** `message`: the server's no-data message (404), shown instead of 'No Listings Found'. */
  | { status: 'done'; results: MlsSearchResult[]; message: string | null }
  | { status: 'error'; message: string };

/** The message the results area shows instead of a list, or null when there is a list to show. */
export function searchMessage(state: MlsSearchState): string | null {
  switch (state.status) {
    case 'empty':
      return NO_CRITERIA_MESSAGE;
    case 'searching':
      return SEARCHING_MESSAGE;
    case 'error':
      return state.message;
    case 'done':
      return state.results.length ? null : state.message || NO_LISTINGS_MESSAGE;
  }
}

/** One search's answer: nothing found (a 404, with the server's message when it gives one) is an answer too. */
async function searchListings(
  text: string,
  by: MlsSearchBy,
  signal: AbortSignal,
): Promise<{ results: MlsSearchResult[]; message: string | null }> {
  try {
    return { results: await searchMls(mainApi(), text, signal, by), message: null };
  } catch (e) {
    const noData = mlsNoDataMessage(e);
    if (noData !== null || (e instanceof ApiError && e.status === 404)) return { results: [], message: noData };
    throw e;
  }
}

/**
 * The MLS search behind a text box : searches 500 ms after typing stops or at
 * once on `searchNow` (Enter); an empty box searches nothing; a newer search aborts and
 * discards the older one. `onResults` hears each fresh (non-stale) result list.
 */
export function useMlsSearch({ by = 'auto', onResults }: { by?: MlsSearchBy; onResults?: (results: MlsSearchResult[]) => void } = {}) {
  const [query, setQuery] = useState('');
  // The text being searched, and whether a newer text waits for the pause to end.
  const [searched, setSearched] = useState('');
  const [waiting, setWaiting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onResultsRef = useRef(onResults);
  useEffect(() => {
    onResultsRef.current = onResults;
  });

  const q = useQuery({
    queryKey: importKeys.search(by, searched),
    queryFn: ({ signal }) => searchListings(searched, by, signal),
    enabled: !!searched.trim(),
    staleTime: 0,
  });
  const { refetch } = q;

  // Each fresh answer is heard once.
  const heard = useRef(0);
  useEffect(() => {
    if (!q.data || q.isFetching || waiting || q.dataUpdatedAt === heard.current) return;
    heard.current = q.dataUpdatedAt;
    onResultsRef.current?.(q.data.results);
  }, [q.data, q.dataUpdatedAt, q.isFetching, waiting]);

  const run = useCallback(
    (input: string) => {
      clearTimeout(timer.current);
      setWaiting(false);
      if (input === searched && input.trim()) void refetch();
      else setSearched(input);
    },
    [searched, refetch],
  );

  /** The text changed: search after the pause (an emptied box says so at once). */
  const change = useCallback(
    (value: string) => {
      setQuery(value);
      clearTimeout(timer.current);
      if (!value.trim()) {
        setWaiting(false);
        setSearched('');
        return;
      }
      setWaiting(true);
      timer.current = setTimeout(() => run(value), LIMITS.mlsSearchDebounceMs);
    },
    [run],
  );

  /** Enter: search the current text at once. */
  const searchNow = useCallback(() => run(query), [run, query]);

  let state: MlsSearchState;
  const shown = q.data && !q.isFetching && searched.trim() ? q.data : null;
  if (!query.trim()) state = { status: 'empty' };
  // Listings already shown stay while the agent types; otherwise the search is as good as started.
  else if (waiting) state = shown?.results.length ? { status: 'done', ...shown } : { status: 'searching' };
  else if (shown) state = { status: 'done', ...shown };
  else if (q.isError && !q.isFetching)
    state = { status: 'error', message: q.error instanceof Error && q.error.message ? q.error.message : 'The MLS search failed.' };
  else state = { status: 'searching' };

  return { query, state, change, searchNow };
}
