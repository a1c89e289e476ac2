import { Country, type AddressDetail, type MlsData, type MlsSearchResult, type OfferLookupData } from '@offerdesk/shared';
import type { Lookup, StateLookup } from '../domain/lookups';
import type { OfferInformationValues } from '../schemas/offerInformation';

type LookupRef = string | number | Partial<Lookup> | null | undefined;

/** Finds a lookup entry by id, by {id}, or by name (case-insensitive). */
export function matchLookup(list: readonly Lookup[] | undefined, ref: LookupRef): number | null {
  if (ref == null || ref === '' || !list) return null;
  if (typeof ref === 'object') {
    if (ref.id != null && list.some((l) => l.id === Number(ref.id))) return Number(ref.id);
    return matchLookup(list, ref.name ?? null);
  }
  if (typeof ref === 'number') return list.some((l) => l.id === ref) ? ref : null;
  const name = ref.trim().toLowerCase().replace(/\.$/, '');
  return list.find((l) => l.name.toLowerCase() === name)?.id ?? null;
}

/** Finds a state by id, name or abbreviation. */
export function matchState(states: readonly StateLookup[] | undefined, ref: string | number | Partial<StateLookup> | null | undefined): StateLookup | null {
  if (ref == null || ref === '' || !states) return null;
  if (typeof ref === 'object') {
    if (ref.id != null) return states.find((s) => s.id === Number(ref.id)) ?? null;
    return matchState(states, ref.abbreviation ?? ref.name ?? null);
  }
  if (typeof ref === 'number') return states.find((s) => s.id === ref) ?? null;
  const t = ref.trim().toLowerCase();
  return states.find((s) => s.abbreviation.toLowerCase() === t || s.name.toLowerCase() === t) ?? null;
}

const text = (v: unknown): string => (v == null ? '' : String(v).trim());
const setIf = <K extends keyof OfferInformationValues>(out: Partial<OfferInformationValues>, key: K, value: OfferInformationValues[K] | null | '') => {
  if (value !== null && value !== '') out[key] = value as OfferInformationValues[K];
};

/** MLS data (or an MLS search result) → the Offer Information fields it fills. */
export function mlsDataToValues(mls: MlsData | MlsSearchResult, lookups: OfferLookupData | null): Partial<OfferInformationValues> {
  const out: Partial<OfferInformationValues> = {};
  const r = mls as MlsSearchResult;
  const state = matchState(lookups?.states, (mls.state as never) ?? null);
  setIf(out, 'streetNumber', text(mls.streetNumber));
  setIf(out, 'street', text(mls.streetName));
  setIf(out, 'city', text(mls.city));
  if (state) {
    out.state = state.id;
    out.countryId = state.countryId;
  } else if (mls.countryId === Country.CA || mls.countryId === Country.US) {
    out.countryId = mls.countryId;
  }
  setIf(out, 'zipCode', text(mls.zipCode ?? r.zip));
  setIf(out, 'county', text(mls.county));
  const year = text(mls.yearBuilt);
  if (/^\d{4}$/.test(year)) out.yearBuilt = year;
  const price = Number(mls.price ?? r.listing_price);
  if (Number.isFinite(price) && price > 0) out.offerPrice = String(Math.round(price * 100) / 100);
  setIf(out, 'mlsNumber', text(mls.mlsNumber ?? r.mls_id));
  setIf(out, 'directionId', matchLookup(lookups?.directions, mls.direction as LookupRef));
  setIf(out, 'designatorId', matchLookup(lookups?.designators, mls.designator as LookupRef));
  setIf(out, 'suffixId', matchLookup(lookups?.suffixes, mls.suffix as LookupRef));
  setIf(out, 'unitNumber', text(mls.unit));
  setIf(out, 'unitTypeId', matchLookup(lookups?.unitTypes, mls.unitType as LookupRef));
  setIf(out, 'legalDescription', text(mls.legalDescription));
  setIf(out, 'propertyTypeId', matchLookup(lookups?.propertyTypes, (mls.propertyType as LookupRef) ?? r.type));
  return out;
}

/** FindAddressDetail → the address fields it fills (street number, direction, street, designator, city, county, state, zip, unit). */
export function addressDetailToValues(d: AddressDetail, lookups: OfferLookupData | null): Partial<OfferInformationValues> {
  const out: Partial<OfferInformationValues> = {};
  const state = matchState(lookups?.states, d.state ?? null);
  setIf(out, 'streetNumber', text(d.streetNumber));
  out.directionId = matchLookup(lookups?.directions, d.direction as LookupRef);
  setIf(out, 'street', text(d.route));
  out.designatorId = matchLookup(lookups?.designators, d.designator as LookupRef);
  setIf(out, 'city', text(d.city));
  out.county = text(d.county);
  if (state) {
    out.state = state.id;
    out.countryId = state.countryId;
  }
  setIf(out, 'zipCode', text(d.zipCode));
  out.unitNumber = text(d.unitLotNo);
  return out;
}
