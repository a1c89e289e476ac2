import { ApiError, getOfferLookupData, mainApi, type OfferLookupData } from '@offerdesk/shared';
import { useCallback, useEffect, useState } from 'react';

let cached: Promise<OfferLookupData> | null = null;

export type Loadable<T> = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: T };

/** GET /offer/getOfferLookupData/ once per page (retry after a failure). */
export function useOfferLookups(): [Loadable<OfferLookupData>, () => void] {
  const [state, setState] = useState<Loadable<OfferLookupData>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let alive = true;
    cached ??= getOfferLookupData(mainApi());
    cached.then(
      (data) => alive && setState({ status: 'ready', data }),
      (e: unknown) => {
        cached = null;
        console.error('Offer lookups failed', e);
        if (alive) setState({ status: 'error', message: e instanceof ApiError ? e.message : 'The lookups could not be loaded.' });
      },
    );
    return () => {
      alive = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((a) => a + 1);
  }, []);
  return [state, retry];
}

/** Tests: forget the cached lookups. */
export const resetLookupCache = () => {
  cached = null;
};
