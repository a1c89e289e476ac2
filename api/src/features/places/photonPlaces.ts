/**
 * A Photon (komoot) geocoder behind the address provider interface: GET {url}/api?q&limit&lang.
 * Photon has no lookup by id, so a placeId carries the place's parts itself ('ph-' + base64url JSON).
 */
import { STATES } from '@offerdesk/shared/domain';
import { toState } from '../mls/reso/resoMapping';
import { parseStreet, stateRef } from './streetParts';
import { GeocoderUnavailableError, type AddressDetail, type AddressProvider, type AddressSuggestion } from './types';

export interface PhotonFeature {
  properties?: Record<string, unknown>;
}

interface PlaceParts {
  n?: string;
  s?: string;
  c?: string;
  k?: string;
  st?: string;
  z?: string;
  cc?: string;
}

const str = (v: unknown) => (v == null || String(v).trim() === '' ? undefined : String(v).trim());
const COUNTRY_CODES: Record<string, number> = { US: 1, CA: 2 };

/** A Photon feature → its parts, or null when it is not a street address in the US or Canada. */
export function photonParts(f: PhotonFeature): PlaceParts | null {
  const p = f.properties ?? {};
  const cc = str(p.countrycode)?.toUpperCase();
  const street = str(p.street) ?? (p.type === 'street' ? str(p.name) : undefined);
  if (!cc || !COUNTRY_CODES[cc] || !street) return null;
  return {
    n: str(p.housenumber),
    s: street,
    c: str(p.city) ?? str(p.town) ?? str(p.village) ?? str(p.district),
    k: str(p.county),
    st: str(p.state),
    z: str(p.postcode),
    cc,
  };
}

export const encodePlaceId = (parts: PlaceParts) => `ph-${Buffer.from(JSON.stringify(parts)).toString('base64url')}`;

export function decodePlaceId(placeId: string): PlaceParts | null {
  if (!/^ph-[A-Za-z0-9_-]{4,2000}$/.test(placeId)) return null;
  try {
    const parts = JSON.parse(Buffer.from(placeId.slice(3), 'base64url').toString('utf8')) as unknown;
    if (!parts || typeof parts !== 'object' || Array.isArray(parts)) return null;
    const p = parts as Record<string, unknown>;
    if (typeof p.s !== 'string' || typeof p.cc !== 'string' || !COUNTRY_CODES[p.cc]) return null;
    return p as PlaceParts;
  } catch {
    return null;
  }
}

export function photonDescription(parts: PlaceParts): string {
  const state = toState(parts.st);
  return [[parts.n, parts.s].filter(Boolean).join(' '), parts.c, [state?.abbreviation ?? parts.st, parts.z].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
}

/**
 * "Kings County" → "Kings": the county's name without a last word "County" after white space. The
 * place id carries it from the caller, so it is cut by position (a regex `\s+County$` is quadratic in
 * a run of spaces).
 */
function withoutCountyWord(county: string): string {
  const word = county.length - 'county'.length;
  if (word < 1 || county.slice(word).toLowerCase() !== 'county' || !/\s/.test(county[word - 1]!)) return county;
  return county.slice(0, word).trimEnd();
}

export function photonDetail(parts: PlaceParts): AddressDetail {
  const street = parseStreet(parts.s);
  const state = toState(parts.st);
  return {
    streetNumber: parts.n ?? null,
    ...street,
    city: parts.c ?? null,
    county: parts.k ? withoutCountyWord(parts.k) : null,
    state: stateRef(state?.id),
    stateId: state?.id ?? null,
    countryId: COUNTRY_CODES[parts.cc ?? ''] ?? null,
    zipCode: parts.z ?? null,
    unitLotNo: null,
    unitType: null,
  };
}

/** Photon answer → suggestions, filtered by country and state, de-duplicated by description. */
export function photonSuggestions(
  features: readonly PhotonFeature[],
  q: { countryId?: number; stateId?: number },
  limit: number,
): AddressSuggestion[] {
  const wantState = q.stateId == null ? undefined : STATES.find((s) => s.id === q.stateId);
  const out: AddressSuggestion[] = [];
  const seen = new Set<string>();
  for (const f of features) {
    const parts = photonParts(f);
    if (!parts) continue;
    if (q.countryId != null && COUNTRY_CODES[parts.cc!] !== q.countryId) continue;
    if (wantState && toState(parts.st)?.id !== wantState.id) continue;
    const description = photonDescription(parts);
    if (seen.has(description)) continue;
    seen.add(description);
    out.push({ placeId: encodePlaceId(parts), description });
    if (out.length >= limit) break;
  }
  return out;
}

export function photonAddressProvider(config: { url: string; timeoutMs?: number; fetch?: typeof fetch }): AddressProvider {
  const doFetch = config.fetch ?? fetch;
  const base = config.url.replace(/\/+$/, '');
  return {
    kind: 'photon',
    async find(query, limit) {
      const url = `${base}/api?q=${encodeURIComponent(query.address)}&limit=${limit * 3}&lang=en`;
      const res = await doFetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(config.timeoutMs ?? 8000),
      }).catch((e: unknown) => {
        throw new GeocoderUnavailableError(`Photon request failed: ${String(e)}`);
      });
      if (!res.ok) throw new GeocoderUnavailableError(`Photon answered ${res.status}`);
      const body = (await res.json().catch(() => null)) as { features?: unknown } | null;
      if (!body || !Array.isArray(body.features)) throw new GeocoderUnavailableError('Photon answer has no features');
      return photonSuggestions(body.features as PhotonFeature[], query, limit);
    },
    async detail(placeId) {
      const parts = decodePlaceId(placeId);
      return parts ? photonDetail(parts) : null;
    },
  };
}
