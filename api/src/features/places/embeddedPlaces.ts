import type { Db } from '../../db/db';
import { findListingById, searchListingsByAddress, type MlsListingRow } from '../mls/mlsListingsRepo';
import { LOOKUP_INDEX, nameOf } from '../lookups/lookupIndex';
import { listingStreetLine } from '../mls/embedded/embeddedProvider';
import { normalizeSearch, searchWords } from '../mls/searchText';
import { stateRef } from './streetParts';
import type { AddressDetail, AddressProvider } from './types';

const PREFIX = 'emb-';

export const describePlace = (r: MlsListingRow) =>
  `${listingStreetLine(r)}, ${r.city}, ${LOOKUP_INDEX.states.get(r.stateId)?.abbreviation ?? ''} ${r.zipCode}`;

export function placeDetail(r: MlsListingRow): AddressDetail {
  return {
    streetNumber: r.streetNumber,
    direction: nameOf(LOOKUP_INDEX.directions, r.directionId),
    directionId: r.directionId,
    designator: nameOf(LOOKUP_INDEX.designators, r.designatorId),
    designatorId: r.designatorId,
    suffix: nameOf(LOOKUP_INDEX.suffixes, r.suffixId),
    suffixId: r.suffixId,
    route: r.streetName,
    city: r.city,
    county: r.county,
    state: stateRef(r.stateId),
    stateId: r.stateId,
    countryId: r.countryId,
    zipCode: r.zipCode,
    unitLotNo: r.unit,
    unitType: nameOf(LOOKUP_INDEX.unitTypes, r.unitTypeId),
  };
}

/** The embedded gazetteer: the addresses of the generated MLS listing set (deterministic). */
export function embeddedAddressProvider(db: Db): AddressProvider {
  return {
    kind: 'embedded',
    async find(query, limit) {
      const normalized = normalizeSearch(query.address);
      const { long, short } = searchWords(normalized);
      const first = normalized.split(' ')[0];
      const rows = await searchListingsByAddress(
        db,
        { normalized, longWords: long, shortWords: short, streetNumber: /^\d+$/.test(first) ? first : undefined },
        limit * 2,
        { countryId: query.countryId, stateId: query.stateId },
      );
      const seen = new Set<string>();
      const out = [];
      for (const r of rows) {
        const description = describePlace(r);
        if (seen.has(description)) continue;
        seen.add(description);
        out.push({ placeId: `${PREFIX}${r.id}`, description });
        if (out.length >= limit) break;
      }
      return out;
    },
    async detail(placeId) {
      const m = /^emb-(\d{1,9})$/.exec(placeId);
      if (!m) return null;
      const row = await findListingById(db, Number(m[1]));
      return row ? placeDetail(row) : null;
    },
  };
}
