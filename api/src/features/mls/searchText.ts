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

/** Street directions as people write them → OfferDesk's direction names. */
const DIRECTION_WORDS: Record<string, string> = {
  n: 'N',
  north: 'N',
  s: 'S',
  south: 'S',
  e: 'E',
  east: 'E',
  w: 'W',
  west: 'W',
  ne: 'NE',
  northeast: 'NE',
  nw: 'NW',
  northwest: 'NW',
  se: 'SE',
  southeast: 'SE',
  sw: 'SW',
  southwest: 'SW',
};
/** Street types as people write them → OfferDesk's designator names. */
const DESIGNATOR_WORDS: Record<string, string> = {
  street: 'St',
  st: 'St',
  avenue: 'Ave',
  ave: 'Ave',
  av: 'Ave',
  boulevard: 'Blvd',
  blvd: 'Blvd',
  drive: 'Dr',
  dr: 'Dr',
  lane: 'Ln',
  ln: 'Ln',
  road: 'Rd',
  rd: 'Rd',
  court: 'Ct',
  ct: 'Ct',
  place: 'Pl',
  pl: 'Pl',
  way: 'Way',
  circle: 'Cir',
  cir: 'Cir',
  parkway: 'Pkwy',
  pkwy: 'Pkwy',
  terrace: 'Ter',
  ter: 'Ter',
  trail: 'Trl',
  trl: 'Trl',
  highway: 'Hwy',
  hwy: 'Hwy',
  loop: 'Loop',
  square: 'Sq',
  sq: 'Sq',
};
const wordKey = (v: string) => v.toLowerCase().replace(/\./g, '').trim();
const nameIn = (table: Record<string, string>, v: unknown): string | null => {
  if (v == null) return null;
  const s = String(v).trim();
  return s ? (table[wordKey(s)] ?? null) : null;
};

/** 'North' / 'N.' → 'N'; null when not a direction. */
export const toDirection = (v: unknown): string | null => nameIn(DIRECTION_WORDS, v);
/** 'Street' / 'ST' → 'St'; null when unknown. */
export const toDesignator = (v: unknown): string | null => nameIn(DESIGNATOR_WORDS, v);

/** Every way of writing the same name in a table, lower case ('N' → ['n', 'north']). */
const spellings = (table: Record<string, string>, name: string) => Object.keys(table).filter((k) => table[k] === name);

/**
 * One word of address input. `kind`: a number, a street direction, a street type, or any other
 * word; `spellings`: the ways an address may write it (a direction or street type in full or
 * abbreviated, anything else as typed).
 */
export interface AddressTerm {
  word: string;
  kind: 'number' | 'direction' | 'streetType' | 'word';
  spellings: string[];
}

/** The word without apostrophes at its start and end, found by one scan from each side (a regex `'+$` is quadratic in a run of them). */
function withoutEdgeApostrophes(word: string): string {
  let start = 0;
  let end = word.length;
  while (start < end && word[start] === "'") start += 1;
  while (end > start && word[end - 1] === "'") end -= 1;
  return word.slice(start, end);
}

/**
 * The words of address input: lower case without accents, split at anything but letters, digits
 * and apostrophes inside a word ("O'Brien" stays one word), each word once, in order.
 */
export function addressTerms(input: string): AddressTerm[] {
  const words = input
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .split(/[^a-z0-9']+/)
    .map(withoutEdgeApostrophes)
    .filter(Boolean);
  return [...new Set(words)].map((word): AddressTerm => {
    if (/^\d+$/.test(word)) return { word, kind: 'number', spellings: [word] };
    const direction = toDirection(word);
    if (direction) return { word, kind: 'direction', spellings: spellings(DIRECTION_WORDS, direction) };
    const designator = toDesignator(word);
    if (designator) return { word, kind: 'streetType', spellings: spellings(DESIGNATOR_WORDS, designator) };
    return { word, kind: 'word', spellings: [word] };
  });
}

const key = (r: MlsSearchResult) =>
  [normalizeSearch(`${r.address} ${r.city ?? ''} ${r.state ?? ''} ${r.zip ?? ''}`), r.mls_id.toLowerCase(), r.org_id.toLowerCase()].join(
    '|',
  );

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
