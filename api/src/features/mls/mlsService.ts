import { LIMITS, MLS_LISTING_KEY_PATTERN, MLS_NUMBER_PATTERN } from '@offerdesk/shared/domain';
import { badField, notFound, upstreamUnavailable } from '../../http/errors';
import { dedupeResults, normalizeSearch } from './searchText';
import { MlsUnavailableError, type MlsDocument, type MlsListing, type MlsProvider, type MlsSearchResult } from './types';
import type { UrlResolver } from '../offers/offerMapper';

const quote = (input: string) => (input.length > 100 ? `${input.slice(0, 100)}…` : input);
export const noListingsMessage = (input: string) => `No listings found for "${quote(input)}".`;

async function ask<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof MlsUnavailableError)
      throw upstreamUnavailable('mls_unavailable', 'The MLS service is not available right now. Please try again later.', error);
    throw error;
  }
}

const withUrls = <T extends { photo: string | null }>(r: T, resolveUrl: UrlResolver): T => ({
  ...r,
  photo: r.photo ? resolveUrl(r.photo) : null,
});

/**
 * Results of a search: de-duplicated by address, mls_id and org_id, at most 25; none
 * → 404 with the message the import dialog shows as its no-data message.
 */
async function results(input: string, fetchRows: () => Promise<MlsSearchResult[]>, resolveUrl: UrlResolver) {
  // Ask for more than 25 so that duplicates dropped still leave a full page.
  const rows = dedupeResults(await ask(fetchRows), LIMITS.mlsResults);
  if (!rows.length) throw notFound(noListingsMessage(input));
  return rows.map((r) => withUrls(r, resolveUrl));
}

/** GET /mlsLookup/getMlsDataByAddress: the address's words (non-numeric input of the import dialog). */
export function searchByAddress(mls: MlsProvider, rawAddress: string | undefined, resolveUrl: UrlResolver) {
  const address = (rawAddress ?? '').trim();
  if (!address) throw badField('address', 'Enter a property address.');
  if (!normalizeSearch(address)) throw badField('address', 'Enter a property address with letters or digits.');
  return results(address, () => mls.searchByAddress(address, LIMITS.mlsResults * 2), resolveUrl);
}

/** GET /mlsLookup/getMlsDataByStreetOrMlsNumber: an MLS number (exact or prefix) or a street number. */
export function searchByNumber(mls: MlsProvider, rawKeywords: string | undefined, resolveUrl: UrlResolver) {
  const keywords = (rawKeywords ?? '').trim();
  if (!keywords) throw badField('keywords', 'Enter an MLS number or a street number.');
  if (!MLS_NUMBER_PATTERN.test(keywords))
    throw badField('keywords', 'An MLS number or street number has only letters, digits and dashes, with at least one digit.');
  return results(keywords, () => mls.searchByNumber(keywords, LIMITS.mlsResults * 2), resolveUrl);
}

/** GET /mlsLookup/GetMlsListing: the full MLS data of one listing. */
export async function getListing(mls: MlsProvider, rawMlsId: string | undefined, rawMlsName: string | undefined, resolveUrl: UrlResolver) {
  const mlsId = (rawMlsId ?? '').trim();
  const mlsName = (rawMlsName ?? '').trim() || undefined;
  if (!mlsId) throw badField('mlsId', 'Enter an MLS number.');
  if (!MLS_LISTING_KEY_PATTERN.test(mlsId))
    throw badField('mlsId', 'An MLS number or listing key has only letters, digits, dots, colons, underscores and dashes (at most 64).');
  const listing: MlsListing | null = await ask(() => mls.getListing(mlsId, mlsName));
  if (!listing) throw notFound(`No listing found for MLS number "${quote(mlsId)}"${mlsName ? ` in ${quote(mlsName)}` : ''}.`);
  const documents: MlsDocument[] = listing.documents.map((d) => ({ ...d, content_url: resolveUrl(d.content_url) }));
  return { ...withUrls(listing, resolveUrl), documents };
}
