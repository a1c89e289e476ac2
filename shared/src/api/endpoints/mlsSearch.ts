import { LIMITS } from '../../domain/limits';
import type { ApiClient } from '../client';
import { ApiError } from '../errors';
import { getMlsDataByAddress, getMlsDataByStreetOrMlsNumber, getMlsListing, type MlsData, type MlsSearchResult } from './offerDraft';

/**
 * MLS search of the import dialog and the Create An Offer page (seed 000 §7 "MLS and address"):
 * numeric input searches by MLS number, anything else by address; the first 25 results are kept,
 * de-duplicated by address, mls_id and org_id (the server does the same).
 */

/** Numeric input (an MLS number) goes to getMlsDataByStreetOrMlsNumber; anything else to getMlsDataByAddress. */
export const isMlsNumberQuery = (input: string): boolean => /^\d+$/.test(input.trim());

/** The listing's MLS number: mls_id, else mlsNumber. */
export const mlsResultId = (r: MlsSearchResult): string => String(r.mls_id ?? r.mlsNumber ?? '').trim();

/** The listing's MLS (organisation): org_id, else mlsName. */
export const mlsResultOrg = (r: MlsSearchResult): string | null => {
  const org = r.org_id ?? r.mlsName;
  return org == null || org === '' ? null : String(org);
};

/** The asking price: price, else listing_price; null when absent or not a number. */
export function mlsResultPrice(r: MlsSearchResult): number | null {
  const raw = r.price ?? r.listing_price;
  if (raw == null || raw === '') return null;
  const n = typeof raw === 'number' ? raw : Number(String(raw).replace(/[$,\s]/g, ''));
  return Number.isFinite(n) ? n : null;
}

const part = (v: unknown): string => {
  if (v == null) return '';
  if (typeof v === 'object') return String((v as { name?: unknown }).name ?? '').trim();
  return String(v).trim();
};

/** The street line: `address` as given, else built from the structured parts. */
export function mlsResultStreet(r: MlsSearchResult): string {
  if (r.address && String(r.address).trim()) return String(r.address).trim();
  const unit = [part(r.unitType), part(r.unit)].filter(Boolean).join(' ');
  return [part(r.streetNumber), part(r.direction), part(r.streetName), part(r.designator), part(r.suffix), unit].filter(Boolean).join(' ');
}

/** "City, ST 85004" from city, state and zip. */
export function mlsResultLocality(r: MlsSearchResult): string {
  const state = part(typeof r.state === 'object' && r.state ? (r.state.abbreviation ?? r.state.name) : r.state);
  const zip = part(r.zip ?? r.zipCode);
  return [part(r.city), [state, zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

/** A listing's identity for de-duplication and React keys: address + mls_id + org_id. */
export const mlsResultKey = (r: MlsSearchResult): string =>
  [mlsResultStreet(r).toLowerCase().replace(/\s+/g, ' '), mlsResultId(r).toLowerCase(), (mlsResultOrg(r) ?? '').toLowerCase()].join('|');

/** Drops repeats (same address, mls_id and org_id; the first one stays) and keeps the first `max` (25). */
export function dedupeMlsResults(results: readonly MlsSearchResult[] | null | undefined, max: number = LIMITS.mlsResults): MlsSearchResult[] {
  const seen = new Set<string>();
  const out: MlsSearchResult[] = [];
  for (const r of Array.isArray(results) ? results : []) {
    if (!r || typeof r !== 'object') continue;
    const key = mlsResultKey(r);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(r);
    if (out.length >= max) break;
  }
  return out;
}

/** How a search is routed: 'auto' by the input (numeric → MLS number), or forced. */
export type MlsSearchBy = 'auto' | 'number' | 'address';

/**
 * Searches MLS listings by number or address (routing above), de-duplicated and capped. Empty
 * input: no call, no results. A 404 (nothing found) is thrown; see mlsNoDataMessage.
 */
export async function searchMls(api: ApiClient, input: string, signal?: AbortSignal, by: MlsSearchBy = 'auto'): Promise<MlsSearchResult[]> {
  const q = input.trim();
  if (!q) return [];
  const byNumber = by === 'number' || (by === 'auto' && isMlsNumberQuery(q));
  const raw = byNumber ? await getMlsDataByStreetOrMlsNumber(api, q, signal) : await getMlsDataByAddress(api, q, signal);
  return dedupeMlsResults(raw);
}

/** The message of an MLS lookup 404 (seed 000 §8: shown as the no-data message); null for any other error. */
export const mlsNoDataMessage = (e: unknown): string | null => (e instanceof ApiError && e.status === 404 ? e.message || null : null);

/** The full MLS data of a chosen listing (GetMlsListing), over the search result so nothing the result knew is lost. */
export async function fetchMlsListing(api: ApiClient, listing: MlsSearchResult, signal?: AbortSignal): Promise<MlsData> {
  const full = await getMlsListing(api, mlsResultId(listing), mlsResultOrg(listing), signal);
  return { ...listing, ...(full ?? {}) };
}
