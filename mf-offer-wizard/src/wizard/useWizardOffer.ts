import { mainApi } from '@offerdesk/shared';
import { getOfferById } from '@offerdesk/shared/features';
import { useQuery } from '@tanstack/react-query';
import { wizardKeys } from './wizardKeys';

/**
 * The wizard's offer as stored (read afresh each time a screen opens): the one query every step and
 * the frame's sent-offer guard share (one key, one fetch). `null`: no offer yet, nothing is read.
 */
export const useWizardOffer = (offerId: number | null) =>
  useQuery({
    queryKey: wizardKeys.offer(offerId ?? 0),
    queryFn: ({ signal }) => getOfferById(mainApi(), offerId!, signal),
    enabled: offerId !== null,
    gcTime: 0,
  });
