import type { MlsSearchResult } from './types';

/** Lower case, punctuation to spaces, single spaces: the form of `mls_listings.search_key` and of search input. */
export const normalizeSearch = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The words of normalised input that a trigram index can use (3+ characters) and the shorter ones. */
export function searchWords(normalized: string): { long: string[]; short: string[] } {
  const words = [...new Set(normalized.split(' ').filter(Boolean))];
  return { long: words.filter((w) => w.length >= 3), short: words.filter((w) => w.length < 3) };
}

/** MLS numbers and street numbers: letters, digits and dashes, at least one digit. */
export const MLS_NUMBER_PATTERN = /^(?=[A-Za-z0-9-]*\d)[A-Za-z0-9-]{1,20}$/;

const key = (r: MlsSearchResult) =>
  [normalizeSearch(`${r.address} ${r.city ?? ''} ${r.state ?? ''} ${r.zip ?? ''}`), r.mls_id.toLowerCase(), r.org_id.toLowerCase()].join('|');

/** The first `max` results, de-duplicated by address, mls_id and org_id (the first one stays): one listing, one row. */
export function dedupeResults(results: readonly MlsSearchResult[], max: number): MlsSearchResult[] {
  const seen = new Set<string>();
  const out: MlsSearchResult[] = [];
  for (const r of results) {
    const k = key(r);
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(r);
    if (out.length >= max) break;
  }
  return out;
}
