import {
  APPRAISALS_PAID_BY,
  DESIGNATORS,
  EARNEST_MONEY_DEPOSITS,
  FINANCING_TYPES,
  FORM_OF_EARNEST_MONEY_TYPES,
  HOME_WARRANTY_PLAN_TO_BE_ORDERED_BY,
  DIRECTIONS,
  PROPERTY_TYPES,
  STATES,
  SUFFIXES,
  UNIT_TYPES,
  type Lookup,
} from '@offerdesk/shared/domain';

const byId = <T extends Lookup>(items: readonly T[]) => new Map(items.map((i) => [i.id, i]));

/** Id → entry maps of the lookups an offer row refers to. */
export const LOOKUP_INDEX = {
  propertyTypes: byId(PROPERTY_TYPES),
  states: byId(STATES),
  directions: byId(DIRECTIONS),
  designators: byId(DESIGNATORS),
  suffixes: byId(SUFFIXES),
  unitTypes: byId(UNIT_TYPES),
  formOfEarnestMoneyTypes: byId(FORM_OF_EARNEST_MONEY_TYPES),
  earnestMoneyDeposits: byId(EARNEST_MONEY_DEPOSITS),
  financingTypes: byId(FINANCING_TYPES),
  appraisalsPaidBy: byId(APPRAISALS_PAID_BY),
  homeWarrantyPlanToBeOrderedBy: byId(HOME_WARRANTY_PLAN_TO_BE_ORDERED_BY),
};

export const nameOf = (map: Map<number, Lookup>, id: number | null | undefined): string | null =>
  id == null ? null : (map.get(id)?.name ?? null);
