import type { MlsSearchResult } from '@offerdesk/shared/contract';
import { mainApi } from '@offerdesk/shared';
import { createOffer, fetchMlsListing } from '@offerdesk/shared/features';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { offerKeys } from '../offers/offerKeys';
import { mlsDataToOfferDraft } from './mlsOfferDraft';

export interface ImportChoice {
  listing: MlsSearchResult;
  propertyTypeId: number;
  formTemplateId: number | null;
}

/** Import: reads the listing's MLS data, creates the draft offer from it and re-reads the offer lists. */
export function useImportOffer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ listing, propertyTypeId, formTemplateId }: ImportChoice) => {
      const api = mainApi();
      const mlsData = await fetchMlsListing(api, listing);
      const draft = mlsDataToOfferDraft(mlsData, { propertyTypeId, formTemplateId });
      const offer = await createOffer(api, draft);
      if (!offer || !Number.isInteger(offer.id) || offer.id <= 0) throw new Error('The offer could not be created.');
      return { offer, mlsData, draft };
    },
    onSuccess: () => void client.invalidateQueries({ queryKey: offerKeys.lists() }),
  });
}
