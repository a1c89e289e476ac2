/** The Parties screen's calls (contract: parties), one line each. */
import type {
  AddPartyBody,
  SaveAgentBody,
  SaveClientBody,
  SaveOfferPartyBody,
  SaveVendorBody,
  SaveVendorContactBody,
  UpdatePartyBody,
} from '@offerdesk/shared/contract';
import { contract, type ApiClient } from '@offerdesk/shared';

const p = contract.parties;

export const searchPartiesByRole = (api: ApiClient, r: number, q: string, signal?: AbortSignal) =>
  api.send(p.search, { query: { r, q, recs: 50 }, signal });

export const addParty = (api: ApiClient, body: AddPartyBody) => api.send(p.add, { body });

export const removeParty = (api: ApiClient, offerId: number, partyId: number) => api.send(p.remove, { query: { offerId, partyId } });

export const changePartySide = (api: ApiClient, offerId: number, partyId: number, partySideId: 1 | 2) =>
  api.send(p.changeSide, { query: { offerId, partyId, partySideId } });

export const saveFavoriteVendor = (api: ApiClient, ids: { vendorId?: number; personId?: number }) => api.send(p.favourite, { query: ids });

export const saveClient = (api: ApiClient, body: SaveClientBody) => api.send(p.saveClient, { body });

export const searchBrokerages = (api: ApiClient, q: string, signal?: AbortSignal) => api.send(p.searchBrokerages, { query: { q }, signal });

export const saveOutsideAgent = (api: ApiClient, body: SaveAgentBody) => api.send(p.saveAgent, { body });

export const searchVendors = (api: ApiClient, q: string, signal?: AbortSignal) => api.send(p.searchVendors, { query: { q }, signal });

export const saveVendor = (api: ApiClient, body: SaveVendorBody) => api.send(p.saveVendor, { body });

export const saveVendorContact = (api: ApiClient, body: SaveVendorContactBody) => api.send(p.saveVendorContact, { body });

export const getOfferParty = (api: ApiClient, id: number, signal?: AbortSignal) => api.send(p.offerParty, { params: { id }, signal });

export const getParty = (api: ApiClient, q: { role: number; personId?: number; vendorId?: number }, signal?: AbortSignal) =>
  api.send(p.getParty, { query: q, signal });

export const updateParty = (api: ApiClient, body: UpdatePartyBody) => api.send(p.update, { body });

export const saveOfferParty = (api: ApiClient, body: SaveOfferPartyBody) => api.send(p.saveOfferParty, { query: {}, body });

export const setParties = (api: ApiClient, offerId: number) => api.send(p.setParties, { body: { externalId: offerId } });

export const getPartyLookupData = (api: ApiClient, signal?: AbortSignal) => api.send(contract.lookups.partyLookupData, { signal });
