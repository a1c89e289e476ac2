/**
 * RESO Data Dictionary Property (+ Media) → the MLS data the wizard imports. Pure functions, unit-tested.
 * Lookup-valued address parts are normalised to OfferDesk's lookup names ('North' → 'N', 'Street' → 'St').
 * The listing agent and office come from Property's fields where the server has them, else from
 * the expanded ListAgent / CoListAgent (Member) and ListOffice (Office) records, or from the Member
 * record read by ListAgentKey.
 */
import { DESIGNATORS, DIRECTIONS, PROPERTY_TYPES, STATES, SUFFIXES, UNIT_TYPES, type Lookup } from '@offerdesk/shared/domain';
import { toDesignator, toDirection } from '../searchText';
import type { ListingAgentBlock, MlsDocument, MlsListing, MlsSearchResult } from '../types';

export interface ResoMedia {
  MediaKey?: string | null;
  MediaObjectID?: string | null;
  MediaURL?: string | null;
  MediaCategory?: string | null;
  /** The file type: 'jpeg', 'pdf' (Data Dictionary 2.0) or a MIME type. */
  MediaType?: string | null;
  /** The MIME type (older servers). */
  MimeType?: string | null;
  Order?: number | null;
  ShortDescription?: string | null;
  LongDescription?: string | null;
}

/** The RESO Property fields OfferDesk reads. */
export type ResoProperty = Record<string, unknown> & { Media?: ResoMedia[] | null };

const str = (v: unknown): string | null => {
  if (v == null) return null;
  const s = String(v).trim();
  return s ? s : null;
};
const num = (v: unknown): number | null => {
  if (v == null || v === '') return null;
  const n = typeof v === 'number' ? v : Number(String(v).replace(/[$,\s]/g, ''));
  return Number.isFinite(n) ? n : null;
};

const UNIT_TYPE_WORDS: Record<string, string> = {
  apt: 'Apt',
  apartment: 'Apt',
  unit: 'Unit',
  ste: 'Suite',
  suite: 'Suite',
  lot: 'Lot',
  bldg: 'Bldg',
  building: 'Bldg',
  fl: 'Floor',
  floor: 'Floor',
  spc: 'Space',
  space: 'Space',
  rm: 'Room',
  room: 'Room',
};
export const toUnitType = (v: unknown): string | null => {
  const s = str(v);
  return s ? (UNIT_TYPE_WORDS[s.toLowerCase().replace(/\./g, '')] ?? null) : null;
};

/** StateOrProvince ('AZ', 'Arizona', 'ON') → the state lookup. */
export function toState(v: unknown) {
  const s = str(v)?.toLowerCase();
  if (!s) return null;
  return STATES.find((x) => x.abbreviation.toLowerCase() === s || x.name.toLowerCase() === s) ?? null;
}

/** PropertyType (the Data Dictionary's lookup, spaced or not) → OfferDesk property type id; null when unknown. */
function typeOfPropertyType(type: string): number | null {
  const t = type.toLowerCase().replace(/[^a-z]/g, '');
  if (t === 'residential' || t === 'residentiallease') return 1;
  if (t === 'residentialincome') return 3;
  if (t === 'land') return 4;
  if (t.startsWith('manufactured') || t.startsWith('mobile')) return 5;
  if (t === 'farm') return 6;
  if (t.startsWith('commercial') || t === 'businessopportunity') return 7;
  return null;
}

/** A sub-type that names a kind of home refines Residential: condominium, multi-family, manufactured. */
function residentialRefinement(subType: string): number | null {
  const s = subType.toLowerCase();
  if (/condo|townho|co-?op|stock ?cooperative/.test(s)) return 2;
  if (/duplex|triplex|quadruplex|multi/.test(s)) return 3;
  if (/manufactured|mobile/.test(s)) return 5;
  return null;
}

/** Any text naming a property type ('Condominium', 'Vacant Land') → its id; null when none. */
function typeOfText(text: string): number | null {
  const t = text.toLowerCase();
  if (/condo|townho|co-?op|stock ?cooperative/.test(t)) return 2;
  if (/income|duplex|triplex|quadruplex|multi/.test(t)) return 3;
  if (/land|lot/.test(t)) return 4;
  if (/manufactured|mobile/.test(t)) return 5;
  if (/farm|ranch|agricult/.test(t)) return 6;
  if (/commercial|business|industrial|office|retail/.test(t)) return 7;
  return null;
}

/**
 * PropertyType / PropertySubType → OfferDesk property type id. PropertyType decides; the sub-type
 * only refines a residential type (a condominium, a duplex, a manufactured home). Without a known
 * PropertyType the sub-type alone names it; 1 Residential when nothing does.
 */
export function toPropertyTypeId(type: unknown, subType: unknown): number {
  const t = str(type);
  const sub = str(subType);
  const decided = t ? (typeOfPropertyType(t) ?? typeOfText(t)) : null;
  if (decided === 1) return (sub && residentialRefinement(sub)) || 1;
  if (decided != null) return decided;
  return (sub && typeOfText(sub)) || 1;
}

/** StandardStatus enumerations ('ActiveUnderContract') → display text ('Active Under Contract'). */
export const toStatus = (v: unknown): string | null => str(v)?.replace(/([a-z])([A-Z])/g, '$1 $2') ?? null;

const sortedMedia = (p: ResoProperty) => [...(p.Media ?? [])].sort((a, b) => (a.Order ?? 0) - (b.Order ?? 0));
const fileType = (m: ResoMedia) => `${m.MediaType ?? ''} ${m.MimeType ?? ''}`.trim();
const isDocument = (m: ResoMedia) =>
  /pdf/i.test(fileType(m)) || /document/i.test(m.MediaCategory ?? '') || /\.pdf(\?|$)/i.test(m.MediaURL ?? '');
/** A photo: category Photo, or an image file without a category; a floor plan or a video is no photo. */
const isPhoto = (m: ResoMedia) =>
  !isDocument(m) &&
  (/photo/i.test(m.MediaCategory ?? '') || (!m.MediaCategory && (/jpe?g|png|gif|webp|tiff|^image\//i.test(fileType(m)) || !fileType(m))));

export const resoPhoto = (p: ResoProperty): string | null => str(sortedMedia(p).find((m) => isPhoto(m) && m.MediaURL)?.MediaURL);

export const resoDocuments = (p: ResoProperty): MlsDocument[] =>
  sortedMedia(p)
    .filter((m) => isDocument(m) && m.MediaURL)
    .map((m, i) => ({
      object_id: str(m.MediaKey) ?? str(m.MediaObjectID) ?? `${str(p.ListingId) ?? 'doc'}-${i + 1}`,
      content_url: String(m.MediaURL),
      content_desc: str(m.ShortDescription) ?? str(m.LongDescription) ?? 'MLS Document',
    }));

const joinName = (...parts: unknown[]) => parts.map(str).filter(Boolean).join(' ') || null;

/** Member fields → the ListAgent* / CoListAgent* field of the same meaning (by suffix). */
const MEMBER_FIELDS = {
  Key: 'MemberKey',
  MlsId: 'MemberMlsId',
  FirstName: 'MemberFirstName',
  LastName: 'MemberLastName',
  FullName: 'MemberFullName',
  StateLicense: 'MemberStateLicense',
  MobilePhone: 'MemberMobilePhone',
  HomePhone: 'MemberHomePhone',
  OfficePhone: 'MemberOfficePhone',
  DirectPhone: 'MemberDirectPhone',
  Email: 'MemberEmail',
} as const;
/** Office fields → the ListOffice* field of the same meaning (by suffix). */
const OFFICE_FIELDS = {
  Key: 'OfficeKey',
  MlsId: 'OfficeMlsId',
  Name: 'OfficeName',
  Phone: 'OfficePhone',
  Address1: 'OfficeAddress1',
  City: 'OfficeCity',
  StateOrProvince: 'OfficeStateOrProvince',
  PostalCode: 'OfficePostalCode',
  StateLicense: 'OfficeCorporateLicense',
} as const;

/**
 * The listing agent, co-listing agent and listing office: Property fields named `${prefix}${suffix}`,
 * or, where Property has no such field, the expanded navigation property's field.
 */
export const RESO_PEOPLE = [
  { navigation: 'ListAgent', prefix: 'ListAgent', fields: MEMBER_FIELDS },
  { navigation: 'CoListAgent', prefix: 'CoListAgent', fields: MEMBER_FIELDS },
  { navigation: 'ListOffice', prefix: 'ListOffice', fields: OFFICE_FIELDS },
] as const;

/** A Property with its expanded Member and Office records folded into the Property fields it lacks (those it has win). */
export function withExpandedPeople(p: ResoProperty): ResoProperty {
  const out: ResoProperty = { ...p };
  for (const { navigation, prefix, fields } of RESO_PEOPLE) {
    const record = p[navigation];
    if (!record || typeof record !== 'object') continue;
    for (const [suffix, field] of Object.entries(fields)) {
      const flat = `${prefix}${suffix}`;
      if (str(out[flat]) == null) out[flat] = (record as Record<string, unknown>)[field] ?? null;
    }
  }
  return out;
}

/**
 * The listing's ListAgentKey when neither its Property fields nor an expanded ListAgent give the
 * agent's name and e-mail (the Member record is then read by that key); null when nothing is missing.
 */
export function listAgentKeyToRead(record: ResoProperty): string | null {
  const p = withExpandedPeople(record);
  const key = str(p.ListAgentKey);
  const named = str(p.ListAgentFullName) ?? str(p.ListAgentFirstName) ?? str(p.ListAgentLastName);
  return key && !(named && str(p.ListAgentEmail)) ? key : null;
}

/** The ListAgent*, CoListAgent* (as the coordinator) and ListOffice* fields → the listing agent block. */
export function resoListingAgent(record: ResoProperty): ListingAgentBlock {
  const p = withExpandedPeople(record);
  const state = toState(p.ListOfficeStateOrProvince);
  return {
    listingAgentId: str(p.ListAgentKey) ?? str(p.ListAgentMlsId),
    listingAgentFullName: str(p.ListAgentFullName) ?? joinName(p.ListAgentFirstName, p.ListAgentLastName),
    listingAgentFirstName: str(p.ListAgentFirstName),
    listingAgentLastName: str(p.ListAgentLastName),
    listingAgentMlsId: str(p.ListAgentMlsId),
    listingAgentLicenseNumber: str(p.ListAgentStateLicense),
    listingAgentCellPhone: str(p.ListAgentMobilePhone),
    listingAgentHomePhone: str(p.ListAgentHomePhone),
    listingAgentOfficePhone: str(p.ListAgentOfficePhone) ?? str(p.ListAgentDirectPhone),
    listingAgentEmail: str(p.ListAgentEmail),
    coordinatorMlsId: str(p.CoListAgentMlsId),
    coordinatorFullName: str(p.CoListAgentFullName) ?? joinName(p.CoListAgentFirstName, p.CoListAgentLastName),
    coordinatorFirstName: str(p.CoListAgentFirstName),
    coordinatorLastName: str(p.CoListAgentLastName),
    coordinatorEmail: str(p.CoListAgentEmail),
    coordinatorCellPhone: str(p.CoListAgentMobilePhone),
    coordinatorOfficePhone: str(p.CoListAgentOfficePhone) ?? str(p.CoListAgentDirectPhone),
    listingOfficeMlsId: str(p.ListOfficeMlsId),
    listingOfficeName: str(p.ListOfficeName),
    listingOfficeLicenseNumber: str(p.ListOfficeStateLicense),
    listingOfficeAddress: str(p.ListOfficeAddress1),
    listingOfficeState: state?.abbreviation ?? str(p.ListOfficeStateOrProvince),
    listingOfficeCity: str(p.ListOfficeCity),
    listingOfficeZip: str(p.ListOfficePostalCode),
    listingOfficePhone: str(p.ListOfficePhone),
  };
}

/** The street line: UnparsedAddress's street part when the parts are missing, else built from the parts. */
function streetLine(
  p: ResoProperty,
  r: Pick<MlsSearchResult, 'streetNumber' | 'direction' | 'streetName' | 'designator' | 'suffix' | 'unitType' | 'unit'>,
) {
  const built = [r.streetNumber, r.direction, r.streetName, r.designator, r.suffix, r.unit ? (r.unitType ?? '#') : null, r.unit]
    .filter(Boolean)
    .join(' ');
  if (r.streetName) return built;
  return str(p.UnparsedAddress)?.split(',')[0].trim() ?? built;
}

/** The id of a lookup entry by its exact name. */
const idOfName = (list: readonly Lookup[], name: string | null) => (name == null ? null : (list.find((l) => l.name === name)?.id ?? null));

/** The MLS a listing belongs to, as search results name it (org_id): OriginatingSystemName, else SourceSystemName, else ListAOR, else 'RESO'. */
export const resoMlsName = (p: ResoProperty): string => str(p.OriginatingSystemName) ?? str(p.SourceSystemName) ?? str(p.ListAOR) ?? 'RESO';

export function resoToSearchResult(p: ResoProperty): MlsSearchResult {
  const state = toState(p.StateOrProvince);
  const propertyTypeId = toPropertyTypeId(p.PropertyType, p.PropertySubType);
  const org = resoMlsName(p);
  // ListingKey is the stable key that opens the listing; ListingId is the number the MLS shows.
  const key = str(p.ListingKey) ?? str(p.ListingId) ?? '';
  const mlsNumber = str(p.ListingId) ?? key;
  const zip = str(p.PostalCode);
  const price = num(p.ListPrice);
  const parts = {
    streetNumber: str(p.StreetNumber),
    direction: toDirection(p.StreetDirPrefix),
    streetName: str(p.StreetName),
    designator: toDesignator(p.StreetSuffix),
    suffix: toDirection(p.StreetDirSuffix),
    unit: str(p.UnitNumber),
    unitType: toUnitType(p.UnitType) ?? (str(p.UnitNumber) ? 'Unit' : null),
  };
  return {
    mls_id: key,
    mlsNumber,
    org_id: org,
    mlsName: org,
    address: streetLine(p, parts),
    city: str(p.City),
    state: state?.abbreviation ?? str(p.StateOrProvince),
    stateId: state?.id ?? null,
    zip,
    countryId: state?.countryId ?? (str(p.Country) === 'CA' ? 2 : str(p.Country) === 'US' ? 1 : null),
    type: PROPERTY_TYPES.find((t) => t.id === propertyTypeId)!.name,
    propertyTypeId,
    courtesy: str(withExpandedPeople(p).ListOfficeName),
    price,
    listing_price: price,
    status: toStatus(p.StandardStatus) ?? toStatus(p.MlsStatus),
    photo: resoPhoto(p),
    ...parts,
    directionId: idOfName(DIRECTIONS, parts.direction),
    designatorId: idOfName(DESIGNATORS, parts.designator),
    suffixId: idOfName(SUFFIXES, parts.suffix),
    unitTypeId: idOfName(UNIT_TYPES, parts.unitType),
    county: str(p.CountyOrParish),
  };
}

export function resoToListing(p: ResoProperty): MlsListing {
  const result = resoToSearchResult(p);
  const state = toState(p.StateOrProvince);
  const type = PROPERTY_TYPES.find((t) => t.id === result.propertyTypeId)!;
  const year = num(p.YearBuilt);
  return {
    ...result,
    state: state ? { id: state.id, name: state.name, abbreviation: state.abbreviation } : null,
    zipCode: result.zip,
    yearBuilt: year != null && year >= 1000 && year <= 9999 ? Math.trunc(year) : null,
    propertyType: { id: type.id, name: type.name },
    legalDescription: str(p.TaxLegalDescription),
    publicRemarks: str(p.PublicRemarks),
    listingAgent: resoListingAgent(p),
    documents: resoDocuments(p),
  };
}
