/** The server-state keys of the Parties step. */
export const partyKeys = {
  all: ['parties'] as const,
  ofOffer: (offerId: number) => [...partyKeys.all, 'offer', offerId] as const,
  search: (roleId: number, q: string) => [...partyKeys.all, 'search', roleId, q] as const,
  brokerages: (q: string) => [...partyKeys.all, 'brokerages', q] as const,
  vendors: (q: string) => [...partyKeys.all, 'vendors', q] as const,
  lookups: () => [...partyKeys.all, 'lookups'] as const,
  offer: (offerId: number) => [...partyKeys.all, 'offer-detail', offerId] as const,
  formBuilderEnabled: () => [...partyKeys.all, 'form-builder-enabled'] as const,
};
