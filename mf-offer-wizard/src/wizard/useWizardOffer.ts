import { mainApi } from '@offerdesk/shared';
import { getOfferById } from '@offerdesk/shared/features';
import { useQuery } from '@tanstack/react-query';
import { wizardKeys } from './wizardKeys';

/** The wizard's offer as stored (read afresh each time a screen opens). */
export const useWizardOffer = (offerId: number) =>
  useQuery({ queryKey: wizardKeys.offer(offerId), queryFn: ({ signal }) => getOfferById(mainApi(), offerId, signal), gcTime: 0 });
