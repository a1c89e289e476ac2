import { CounterOfferStatus, DocumentState, OfferStatus, PartyRole, Side, SignerStatus, SigningOrder } from '@offerdesk/shared/domain';
import type { InjectOptions } from 'fastify';
import { newSignToken, signTokenHash } from '../../auth/signToken';
import type { Db } from '../../db/db';
import { contractOfOffer } from '../../features/documents/offerDocumentsRepo';
import { insertSale } from '../../features/sales/salesRepo';
import { insertSignSet, insertSignSetParty } from '../../features/signing/signSetsRepo';
import type { RegisteredRoute } from '../../http/routeRegistry';
import { insertCounterOffer, insertOffer, insertParty, insertPerson } from '../../seed/writers';
import type { TestApp } from './testApp';

/** A JSON schema as the routes write them (the part the harnesses read). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  pattern?: string;
  additionalProperties?: boolean | JsonSchema;
}

interface RouteSchema {
  params?: JsonSchema;
  querystring?: JsonSchema;
  body?: JsonSchema;
}
export const schemaOf = (route: RegisteredRoute) => (route.schema ?? {}) as RouteSchema;

/** Row count and checksum of the given tables, in one round trip. */
export async function tablesFingerprint(db: Db, tables: readonly string[]): Promise<Record<string, string>> {
  const sql = tables
    .map(
      (name) =>
        `select '${name}' as name, count(*)::int as n, coalesce(md5(string_agg(md5(t::text), '' order by md5(t::text))), '') as sum from "${name}" t`,
    )
    .join(' union all ');
  const rows = await db.query<{ name: string; n: number; sum: string }>(sql);
  return Object.fromEntries(rows.map((r) => [r.name, `${r.n}:${r.sum}`]));
}

/** The offer every stranger aims at: distinctive values, so any of them in an answer is a leak. */
export interface Target {
  offerId: number;
  /** The target is a sale: the route reading a sale by id is aimed at it through this id (param `saleId`). */
  saleId: number;
  /** Texts and numbers that belong to the target only. */
  needles: string[];
  /** Matches the target's id as a JSON id field. */
  idPattern: RegExp;
}

export async function buildTarget(t: TestApp): Promise<Target> {
  const db = t.testDb.db;
  const { owner, receiver } = t.world.agents;
  // A far-away id: it cannot be mistaken for a lookup id or a count.
  await db.query(`select setval(pg_get_serial_sequence('offers', 'id'), 900000)`);
  const offerId = await insertOffer(db, {
    ownerUserId: owner.userId,
    brokerageId: owner.brokerageId,
    statusId: OfferStatus.forwardedToSellerAgent,
    streetNumber: '4242',
    street: 'Zanzibar Quay',
    city: 'Targetville',
    stateId: 14,
    zipCode: '60999',
    mlsNumber: 'TGT424242',
    offerPrice: 424_242,
    imageBlobLocation: '/media/listing/4242.svg',
  });
  const buyer = await insertPerson(db, { firstName: 'Quentin', lastName: 'Targetbuyer', email: 'quentin@target.example' });
  await insertParty(db, { offerId, personId: owner.personId, roleId: PartyRole.InhouseAgent, sideId: Side.buyer });
  await insertParty(db, { offerId, personId: buyer, roleId: PartyRole.Client, sideId: Side.buyer });
  await insertParty(db, { offerId, personId: receiver.personId, roleId: PartyRole.InhouseAgent, sideId: Side.seller });
  await insertCounterOffer(db, { offerId, partySideId: Side.seller, statusId: CounterOfferStatus.active, counterPrice: 414_141 });
  const { displayId } = (await db.one<{ displayId: string }>('select display_id as "displayId" from offers where id = $1', [offerId]))!;
  const { saleId } = await insertSale(db, offerId, owner.userId);
  return {
    offerId,
    saleId,
    needles: ['Zanzibar', 'Targetville', 'TGT424242', '424242', '414141', '60999', 'Quentin', 'Targetbuyer', 'quentin@target', displayId],
    idPattern: new RegExp(`"(id|offerId)"\\s*:\\s*"?${offerId}\\b`),
  };
}

/** The target's data found in an answer (body or headers); empty when nothing leaked. */
export function leaksIn(target: Target, answer: { body: string; headers: Record<string, unknown> }): string[] {
  // x-request-id is a random UUID made for this request: it can hold a needle's digits ('60999') by chance, never the target's data.
  const { 'x-request-id': _requestId, ...headers } = answer.headers;
  const text = `${answer.body}\n${JSON.stringify(headers)}`;
  const found = target.needles.filter((n) => text.includes(n));
  if (target.idPattern.test(answer.body)) found.push(`id ${target.offerId}`);
  return found;
}

const types = (s: JsonSchema) => [s.type ?? 'object'].flat();
/** Fields that name an offer: the harnesses fill them with the target's id. */
const isOfferIdName = (name: string) => name === 'id' || name === 'offerId';

/**
 * The smallest valid value of a schema, with every id-like field set to `id`: a request that
 * passes validation and aims at the target, so that the authorization check is what answers.
 */
export function validExample(schema: JsonSchema | undefined, id: number, name = ''): unknown {
  if (!schema) return undefined;
  if (schema.enum) return schema.enum.find((v) => v !== '' && v !== null) ?? schema.enum[0];
  const t = types(schema);
  if (t.includes('integer') || t.includes('number')) return isOfferIdName(name) ? id : Math.max(schema.minimum ?? 1, 1);
  if (t.includes('string')) {
    if (isOfferIdName(name)) return String(id);
    if (schema.format === 'date-time') return '2026-01-01T00:00:00.000Z';
    if (schema.format === 'date') return '2026-01-01';
    if (name === 'grant_type') return 'password';
    return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
  }
  if (t.includes('boolean')) return true;
  if (t.includes('array')) return Array.from({ length: schema.minItems ?? 0 }, (_v, i) => validExample(schema.items, id + i, name));
  if (t.includes('object')) {
    const out: Record<string, unknown> = {};
    for (const key of schema.required ?? []) out[key] = validExample(schema.properties?.[key], id, key);
    // Id-like optional fields aim at the target too (offerId of a query, id of a body).
    for (const [key, prop] of Object.entries(schema.properties ?? {}))
      if (!(key in out) && isOfferIdName(key)) out[key] = validExample(prop, id, key);
    return out;
  }
  return null;
}

/** A path with every `:param` filled from the route's params schema. */
export function fillPath(route: RegisteredRoute, params: Record<string, unknown>): string {
  return route.url.replace(/:([A-Za-z0-9_]+)/g, (_m, key: string) => encodeURIComponent(String(params[key] ?? '1')));
}

/** Whether the request built for this route names the target (in its path, query or body). */
export function aimsAtTarget(parts: { params: unknown; query: unknown; body: unknown }, id: number): boolean {
  return [parts.params, parts.query, parts.body].some(
    (p) => p !== null && typeof p === 'object' && Object.entries(p).some(([k, v]) => isOfferIdName(k) && String(v) === String(id)),
  );
}

/** A request that passes the route's validation and aims at the target. */
export function validRequest(
  route: RegisteredRoute,
  id: number,
  /** Path ids of the target's other records by parameter name (its sale: `saleId`). */
  targetIds: Record<string, number> = {},
): { options: InjectOptions; targeted: boolean } {
  const s = schemaOf(route);
  const params = (validExample(s.params, id) ?? {}) as Record<string, unknown>;
  const aimed = Object.keys(targetIds).filter((k) => k in params);
  for (const k of aimed) params[k] = targetIds[k];
  const query = (validExample(s.querystring, id) ?? {}) as Record<string, unknown>;
  const body = s.body ? validExample(s.body, id) : undefined;
  const options: InjectOptions = {
    method: route.method as InjectOptions['method'],
    url: fillPath(route, params),
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    ...(body === undefined ? {} : { payload: body as object }),
  };
  return { options, targeted: aimed.length > 0 || aimsAtTarget({ params, query, body }, id) };
}

/** The target's sign set with its buyer's token, and a token of another offer's sign set (a stranger's). */
export interface PartyTarget {
  signSetId: number;
  ownToken: string;
  otherToken: string;
  /** Path ids of the target's own link: its offer, the buyer holding the token and the contract. */
  path: { offerId: number; partyId: number; contractId: number };
}

export async function buildPartyTarget(t: TestApp, target: Target): Promise<PartyTarget> {
  const db = t.testDb.db;
  const { owner } = t.world.agents;
  const setFor = async (offerId: number, partyId: number) => {
    const contractId = await contractOfOffer(db, offerId);
    const signSetId = await insertSignSet(db, {
      offerId,
      contractId,
      signingOrder: SigningOrder.OneByOne,
      statusId: DocumentState.Shared,
      category: 'Offer',
      message: null,
      createdByUserId: owner.userId,
    });
    const token = newSignToken();
    await insertSignSetParty(db, { signSetId, partyId, signOrder: 1, tokenHash: signTokenHash(token), signStatus: SignerStatus.NotSigned });
    return { signSetId, token };
  };
  const buyer = (await db.one<{ id: number }>('select id from offer_parties where offer_id = $1 and role_id = $2', [
    target.offerId,
    PartyRole.Client,
  ]))!.id;
  const own = await setFor(target.offerId, buyer);
  const otherOffer = await insertOffer(db, {
    ownerUserId: owner.userId,
    brokerageId: owner.brokerageId,
    statusId: OfferStatus.sentForSignatures,
    streetNumber: '1',
    street: 'Elsewhere Rd',
    city: 'Othertown',
    stateId: 3,
    zipCode: '85001',
    offerPrice: 100_000,
  });
  const otherBuyer = await insertParty(db, {
    offerId: otherOffer,
    personId: await insertPerson(db, { firstName: 'Olga', lastName: 'Other', email: 'olga@other.example' }),
    roleId: PartyRole.Client,
    sideId: Side.buyer,
  });
  const other = await setFor(otherOffer, otherBuyer);
  return {
    signSetId: own.signSetId,
    ownToken: own.token,
    otherToken: other.token,
    path: { offerId: target.offerId, partyId: buyer, contractId: await contractOfOffer(db, target.offerId) },
  };
}
