/**
 * The embedded MLS listing set, generated deterministically (seeded PRNG per listing): the same
 * count always yields the same rows, and listing i is the same whatever the count.
 * Listing 0 has MLS number 00112233, the example the import screens show, so the example finds a listing.
 */
import { DESIGNATORS, DIRECTIONS, PROPERTY_TYPES, STATES, UNIT_TYPES } from '@offerdesk/shared/domain';
import type { Db } from '../../../db/db';
import { advanceMlsSequences, analyzeMlsTables, hasMlsOffice, insertMlsRows } from '../embeddedMlsRepo';
import { lockForSeeding } from '../../../seed/seedRepo';
import { normalizeSearch } from '../searchText';
import { DOCUMENT_KINDS, FIRST_NAMES, LAST_NAMES, OFFICE_WORDS, REGIONS, STREET_NAMES, type Region } from './regions';

/** mulberry32: a small, fast, seedable PRNG. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rand = () => number;
const pick = <T>(rand: Rand, list: readonly T[]): T => list[Math.floor(rand() * list.length)];
const int = (rand: Rand, min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
function weighted<T>(rand: Rand, items: ReadonlyArray<readonly [T, number]>): T {
  const total = items.reduce((s, [, w]) => s + w, 0);
  let r = rand() * total;
  for (const [item, w] of items) {
    r -= w;
    if (r < 0) return item;
  }
  return items[items.length - 1][0];
}

const idOf = (list: ReadonlyArray<{ id: number; name: string }>, name: string) => list.find((l) => l.name === name)!.id;
const stateOf = (abbreviation: string) => STATES.find((s) => s.abbreviation === abbreviation)!;
const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** 8-digit MLS number of listing i: a bijection of i modulo 10^8 (104729 is coprime with 10^8); i = 0 gives 00112233. */
export const mlsNumberOf = (i: number) => String((i * 104_729 + 112_233) % 100_000_000).padStart(8, '0');

export const OFFICES_PER_REGION = 10;
export const AGENTS_PER_OFFICE = 6;
const CA_LETTERS = 'ABCEGHJKLMNPRSTVXY';

export interface OfficeRow {
  id: number;
  org_id: string;
  office_mls_id: string;
  name: string;
  license_number: string;
  address: string;
  city: string;
  state_id: number;
  zip_code: string;
  phone: string;
}
export interface AgentRow {
  id: number;
  office_id: number;
  agent_mls_id: string;
  first_name: string;
  last_name: string;
  license_number: string;
  cell_phone: string;
  home_phone: string | null;
  office_phone: string;
  email: string;
}
export interface ListingRow {
  id: number;
  mls_id: string;
  org_id: string;
  street_number: string;
  direction_id: number | null;
  street_name: string;
  designator_id: number | null;
  suffix_id: number | null;
  unit: string | null;
  unit_type_id: number | null;
  city: string;
  state_id: number;
  zip_code: string;
  county: string;
  country_id: number;
  property_type_id: number;
  year_built: number | null;
  price: number;
  status: string;
  legal_description: string;
  public_remarks: string;
  photo_n: number | null;
  office_id: number;
  listing_agent_id: number;
  coordinator_id: number | null;
  search_key: string;
}
export interface DocumentRow {
  listing_id: number;
  object_id: string;
  content_desc: string;
  position: number;
}

const phone = (rand: Rand, region: Region) => `${pick(rand, region.areaCodes)}555${String(int(rand, 0, 9999)).padStart(4, '0')}`;

function zipFor(rand: Rand, prefixes: readonly string[], canada: boolean): string {
  const prefix = pick(rand, prefixes);
  if (!canada) return `${prefix}${String(int(rand, 1, 99)).padStart(2, '0')}`;
  return `${prefix} ${int(rand, 0, 9)}${CA_LETTERS[int(rand, 0, CA_LETTERS.length - 1)]}${int(rand, 0, 9)}`;
}

/** Offices and agents: fixed, OFFICES_PER_REGION per region. */
export function generateOffices(): { offices: OfficeRow[]; agents: AgentRow[] } {
  const offices: OfficeRow[] = [];
  const agents: AgentRow[] = [];
  for (const [r, region] of REGIONS.entries()) {
    const rand = prng(7919 * (r + 1));
    const state = stateOf(region.state);
    for (let k = 0; k < OFFICES_PER_REGION; k++) {
      const city = pick(rand, region.cities);
      const name = `${OFFICE_WORDS[0][(k + r) % OFFICE_WORDS[0].length]} ${OFFICE_WORDS[1][(k * 5 + r) % OFFICE_WORDS[1].length]}`;
      const office: OfficeRow = {
        id: offices.length + 1,
        org_id: region.org,
        office_mls_id: `${region.state}O${String(1000 + k * 37 + r).padStart(5, '0')}`,
        name,
        license_number: `${region.state}-BR${int(rand, 100000, 999999)}`,
        address: `${int(rand, 100, 9999)} ${pick(rand, STREET_NAMES)} ${pick(rand, ['St', 'Ave', 'Blvd', 'Rd'])}`,
        city: city.name,
        state_id: state.id,
        zip_code: zipFor(rand, city.zip, state.countryId === 2),
        phone: phone(rand, region),
      };
      offices.push(office);
      for (let a = 0; a < AGENTS_PER_OFFICE; a++) {
        const first = pick(rand, FIRST_NAMES);
        const last = pick(rand, LAST_NAMES);
        agents.push({
          id: agents.length + 1,
          office_id: office.id,
          agent_mls_id: `${region.state}${String(20000 + office.id * 10 + a)}`,
          first_name: first,
          last_name: last,
          license_number: `${region.state}-SA${int(rand, 100000, 999999)}`,
          cell_phone: phone(rand, region),
          home_phone: rand() < 0.3 ? phone(rand, region) : null,
          office_phone: office.phone,
          email: `${slug(first)}.${slug(last)}${a}@${slug(name)}.example`,
        });
      }
    }
  }
  return { offices, agents };
}

const REGION_WEIGHTS = REGIONS.map((r) => [r, r.weight] as const);
const PROPERTY_TYPE_WEIGHTS = [
  [1, 55],
  [2, 20],
  [3, 7],
  [4, 8],
  [5, 5],
  [6, 2],
  [7, 3],
] as const;
const BASE_PRICE: Record<number, number> = { 1: 450_000, 2: 320_000, 3: 650_000, 4: 150_000, 5: 120_000, 6: 900_000, 7: 1_200_000 };
const REGION_FACTOR: Record<string, number> = { AZ: 1, CA: 1.9, TX: 0.85, FL: 1, IL: 0.95, CO: 1.3, WA: 1.5, ON: 1.6, BC: 1.8, AB: 0.9 };
const STATUS_WEIGHTS = [
  ['Active', 70],
  ['Active Under Contract', 10],
  ['Pending', 8],
  ['Coming Soon', 8],
  ['Hold', 4],
] as const;
const DESIGNATOR_WEIGHTS = (['St', 'Ave', 'Dr', 'Rd', 'Ln', 'Blvd', 'Ct', 'Pl', 'Way', 'Cir', 'Ter', 'Trl', 'Pkwy', 'Loop'] as const).map(
  (name, i) => [idOf(DESIGNATORS, name), i < 4 ? 10 : 3] as const,
);
const SUBDIVISIONS = ['SUNSET ESTATES', 'PARK PLACE', 'CANYON VIEW', 'LAKESIDE', 'HERITAGE HILLS', 'THE MEADOWS', 'RIVER RUN', 'OAK GROVE'];

export function generateListing(
  i: number,
  offices: readonly OfficeRow[],
  agents: readonly AgentRow[],
): { listing: ListingRow; documents: DocumentRow[] } {
  const rand = prng(0x9e3779b1 ^ Math.imul(i + 1, 2654435761));
  const region = weighted(rand, REGION_WEIGHTS);
  const regionIndex = REGIONS.indexOf(region);
  const state = stateOf(region.state);
  const canada = state.countryId === 2;
  const city = pick(rand, region.cities);
  const propertyTypeId = weighted(rand, PROPERTY_TYPE_WEIGHTS);
  const directionId = rand() < (region.gridDirections ? 0.6 : 0.15) ? int(rand, 1, 4) : null;
  const suffixId = region.quadrantSuffix ? idOf(DIRECTIONS, pick(rand, ['NW', 'NE', 'SW', 'SE'])) : rand() < 0.03 ? int(rand, 1, 8) : null;
  const designatorId = weighted(rand, DESIGNATOR_WEIGHTS);
  const street = pick(rand, STREET_NAMES);
  const streetNumber = String(int(rand, 1, 20) * int(rand, 1, 999) + int(rand, 0, 9));
  let unit: string | null = null;
  let unitTypeId: number | null = null;
  if (propertyTypeId === 2) {
    unitTypeId = idOf(UNIT_TYPES, pick(rand, ['Apt', 'Unit', 'Suite']));
    unit = String(int(rand, 1, 30) * 100 + int(rand, 1, 24));
  } else if (propertyTypeId === 5) {
    unitTypeId = idOf(UNIT_TYPES, pick(rand, ['Lot', 'Space']));
    unit = String(int(rand, 1, 250));
  } else if (propertyTypeId === 3 && rand() < 0.3) {
    unitTypeId = idOf(UNIT_TYPES, 'Unit');
    unit = pick(rand, ['A', 'B', '1', '2']);
  }
  const zip = zipFor(rand, city.zip, canada);
  const yearBuilt = propertyTypeId === 4 ? null : rand() < 0.28 ? int(rand, 1910, 1978) : int(rand, 1979, 2025);
  const price = Math.round((BASE_PRICE[propertyTypeId] * REGION_FACTOR[region.state] * (0.55 + rand() * 1.1)) / 100) * 100;
  const officeIndex = regionIndex * OFFICES_PER_REGION + int(rand, 0, OFFICES_PER_REGION - 1);
  const office = offices[officeIndex];
  const officeAgents = agents.slice(officeIndex * AGENTS_PER_OFFICE, (officeIndex + 1) * AGENTS_PER_OFFICE);
  const agent = pick(rand, officeAgents);
  const coordinator =
    rand() < 0.4
      ? pick(
          rand,
          officeAgents.filter((a) => a.id !== agent.id),
        )
      : null;
  const mlsId = mlsNumberOf(i);
  const typeName = PROPERTY_TYPES.find((p) => p.id === propertyTypeId)!.name;
  const lookupName = (list: ReadonlyArray<{ id: number; name: string }>, id: number | null) =>
    id == null ? '' : list.find((l) => l.id === id)!.name;
  const streetLine = [
    streetNumber,
    lookupName(DIRECTIONS, directionId),
    street,
    lookupName(DESIGNATORS, designatorId),
    lookupName(DIRECTIONS, suffixId),
  ]
    .filter(Boolean)
    .join(' ');
  const legal = canada
    ? `Plan ${int(rand, 1000, 9999)}${pick(rand, ['AK', 'GR', 'JK'])}, Block ${int(rand, 1, 40)}, Lot ${int(rand, 1, 60)}, ${city.name}, ${state.name}`
    : `Lot ${int(rand, 1, 400)}, Block ${int(rand, 1, 40)}, ${pick(rand, SUBDIVISIONS)} UNIT ${int(rand, 1, 6)}, according to the plat recorded in Book ${int(rand, 100, 999)} of Maps, Page ${int(rand, 1, 99)}, records of ${city.county} County, ${state.name}`;
  const listing: ListingRow = {
    id: i + 1,
    mls_id: mlsId,
    org_id: region.org,
    street_number: streetNumber,
    direction_id: directionId,
    street_name: street,
    designator_id: designatorId,
    suffix_id: suffixId,
    unit,
    unit_type_id: unitTypeId,
    city: city.name,
    state_id: state.id,
    zip_code: zip,
    county: city.county,
    country_id: state.countryId,
    property_type_id: propertyTypeId,
    year_built: yearBuilt,
    price,
    status: weighted(rand, STATUS_WEIGHTS),
    legal_description: legal,
    public_remarks: `${typeName} at ${streetLine}, ${city.name}.${yearBuilt ? ` Built in ${yearBuilt}.` : ''} Listed by ${office.name}.`,
    photo_n: i % 17 === 16 ? null : i % 1_000_000,
    office_id: office.id,
    listing_agent_id: agent.id,
    coordinator_id: coordinator?.id ?? null,
    search_key: normalizeSearch(
      [streetLine, lookupName(UNIT_TYPES, unitTypeId), unit, city.name, state.abbreviation, zip].filter(Boolean).join(' '),
    ),
  };
  const documents: DocumentRow[] = [];
  if (i % 3 === 0) {
    const kinds = new Set<string>([DOCUMENT_KINDS[0]]);
    if (yearBuilt != null && yearBuilt <= 1978) kinds.add(DOCUMENT_KINDS[1]);
    if (propertyTypeId === 2) kinds.add(DOCUMENT_KINDS[2]);
    if (rand() < 0.5) kinds.add(pick(rand, DOCUMENT_KINDS.slice(3)));
    [...kinds].forEach((desc, k) =>
      documents.push({ listing_id: listing.id, object_id: `${mlsId}-${k + 1}`, content_desc: desc, position: k }),
    );
  }
  return { listing, documents };
}

const BATCH = 5000;

/** Writes offices, agents and `count` listings with their documents (bulk, in one transaction). */
export async function insertEmbeddedMls(db: Db, count: number): Promise<void> {
  const { offices, agents } = generateOffices();
  await db.tx(async (t) => {
    await insertMlsRows(t, 'mls_offices', offices);
    await insertMlsRows(t, 'mls_agents', agents);
    for (let first = 0; first < count; first += BATCH) {
      const listings: ListingRow[] = [];
      const documents: DocumentRow[] = [];
      for (let i = first; i < Math.min(count, first + BATCH); i++) {
        const g = generateListing(i, offices, agents);
        listings.push(g.listing);
        documents.push(...g.documents);
      }
      await insertMlsRows(t, 'mls_listings', listings);
      await insertMlsRows(
        t,
        'mls_listing_documents',
        documents.map(({ listing_id, object_id, content_desc, position }) => ({ listing_id, object_id, content_desc, position })),
      );
    }
    await advanceMlsSequences(t);
  });
  await analyzeMlsTables(db);
}

/** Generates the embedded MLS once (first start): true when this call generated it. Safe against a concurrent start. */
export async function ensureEmbeddedMls(db: Db, count: number): Promise<boolean> {
  const generated = await db.tx(async (t) => {
    await lockForSeeding(t, 'mls_offices');
    if (await hasMlsOffice(t)) return false;
    await insertEmbeddedMls(t, count);
    return true;
  });
  return generated;
}
