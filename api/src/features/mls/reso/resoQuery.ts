/**
 * The OData queries of the RESO provider ($filter, $expand, $orderby), written for the fields the
 * server's $metadata offers, and the order OfferDesk shows their answers in.
 */
import { addressTerms, type AddressTerm } from '../searchText';
import { hasField, type ResoSchema } from './resoMetadata';
import { RESO_PEOPLE, resoMlsName, type ResoProperty } from './resoMapping';

/** An OData string literal: single quotes doubled. */
export const odataString = (v: string) => `'${v.replace(/'/g, "''")}'`;

const anyOf = (clauses: string[]) => (clauses.length === 1 ? clauses[0] : `(${clauses.join(' or ')})`);
const fieldsOf = (schema: ResoSchema | null, fields: string[]) => fields.filter((f) => hasField(schema, f));

/** $filter of one listing: its ListingKey or its ListingId. */
export function listingFilter(schema: ResoSchema | null, mlsId: string): string {
  const v = odataString(mlsId);
  return fieldsOf(schema, ['ListingKey', 'ListingId'])
    .map((f) => `${f} eq ${v}`)
    .join(' or ');
}

/** $filter of the number search: the MLS number exactly (as typed and in capitals) or as a prefix, or the street number. */
export function numberFilter(schema: ResoSchema | null, keywords: string): string {
  const exact = [...new Set([keywords, keywords.toUpperCase()])].map(odataString);
  const clauses: string[] = [];
  for (const f of fieldsOf(schema, ['ListingId', 'ListingKey'])) clauses.push(...exact.map((v) => `${f} eq ${v}`));
  if (hasField(schema, 'ListingId')) clauses.push(...exact.map((v) => `startswith(ListingId, ${v})`));
  if (hasField(schema, 'StreetNumber')) clauses.push(`StreetNumber eq ${odataString(keywords)}`);
  return clauses.join(' or ');
}

/** Where a word of an address may be: the free-text address, the street name, the city, the zip (numbers also the unit). */
function termClause(schema: ResoSchema | null, term: AddressTerm): string | null {
  const text = fieldsOf(schema, ['UnparsedAddress', 'StreetName', 'City']);
  if (term.kind === 'streetType') text.push(...fieldsOf(schema, ['StreetSuffix']));
  const clauses = term.spellings.flatMap((s) => text.map((f) => `contains(tolower(${f}), ${odataString(s)})`));
  if (term.kind === 'direction') {
    for (const f of fieldsOf(schema, ['StreetDirPrefix', 'StreetDirSuffix']))
      clauses.push(...term.spellings.map((s) => `tolower(${f}) eq ${odataString(s)}`));
  }
  if (term.kind === 'number') {
    if (hasField(schema, 'PostalCode')) clauses.push(`startswith(PostalCode, ${odataString(term.word)})`);
    if (hasField(schema, 'UnitNumber')) clauses.push(`UnitNumber eq ${odataString(term.word)}`);
  }
  return clauses.length ? anyOf(clauses) : null;
}

/**
 * $filter of the address search: a leading number is the street number; every other word must
 * be somewhere in the address. Street directions and types ('N', 'Blvd') only order the answers,
 * unless the input has nothing else.
 */
export function addressFilter(schema: ResoSchema | null, address: string): string | null {
  const terms = addressTerms(address);
  if (!terms.length) return null;
  const clauses: string[] = [];
  let rest = terms;
  if (terms[0].kind === 'number' && terms.length > 1 && hasField(schema, 'StreetNumber')) {
    clauses.push(`StreetNumber eq ${odataString(terms[0].word)}`);
    rest = terms.slice(1);
  }
  const significant = rest.filter((t) => t.kind === 'word' || t.kind === 'number');
  for (const term of significant.length || clauses.length ? significant : rest) {
    const clause = termClause(schema, term);
    if (clause) clauses.push(clause);
  }
  return clauses.length ? clauses.join(' and ') : null;
}

/**
 * $expand: Media, the listing agent (Member) whenever the server offers it (a listing may carry only
 * ListAgentKey though Property has the name and e-mail fields), and the co-listing agent and office
 * records whose fields Property lacks. Only Media without metadata (a server may not know the others).
 */
export function expansion(schema: ResoSchema | null): string {
  if (!schema) return 'Media';
  const property = schema.entities.get('Property');
  const expand = property?.navigation.has('Media') ? ['Media'] : [];
  for (const { navigation, prefix, fields } of RESO_PEOPLE) {
    const lacks = navigation === 'ListAgent' || Object.keys(fields).some((suffix) => !property?.fields.has(`${prefix}${suffix}`));
    if (lacks && property?.navigation.has(navigation)) expand.push(navigation);
  }
  return expand.join(',');
}

/** $filter of the Member read by the listing's ListAgentKey (a server that did not expand ListAgent). */
export const memberFilter = (memberKey: string) => `MemberKey eq ${odataString(memberKey)}`;

const lower = (v: unknown) => (v == null ? '' : String(v).toLowerCase());

/** The listing `mlsId` (ListingKey first, then ListingId) within the MLS `mlsName` as search results name it. */
export function pickListing(rows: readonly ResoProperty[], mlsId: string, mlsName?: string): ResoProperty | null {
  const id = mlsId.toLowerCase();
  const inMls = rows.filter((r) => !mlsName || resoMlsName(r).toLowerCase() === mlsName.toLowerCase());
  return inMls.find((r) => lower(r.ListingKey) === id) ?? inMls.find((r) => lower(r.ListingId) === id) ?? null;
}

/** Stable sort by a rank (lower first). */
const rankBy = <T>(rows: readonly T[], rank: (r: T) => number) =>
  rows
    .map((r, i) => [rank(r), i, r] as const)
    .sort((a, b) => a[0] - b[0] || a[1] - b[1])
    .map(([, , r]) => r);

/** The number search's answers: the exact MLS number first, then MLS numbers it starts, then street numbers. */
export function rankByNumber(rows: readonly ResoProperty[], keywords: string): ResoProperty[] {
  const k = keywords.toLowerCase();
  return rankBy(rows, (r) => {
    if (lower(r.ListingId) === k || lower(r.ListingKey) === k) return 0;
    if (lower(r.ListingId).startsWith(k)) return 1;
    return 2;
  });
}

/** The address search's answers: those with more of the input's words (directions and street types too) first. */
export function rankByAddress(rows: readonly ResoProperty[], address: string): ResoProperty[] {
  const terms = addressTerms(address);
  const words = (r: ResoProperty) =>
    new Set(
      addressTerms(
        [
          'StreetNumber',
          'StreetDirPrefix',
          'StreetName',
          'StreetSuffix',
          'StreetDirSuffix',
          'UnitNumber',
          'City',
          'PostalCode',
          'UnparsedAddress',
        ]
          .map((f) => r[f] ?? '')
          .join(' '),
      ).flatMap((t) => t.spellings),
    );
  return rankBy(rows, (r) => {
    const have = words(r);
    return -terms.filter((t) => t.spellings.some((s) => have.has(s))).length;
  });
}
