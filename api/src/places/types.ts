/** Address search (GET /place/FindAddress, /place/FindAddressDetail): a provider interface, embedded gazetteer by default. */
export interface AddressSuggestion {
  placeId: string;
  description: string;
}

/** The structured parts of one place (seed 000 §7). Lookup parts come as names with their ids alongside. */
export interface AddressDetail {
  streetNumber: string | null;
  /** Pre-direction name ('N') and its id. */
  direction: string | null;
  directionId: number | null;
  /** Street type name ('St') and its id. */
  designator: string | null;
  designatorId: number | null;
  /** Post-direction ('NW'). */
  suffix: string | null;
  suffixId: number | null;
  /** The street name without number, directions and type ('Main'). */
  route: string | null;
  city: string | null;
  county: string | null;
  /** The state or province: id, abbreviation and name. */
  state: { id: number; abbreviation: string; name: string } | null;
  stateId: number | null;
  countryId: number | null;
  zipCode: string | null;
  unitLotNo: string | null;
  unitType: string | null;
}

export interface AddressQuery {
  address: string;
  countryId?: number;
  stateId?: number;
}

export interface AddressProvider {
  readonly kind: string;
  find(query: AddressQuery, limit: number): Promise<AddressSuggestion[]>;
  /** null when the place is unknown. */
  detail(placeId: string): Promise<AddressDetail | null>;
}

/** The geocoder could not answer: 502. */
export class GeocoderUnavailableError extends Error {}
