import type { ShareOfferBody } from '@offerdesk/shared/contract';
import { mainApi } from '@offerdesk/shared';
import { getCustomizedReminders, sendOfferForReview, shareOffer } from '@offerdesk/shared/features';
import { useQuery } from '@tanstack/react-query';
import { wizardKeys } from '../wizard/wizardKeys';

/** The Share step's server state: the offer's reminder e-mails (read afresh each time the dialog opens) and the share itself. */
export const useCustomizedReminders = (offerId: number) =>
  useQuery({
    queryKey: wizardKeys.reminders(offerId),
    queryFn: ({ signal }) => getCustomizedReminders(mainApi(), offerId, signal),
    gcTime: 0,
  });

/** Save and Share, or Send for Review when the offer has a reviewer. */
export const sendOffer = (body: ShareOfferBody, toReviewer: boolean) =>
  toReviewer ? sendOfferForReview(mainApi(), body) : shareOffer(mainApi(), body);
