import type { ReminderParty, SaveReviewerBody, ShareOfferBody } from '@offerdesk/shared/contract';
import { contract, type ApiClient } from '@offerdesk/shared';

const { sharing, documentFields } = contract;

/** POST /offer/markOfferdocumentassigned: the holders still without a party are left out. */
export const markOfferDocumentAssigned = (api: ApiClient, body: { contractId: number; documentId: number; offerId: number }) =>
  api.send(documentFields.markAssigned, { body });

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
