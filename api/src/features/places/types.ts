/** Address search (GET /place/FindAddress, /place/FindAddressDetail): a provider interface, embedded gazetteer by default. */
import type { AddressDetail, AddressSuggestion } from '@offerdesk/shared/contract';

/** The shapes the provider answers are the contract's. */
export type { AddressDetail, AddressSuggestion };

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
