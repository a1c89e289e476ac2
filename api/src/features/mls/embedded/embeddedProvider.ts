import type { Db } from '../../../db/db';
import {
  findListingDetail,
  searchListingsByAddress,
  searchListingsByNumber,
  type MlsListingDetailRow,
  type MlsListingRow,
} from '../mlsListingsRepo';
import { LOOKUP_INDEX, nameOf } from '../../lookups/lookupIndex';
import { normalizeSearch, searchWords } from '../searchText';
import type { ListingAgentBlock, MlsListing, MlsProvider, MlsSearchResult } from '../types';

/** Street line of a listing: '123 N Main St NW Apt 4'. */
export function listingStreetLine(r: MlsListingRow): string {
  return [
    r.streetNumber,
    nameOf(LOOKUP_INDEX.directions, r.directionId),
    r.streetName,
    nameOf(LOOKUP_INDEX.designators, r.designatorId),
    nameOf(LOOKUP_INDEX.suffixes, r.suffixId),
    r.unit ? (nameOf(LOOKUP_INDEX.unitTypes, r.unitTypeId) ?? '#') : null,
    r.unit,
  ]
    .filter(Boolean)
    .join(' ');
}

export const photoPath = (n: number | null) => (n == null ? null : `/media/listing/${n}.svg`);
export const documentPath = (objectId: string) => `/mls/documents/${encodeURIComponent(objectId)}.pdf`;

export function toSearchResult(r: MlsListingRow): MlsSearchResult {
  const state = LOOKUP_INDEX.states.get(r.stateId);
  return {
    mls_id: r.mlsId,
    mlsNumber: r.mlsId,
    org_id: r.orgId,
    mlsName: r.orgId,
    address: listingStreetLine(r),
    city: r.city,
    state: state?.abbreviation ?? null,
    stateId: r.stateId,
    zip: r.zipCode,
    countryId: r.countryId,
    type: nameOf(LOOKUP_INDEX.propertyTypes, r.propertyTypeId),
    propertyTypeId: r.propertyTypeId,
    courtesy: r.courtesy,
    price: r.price,
    listing_price: r.price,
    status: r.status,
    photo: photoPath(r.photoN),
    streetNumber: r.streetNumber,
    streetName: r.streetName,
    direction: nameOf(LOOKUP_INDEX.directions, r.directionId),
    directionId: r.directionId,
    designator: nameOf(LOOKUP_INDEX.designators, r.designatorId),
    designatorId: r.designatorId,
    suffix: nameOf(LOOKUP_INDEX.suffixes, r.suffixId),
    suffixId: r.suffixId,
    unit: r.unit,
    unitType: nameOf(LOOKUP_INDEX.unitTypes, r.unitTypeId),
    unitTypeId: r.unitTypeId,
    county: r.county,
  };
}

const fullName = (p: Record<string, unknown> | null) => (p ? [p.firstName, p.lastName].filter(Boolean).join(' ') || null : null);
const s = (v: unknown) => (v == null ? null : String(v));

function agentBlock(r: MlsListingDetailRow): ListingAgentBlock {
  const { agent: a, coordinator: c, office: o } = r;
  return {
    listingAgentId: s(a.id),
    listingAgentFullName: fullName(a),
    listingAgentFirstName: a.firstName,
    listingAgentLastName: a.lastName,
    listingAgentMlsId: a.mlsId,
    listingAgentLicenseNumber: a.licenseNumber,
    listingAgentCellPhone: a.cellPhone,
    listingAgentHomePhone: a.homePhone,
    listingAgentOfficePhone: a.officePhone,
    listingAgentEmail: a.email,
    coordinatorMlsId: c?.mlsId ?? null,
    coordinatorFullName: fullName(c),
    coordinatorFirstName: c?.firstName ?? null,
    coordinatorLastName: c?.lastName ?? null,
    coordinatorEmail: c?.email ?? null,
    coordinatorCellPhone: c?.cellPhone ?? null,
    coordinatorOfficePhone: c?.officePhone ?? null,
    listingOfficeMlsId: s(o.mlsId),
    listingOfficeName: s(o.name),
    listingOfficeLicenseNumber: s(o.licenseNumber),
    listingOfficeAddress: s(o.address),
    listingOfficeState: o.stateId == null ? null : (LOOKUP_INDEX.states.get(Number(o.stateId))?.abbreviation ?? null),
    listingOfficeCity: s(o.city),
    listingOfficeZip: s(o.zipCode),
    listingOfficePhone: s(o.phone),
  };
}

export function toListing(r: MlsListingDetailRow): MlsListing {
  const state = LOOKUP_INDEX.states.get(r.stateId);
  const type = LOOKUP_INDEX.propertyTypes.get(r.propertyTypeId);
  return {
    ...toSearchResult(r),
    state: state ? { id: state.id, name: state.name, abbreviation: state.abbreviation } : null,
    zipCode: r.zipCode,
    yearBuilt: r.yearBuilt,
    propertyType: type ? { id: type.id, name: type.name } : null,
    legalDescription: r.legalDescription,
    publicRemarks: r.publicRemarks,
    listingAgent: agentBlock(r),
    documents: r.documents.map((d) => ({ object_id: d.objectId, content_url: documentPath(d.objectId), content_desc: d.contentDesc })),
  };
}

/** The default provider: the listing set generated into this database (see generator.ts). */
export function embeddedMlsProvider(db: Db): MlsProvider {
  return {
    kind: 'embedded',
    async searchByAddress(address, limit) {
      const normalized = normalizeSearch(address);
      const { long, short } = searchWords(normalized);
      const first = normalized.split(' ')[0];
      const streetNumber = /^\d+$/.test(first) ? first : undefined;
      const rows = await searchListingsByAddress(db, { normalized, longWords: long, shortWords: short, streetNumber }, limit);
      return rows.map(toSearchResult);
    },
    async searchByNumber(keywords, limit) {
      return (await searchListingsByNumber(db, keywords, limit)).map(toSearchResult);
    },
    async getListing(mlsId, mlsName) {
      const row = await findListingDetail(db, mlsId, mlsName);
      return row ? toListing(row) : null;
    },
  };
}
