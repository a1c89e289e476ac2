import type { Query, QueryClient } from '@tanstack/react-query';
import type { LiveEvent } from '../contract';
import { CONTRACT_DOCUMENTS_QUERY_ROOT, OFFERS_QUERY_ROOT, PORTAL_QUERY_ROOT } from '../query/keys';

/** Keys that name one offer by id at this position: `['offers', 'offerPage', id]`, `['contractDocuments', 'offer' | 'parties', id]`, `['portal', 'offer', id]`. */
const OFFER_KEYED: ReadonlyArray<readonly [string, string]> = [
  [OFFERS_QUERY_ROOT[0], 'offerPage'],
  [CONTRACT_DOCUMENTS_QUERY_ROOT[0], 'offer'],
  [CONTRACT_DOCUMENTS_QUERY_ROOT[0], 'parties'],
  [PORTAL_QUERY_ROOT[0], 'offer'],
];
/** Lookups that no offer's event changes. */
const LOOKUPS = new Set(['statuses', 'templates', 'formBuilderEnabled']);

/** Whether a cached query shows something an event of `offerId` (null: of any offer) may have changed. */
export function showsOffer(query: Pick<Query, 'queryKey'>, offerId: number | null): boolean {
  const [root, part, id] = query.queryKey as readonly unknown[];
  if (root !== OFFERS_QUERY_ROOT[0] && root !== CONTRACT_DOCUMENTS_QUERY_ROOT[0] && root !== PORTAL_QUERY_ROOT[0]) return false;
  if (typeof part === 'string' && LOOKUPS.has(part)) return false;
  const keyed = OFFER_KEYED.some(([r, p]) => r === root && p === part);
  return !keyed || offerId === null || String(id) === String(offerId);
}

/**
 * Marks stale, and reads again where a screen shows them, the lists and the offer's own page,
 * documents and portal view after an event of the offer (docs/domain/live.md); every one of them after a reconnect.
 */
export const invalidateLive = (client: QueryClient, event: Pick<LiveEvent, 'offerId'> | null) =>
  client.invalidateQueries({ predicate: (query) => showsOffer(query, event ? event.offerId : null) });
