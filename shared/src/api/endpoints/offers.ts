import { contract, NEXT_CURSOR_HEADER } from '../../contract';
import type { ApiClient } from '../client';
import type { OfferListItem } from '../../contract';

export type OfferTab = 'sent' | 'received';

export type SortByTerm = 'dsc' | 'asc';

/** The offers list's filters as the list screen holds them (the status filter as ids). */
export interface OfferListQuery {
  searchTerm: string;
  sortByTerm: SortByTerm;
  isShowArchive: boolean;
  selectedOfferStatus: number[];
  pageSize?: number;
  cursor?: string | null;
}

export interface OfferListPage {
  items: OfferListItem[];
  nextCursor: string | null;
}

/** GET /offer/getAll or /offer/GetReceivedOffers with the list's filters plus keyset paging. */
export async function getOffers(api: ApiClient, tab: OfferTab, q: OfferListQuery, signal?: AbortSignal): Promise<OfferListPage> {
  const res = await api.call(contract.offers[tab], {
    signal,
    query: {
      searchTerm: q.searchTerm,
      sortByTerm: q.sortByTerm,
      isShowArchive: q.isShowArchive,
      selectedOfferStatus: q.selectedOfferStatus.join(','),
      pageSize: q.pageSize,
      cursor: q.cursor ?? undefined,
    },
  });
  return { items: res.data, nextCursor: res.headers.get(NEXT_CURSOR_HEADER) };
}

export const getOfferStatuses = (api: ApiClient) => api.send(contract.lookups.offerStatuses, {});

export const getUnviewedReceivedCount = async (api: ApiClient): Promise<number> =>
  (await api.send(contract.offers.unviewedCount, {})).count;

export const markReceivedOfferAsViewed = (api: ApiClient, offerId: number) => api.send(contract.offers.markViewed, { query: { offerId } });

export const archiveOffer = (api: ApiClient, offerId: number) => api.send(contract.offers.archive, { params: { id: offerId } });

export const cancelOffer = (api: ApiClient, offerId: number) => api.send(contract.offers.cancel, { params: { id: offerId } });
