/**
 * RESO Web API (OData) provider: Property by ListingId and by address, with Media; OAuth2 client
 * credentials (token cached until shortly before it expires) or a static bearer token.
 */
import { normalizeSearch } from '../searchText';
import { MlsUnavailableError, type MlsProvider } from '../types';
import { resoToListing, resoToSearchResult, type ResoProperty } from './resoMapping';

export interface ResoConfig {
  /** Base URL of the OData service; `${url}/Property` is queried. */
  url: string;
  /** A static bearer token; else the client credentials below. */
  token?: string;
  clientId?: string;
  clientSecret?: string;
  tokenUrl?: string;
  scope?: string;
  /** Per request, ms (default 8000). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** An OData string literal: single quotes doubled. */
export const odataString = (v: string) => `'${v.replace(/'/g, "''")}'`;

/** $filter of the numeric search: the MLS number exactly or as a prefix, or the street number. */
export const numberFilter = (keywords: string) => {
  const v = odataString(keywords);
  return `ListingId eq ${v} or startswith(ListingId, ${v}) or StreetNumber eq ${v}`;
};

/**
 * $filter of the address search: a leading number is the street number; the rest must start the
 * street name or the city, or be contained in UnparsedAddress.
 */
export function addressFilter(address: string): string | null {
  const words = normalizeSearch(address).split(' ').filter(Boolean);
  if (!words.length) return null;
  const number = /^\d+$/.test(words[0]) ? words.shift()! : null;
  const rest = words.join(' ');
  const clauses: string[] = [];
  if (number) clauses.push(`StreetNumber eq ${odataString(number)}`);
  if (rest) {
    const v = odataString(rest);
    clauses.push(`(startswith(tolower(StreetName), ${v}) or startswith(tolower(City), ${v}) or contains(tolower(UnparsedAddress), ${v}))`);
  }
  return clauses.join(' and ');
}

export const listingFilter = (mlsId: string, mlsName?: string) =>
  `ListingId eq ${odataString(mlsId)}${mlsName ? ` and OriginatingSystemName eq ${odataString(mlsName)}` : ''}`;

export function resoMlsProvider(config: ResoConfig): MlsProvider {
  const doFetch = config.fetch ?? fetch;
  const timeoutMs = config.timeoutMs ?? 8000;
  const base = config.url.replace(/\/+$/, '');
  let cached: { token: string; expiresAt: number } | null = null;

  async function token(): Promise<string> {
    if (config.token) return config.token;
    if (cached && cached.expiresAt > Date.now()) return cached.token;
    if (!config.tokenUrl || !config.clientId || !config.clientSecret) throw new MlsUnavailableError('RESO credentials are not configured');
    const form = new URLSearchParams({ grant_type: 'client_credentials', client_id: config.clientId, client_secret: config.clientSecret });
    if (config.scope) form.set('scope', config.scope);
    const res = await doFetch(config.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form.toString(),
      signal: AbortSignal.timeout(timeoutMs),
    }).catch((e: unknown) => {
      throw new MlsUnavailableError(`RESO token request failed: ${String(e)}`);
    });
    if (!res.ok) throw new MlsUnavailableError(`RESO token request answered ${res.status}`);
    const body = (await res.json()) as { access_token?: string; expires_in?: number };
    if (!body.access_token) throw new MlsUnavailableError('RESO token answer has no access_token');
    // Renew a minute early (or at half-life for short tokens).
    const ttl = Math.max(1, Number(body.expires_in ?? 3600));
    cached = { token: body.access_token, expiresAt: Date.now() + Math.max(ttl / 2, ttl - 60) * 1000 };
    return cached.token;
  }

  async function properties(filter: string, top: number): Promise<ResoProperty[]> {
    const query = `$filter=${encodeURIComponent(filter)}&$top=${top}&$expand=Media`;
    for (let attempt = 0; attempt < 2; attempt++) {
      const res = await doFetch(`${base}/Property?${query}`, {
        headers: { authorization: `Bearer ${await token()}`, accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      }).catch((e: unknown) => {
        throw new MlsUnavailableError(`RESO request failed: ${String(e)}`);
      });
      if (res.status === 401 && attempt === 0 && !config.token) {
        cached = null; // expired or revoked early: one fresh token
        continue;
      }
      if (!res.ok) throw new MlsUnavailableError(`RESO Property answered ${res.status}`);
      const body = (await res.json().catch(() => null)) as { value?: unknown } | null;
      if (!body || !Array.isArray(body.value)) throw new MlsUnavailableError('RESO Property answer has no value array');
      return body.value.filter((v): v is ResoProperty => !!v && typeof v === 'object');
    }
    throw new MlsUnavailableError('RESO Property refused the token');
  }

  return {
    kind: 'reso',
    async searchByAddress(address, limit) {
      const filter = addressFilter(address);
      return filter ? (await properties(filter, limit)).map(resoToSearchResult) : [];
    },
    async searchByNumber(keywords, limit) {
      return (await properties(numberFilter(keywords), limit)).map(resoToSearchResult);
    },
    async getListing(mlsId, mlsName) {
      const [first] = await properties(listingFilter(mlsId, mlsName), 1);
      return first ? resoToListing(first) : null;
    },
  };
}
