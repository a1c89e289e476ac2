/** The offer comparison's calls, query keys and hooks (contract: compareRoutes). */
import { contract, mainApi } from '@offerdesk/shared';
import type { AcceptAndDeclineBody, ListingCosts } from '@offerdesk/shared/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { offerKeys } from '../offers/offerKeys';

export const compareKeys = { comparison: (offerId: number) => ['compare', offerId] as const };

export const useComparison = (offerId: number) =>
  useQuery({
    queryKey: compareKeys.comparison(offerId),
    queryFn: ({ signal }) => mainApi().send(contract.compare.read, { signal, params: { offerId } }),
  });

export const useSaveCosts = (offerId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ListingCosts) => mainApi().send(contract.compare.saveCosts, { params: { offerId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: compareKeys.comparison(offerId) }),
  });
};

/** Accepting one offer changes every offer of the listing: the comparison and both offer lists are read again. */
export const useAcceptAndDecline = (offerId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ acceptOfferId, body }: { acceptOfferId: number; body: AcceptAndDeclineBody }) =>
      mainApi().send(contract.compare.acceptAndDecline, { params: { offerId: acceptOfferId }, body }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: compareKeys.comparison(offerId) }),
        client.invalidateQueries({ queryKey: offerKeys.all }),
      ]),
  });
};
