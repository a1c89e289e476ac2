import {
  DESIGNATORS,
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
};

export const nameOf = (map: Map<number, Lookup>, id: number | null | undefined): string | null =>
  id == null ? null : (map.get(id)?.name ?? null);
