import {
  ADDRESS_TYPES,
  APPRAISALS_PAID_BY,
  COUNTRIES,
  DEFAULT_STATE_ID,
  DESIGNATORS,
  DIRECTIONS,
  EARNEST_MONEY_DEPOSITS,
  FINANCING_TYPES,
  FORM_OF_EARNEST_MONEY_TYPES,
  GENDERS,
  HOME_WARRANTY_PAID_BY,
  HOME_WARRANTY_PLAN_TO_BE_ORDERED_BY,
  LEAD_BASED_PAINT_DISCLOSURES,
  OFFER_STATUS_NAMES,
  PARTY_ROLE_NAMES,
  PROPERTY_TYPES,
  PRORATION_OF_ASSESSMENTS_AND_FEES,
  REQUIRED_VENDOR_TYPES,
  STATES,
  SUFFIXES,
  TAX_ENTITY_TYPES,
  TRANSACTION_TYPES,
  UNIT_TYPES,
  VENDOR_TYPES,
  WASTE_WATER_TREATMENTS,
  DEFAULT_PARTY_REQUIREMENTS,
} from '@offerdesk/shared/domain';
import type { Db } from '../../db/db';
import { findBrokerageSettings } from './brokeragesRepo';

/** Lookups served straight from the shared constants (one source for the API and the front ends). */
const countries = COUNTRIES.map(({ id, code, name }) => ({ id, code, name }));
const partyCommon = {
  vendorTypes: VENDOR_TYPES,
  requiredVendorTypes: REQUIRED_VENDOR_TYPES,
  genders: GENDERS,
  countries,
  states: STATES,
  addressTypes: ADDRESS_TYPES,
  taxEntityTypes: TAX_ENTITY_TYPES,
};

export async function offerLookupData(db: Db, brokerageId: number) {
  const settings = await findBrokerageSettings(db, brokerageId);
  const stateId = settings?.stateId ?? DEFAULT_STATE_ID;
  return {
    propertyTypes: PROPERTY_TYPES,
    directions: DIRECTIONS,
    designators: DESIGNATORS,
    suffixes: SUFFIXES,
    unitTypes: UNIT_TYPES,
    formOfEarnestMoneyTypes: FORM_OF_EARNEST_MONEY_TYPES,
    financingTypes: FINANCING_TYPES,
    appraisalsPaidBy: APPRAISALS_PAID_BY,
    prorationOfAssessmentsAndFees: PRORATION_OF_ASSESSMENTS_AND_FEES,
    leadBasedPaintDisclosures: LEAD_BASED_PAINT_DISCLOSURES,
    wasteWaterTreatments: WASTE_WATER_TREATMENTS,
    earnestMoneyDeposits: EARNEST_MONEY_DEPOSITS,
    homeWarrantyPaidBy: HOME_WARRANTY_PAID_BY,
    homeWarrantyPlanToBeOrderedBy: HOME_WARRANTY_PLAN_TO_BE_ORDERED_BY,
    ...partyCommon,
    defaultState: STATES.find((s) => s.id === stateId) ?? null,
  };
}

/** Lookups of a transaction form of the given type (1 Listing, 2 Sale, 3 Rental, 4 Referral). */
export const transactionLookupData = (transactionType: number) => ({
  transactionType: TRANSACTION_TYPES.find((t) => t.id === transactionType) ?? null,
  transactionTypes: TRANSACTION_TYPES,
  propertyTypes: PROPERTY_TYPES,
  states: STATES,
  countries,
  directions: DIRECTIONS,
  designators: DESIGNATORS,
  suffixes: SUFFIXES,
  unitTypes: UNIT_TYPES,
  financingTypes: FINANCING_TYPES,
});

export async function partyLookupData(db: Db, brokerageId: number) {
  const settings = await findBrokerageSettings(db, brokerageId);
  const roles = Object.entries(PARTY_ROLE_NAMES).map(([id, name]) => ({ id: Number(id), name }));
  return {
    roles,
    ...partyCommon,
    partyRequirements: {
      emailRequiredForBrokerage: settings?.emailRequiredForBrokerage ?? DEFAULT_PARTY_REQUIREMENTS.emailRequiredForBrokerage,
      phoneRequiredForBrokerage: settings?.phoneRequiredForBrokerage ?? DEFAULT_PARTY_REQUIREMENTS.phoneRequiredForBrokerage,
      emailRequiredForOutside: settings?.emailRequiredForOutside ?? DEFAULT_PARTY_REQUIREMENTS.emailRequiredForOutside,
      phoneRequiredForOutside: settings?.phoneRequiredForOutside ?? DEFAULT_PARTY_REQUIREMENTS.phoneRequiredForOutside,
    },
  };
}

export const offerStatuses = () => Object.entries(OFFER_STATUS_NAMES).map(([id, name]) => ({ id: Number(id), name }));
