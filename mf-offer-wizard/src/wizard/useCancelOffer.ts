import { cancelOffer, mainApi, OFFERS_QUERY_ROOT } from '@offerdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { wizardKeys } from './wizardKeys';

/** The question Cancel asks on every step. */
export const CANCEL_TEXT = 'Are you sure? You will not be able to access this cancelled offer again.';

/** Cancel: the offer leaves the lists and its stored copy is dropped. */
export function useCancelOffer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (offerId: number) => cancelOffer(mainApi(), offerId),
    onSuccess: (_, offerId) => {
      void client.invalidateQueries({ queryKey: OFFERS_QUERY_ROOT });
      client.removeQueries({ queryKey: wizardKeys.offer(offerId) });
    },
  });
}
