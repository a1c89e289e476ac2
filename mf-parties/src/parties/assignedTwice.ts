import type { Party } from '@offerdesk/shared/contract';

/** The contact a search result or an assigned party stands for (a person, a vendor, or a vendor's contact person). */
const contactKey = (p: Pick<Party, 'personId' | 'vendorId'>) => `${p.personId ?? 0}-${p.vendorId ?? 0}`;

/**
 * A party assigned twice in a search is filtered out of the available parties (docs/domain/parties.md): a contact
 * the offer already holds twice (once on each side) can go nowhere more, so the search no longer offers it.
 */
export function withoutAssignedTwice(results: readonly Party[], assigned: readonly Party[]): Party[] {
  const times = new Map<string, number>();
  for (const p of assigned) times.set(contactKey(p), (times.get(contactKey(p)) ?? 0) + 1);
  return results.filter((p) => (times.get(contactKey(p)) ?? 0) < 2);
}
