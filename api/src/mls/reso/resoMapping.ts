/**
 * RESO Data Dictionary Property (+ Media) → the MLS data the wizard imports. Pure functions, unit-tested.
 * Lookup-valued address parts are normalised to OfferDesk's lookup names ('North' → 'N', 'Street' → 'St').
 */
import { DESIGNATORS, DIRECTIONS, PROPERTY_TYPES, STATES, SUFFIXES, UNIT_TYPES, type Lookup } from '@offerdesk/shared/domain';
import type { ListingAgentBlock, MlsDocument, MlsListing, MlsSearchResult } from '../types';

export interface ResoMedia {
  MediaKey?: string | null;
  MediaObjectID?: string | null;
  MediaURL?: string | null;
  MediaCategory?: string | null;
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

const DIRECTION_WORDS: Record<string, string> = {
  n: 'N', north: 'N', s: 'S', south: 'S', e: 'E', east: 'E', w: 'W', west: 'W',
  ne: 'NE', northeast: 'NE', nw: 'NW', northwest: 'NW', se: 'SE', southeast: 'SE', sw: 'SW', southwest: 'SW',
};
const DESIGNATOR_WORDS: Record<string, string> = {
  street: 'St', st: 'St', avenue: 'Ave', ave: 'Ave', av: 'Ave', boulevard: 'Blvd', blvd: 'Blvd', drive: 'Dr', dr: 'Dr',
  lane: 'Ln', ln: 'Ln', road: 'Rd', rd: 'Rd', court: 'Ct', ct: 'Ct', place: 'Pl', pl: 'Pl', way: 'Way', circle: 'Cir',
  cir: 'Cir', parkway: 'Pkwy', pkwy: 'Pkwy', terrace: 'Ter', ter: 'Ter', trail: 'Trl', trl: 'Trl', highway: 'Hwy',
  hwy: 'Hwy', loop: 'Loop', square: 'Sq', sq: 'Sq',
};
const UNIT_TYPE_WORDS: Record<string, string> = {
  apt: 'Apt', apartment: 'Apt', unit: 'Unit', ste: 'Suite', suite: 'Suite', lot: 'Lot', bldg: 'Bldg', building: 'Bldg',
  fl: 'Floor', floor: 'Floor', spc: 'Space', space: 'Space', rm: 'Room', room: 'Room',
};
const wordKey = (v: string) => v.toLowerCase().replace(/\./g, '').trim();

/** 'North' / 'N.' → 'N'; null when not a direction. */
export const toDirection = (v: unknown): string | null => {
  const s = str(v);
  return s ? (DIRECTION_WORDS[wordKey(s)] ?? null) : null;
};
/** 'Street' / 'ST' → 'St'; null when unknown. */
export const toDesignator = (v: unknown): string | null => {
  const s = str(v);
  return s ? (DESIGNATOR_WORDS[wordKey(s)] ?? null) : null;
};
export const toUnitType = (v: unknown): string | null => {
  const s = str(v);
  return s ? (UNIT_TYPE_WORDS[wordKey(s)] ?? null) : null;
};

/** StateOrProvince ('AZ', 'Arizona', 'ON') → the state lookup. */
export function toState(v: unknown) {
  const s = str(v)?.toLowerCase();
  if (!s) return null;
  return STATES.find((x) => x.abbreviation.toLowerCase() === s || x.name.toLowerCase() === s) ?? null;
}

/** PropertyType / PropertySubType → OfferDesk property type id (1 Residential when unknown). */
export function toPropertyTypeId(type: unknown, subType: unknown): number {
  const t = `${str(type) ?? ''} ${str(subType) ?? ''}`.toLowerCase();
  if (/condo|townho|co-?op|stock cooperative/.test(t)) return 2;
  if (/income|duplex|triplex|quadruplex|multi/.test(t)) return 3;
  if (/land|lot/.test(t)) return 4;
  if (/manufactured|mobile/.test(t)) return 5;
  if (/farm|ranch|agricult/.test(t)) return 6;
  if (/commercial|business|industrial|office|retail/.test(t)) return 7;
  return 1;
}

/** StandardStatus enumerations ('ActiveUnderContract') → display text ('Active Under Contract'). */
export const toStatus = (v: unknown): string | null => str(v)?.replace(/([a-z])([A-Z])/g, '$1 $2') ?? null;

const sortedMedia = (p: ResoProperty) => [...(p.Media ?? [])].sort((a, b) => (a.Order ?? 0) - (b.Order ?? 0));
const isDocument = (m: ResoMedia) => /pdf/i.test(m.MimeType ?? '') || /document/i.test(m.MediaCategory ?? '') || /\.pdf(\?|$)/i.test(m.MediaURL ?? '');
const isPhoto = (m: ResoMedia) => !isDocument(m) && (/^image\//i.test(m.MimeType ?? '') || /photo/i.test(m.MediaCategory ?? '') || (!m.MimeType && !m.MediaCategory));

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

/** The ListAgent*, CoListAgent* (as the coordinator) and ListOffice* fields → the listing agent block. */
export function resoListingAgent(p: ResoProperty): ListingAgentBlock {
  const state = toState(p.ListOfficeStateOrProvince);
  return {
    listingAgentId: str(p.ListAgentKey) ?? str(p.ListAgentMlsId),
    listingAgentFullName: str(p.ListAgentFullName) ?? joinName(p.ListAgentFirstName, p.ListAgentLastName),
    listingAgentFirstName: str(p.ListAgentFirstName),
    listingAgentLastName: str(p.ListAgentLastName),
    listingAgentMlsId: str(p.ListAgentMlsId),
    listingAgentLicenseNumber: str(p.ListAgentStateLicense),
    listingAgentCellPhone: str(p.ListAgentMobilePhone) ?? str(p.ListAgentCellPhone),
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
    listingOfficeLicenseNumber: str(p.ListOfficeStateLicense) ?? str(p.ListOfficeLicenseNumber),
    listingOfficeAddress: str(p.ListOfficeAddress1) ?? str(p.ListOfficeAddress),
    listingOfficeState: state?.abbreviation ?? str(p.ListOfficeStateOrProvince),
    listingOfficeCity: str(p.ListOfficeCity),
    listingOfficeZip: str(p.ListOfficePostalCode),
    listingOfficePhone: str(p.ListOfficePhone),
  };
}

/** The street line: UnparsedAddress's street part when the parts are missing, else built from the parts. */
function streetLine(p: ResoProperty, r: Pick<MlsSearchResult, 'streetNumber' | 'direction' | 'streetName' | 'designator' | 'suffix' | 'unitType' | 'unit'>) {
  const built = [r.streetNumber, r.direction, r.streetName, r.designator, r.suffix, r.unit ? (r.unitType ?? '#') : null, r.unit].filter(Boolean).join(' ');
  if (r.streetName) return built;
  return str(p.UnparsedAddress)?.split(',')[0].trim() ?? built;
}

/** The id of a lookup entry by its exact name. */
const idOfName = (list: readonly Lookup[], name: string | null) => (name == null ? null : (list.find((l) => l.name === name)?.id ?? null));

export function resoToSearchResult(p: ResoProperty): MlsSearchResult {
  const state = toState(p.StateOrProvince);
  const propertyTypeId = toPropertyTypeId(p.PropertyType, p.PropertySubType);
  const org = str(p.OriginatingSystemName) ?? str(p.SourceSystemName) ?? str(p.ListAOR) ?? 'RESO';
  const mlsId = str(p.ListingId) ?? str(p.ListingKey) ?? '';
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
    mls_id: mlsId,
    mlsNumber: mlsId,
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
    courtesy: str(p.ListOfficeName),
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
    legalDescription: str(p.TaxLegalDescription) ?? str(p.LegalDescription),
    publicRemarks: str(p.PublicRemarks),
    listingAgent: resoListingAgent(p),
    documents: resoDocuments(p),
  };
}
