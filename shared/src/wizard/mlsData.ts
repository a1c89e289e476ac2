import type { AddressDetail, MlsListing, MlsSearchResult } from '@offerdesk/shared/contract';
import { Country } from '@offerdesk/shared';
import type { OfferInformationValues } from '../schemas/offerInformation';

const text = (v: string | null | undefined): string => (v ?? '').trim();
const setIf = <K extends keyof OfferInformationValues>(
  out: Partial<OfferInformationValues>,
  key: K,
  value: OfferInformationValues[K] | null | '',
) => {
  if (value !== null && value !== '') out[key] = value as OfferInformationValues[K];
};
const countryOf = (countryId: number | null): number | null => (countryId === Country.US || countryId === Country.CA ? countryId : null);

/** MLS data (or an MLS search result) → the Offer Information fields it fills; lookups by the ids the server sends. */
export function mlsDataToValues(mls: MlsListing | MlsSearchResult): Partial<OfferInformationValues> {
  const out: Partial<OfferInformationValues> = {};
  setIf(out, 'streetNumber', text(mls.streetNumber));
  setIf(out, 'street', text(mls.streetName));
  setIf(out, 'city', text(mls.city));
  setIf(out, 'state', mls.stateId);
  setIf(out, 'countryId', countryOf(mls.countryId));
  setIf(out, 'zipCode', text(mls.zip));
  setIf(out, 'county', text(mls.county));
  if ('yearBuilt' in mls && mls.yearBuilt != null) out.yearBuilt = String(mls.yearBuilt);
  if (mls.price != null && mls.price > 0) out.offerPrice = String(Math.round(mls.price * 100) / 100);
  setIf(out, 'mlsNumber', text(mls.mlsNumber));
  setIf(out, 'directionId', mls.directionId);
  setIf(out, 'designatorId', mls.designatorId);
  setIf(out, 'suffixId', mls.suffixId);
  setIf(out, 'unitNumber', text(mls.unit));
  setIf(out, 'unitTypeId', mls.unitTypeId);
  if ('legalDescription' in mls) setIf(out, 'legalDescription', text(mls.legalDescription));
  setIf(out, 'propertyTypeId', mls.propertyTypeId);
  return out;
}

/** FindAddressDetail → the address fields it fills (street number, direction, street, designator, city, county, state, zip, unit). */
export function addressDetailToValues(d: AddressDetail): Partial<OfferInformationValues> {
  const out: Partial<OfferInformationValues> = {};
  setIf(out, 'streetNumber', text(d.streetNumber));
  out.directionId = d.directionId;
  setIf(out, 'street', text(d.route));
  out.designatorId = d.designatorId;
  setIf(out, 'city', text(d.city));
  out.county = text(d.county);
  setIf(out, 'state', d.stateId);
  setIf(out, 'countryId', countryOf(d.countryId));
  setIf(out, 'zipCode', text(d.zipCode));
  out.unitNumber = text(d.unitLotNo);
  return out;
}
