import { LOOKUP_INDEX, nameOf } from '../lookups/lookupIndex';

export interface AddressParts {
  streetNumber: string | null;
  directionId: number | null;
  street: string | null;
  designatorId: number | null;
  suffixId: number | null;
  unitNumber: string | null;
  unitTypeId: number | null;
  city: string | null;
  stateId: number | null;
  zipCode: string | null;
  mlsNumber?: string | null;
}

const join = (parts: ReadonlyArray<string | null | undefined>, sep = ' ') => parts.filter(Boolean).join(sep);

/** '123 N Main St' */
export const streetLine = (a: AddressParts) =>
  join([
    a.streetNumber,
    nameOf(LOOKUP_INDEX.directions, a.directionId),
    a.street,
    nameOf(LOOKUP_INDEX.designators, a.designatorId),
    nameOf(LOOKUP_INDEX.suffixes, a.suffixId),
  ]);

export const stateAbbreviation = (stateId: number | null) =>
  stateId == null ? null : (LOOKUP_INDEX.states.get(stateId)?.abbreviation ?? null);

const unitLine = (a: AddressParts) => (a.unitNumber ? join([nameOf(LOOKUP_INDEX.unitTypes, a.unitTypeId) ?? '#', a.unitNumber]) : null);

/** The display strings of an offer's property address. */
export function formatAddress(a: AddressParts) {
  const street = streetLine(a);
  const state = stateAbbreviation(a.stateId);
  const stateAndZip = join([state, a.zipCode]);
  return {
    state,
    streetAndCityAddress: join([street, a.city], ', '),
    stateAndZip,
    fullAddress: join([join([street, unitLine(a)]), a.city, stateAndZip], ', '),
  };
}

/** The lower-cased text the offers-list search matches (street, city, state, zip, MLS number). */
export function searchTextOf(a: AddressParts): string {
  const state = a.stateId == null ? undefined : LOOKUP_INDEX.states.get(a.stateId);
  return join([streetLine(a), unitLine(a), a.city, state?.abbreviation, state?.name, a.zipCode, a.mlsNumber]).toLowerCase();
}
