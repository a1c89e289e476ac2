/**
 * A RESO Web API stand-in that behaves like a Data Dictionary 2.0 server: OAuth2 client
 * credentials at /token, a CSDL `$metadata` document, Property with $filter, $top, $orderby,
 * $select and $expand of the navigation properties Media, ListAgent / CoListAgent (Member) and
 * ListOffice (Office), and Member with $filter and $top. A stand-in started with fewer navigation
 * properties (`navigation`) neither declares nor expands the others, as a server without them. Property carries only the Data Dictionary's own fields: no ListOfficeAddress1,
 * ListOfficeCity, ListAgentMobilePhone, LegalDescription or Media MimeType. A filter or expansion
 * naming anything else answers 400, as a real server does.
 */
import { compileFilter } from './odataFilter';
import { startStandIn, type StandIn, type StandInAnswer } from './standIn';

export type Row = Record<string, unknown>;

/** The Data Dictionary 2.0 fields the stand-in serves, by entity type (Edm type when not a string). */
export const DD_FIELDS: Record<'Property' | 'Member' | 'Office' | 'Media', Record<string, string>> = {
  Property: Object.fromEntries(
    [
      'ListingKey',
      'ListingId',
      'OriginatingSystemName',
      'OriginatingSystemKey',
      'SourceSystemName',
      'ListAOR',
      'StandardStatus',
      'MlsStatus',
      'PropertyType',
      'PropertySubType',
      'StreetNumber',
      'StreetDirPrefix',
      'StreetName',
      'StreetSuffix',
      'StreetDirSuffix',
      'UnitNumber',
      'UnparsedAddress',
      'City',
      'StateOrProvince',
      'PostalCode',
      'CountyOrParish',
      'Country',
      'TaxLegalDescription',
      'PublicRemarks',
      'ListAgentKey',
      'ListAgentMlsId',
      'ListAgentFullName',
      'ListAgentEmail',
      'CoListAgentKey',
      'CoListAgentMlsId',
      'CoListAgentFullName',
      'ListOfficeKey',
      'ListOfficeMlsId',
      'ListOfficeName',
      'ListOfficePhone',
    ]
      .map((f) => [f, 'Edm.String'] as [string, string])
      .concat([
        ['ListPrice', 'Edm.Decimal'],
        ['YearBuilt', 'Edm.Int32'],
        ['ModificationTimestamp', 'Edm.DateTimeOffset'],
      ]),
  ),
  Member: Object.fromEntries(
    [
      'MemberKey',
      'MemberMlsId',
      'MemberFirstName',
      'MemberLastName',
      'MemberFullName',
      'MemberStateLicense',
      'MemberMobilePhone',
      'MemberOfficePhone',
      'MemberDirectPhone',
      'MemberHomePhone',
      'MemberEmail',
      'OfficeKey',
    ].map((f) => [f, 'Edm.String']),
  ),
  Office: Object.fromEntries(
    [
      'OfficeKey',
      'OfficeMlsId',
      'OfficeName',
      'OfficePhone',
      'OfficeAddress1',
      'OfficeAddress2',
      'OfficeCity',
      'OfficeStateOrProvince',
      'OfficePostalCode',
      'OfficeCorporateLicense',
      'OfficeEmail',
    ].map((f) => [f, 'Edm.String']),
  ),
  Media: {
    MediaKey: 'Edm.String',
    ResourceRecordKey: 'Edm.String',
    ResourceName: 'Edm.String',
    MediaURL: 'Edm.String',
    MediaCategory: 'Edm.String',
    MediaType: 'Edm.String',
    Order: 'Edm.Int32',
    ShortDescription: 'Edm.String',
    LongDescription: 'Edm.String',
  },
};

/** Property's navigation properties: name → [entity, Property field holding the key, key field of the entity, collection]. */
const NAVIGATION: Record<string, [keyof typeof DD_FIELDS, string, string, boolean]> = {
  ListAgent: ['Member', 'ListAgentKey', 'MemberKey', false],
  CoListAgent: ['Member', 'CoListAgentKey', 'MemberKey', false],
  ListOffice: ['Office', 'ListOfficeKey', 'OfficeKey', false],
  Media: ['Media', 'ListingKey', 'ResourceRecordKey', true],
};

const KEYS: Record<keyof typeof DD_FIELDS, string> = {
  Property: 'ListingKey',
  Member: 'MemberKey',
  Office: 'OfficeKey',
  Media: 'MediaKey',
};

/** The CSDL document of the stand-in (with the navigation properties named, default all). */
export function resoMetadataXml(navigation: readonly string[] = Object.keys(NAVIGATION)): string {
  const entity = (name: keyof typeof DD_FIELDS) => {
    const props = Object.entries(DD_FIELDS[name]).map(([f, t]) => `        <Property Name="${f}" Type="${t}" />`);
    const nav =
      name === 'Property'
        ? Object.entries(NAVIGATION)
            .filter(([n]) => navigation.includes(n))
            .map(
              ([n, [target, , , many]]) =>
                `        <NavigationProperty Name="${n}" Type="${many ? `Collection(org.reso.metadata.${target})` : `org.reso.metadata.${target}`}" />`,
            )
        : [];
    return [
      `      <EntityType Name="${name}">`,
      `        <Key><PropertyRef Name="${KEYS[name]}" /></Key>`,
      ...props,
      ...nav,
      '      </EntityType>',
    ].join('\n');
  };
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<edmx:Edmx xmlns:edmx="http://docs.oasis-open.org/odata/ns/edmx" Version="4.0">',
    '  <edmx:DataServices>',
    '    <Schema xmlns="http://docs.oasis-open.org/odata/ns/edm" Namespace="org.reso.metadata">',
    ...(['Property', 'Member', 'Office', 'Media'] as const).map(entity),
    '      <EntityContainer Name="RESO">',
    ...(['Property', 'Member', 'Office', 'Media'] as const).map(
      (n) => `        <EntitySet Name="${n}" EntityType="org.reso.metadata.${n}" />`,
    ),
    '      </EntityContainer>',
    '    </Schema>',
    '  </edmx:DataServices>',
    '</edmx:Edmx>',
  ].join('\n');
}

export interface ResoDataset {
  Property: Row[];
  Member: Row[];
  Office: Row[];
  Media: Row[];
}

export interface ResoStandIn extends StandIn {
  /** OData base URL (`${url}/odata`) and token URL. */
  odataUrl: string;
  tokenUrl: string;
  /** Tokens issued so far. */
  tokens(): number;
  revoke(token: string): void;
  /** 'up', 'down' (every call 503) or 'hanging' (no answer for a minute). */
  mode: 'up' | 'down' | 'hanging';
}

export const STAND_IN_CLIENT = { clientId: 'offerdesk', clientSecret: 'stand-in-secret' };

const pick = (row: Row, fields: readonly string[]) => Object.fromEntries(fields.map((f) => [f, row[f] ?? null]));

/** Starts the stand-in on `port` (0: a free one) serving `data`, issuing tokens to `client`, offering the `navigation` properties named. */
export async function startResoStandIn(
  data: ResoDataset,
  port = 0,
  client = STAND_IN_CLIENT,
  navigation: readonly string[] = Object.keys(NAVIGATION),
): Promise<ResoStandIn> {
  let issued = 0;
  const revoked = new Set<string>();
  const byKey = (entity: 'Member' | 'Office', key: unknown) => data[entity].find((r) => r[KEYS[entity]] === key) ?? null;

  function expand(row: Row, names: string[]): Row {
    const out = pick(row, Object.keys(DD_FIELDS.Property));
    for (const name of names) {
      const [target, from, to, many] = NAVIGATION[name];
      const fields = Object.keys(DD_FIELDS[target]);
      if (many) out[name] = data.Media.filter((m) => m[to] === row[from]).map((m) => pick(m, fields));
      else {
        const record = byKey(target as 'Member' | 'Office', row[from]);
        out[name] = record ? pick(record, fields) : null;
      }
    }
    return out;
  }

  function property(url: URL): StandInAnswer {
    const known = (f: string) => f in DD_FIELDS.Property;
    let filter: (row: Row) => boolean;
    try {
      filter = compileFilter(url.searchParams.get('$filter') ?? '', known);
    } catch (e) {
      return [400, { error: { code: '', message: String(e) } }];
    }
    const expansions = (url.searchParams.get('$expand') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const unknown = expansions.find((n) => !navigation.includes(n));
    if (unknown) return [400, { error: { code: '', message: `Could not find a navigation property named '${unknown}'.` } }];
    let rows = data.Property.filter(filter);
    const orderby = url.searchParams.get('$orderby');
    if (orderby) {
      const [field, dir] = orderby.trim().split(/\s+/);
      if (!known(field)) return [400, { error: { code: '', message: `Could not find a property named '${field}'.` } }];
      const sign = dir === 'desc' ? -1 : 1;
      rows = [...rows].sort((a, b) => sign * String(a[field] ?? '').localeCompare(String(b[field] ?? '')));
    }
    const top = Number(url.searchParams.get('$top') ?? 10);
    return [200, { '@odata.context': '$metadata#Property', value: rows.slice(0, top).map((r) => expand(r, expansions)) }];
  }

  function member(url: URL): StandInAnswer {
    let filter: (row: Row) => boolean;
    try {
      filter = compileFilter(url.searchParams.get('$filter') ?? '', (f) => f in DD_FIELDS.Member);
    } catch (e) {
      return [400, { error: { code: '', message: String(e) } }];
    }
    const top = Number(url.searchParams.get('$top') ?? 10);
    const fields = Object.keys(DD_FIELDS.Member);
    return [
      200,
      {
        '@odata.context': '$metadata#Member',
        value: data.Member.filter(filter)
          .slice(0, top)
          .map((r) => pick(r, fields)),
      },
    ];
  }

  const state = { mode: 'up' as ResoStandIn['mode'] };
  const server = await startStandIn(async ({ method, url, headers, body }) => {
    if (state.mode === 'down') return [503, { error: 'maintenance' }];
    if (state.mode === 'hanging') await new Promise((resolve) => setTimeout(resolve, 60_000).unref());
    if (url.pathname === '/token' && method === 'POST') {
      const form = new URLSearchParams(body);
      if (
        form.get('grant_type') !== 'client_credentials' ||
        form.get('client_id') !== client.clientId ||
        form.get('client_secret') !== client.clientSecret
      ) {
        return [401, { error: 'invalid_client' }];
      }
      issued++;
      return [200, { access_token: `tok${issued}`, token_type: 'Bearer', expires_in: 3600 }];
    }
    const token = /^Bearer (.+)$/.exec(headers.authorization ?? '')?.[1];
    if (!token || revoked.has(token) || !(token.startsWith('tok') || token === 'static-token')) return [401, { error: 'invalid_token' }];
    if (url.pathname === '/odata/$metadata') return [200, resoMetadataXml(navigation), 'application/xml'];
    if (url.pathname === '/odata/Property') return property(url);
    if (url.pathname === '/odata/Member') return member(url);
    return [404, { error: { code: '', message: 'Not found' } }];
  }, port);
  return {
    ...server,
    odataUrl: `${server.url}/odata`,
    tokenUrl: `${server.url}/token`,
    tokens: () => issued,
    revoke: (t: string) => void revoked.add(t),
    get mode() {
      return state.mode;
    },
    set mode(m: ResoStandIn['mode']) {
      state.mode = m;
    },
  };
}
