import type { OfferListItem } from '@offerdesk/shared/contract';
import { archiveOffer, LIMITS, mainApi, markReceivedOfferAsViewed } from '@offerdesk/shared';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { offerKeys } from './offerKeys';
import type { OfferPages } from './useOfferList';

/** Patches one offer wherever a cached list page holds it. */
function patchOffer(client: QueryClient, id: number, patch: Partial<OfferListItem>) {
  client.setQueriesData<OfferPages>(
    { queryKey: offerKeys.lists() },
    (data) =>
      data && { ...data, pages: data.pages.map((p) => ({ ...p, items: p.items.map((o) => (o.id === id ? { ...o, ...patch } : o)) })) },
  );
}

/**
 * Archive: the offer is marked archived in every cached list at once (it leaves a list that
 * hides archived offers), and the lists are re-read after the list's debounce (600 ms), once
 * for several archives in a row.
 */
export function useArchiveOffer() {
  const client = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useMutation({
    mutationFn: (offerId: number) => archiveOffer(mainApi(), offerId),
    onSuccess: (_, offerId) => {
      patchOffer(client, offerId, { isArchived: true });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void client.invalidateQueries({ queryKey: offerKeys.lists() }), LIMITS.offerListDebounceMs);
    },
  });
}

/** Mark viewed: the offer loses its 'new' marker, the badge goes down at once and is read again. */
export function useMarkViewed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (offerId: number) => markReceivedOfferAsViewed(mainApi(), offerId),
    onSuccess: (_, offerId) => {
      patchOffer(client, offerId, { isViewed: true });
      client.setQueryData<number>(offerKeys.unviewedCount(), (c) => Math.max(0, (c ?? 0) - 1));
      void client.invalidateQueries({ queryKey: offerKeys.unviewedCount() });
    },
  });
}
