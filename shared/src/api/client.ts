import {
  PARTY_LINK_HEADER,
  routePath,
  type RouteBody,
  type RouteDef,
  type RouteParams,
  type RouteQuery,
  type RouteResult,
} from '../contract';
import { apiUrl, earlyResponse, takeEarlyRead } from '@offerdesk/runtime/first-paint';
import { ApiError, toErrorBody } from './errors';

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface ApiClientOptions {
  baseUrl: string;
  getToken: () => string | null;
  /** Called on any 401: the session expired or the token was refused. */
  onUnauthorized: () => void;
  fetchImpl?: typeof fetch;
}

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  /** application/x-www-form-urlencoded body (POST /Token). */
  form?: Record<string, string>;
  signal?: AbortSignal;
  /** Do not send the bearer token (token retrieval). */
  anonymous?: boolean;
  /**
   * The bearer is sent when there is a session, but the route does not need it (a party route also
   * takes the party link token): its 401 does not end the session.
   */
  sessionOptional?: boolean;
  /** A party (or reviewer) link token: sent in the X-Party-Link header, never in the address. */
  link?: string;
}

export interface ApiResponse<T> {
  data: T;
  headers: Headers;
}

export function buildUrl(baseUrl: string, path: string, query?: Query): string {
  const url = apiUrl(baseUrl, path);
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) params.append(k, String(v));
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

type Part<K extends string, T> = [T] extends [undefined] ? { [P in K]?: undefined } : { [P in K]: T };

/** What a call of contract route R sends: its params, query and body as the contract types them; a party route its link token. */
export type CallInput<R extends RouteDef> = Part<'params', RouteParams<R>> &
  Part<'query', RouteQuery<R>> &
  Part<'body', RouteBody<R>> & { signal?: AbortSignal; link?: string };

const FORM = 'application/x-www-form-urlencoded';

const abortError = (signal: AbortSignal) => signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');

/** The prefetched answer as the read's own: its abort signal still ends the wait. */
function awaitWithSignal(response: Promise<Response>, signal?: AbortSignal | null): Promise<Response> {
  if (!signal) return response;
  if (signal.aborted) return Promise.reject(abortError(signal));
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(abortError(signal));
    signal.addEventListener('abort', onAbort, { once: true });
    response.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** One typed client per API base (main API, document API). */
export function createApiClient(opts: ApiClientOptions) {
  const doFetch = opts.fetchImpl ?? ((...a: Parameters<typeof fetch>) => fetch(...a));
  /** The answer of an early read of this GET (started before anybody asked: see prefetch), if one is waiting. */
  function takePrefetched(url: string, token: string | null): Promise<Response> | undefined {
    return takeEarlyRead(url, token)?.then(earlyResponse);
  }

  async function request<T>(method: string, path: string, o: RequestOptions = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = o.anonymous ? null : opts.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (o.link) headers[PARTY_LINK_HEADER] = o.link;
    let body: BodyInit | undefined;
    if (o.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(o.form).toString();
    } else if (o.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(o.body);
    }
    const url = buildUrl(opts.baseUrl, path, o.query);
    const early = method === 'GET' && !o.link ? takePrefetched(url, token) : undefined;
    let res: Response;
    try {
      res = await (early ? awaitWithSignal(early, o.signal) : doFetch(url, { method, headers, body, signal: o.signal }));
    } catch (e) {
      if ((e as Error).name === 'AbortError') throw e;
      throw new ApiError(0, { code: 'network', message: 'The server could not be reached. Check your connection and try again.' });
    }
    const data = await readBody(res);
    if (res.status === 401 && !o.anonymous && !o.sessionOptional) opts.onUnauthorized();
    if (!res.ok) throw new ApiError(res.status, toErrorBody(res.status, data));
    return { data: data as T, headers: res.headers };
  }

  /**
   * Calls a route of the contract: the path from its params, a form body where the route takes one, no token on a public route.
   * A party route gets the signed-in agent's bearer too: the agent acting as its own party of the offer (the offer page's
   * forward and counter buttons) has no party link token.
   */
  function call<R extends RouteDef>(def: R, input: CallInput<R>): Promise<ApiResponse<RouteResult<R>>> {
    const { params, query, body, signal, link } = input as {
      params?: Record<string, unknown>;
      query?: Query;
      body?: unknown;
      signal?: AbortSignal;
      link?: string;
    };
    const isForm = def.consumes?.includes(FORM) ?? false;
    return request<RouteResult<R>>(def.method, routePath(def.url, params), {
      query,
      signal,
      body: isForm ? undefined : body,
      form: isForm ? (body as Record<string, string>) : undefined,
      anonymous: def.auth === 'public',
      sessionOptional: def.auth === 'party',
      link,
    });
  }

  /**
   * Sends one file as multipart/form-data (field 'file' unless named) to a contract route that consumes it,
   * reporting the percent sent; XMLHttpRequest, because fetch reports no upload progress.
   */
  function upload<R extends RouteDef>(
    def: R,
    input: {
      query?: RouteQuery<R>;
      file: Blob;
      fileName: string;
      field?: string;
      onProgress?: (percent: number) => void;
      signal?: AbortSignal;
    },
  ): Promise<RouteResult<R>> {
    return new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(def.method, buildUrl(opts.baseUrl, def.url, input.query as Query | undefined));
      xhr.setRequestHeader('Accept', 'application/json');
      const token = opts.getToken();
      if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable && input.onProgress) input.onProgress(Math.min(100, Math.round((e.loaded / e.total) * 100)));
      };
      xhr.onerror = () =>
        reject(new ApiError(0, { code: 'network', message: 'The server could not be reached. Check your connection and try again.' }));
      xhr.onabort = () => reject(new DOMException('The upload was aborted.', 'AbortError'));
      xhr.onload = () => {
        let data: unknown = xhr.responseText;
        try {
          data = xhr.responseText ? JSON.parse(xhr.responseText) : null;
        } catch {
          // a text answer stays text
        }
        if (xhr.status === 401) opts.onUnauthorized();
        if (xhr.status < 200 || xhr.status >= 300) reject(new ApiError(xhr.status, toErrorBody(xhr.status, data)));
        else resolve(data as RouteResult<R>);
      };
      input.signal?.addEventListener('abort', () => xhr.abort());
      const form = new FormData();
      form.append(input.field ?? 'file', input.file, input.fileName);
      xhr.send(form);
    });
  }

  /** A contract route whose 200 is a file (`produces`): the bytes as a Blob. */
  async function download<R extends RouteDef>(
    def: R,
    input: { params?: RouteParams<R>; query?: RouteQuery<R>; body?: RouteBody<R>; signal?: AbortSignal; link?: string },
  ): Promise<Blob> {
    const headers: Record<string, string> = {};
    const token = opts.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (input.link) headers[PARTY_LINK_HEADER] = input.link;
    // A file asked for with a JSON body (POST /offer/PrintOffer).
    if (input.body !== undefined) headers['Content-Type'] = 'application/json';
    const body = input.body === undefined ? undefined : JSON.stringify(input.body);
    const path = input.params ? routePath(def.url, input.params as Record<string, unknown>) : def.url;
    const res = await doFetch(buildUrl(opts.baseUrl, path, input.query as Query | undefined), {
      method: def.method,
      headers,
      body,
      signal: input.signal,
    });
    if (res.status === 401) opts.onUnauthorized();
    if (!res.ok) throw new ApiError(res.status, toErrorBody(res.status, await readBody(res)));
    return res.blob();
  }

  return {
    request,
    call,
    upload,
    download,
    /** The answer of a contract route (see `call`). */
    send: async <R extends RouteDef>(def: R, input: CallInput<R>): Promise<RouteResult<R>> => (await call(def, input)).data,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
