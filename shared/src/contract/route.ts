/** A route of the wire contract: method, path, who may call it, and the schema of every part. */
import type { Static, TSchema } from '@sinclair/typebox';
import { ErrorBody, FileBody } from './schema';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteSchema {
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
  response: { 200?: TSchema } & Record<number, TSchema>;
}

export interface RouteDef<S extends RouteSchema = RouteSchema> {
  method: HttpMethod;
  /** Fastify path syntax (`/offer/GetById/:id`); paths match case-insensitively. */
  url: string;
  /**
   * 'agent': a bearer token of a signed-in agent is required (else 401); 'public': anyone;
   * 'party': a capability token, else 404 as for a missing record: a signer's token (in the query) for
   * one sign set (`signSetId` and `signToken`), or a party link token (X-Party-Link header, portal.ts) for one
   * (offer, party) or one offer's review; portal routes that say so also take an agent party's bearer.
   * 'signing': an agent's bearer as for 'agent', or a signing session (signingGrant.ts) whose contract,
   * purpose and party are those of the request (else 404); a signing session opens no other route.
   */
  auth: 'public' | 'agent' | 'party' | 'signing';
  summary: string;
  description?: string;
  tags: readonly string[];
  /** Request content types other than JSON (POST /Token is form-encoded). */
  consumes?: readonly string[];
  /** The 200 answer is a file of this type, not JSON. */
  produces?: string;
  schema: S;
}

export const defineRoute = <S extends RouteSchema>(def: RouteDef<S>): RouteDef<S> => def;

type ErrorResponses<N extends number> = { [K in N]: typeof ErrorBody };

/** The answers of a route: `ok` for 200 and the error body for each error status. */
export function responses<T extends TSchema, N extends number = never>(ok: T, ...errors: N[]): { 200: T } & ErrorResponses<N> {
  return { 200: ok, ...Object.fromEntries(errors.map((s) => [s, ErrorBody])) } as { 200: T } & ErrorResponses<N>;
}

/** The answers of a route whose 200 is a file (its type in `produces`), not JSON. */
export const fileResponses = <N extends number = never>(...errors: N[]): { 200: typeof FileBody } & ErrorResponses<N> =>
  ({ 200: FileBody, ...Object.fromEntries(errors.map((s) => [s, ErrorBody])) }) as { 200: typeof FileBody } & ErrorResponses<N>;

type StaticOf<S> = S extends TSchema ? Static<S> : undefined;

/** What a call of route R sends and gets. */
export type RouteParams<R extends RouteDef> = StaticOf<R['schema']['params']>;
export type RouteQuery<R extends RouteDef> = StaticOf<R['schema']['querystring']>;
export type RouteBody<R extends RouteDef> = StaticOf<R['schema']['body']>;
export type RouteResult<R extends RouteDef> = StaticOf<R['schema']['response'][200]>;

/** The path of a call: `:name` parts filled from params. */
export function routePath(url: string, params?: Record<string, unknown>): string {
  return url.replace(/:([A-Za-z_]\w*)/g, (_m, name: string) => {
    const v = params?.[name];
    if (v === undefined || v === null) throw new Error(`Missing path parameter '${name}' of ${url}.`);
    return encodeURIComponent(String(v));
  });
}
