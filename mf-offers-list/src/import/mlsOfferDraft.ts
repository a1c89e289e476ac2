import { type MlsData, type OfferDraft, type OfferLookupData } from '@offerdesk/shared';
import { EMPTY_OFFER_INFORMATION, mlsDataToValues, toOfferInformationDraft } from '@offerdesk/shared/forms';

export interface ImportChoice {
  propertyTypeId: number;
  formTemplateId: number | null;
}

/**
 * MLS data → the offer draft POST /offer/createoffer takes (seed 000 §3, §4): street number,
 * street ← streetName, city, state id, zip code, county, year built, offerPrice ← price, MLS number,
 * direction, designator, suffix, unit number and type (names matched to the lookups), legal
 * description, country (from the state), the listing agent, plus the chosen property type and form
 * template, `id: -1` (a new offer) and `fromMlsData: true`. Everything else starts empty.
 */
export function mlsDataToOfferDraft(mls: MlsData, lookups: OfferLookupData | null, choice: ImportChoice): OfferDraft {
  const values = { ...EMPTY_OFFER_INFORMATION, ...mlsDataToValues(mls, lookups), propertyTypeId: choice.propertyTypeId };
  return {
    ...toOfferInformationDraft(values),
    id: -1,
    fromMlsData: true,
    propertyTypeId: choice.propertyTypeId,
    formTemplateIds: choice.formTemplateId != null ? [choice.formTemplateId] : [],
    listingAgent: mls.listingAgent ?? null,
  };
}
