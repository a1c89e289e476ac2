import type { ApiClient } from '../client';
import type { LookupItem, OfferListItem, OfferListPage, OfferListQuery } from '../types';

export type OfferTab = 'sent' | 'received';

const LIST_PATH: Record<OfferTab, string> = {
  sent: '/offer/getAll',
  received: '/offer/GetReceivedOffers',
};

/** GET /offer/getAll or /offer/GetReceivedOffers with the spec's parameters plus our keyset paging. */
export async function getOffers(api: ApiClient, tab: OfferTab, q: OfferListQuery, signal?: AbortSignal): Promise<OfferListPage> {
  const res = await api.request<OfferListItem[]>('GET', LIST_PATH[tab], {
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
  return { items: res.data, nextCursor: res.headers.get('X-Next-Cursor') };
}

export const getOfferStatuses = (api: ApiClient) => api.get<LookupItem[]>('/offer/getOfferStatus/');

export const getUnviewedReceivedCount = async (api: ApiClient): Promise<number> =>
  (await api.get<{ count: number }>('/offer/GetReceivedOffersUnviewedCount')).count;

export const markReceivedOfferAsViewed = (api: ApiClient, offerId: number) =>
  api.put<{ offerId: number; viewedOn: string }>('/offer/markReceivedOfferAsViewed/', { query: { offerId } });

export const archiveOffer = (api: ApiClient, offerId: number) => api.put<{ id: number; isArchived: boolean }>(`/offer/archiveOffer/${offerId}`);

export const cancelOffer = (api: ApiClient, offerId: number) => api.put<OfferListItem>(`/offer/canceloffer/${offerId}`);
