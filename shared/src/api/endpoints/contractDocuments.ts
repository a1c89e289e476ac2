/** Shared: the documents remote shares an offer's documents from the contract documents panel and the party portal from a party's link. */
import type { ShareCompletedBody, ShareSelectedBody } from '@offerdesk/shared/contract';
import { contract, type ApiClient } from '@offerdesk/shared';

const routes = contract.contractDocuments;

/** POST /offer/ShareSelectedOfferDocuments (a party's link token `t`, else the agent's sign-in) */
export const shareSelectedDocuments = (api: ApiClient, body: ShareSelectedBody, t?: string) =>
  api.send(routes.shareSelected, { body, link: t });

/** POST /offer/ShareCompletedOfferDocuments */
export const shareCompletedDocuments = (api: ApiClient, body: ShareCompletedBody) => api.send(routes.shareCompleted, { body });
