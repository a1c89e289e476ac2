import type { OfferDetail } from '@offerdesk/shared/contract';
import { mainApi, markReceivedOfferAsViewed, OFFERS_QUERY_ROOT, OfferType } from '@offerdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/** A received offer not yet viewed is marked viewed once when its page opens (the lists and the badge re-read). */
export function useMarkViewed(offer: OfferDetail | undefined) {
  const queryClient = useQueryClient();
  const done = useRef(false);
  const mark = useMutation({
    mutationFn: (offerId: number) => markReceivedOfferAsViewed(mainApi(), offerId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OFFERS_QUERY_ROOT }),
  });
  const { mutate } = mark;
  useEffect(() => {
    if (!offer || done.current || offer.offerTypeId !== OfferType.received || offer.isViewed) return;
    done.current = true;
    mutate(offer.id);
  }, [offer, mutate]);
}
