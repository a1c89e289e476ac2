/** Shared: the Parties screen and the documents remote (contract documents, document viewer) read an offer's parties. */
import { contract, type ApiClient } from '@offerdesk/shared';

export const getPartiesByOffer = (api: ApiClient, offerId: number, signal?: AbortSignal) =>
  api.send(contract.parties.ofOffer, { query: { offerId }, signal });
