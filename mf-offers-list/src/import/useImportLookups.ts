import { ApiError, getFormTemplates, getOfferLookupData, mainApi, type FormTemplate, type OfferLookupData } from '@offerdesk/shared';
import { useCallback, useEffect, useState } from 'react';

export type ImportLookups =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; lookups: OfferLookupData; templates: FormTemplate[] };

/** The offer lookups (property types and the address lists the draft maps to) and the form templates, loaded together. */
export function useImportLookups(enabled: boolean): [ImportLookups, () => void] {
  const [state, setState] = useState<ImportLookups>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    const ac = new AbortController();
    const api = mainApi();
    Promise.all([getOfferLookupData(api, ac.signal), getFormTemplates(api, ac.signal)]).then(
      ([lookups, templates]) => {
        if (!ac.signal.aborted) setState({ status: 'ready', lookups, templates: Array.isArray(templates) ? templates : [] });
      },
      (e: unknown) => {
        if (ac.signal.aborted || (e instanceof ApiError && e.status === 401)) return;
        setState({ status: 'error', message: e instanceof Error && e.message ? e.message : 'The property types and form templates could not be loaded.' });
      },
    );
    return () => ac.abort();
  }, [enabled, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return [state, retry];
}
