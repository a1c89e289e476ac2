import type { MlsListing, OfferDraft } from '@offerdesk/shared/contract';
import { stepRoute } from '@offerdesk/shared/features';
import { EMPTY_OFFER_INFORMATION, mlsDataToValues, toOfferDraft } from '@offerdesk/shared/forms';
import { WizardStep } from '@offerdesk/runtime';

export interface ImportChoice {
  propertyTypeId: number;
  formTemplateId: number | null;
}

/**
 * MLS data → the new offer's draft: the fields the MLS data fills (street number, street, city,
 * state, zip, county, year built, offer price, MLS number, direction, designator, suffix, unit,
 * legal description, country), the listing agent, the chosen property type and form template.
 * Everything else starts empty.
 */
export function mlsDataToOfferDraft(mls: MlsListing, choice: ImportChoice): OfferDraft {
  const values = { ...EMPTY_OFFER_INFORMATION, ...mlsDataToValues(mls), propertyTypeId: choice.propertyTypeId };
  return toOfferDraft(values, {
    offerId: null,
    mlsData: mls,
    formTemplateIds: choice.formTemplateId != null ? [choice.formTemplateId] : [],
  });
}

/** The Add Documents step of a new offer: /assign-documents?offerId={id}. */
export const assignDocumentsPath = (offerId: number) => stepRoute(WizardStep.AddDocuments, offerId);
