import type { MlsListing, OfferDraft } from '@offerdesk/shared/contract';
import { toOfferInformationDraft, type OfferInformationValues } from '../schemas/offerInformation';

export interface OfferDraftSource {
  /** The offer being edited; null for a new one. */
  offerId: number | null;
  /** The MLS data a new offer is made from. */
  mlsData?: MlsListing | null;
  /** Form templates chosen with the MLS data. */
  formTemplateIds?: readonly number[];
}

/**
 * Form values → the draft POST /offer/createoffer takes: the one mapping between the form and the
 * wire. A new offer made from MLS data says so and carries the listing agent and the chosen form templates.
 */
export function toOfferDraft(values: OfferInformationValues, source: OfferDraftSource): OfferDraft {
  const draft: OfferDraft = { ...toOfferInformationDraft(values), id: source.offerId ?? -1 };
  if (source.offerId == null && source.mlsData) {
    draft.fromMlsData = true;
    draft.listingAgent = source.mlsData.listingAgent;
    draft.formTemplateIds = [...(source.formTemplateIds ?? [])];
  }
  return draft;
}
