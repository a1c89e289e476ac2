/** Shared: the offer wizard, the MLS import (offers list), the Parties screen and the documents remote create, read and check offers; the MLS reads serve mlsSearch.ts. */
import type { OfferDraft } from '@offerdesk/shared/contract';
import { contract, type ApiClient } from '@offerdesk/shared';

/** POST /offer/createoffer: the answer is the offer. */
export const createOffer = (api: ApiClient, draft: OfferDraft) => api.send(contract.offers.saveDraft, { body: draft });

/** GET /offer/GetById/{id}. */
export const getOfferById = (api: ApiClient, id: number, signal?: AbortSignal) =>
  api.send(contract.offers.getById, { params: { id }, signal });

/** PUT /offer/SaveAsIncomplete. */
export const saveAsIncomplete = (api: ApiClient, offerId: number) => api.send(contract.offers.saveAsIncomplete, { body: { offerId } });

export const getOfferLookupData = (api: ApiClient, signal?: AbortSignal) => api.send(contract.lookups.offerLookupData, { signal });

/** GET /offer/isFormBuilderEnabled: whether the Form Info step exists. */
export const isFormBuilderEnabled = (api: ApiClient, signal?: AbortSignal) => api.send(contract.lookups.formBuilderEnabled, { signal });

/** GET /mlsLookup/getMlsDataByStreetOrMlsNumber?keywords (numeric input). */
export const getMlsDataByStreetOrMlsNumber = (api: ApiClient, keywords: string, signal?: AbortSignal) =>
  api.send(contract.mls.byNumber, { signal, query: { keywords } });

/** GET /mlsLookup/getMlsDataByAddress?address&filterByAgentMlsProviders (non-numeric input). */
export const getMlsDataByAddress = (api: ApiClient, address: string, signal?: AbortSignal) =>
  api.send(contract.mls.byAddress, { signal, query: { address, filterByAgentMlsProviders: true } });

/** GET /mlsLookup/GetMlsListing?mlsId&mlsName: the full MLS data of one listing. */
export const getMlsListing = (api: ApiClient, mlsId: string, mlsName?: string | null, signal?: AbortSignal) =>
  api.send(contract.mls.listing, { signal, query: { mlsId, mlsName: mlsName ?? undefined } });
