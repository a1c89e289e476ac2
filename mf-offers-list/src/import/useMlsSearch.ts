import { ApiError, LIMITS, mainApi, mlsNoDataMessage, searchMls, type MlsSearchBy, type MlsSearchResult } from '@offerdesk/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

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

/**
 * The MLS search behind a text box (seed 000 §2, §9): searches 500 ms after typing stops or at
 * once on `searchNow` (Enter); an empty box searches nothing; a newer search aborts and
 * discards the older one. `onResults` hears each fresh (non-stale) result list.
 */
export function useMlsSearch({ by = 'auto', onResults }: { by?: MlsSearchBy; onResults?: (results: MlsSearchResult[]) => void } = {}) {
  const [query, setQuery] = useState('');
  const [state, setState] = useState<MlsSearchState>({ status: 'empty' });
  const seq = useRef(0);
  const inFlight = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onResultsRef = useRef(onResults);
  useEffect(() => {
    onResultsRef.current = onResults;
  });

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    inFlight.current?.abort();
    inFlight.current = null;
    seq.current += 1;
  }, []);
  useEffect(() => cancel, [cancel]);

  const run = useCallback(
    (input: string) => {
      cancel();
      const id = seq.current;
      if (!input.trim()) {
        setState({ status: 'empty' });
        return;
      }
      const ac = new AbortController();
      inFlight.current = ac;
      setState({ status: 'searching' });
      searchMls(mainApi(), input, ac.signal, by).then(
        (results) => {
          if (id !== seq.current) return;
          inFlight.current = null;
          setState({ status: 'done', results, message: null });
          onResultsRef.current?.(results);
        },
        (e: unknown) => {
          if (id !== seq.current || ac.signal.aborted) return;
          inFlight.current = null;
          const noData = mlsNoDataMessage(e);
          if (noData !== null || (e instanceof ApiError && e.status === 404)) {
            setState({ status: 'done', results: [], message: noData });
            onResultsRef.current?.([]);
          } else {
            setState({ status: 'error', message: e instanceof Error && e.message ? e.message : 'The MLS search failed.' });
          }
        },
      );
    },
    [by, cancel],
  );

  /** The text changed: search after the pause (an emptied box says so at once). */
  const change = useCallback(
    (value: string) => {
      setQuery(value);
      if (!value.trim()) {
        run('');
        return;
      }
      // Whatever was under way answers an older text: drop it now. Listings already shown stay
      // until the new answer; otherwise the search is as good as started.
      cancel();
      setState((st) => (st.status === 'done' && st.results.length ? st : { status: 'searching' }));
      timer.current = setTimeout(() => run(value), LIMITS.mlsSearchDebounceMs);
    },
    [run, cancel],
  );

  /** Enter: search the current text at once. */
  const searchNow = useCallback(() => run(query), [run, query]);

  return { query, state, change, searchNow };
}
