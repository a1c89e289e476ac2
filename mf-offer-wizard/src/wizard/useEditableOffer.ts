import { mainApi, toLoadable, type Loadable } from '@offerdesk/shared';
import { getOfferById } from '@offerdesk/shared/features';
import { wizardStore } from '@offerdesk/shared/forms';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { wizardKeys } from './wizardKeys';

/**
 * The wizard edits only what the agent may still complete (seed 001 §4 "Offer flow" 7: a draft or a
 * reviewer-rejected sent offer; `canEdit` of the offer). Any other offer (sent, countered, accepted,
 * another agent's) is not opened in a step: the wizard lets go of it and the agent lands on the
 * offer's own page, where it is shown read-only. Its state is 'ready' once the offer may be edited.
 */
export function useEditableOffer(offerId: number): { state: Loadable<true>; retry: () => void } {
  const navigate = useNavigate();
  const query = useQuery({
    queryKey: wizardKeys.offer(offerId),
    queryFn: ({ signal }) => getOfferById(mainApi(), offerId, signal),
    gcTime: 0,
  });
  const locked = query.data?.canEdit === false;
  useEffect(() => {
    if (!locked) return;
    if (wizardStore.getState().offerId === offerId) wizardStore.getState().startNew({ keepMlsData: false });
    navigate(`/offer-documents/${offerId}`, { replace: true });
  }, [locked, offerId, navigate]);
  const loaded = toLoadable(query, 'The offer could not be loaded.');
  const retry = () => void query.refetch();
  if (loaded.status !== 'ready') return { state: loaded, retry };
  return { state: locked ? { status: 'loading' } : { status: 'ready', data: true }, retry };
}
