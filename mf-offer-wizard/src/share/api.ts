import type { ReminderParty, SaveReviewerBody, ShareOfferBody } from '@offerdesk/shared/contract';
import { contract, mainApi, type ApiClient } from '@offerdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { wizardKeys } from '../wizard/wizardKeys';

const { sharing } = contract;

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

/** POST /offer/ShareOffer */
export const shareOffer = (api: ApiClient, body: ShareOfferBody) => api.send(sharing.shareOffer, { body });

/** POST /offer/SendOfferForReview */
export const sendOfferForReview = (api: ApiClient, body: ShareOfferBody) => api.send(sharing.sendForReview, { body });

/** PUT /offer/saveReviewer */
export const saveReviewer = (api: ApiClient, body: SaveReviewerBody) => api.send(sharing.saveReviewer, { body });

/** PUT /offer/deleteReviewer/?offerId */
export const deleteReviewer = (api: ApiClient, offerId: number) => api.send(sharing.deleteReviewer, { query: { offerId } });

/** GET /offer/GetCustomizedReminders/{offerId} */
export const getCustomizedReminders = (api: ApiClient, offerId: number, signal?: AbortSignal) =>
  api.send(sharing.reminders, { signal, params: { offerId } });

/** PUT /offer/saveCustomizedReminders */
export const saveCustomizedReminders = (api: ApiClient, offerId: number, reminderParties: ReminderParty[]) =>
  api.send(sharing.saveReminders, { body: { offerId, reminderParties } });

/** PUT /offer/updatePartyEmail: the party's e-mail for this offer only. */
export const updatePartyEmail = (api: ApiClient, partyId: number, email: string) =>
  api.send(contract.parties.updateEmail, { query: { id: partyId, email } });
