import type { OfferDraft } from '@offerdesk/shared/contract';
import { mainApi, OFFERS_QUERY_ROOT } from '@offerdesk/shared';
import { createOffer } from '@offerdesk/shared/features';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { wizardKeys } from '../wizard/wizardKeys';

/**
 * Save draft: the offer lists are re-read and the stored offer is marked stale (read again when
 * its screen next opens; the open form keeps what the agent sees).
 */
export function useSaveDraft() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (draft: OfferDraft) => createOffer(mainApi(), draft),
    onSuccess: (saved) => {
      void client.invalidateQueries({ queryKey: OFFERS_QUERY_ROOT });
      void client.invalidateQueries({ queryKey: wizardKeys.offer(saved.id), refetchType: 'none' });
    },
  });
}
