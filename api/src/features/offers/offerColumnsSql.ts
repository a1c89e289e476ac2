import type { OfferDetailFields } from '@offerdesk/shared/contract';

/**
 * The column and kind of every offer field beyond the list item (the contract's OfferDetailFields,
 * each once): the select list of GetById is generated from this table.
 */
type Kind = 'integer' | 'number' | 'string' | 'boolean' | 'date' | 'time' | 'integerArray' | 'json';

export const OFFER_DETAIL_FIELDS: Record<keyof OfferDetailFields, [column: string, kind: Kind]> = {
  countryId: ['country_id', 'integer'],
  directionId: ['direction_id', 'integer'],
  designatorId: ['designator_id', 'integer'],
  suffixId: ['suffix_id', 'integer'],
  unitTypeId: ['unit_type_id', 'integer'],
  stateId: ['state_id', 'integer'],
  county: ['county', 'string'],
  yearBuilt: ['year_built', 'integer'],
  assessorsNumber: ['assessors_number', 'string'],
  legalDescription: ['legal_description', 'string'],
  wasteWaterTreatmentId: ['waste_water_treatment_id', 'integer'],
  isHomeLocatedInHOA: ['is_home_located_in_hoa', 'boolean'],
  leadBasedPaintDisclosureId: ['lead_based_paint_disclosure_id', 'integer'],
  earnestMoneyDeposit: ['earnest_money_deposit', 'number'],
  earnestMoneyDepositedId: ['earnest_money_deposited_id', 'integer'],
  formOfEarnestMoneyId: ['form_of_earnest_money_id', 'integer'],
  formOfEarnestMoneyOtherDesc: ['form_of_earnest_money_other_desc', 'string'],
  typeOfFinancingId: ['type_of_financing_id', 'integer'],
  typeOfFinancingOtherDesc: ['type_of_financing_other_desc', 'string'],
  downPayment: ['down_payment', 'number'],
  sellerConcessions: ['seller_concessions', 'number'],
  appraisalPaidById: ['appraisal_paid_by_id', 'integer'],
  appraisalPaidByOtherDesc: ['appraisal_paid_by_other_desc', 'string'],
  prorationOfAssessmentAndFeeId: ['proration_of_assessment_and_fee_id', 'integer'],
  prorationOfAssessmentAndFeeOtherDesc: ['proration_of_assessment_and_fee_other_desc', 'string'],
  closingDate: ['closing_date', 'date'],
  possessionDate: ['possession_date', 'date'],
  acceptanceDeadlineDate: ['acceptance_deadline_date', 'date'],
  acceptanceDeadlineTime: ['acceptance_deadline_time', 'time'],
  inspectionDaysFromCOE: ['inspection_days_from_coe', 'integer'],
  additionalTerms: ['additional_terms', 'string'],
  isHomeWarrantyOrdered: ['is_home_warranty_ordered', 'boolean'],
  homeWarrantyOrderedById: ['home_warranty_ordered_by_id', 'integer'],
  paidById: ['home_warranty_paid_by_id', 'integer'],
  optionalCoverage: ['optional_coverage', 'string'],
  costNotToExceed: ['cost_not_to_exceed', 'number'],
  homeWarrantyCompanyId: ['home_warranty_company_id', 'integer'],
  homeWarrantyCompanyName: ['home_warranty_company_name', 'string'],
  fromMlsData: ['from_mls_data', 'boolean'],
  listingAgent: ['listing_agent', 'json'],
  formTemplateIds: ['form_template_ids', 'integerArray'],
  transactionTypeId: ['transaction_type_id', 'integer'],
  acceptedOn: ['accepted_on', 'string'],
  rejectedOn: ['rejected_on', 'string'],
  sendReminder: ['send_reminder', 'boolean'],
  remindTime: ['remind_time', 'time'],
  reminderInDays: ['reminder_in_days', 'integer'],
  reviewerFirstName: ['reviewer_first_name', 'string'],
  reviewerLastName: ['reviewer_last_name', 'string'],
  reviewerEmail: ['reviewer_email', 'string'],
  reviewerMessage: ['reviewer_message', 'string'],
  wizardStep: ['wizard_step', 'string'],
  isIncomplete: ['is_incomplete', 'boolean'],
};

const selectExpr = (column: string, kind: Kind): string => {
  const c = `o.${column}`;
  if (kind === 'date') return `to_char(${c}, 'YYYY-MM-DD')`;
  if (kind === 'time') return `to_char(${c}, 'HH24:MI')`;
  if (kind === 'number') return `${c}::float8`;
  if (column.endsWith('_on')) return `to_char(${c} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  return c;
};

export const OFFER_DETAIL_SELECT = Object.entries(OFFER_DETAIL_FIELDS)
  .map(([name, [column, kind]]) => `${selectExpr(column, kind)} as "${name}"`)
  .join(', ');
