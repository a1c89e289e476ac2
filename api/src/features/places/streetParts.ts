import { DESIGNATORS, DIRECTIONS, STATES } from '@offerdesk/shared/domain';
import { toDesignator, toDirection } from '../mls/searchText';

const idOf = (list: ReadonlyArray<{ id: number; name: string }>, name: string | null) =>
  name == null ? null : (list.find((l) => l.name === name)?.id ?? null);

/** 'North Main Street NW' → direction N, route Main, designator St, suffix NW (each only when a route remains). */
export function parseStreet(street: string | null | undefined) {
  const words = (street ?? '').trim().split(/\s+/).filter(Boolean);
  let direction: string | null = null;
  let suffix: string | null = null;
  let designator: string | null = null;
  if (words.length > 1 && toDirection(words[0])) direction = toDirection(words.shift());
  if (words.length > 1 && toDirection(words[words.length - 1])) suffix = toDirection(words.pop());
  if (words.length > 1 && toDesignator(words[words.length - 1])) designator = toDesignator(words.pop());
  return {
    direction,
    directionId: idOf(DIRECTIONS, direction),
    designator,
    designatorId: idOf(DESIGNATORS, designator),
    suffix,
    suffixId: idOf(DIRECTIONS, suffix),
    route: words.join(' ') || null,
  };
}

export const stateRef = (stateId: number | null | undefined) => {
  const s = stateId == null ? undefined : STATES.find((x) => x.id === stateId);
  return s ? { id: s.id, abbreviation: s.abbreviation, name: s.name } : null;
};
