/**
 * API reads started before the code that needs them has loaded: the shell's entry starts the first
 * screen's reads (its manifest's `prefetch`) with the stored session, a first paint script draws
 * from them, and the screen's API client takes each answer instead of asking again.
 *
 * The shell's entry, a remote's first paint script and the API client are separate bundles, each
 * with its own copy of this module: the reads live on the page's global object, under one key.
 */

/** A read's answer, kept whole so that both a first paint and the client can read its body. */
export interface EarlyAnswer {
  status: number;
  headers: [string, string][];
  body: string;
}

interface EarlyRead {
  token: string;
  startedAt: number;
  answer: Promise<EarlyAnswer>;
}

interface EarlyReads {
  /** The API base the entry's reads were started against (config.json's apiBase). */
  apiBase: string | null;
  reads: Map<string, EarlyRead>;
}

/** How long an early answer waits for the read it was started for. */
export const EARLY_READ_TTL_MS = 15_000;

const KEY = Symbol.for('offerdesk.earlyReads.v1');

function registry(): EarlyReads {
  const g = globalThis as unknown as Record<symbol, EarlyReads | undefined>;
  return (g[KEY] ??= { apiBase: null, reads: new Map() });
}

/** The URL of an API path (and query) under an API base: one slash between them. */
export function apiUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** Starts a GET of this URL with this token; a later read of the same URL and token takes its answer. */
function startEarlyRead(url: string, token: string, fetchImpl: typeof fetch = (...a) => fetch(...a)): void {
  const answer = fetchImpl(url, { method: 'GET', headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } }).then(
    async (res): Promise<EarlyAnswer> => ({ status: res.status, headers: [...res.headers.entries()], body: await res.text() }),
  );
  answer.catch(() => undefined); // a failure is answered to the read that takes it
  registry().reads.set(url, { token, startedAt: Date.now(), answer });
}

/** Starts the first screen's reads (API paths, as its manifest lists them) under the API base. */
export function startEarlyReads(apiBase: string, token: string, paths: readonly string[], fetchImpl?: typeof fetch): void {
  registry().apiBase = apiBase;
  for (const path of paths) startEarlyRead(apiUrl(apiBase, path), token, fetchImpl);
}

/**
 * The waiting answer of a GET of this URL with this token, taken (at most once, within
 * EARLY_READ_TTL_MS); undefined when none waits.
 */
export function takeEarlyRead(url: string, token: string | null): Promise<EarlyAnswer> | undefined {
  const reads = registry().reads;
  const read = reads.get(url);
  if (!read) return undefined;
  reads.delete(url);
  return read.token === token && Date.now() - read.startedAt <= EARLY_READ_TTL_MS ? read.answer : undefined;
}

/**
 * The answer of one of the entry's early reads by API path, for a first paint: it stays for the
 * screen's client to take. Undefined when the entry did not start it.
 */
export function peekEarlyRead(path: string): Promise<EarlyAnswer> | undefined {
  const { apiBase, reads } = registry();
  return apiBase === null ? undefined : reads.get(apiUrl(apiBase, path))?.answer;
}

/** Statuses whose answers have no body (a Response refuses one). */
const NULL_BODY = new Set([101, 204, 205, 304]);

/** The answer as a fetch Response. */
export function earlyResponse(a: EarlyAnswer): Response {
  return new Response(NULL_BODY.has(a.status) ? null : a.body, { status: a.status, headers: a.headers });
}

/** Test hook: forgets every read. */
export function forgetEarlyReads(): void {
  const r = registry();
  r.apiBase = null;
  r.reads.clear();
}
