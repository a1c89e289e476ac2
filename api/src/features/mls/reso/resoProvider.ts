/**
 * RESO Web API (OData 4, Data Dictionary 2.0) provider: Property by ListingKey / ListingId and by
 * address, with Media, the listing agent (Member; read by ListAgentKey when the server did not
 * expand it) and, where Property lacks their fields, the co-listing agent and the office (Office).
 * The server's $metadata is read once and decides which fields are queried and what is expanded. OAuth2 client credentials (token cached until shortly before it expires) or a
 * static bearer token.
 */
import { MlsUnavailableError, type MlsProvider } from '../types';
import { hasField, parseResoMetadata, type ResoSchema } from './resoMetadata';
import { listAgentKeyToRead, resoToListing, resoToSearchResult, type ResoProperty } from './resoMapping';
import { addressFilter, expansion, listingFilter, memberFilter, numberFilter, pickListing, rankByAddress, rankByNumber } from './resoQuery';

export interface ResoConfig {
  /** Base URL of the OData service; `${url}/$metadata` and `${url}/Property` are queried. */
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

const NETWORK_CODES: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host not found',
  ETIMEDOUT: 'connection timed out',
  EHOSTUNREACH: 'host unreachable',
  CERT_HAS_EXPIRED: 'certificate expired',
};

/** Why a request got no answer, without its URL or headers: 'timed out after 8000 ms', 'connection refused (ECONNREFUSED)'. */
export function networkFailure(error: unknown, timeoutMs: number): string {
  const e = error as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (e?.name === 'TimeoutError') return `timed out after ${timeoutMs} ms`;
  const code = e?.cause?.code;
  if (code) return `${NETWORK_CODES[code] ?? 'network error'} (${code})`;
  return e?.message ?? String(error);
}

export function resoMlsProvider(config: ResoConfig): MlsProvider {
  const doFetch = config.fetch ?? fetch;
  const timeoutMs = config.timeoutMs ?? 8000;
  const base = config.url.replace(/\/+$/, '');
  let cached: { token: string; expiresAt: number } | null = null;
  let metadata: Promise<ResoSchema | null> | null = null;

  /** A request that answered: network failures become MlsUnavailableError naming the call and why. */
  const send = (what: string, url: string, init: RequestInit) =>
    doFetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) }).catch((e: unknown) => {
      throw new MlsUnavailableError(`RESO ${what}: ${networkFailure(e, timeoutMs)}`);
    });
  const answered = (what: string, res: Response) =>
    new MlsUnavailableError(`RESO ${what} answered ${res.status}${res.statusText ? ` ${res.statusText}` : ''}`);

  async function token(): Promise<string> {
    if (config.token) return config.token;
    if (cached && cached.expiresAt > Date.now()) return cached.token;
    if (!config.tokenUrl || !config.clientId || !config.clientSecret) throw new MlsUnavailableError('RESO credentials are not configured');
    const form = new URLSearchParams({ grant_type: 'client_credentials', client_id: config.clientId, client_secret: config.clientSecret });
    if (config.scope) form.set('scope', config.scope);
    const res = await send('token request', config.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form.toString(),
    });
    if (!res.ok) throw answered('token request', res);
    const body = (await res.json().catch(() => null)) as { access_token?: string; expires_in?: number } | null;
    if (!body?.access_token) throw new MlsUnavailableError('RESO token answer has no access_token');
    // Renew a minute early (or at half-life for short tokens).
    const ttl = Math.max(1, Number(body.expires_in ?? 3600));
    cached = { token: body.access_token, expiresAt: Date.now() + Math.max(ttl / 2, ttl - 60) * 1000 };
    return cached.token;
  }

  /** GET with the bearer token; a 401 once renews the token (expired or revoked early). */
  async function get(what: string, url: string, accept: string): Promise<Response> {
    for (let attempt = 0; ; attempt++) {
      const res = await send(what, url, { headers: { authorization: `Bearer ${await token()}`, accept } });
      if (res.status === 401 && attempt === 0 && !config.token) {
        cached = null;
        continue;
      }
      return res;
    }
  }

  /** The server's $metadata, read once; a server without one (404) is queried with the standard fields. */
  function schema(): Promise<ResoSchema | null> {
    metadata ??= (async () => {
      const res = await get('$metadata', `${base}/$metadata`, 'application/xml');
      if (res.status === 404) return null;
      if (!res.ok) throw answered('$metadata', res);
      const parsed = parseResoMetadata(await res.text());
      return parsed.entities.has('Property') ? parsed : null;
    })().catch((e: unknown) => {
      metadata = null; // not cached: the next search asks again
      throw e;
    });
    return metadata;
  }

  async function properties(filter: (s: ResoSchema | null) => string | null, top: number, orderby?: string): Promise<ResoProperty[]> {
    const s = await schema();
    const f = filter(s);
    if (!f) return [];
    const params = [`$filter=${encodeURIComponent(f)}`, `$top=${top}`];
    const expand = expansion(s);
    if (expand) params.push(`$expand=${expand}`);
    if (orderby && hasField(s, orderby)) params.push(`$orderby=${encodeURIComponent(orderby)}`);
    const res = await get('Property', `${base}/Property?${params.join('&')}`, 'application/json');
    if (!res.ok) throw answered('Property', res);
    return records('Property', res);
  }

  /** The records of an OData collection answer. */
  async function records(what: string, res: Response): Promise<ResoProperty[]> {
    const body = (await res.json().catch(() => null)) as { value?: unknown } | null;
    if (!body || !Array.isArray(body.value)) throw new MlsUnavailableError(`RESO ${what} answer has no value array`);
    return body.value.filter((v): v is ResoProperty => !!v && typeof v === 'object');
  }

  /**
   * The listing with its agent's Member record when it names the agent only by ListAgentKey (the
   * server did not expand ListAgent, or has no such navigation). A server that offers no Member
   * resource, or refuses this client its members (4xx), leaves the listing as it is.
   */
  async function withListAgent(row: ResoProperty): Promise<ResoProperty> {
    const key = listAgentKeyToRead(row);
    const s = await schema();
    if (!key || (s && !s.entities.has('Member'))) return row;
    const res = await get('Member', `${base}/Member?$filter=${encodeURIComponent(memberFilter(key))}&$top=1`, 'application/json');
    if (res.status >= 400 && res.status < 500) return row;
    if (!res.ok) throw answered('Member', res);
    const [member] = await records('Member', res);
    const expanded = row.ListAgent && typeof row.ListAgent === 'object' ? row.ListAgent : {};
    return member ? { ...row, ListAgent: { ...expanded, ...member } } : row;
  }

  return {
    kind: 'reso',
    async searchByAddress(address, limit) {
      const rows = await properties((s) => addressFilter(s, address), limit);
      return rankByAddress(rows, address).map(resoToSearchResult);
    },
    async searchByNumber(keywords, limit) {
      const rows = await properties((s) => numberFilter(s, keywords), limit, 'ListingId');
      return rankByNumber(rows, keywords).map(resoToSearchResult);
    },
    async getListing(mlsId, mlsName) {
      // One ListingId may exist in several MLSs of one feed: the MLS name picks among them.
      const rows = await properties((s) => listingFilter(s, mlsId), 10);
      const row = pickListing(rows, mlsId, mlsName);
      return row ? resoToListing(await withListAgent(row)) : null;
    },
  };
}
