import type { FormTemplate, OfferLookupData } from '@offerdesk/shared/contract';
import { mainApi, toLoadable } from '@offerdesk/shared';
import { getFormTemplates, getOfferLookupData } from '@offerdesk/shared/features';
import { useQuery } from '@tanstack/react-query';
import { importKeys } from './importKeys';

export type ImportLookups =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; lookups: OfferLookupData; templates: FormTemplate[] };

/** The offer lookups (property types and the address lists the draft maps to) and the form templates, loaded together once per page. */
export function useImportLookups(enabled: boolean): [ImportLookups, () => void] {
  const q = useQuery({
    queryKey: importKeys.lookups(),
    queryFn: async ({ signal }) => {
      const api = mainApi();
      const [lookups, templates] = await Promise.all([getOfferLookupData(api, signal), getFormTemplates(api, signal)]);
      return { lookups, templates: Array.isArray(templates) ? templates : [] };
    },
    enabled,
    staleTime: Infinity,
  });
  const state = toLoadable(q, 'The property types and form templates could not be loaded.');
  return [state.status === 'ready' ? { status: 'ready', ...state.data } : state, () => void q.refetch()];
}
