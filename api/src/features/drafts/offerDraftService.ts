/**
 * Offer drafts: POST /offer/createoffer creates (id -1) or updates a draft,
 * PUT /offer/SaveAsIncomplete marks it incomplete. The Offer Information rules and messages are the
 * shared yup schema's (`offerInformationSchema`); this service adds what only the server can check.
 */
import { OfferStatus, PartyRole } from '@offerdesk/shared/domain';
import { offerInformationSchema, toOfferInformationDraft, toOfferInformationValues, validateWith } from '@offerdesk/shared/schemas';
import type { OfferDraft } from '@offerdesk/shared/contract';
import type { Db } from '../../db/db';
import type { TokenSubject } from '../../auth/token';
import { AppError, badField } from '../../http/errors';
import type { MlsProvider } from '../mls/types';
import { recordActivity } from '../offers/activitiesRepo';
import { removePartiesOfRole } from '../parties/partiesRepo';
import { unknownTemplateIds } from './formTemplatesRepo';
import { insertDraft, markIncomplete, updateDraft, vendorIsOfType, type DraftColumns } from './offerDraftRepo';
import { requireOfferAccess } from '../offers/offerAccess';
import { searchTextOf } from '../offers/offerAddress';

export const VALIDATION_MESSAGE = 'Please complete all required fields';
const HOME_WARRANTY_VENDOR_TYPE = 5;

/**
 * The fields a new draft created from MLS data needs (the import dialog creates the offer before the
 * agent completes Offer Information): property type and the address parts. Every other field is
 * checked only when it has a value. Any later save of the draft applies the whole schema.
 */
export const MLS_DRAFT_REQUIRED = ['propertyTypeId', 'streetNumber', 'street', 'city', 'state', 'zipCode', 'countryId'] as const;

const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

async function validateDraft(db: Db, agent: TokenSubject, body: OfferDraft): Promise<Record<string, string>> {
  const partial = body.id === -1 && body.fromMlsData === true;
  const schemaErrors = await validateWith(offerInformationSchema, body);
  const fields: Record<string, string> = {};
  for (const [field, message] of Object.entries(schemaErrors)) {
    if (!partial || (MLS_DRAFT_REQUIRED as readonly string[]).includes(field) || !isEmpty(body[field as keyof OfferDraft]))
      fields[field] = message;
  }
  const templateIds = body.formTemplateIds ?? [];
  const unknown = await unknownTemplateIds(db, [...new Set(templateIds)], agent.userId, agent.brokerageId);
  if (unknown.length) fields.formTemplateIds = `Unknown form template id(s): ${unknown.join(', ')}`;
  if (body.homeWarrantyCompanyId != null && !(await vendorIsOfType(db, body.homeWarrantyCompanyId, HOME_WARRANTY_VENDOR_TYPE))) {
    fields.homeWarrantyCompanyId = 'Unknown home warranty company';
  }
  return fields;
}

/** The draft's columns, normalised by the shared converters (dependent fields cleared as the form clears them). */
function draftColumns(body: OfferDraft): DraftColumns {
  const d = toOfferInformationDraft(toOfferInformationValues(body));
  const ordered = d.isHomeWarrantyOrdered;
  const columns: DraftColumns = {
    property_type_id: d.propertyTypeId,
    street_number: d.streetNumber,
    direction_id: d.directionId,
    street: d.street,
    designator_id: d.designatorId,
    suffix_id: d.suffixId,
    unit_number: d.unitNumber,
    unit_type_id: d.unitTypeId,
    city: d.city,
    state_id: d.state,
    county: d.county,
    zip_code: d.zipCode,
    country_id: d.countryId,
    mls_number: d.mlsNumber,
    assessors_number: d.assessorsNumber,
    legal_description: d.legalDescription,
    waste_water_treatment_id: d.wasteWaterTreatmentId,
    is_home_located_in_hoa: d.isHomeLocatedInHOA,
    year_built: d.yearBuilt,
    lead_based_paint_disclosure_id: d.leadBasedPaintDisclosureId,
    offer_price: d.offerPrice,
    earnest_money_deposit: d.earnestMoneyDeposit,
    earnest_money_deposited_id: d.earnestMoneyDepositedId,
    form_of_earnest_money_id: d.formOfEarnestMoneyId,
    form_of_earnest_money_other_desc: d.formOfEarnestMoneyOtherDesc,
    type_of_financing_id: d.typeOfFinancingId,
    type_of_financing_other_desc: d.typeOfFinancingOtherDesc,
    down_payment: d.downPayment,
    seller_concessions: d.sellerConcessions,
    appraisal_paid_by_id: d.appraisalPaidById,
    appraisal_paid_by_other_desc: d.appraisalPaidByOtherDesc,
    proration_of_assessment_and_fee_id: d.prorationOfAssessmentAndFeeId,
    proration_of_assessment_and_fee_other_desc: d.prorationOfAssessmentAndFeeOtherDesc,
    closing_date: d.closingDate,
    possession_date: d.possessionDate,
    acceptance_deadline_date: d.acceptanceDeadlineDate,
    acceptance_deadline_time: d.acceptanceDeadlineTime,
    inspection_days_from_coe: d.inspectionDaysFromCOE,
    additional_terms: d.additionalTerms,
    is_home_warranty_ordered: ordered,
    home_warranty_ordered_by_id: d.homeWarrantyOrderedById,
    home_warranty_paid_by_id: d.paidById,
    optional_coverage: d.optionalCoverage,
    cost_not_to_exceed: d.costNotToExceed,
    home_warranty_company_id: ordered ? (body.homeWarrantyCompanyId ?? null) : null,
    home_warranty_company_name: ordered ? body.homeWarrantyCompanyName?.trim() || null : null,
    search_text: searchTextOf({
      streetNumber: d.streetNumber,
      directionId: d.directionId,
      street: d.street,
      designatorId: d.designatorId,
      suffixId: d.suffixId,
      unitNumber: d.unitNumber,
      unitTypeId: d.unitTypeId,
      city: d.city,
      stateId: d.state,
      zipCode: d.zipCode,
      mlsNumber: d.mlsNumber,
    }),
  };
  if (body.fromMlsData !== undefined) columns.from_mls_data = body.fromMlsData === true;
  if (body.listingAgent !== undefined) columns.listing_agent = body.listingAgent == null ? null : JSON.stringify(body.listingAgent);
  if (Array.isArray(body.formTemplateIds)) columns.form_template_ids = [...new Set(body.formTemplateIds)] as DraftColumns[string];
  return columns;
}

/** The listing photo of an MLS draft (stored as the offer's image); the draft is saved without one if the MLS cannot answer. */
async function mlsPhoto(mls: MlsProvider, mlsNumber: string | null | undefined): Promise<string | null> {
  const number = mlsNumber?.trim() ?? '';
  if (!/^[A-Za-z0-9-]{1,20}$/.test(number)) return null;
  try {
    return (await mls.getListing(number))?.photo ?? null;
  } catch {
    return null;
  }
}

/** POST /offer/createoffer: returns the offer id; nothing is written when the draft is invalid. */
export async function saveDraft(db: Db, mls: MlsProvider, agent: TokenSubject, body: OfferDraft): Promise<number> {
  if (body.id !== -1 && !(body.id >= 1)) throw badField('id', 'id is -1 for a new draft or the id of an existing draft');
  // Someone else's offer is not found, whatever the body holds: nothing is validated for a stranger.
  if (body.id !== -1) await requireOfferAccess(db, agent, body.id, { need: 'owner' });
  const fields = await validateDraft(db, agent, body);
  if (Object.keys(fields).length) throw new AppError(400, 'validation', VALIDATION_MESSAGE, fields);
  const columns = draftColumns(body);
  if (body.id === -1) {
    if (body.fromMlsData === true) columns.image_blob_location = await mlsPhoto(mls, body.mlsNumber);
    return db.tx(async (t) => {
      const { offerId, contractId } = await insertDraft(
        t,
        { userId: agent.userId, brokerageId: agent.brokerageId, statusId: OfferStatus.draft },
        columns,
      );
      await recordActivity(t, {
        offerId,
        actorUserId: agent.userId,
        action: 'offer.created',
        details: { contractId, fromMlsData: body.fromMlsData === true },
      });
      return offerId;
    });
  }
  const offerId = body.id;
  await db.tx(async (t) => {
    await requireOfferAccess(t, agent, offerId, {
      need: 'ownerOfDraft',
      notEditable: 'Only a draft or reviewer-rejected offer can be changed.',
      lock: true,
    });
    await updateDraft(t, offerId, columns);
    // No home warranty ordered any more: the offer's home-warranty party is removed with it.
    const removedHomeWarrantyParties =
      columns.is_home_warranty_ordered === false ? await removePartiesOfRole(t, offerId, PartyRole.HomeWarranty) : 0;
    await recordActivity(t, {
      offerId,
      actorUserId: agent.userId,
      action: 'offer.updated',
      details: removedHomeWarrantyParties ? { removedHomeWarrantyParties } : {},
    });
  });
  return offerId;
}

/** PUT /offer/SaveAsIncomplete: the owner's draft leaves the offers list until it is saved again. */
export async function saveAsIncomplete(db: Db, agent: TokenSubject, offerId: number, extra: Record<string, unknown>): Promise<void> {
  await db.tx(async (t) => {
    await requireOfferAccess(t, agent, offerId, {
      need: 'ownerOfDraft',
      notEditable: 'Only a draft or reviewer-rejected offer can be saved as incomplete.',
      lock: true,
    });
    await markIncomplete(t, offerId);
    await recordActivity(t, {
      offerId,
      actorUserId: agent.userId,
      action: 'offer.savedIncomplete',
      details: { extra: Object.keys(extra).slice(0, 50) },
    });
  });
}
