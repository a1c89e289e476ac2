import type { Db, SqlParam } from '../../db/db';

/** A listing row as the embedded MLS provider and the gazetteer map it. */
export interface MlsListingRow {
  id: number;
  mlsId: string;
  orgId: string;
  streetNumber: string;
  directionId: number | null;
  streetName: string;
  designatorId: number | null;
  suffixId: number | null;
  unit: string | null;
  unitTypeId: number | null;
  city: string;
  stateId: number;
  zipCode: string;
  county: string | null;
  countryId: number;
  propertyTypeId: number;
  price: number | null;
  status: string;
  photoN: number | null;
  courtesy: string;
}

export interface MlsListingDetailRow extends MlsListingRow {
  yearBuilt: number | null;
  legalDescription: string | null;
  publicRemarks: string | null;
  agent: Record<string, string | null>;
  coordinator: Record<string, string | null> | null;
  office: Record<string, string | number | null>;
  documents: Array<{ objectId: string; contentDesc: string }>;
}

/** Where a search may be narrowed (the gazetteer's countryId and stateId). */
export interface AreaFilter {
  countryId?: number;
  stateId?: number;
}

const ROW_SELECT = `l.id, l.mls_id as "mlsId", l.org_id as "orgId", l.street_number as "streetNumber", l.direction_id as "directionId",
  l.street_name as "streetName", l.designator_id as "designatorId", l.suffix_id as "suffixId", l.unit, l.unit_type_id as "unitTypeId",
  l.city, l.state_id as "stateId", l.zip_code as "zipCode", l.county, l.country_id as "countryId", l.property_type_id as "propertyTypeId",
  l.price::float8 as price, l.status, l.photo_n as "photoN", (select o.name from mls_offices o where o.id = l.office_id) as courtesy`;

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

function areaWhere(area: AreaFilter, p: (v: SqlParam) => string): string[] {
  const where: string[] = [];
  if (area.countryId != null) where.push(`l.country_id = ${p(area.countryId)}`);
  if (area.stateId != null) where.push(`l.state_id = ${p(area.stateId)}`);
  return where;
}

/**
 * Address search in one statement: listings whose search key starts with the input (btree, in key
 * order) first, then those containing every word (trigram index on the words of 3+ characters), a
 * leading number matching the start of the street number.
 */
export function searchListingsByAddress(
  db: Db,
  input: { normalized: string; longWords: readonly string[]; shortWords: readonly string[]; streetNumber?: string },
  limit: number,
  area: AreaFilter = {},
): Promise<MlsListingRow[]> {
  const params: SqlParam[] = [];
  const p = (v: SqlParam) => `$${params.push(v)}`;
  const prefix = p(`${escapeLike(input.normalized)}%`);
  const lim = p(limit);
  const area1 = areaWhere(area, p);
  const parts = [
    `(select ${ROW_SELECT}, 0 as grp from mls_listings l
      where l.search_key like ${prefix} ${area1.map((w) => `and ${w}`).join(' ')}
      order by l.search_key, l.id limit ${lim})`,
  ];
  if (input.longWords.some((w) => w !== input.streetNumber)) {
    const words = [...input.longWords, ...input.shortWords]
      .filter((w) => w !== input.streetNumber)
      .map((w) => `l.search_key like ${p(`%${escapeLike(w)}%`)}`);
    if (input.streetNumber) words.push(`l.street_number like ${p(`${escapeLike(input.streetNumber)}%`)}`);
    parts.push(`(select ${ROW_SELECT}, 1 as grp from mls_listings l
      where ${[...words, ...area1, `l.search_key not like ${prefix}`].join(' and ')}
      limit ${lim})`);
  }
  return db.query<MlsListingRow>(`select * from (${parts.join(' union all ')}) r limit ${lim}`, params);
}

/** Numeric search: exact MLS number, then MLS numbers starting with it, then listings at that street number. */
export function searchListingsByNumber(db: Db, keywords: string, limit: number): Promise<MlsListingRow[]> {
  return db.query<MlsListingRow>(
    `select * from (
       (select ${ROW_SELECT}, 0 as grp from mls_listings l where l.mls_id = $1 order by l.id limit $3)
       union all
       (select ${ROW_SELECT}, 1 as grp from mls_listings l where l.mls_id like $2 and l.mls_id <> $1 order by l.mls_id limit $3)
       union all
       (select ${ROW_SELECT}, 2 as grp from mls_listings l where l.street_number = $1 and l.mls_id <> $1 order by l.search_key limit $3)
     ) r limit $3`,
    [keywords, `${escapeLike(keywords)}%`, limit],
  );
}

const AGENT_JSON = (
  alias: string,
) => `json_build_object('id', ${alias}.id, 'mlsId', ${alias}.agent_mls_id, 'firstName', ${alias}.first_name,
  'lastName', ${alias}.last_name, 'licenseNumber', ${alias}.license_number, 'cellPhone', ${alias}.cell_phone, 'homePhone', ${alias}.home_phone,
  'officePhone', ${alias}.office_phone, 'email', ${alias}.email)`;

/** One listing with its agent, coordinator, office and documents; by MLS number, within one MLS when given. */
export const findListingDetail = (db: Db, mlsId: string, orgId?: string) =>
  db.one<MlsListingDetailRow>(
    `select ${ROW_SELECT}, l.year_built as "yearBuilt", l.legal_description as "legalDescription", l.public_remarks as "publicRemarks",
            ${AGENT_JSON('a')} as agent,
            case when c.id is null then null else ${AGENT_JSON('c')} end as coordinator,
            json_build_object('mlsId', o.office_mls_id, 'name', o.name, 'licenseNumber', o.license_number, 'address', o.address,
              'city', o.city, 'stateId', o.state_id, 'zipCode', o.zip_code, 'phone', o.phone) as office,
            coalesce((select json_agg(json_build_object('objectId', d.object_id, 'contentDesc', d.content_desc) order by d.position)
                        from mls_listing_documents d where d.listing_id = l.id), '[]') as documents
       from mls_listings l
       join mls_agents a on a.id = l.listing_agent_id
       join mls_offices o on o.id = l.office_id
       left join mls_agents c on c.id = l.coordinator_id
      where l.mls_id = $1 and ($2::text is null or lower(l.org_id) = lower($2::text))
      order by l.id limit 1`,
    [mlsId, orgId ?? null],
  );

/** One listing by its row id (the embedded gazetteer's places). */
export const findListingById = (db: Db, id: number) =>
  db.one<MlsListingRow>(`select ${ROW_SELECT} from mls_listings l where l.id = $1`, [id]);

/** An MLS document with what its PDF shows. */
export const findListingDocument = (db: Db, objectId: string) =>
  db.one<{ objectId: string; contentDesc: string; listing: MlsListingRow }>(
    `select d.object_id as "objectId", d.content_desc as "contentDesc", row_to_json(r) as listing
       from mls_listing_documents d
       join lateral (select ${ROW_SELECT} from mls_listings l where l.id = d.listing_id) r on true
      where d.object_id = $1`,
    [objectId],
  );
