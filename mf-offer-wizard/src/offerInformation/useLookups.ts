import type { OfferLookupData } from '@offerdesk/shared/contract';
import { mainApi, toLoadable, type Loadable } from '@offerdesk/shared';
import { getOfferLookupData } from '@offerdesk/shared/features';
import { useQuery } from '@tanstack/react-query';
import { wizardKeys } from '../wizard/wizardKeys';

/** GET /offer/getOfferLookupData/ once per page (Retry after a failure). */
export function useOfferLookups(): [Loadable<OfferLookupData>, () => void] {
  const q = useQuery({ queryKey: wizardKeys.lookups(), queryFn: () => getOfferLookupData(mainApi()), staleTime: Infinity });
  return [toLoadable(q, 'The lookups could not be loaded.'), () => void q.refetch()];
}
