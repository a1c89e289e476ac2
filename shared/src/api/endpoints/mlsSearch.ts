/** Shared: the offers list's MLS import and the offer wizard's data import dialog both search MLS listings and read one. */
import type { MlsListing, MlsSearchResult } from '@offerdesk/shared/contract';
import { type ApiClient, ApiError } from '@offerdesk/shared';
import { isMlsNumberQuery } from '../../domain/mlsNumbers';
import { getMlsDataByAddress, getMlsDataByStreetOrMlsNumber, getMlsListing } from './offerDraft';

/**
 * MLS search of the import dialog and the Create An Offer page: input that looks like an MLS
 * number (isMlsNumberQuery: one word of letters, digits and dashes with a digit) searches by MLS
 * number, anything else by address. The server answers at most 25 results, de-duplicated by
 * address, mls_id and org_id.
 */

/** "City, ST 85004" from city, state and zip. */
export const mlsResultLocality = (r: MlsSearchResult): string =>
  [r.city, [r.state, r.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');

/** A listing's identity (React keys): address, mls_id and org_id, as the server de-duplicates. */
export const mlsResultKey = (r: MlsSearchResult): string => [r.address, r.mls_id, r.org_id].join('|');

/** How a search is routed: 'auto' by the input (an MLS number → MLS-number search), or forced. */
export type MlsSearchBy = 'auto' | 'number' | 'address';

/**
 * Searches MLS listings by number or address (routing above). Empty input: no call, no results.
 * A 404 (nothing found) is thrown; see mlsNoDataMessage.
 */
export async function searchMls(api: ApiClient, input: string, signal?: AbortSignal, by: MlsSearchBy = 'auto'): Promise<MlsSearchResult[]> {
  const q = input.trim();
  if (!q) return [];
  const byNumber = by === 'number' || (by === 'auto' && isMlsNumberQuery(q));
  return byNumber ? getMlsDataByStreetOrMlsNumber(api, q, signal) : getMlsDataByAddress(api, q, signal);
}

/** The message of an MLS lookup 404 (shown as the no-data message); null for any other error. */
export const mlsNoDataMessage = (e: unknown): string | null => (e instanceof ApiError && e.status === 404 ? e.message || null : null);

/** The full MLS data of a listing: by its MLS number within its MLS. */
export const fetchMlsListing = (
  api: ApiClient,
  listing: Pick<MlsSearchResult, 'mls_id' | 'org_id'>,
  signal?: AbortSignal,
): Promise<MlsListing> => getMlsListing(api, listing.mls_id, listing.org_id, signal);

/** The listing an MLS number names among the number search's results: the exact match (MLS number or key), else the first; null when there is none. */
export const listingOfMlsNumber = (results: readonly MlsSearchResult[], mlsNumber: string): MlsSearchResult | null => {
  const key = mlsNumber.trim().toLowerCase();
  return results.find((r) => r.mlsNumber.toLowerCase() === key || r.mls_id.toLowerCase() === key) ?? results[0] ?? null;
};
