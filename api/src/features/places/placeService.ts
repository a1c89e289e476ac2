import { COUNTRIES, STATES } from '@offerdesk/shared/domain';
import { badField, notFound, upstreamUnavailable } from '../../http/errors';
import { normalizeSearch } from '../mls/searchText';
import { GeocoderUnavailableError, type AddressProvider } from './types';

/** Suggestions per FindAddress call. */
export const ADDRESS_SUGGESTIONS = 10;

async function ask<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof GeocoderUnavailableError)
      throw upstreamUnavailable('geocoder_unavailable', 'Address search is not available right now.');
    throw error;
  }
}

/** GET /place/FindAddress: suggestions for what the agent typed, within a country and state when given (0 = any). */
export function findAddress(places: AddressProvider, q: { address?: string; countryId?: number; stateId?: number }) {
  const address = (q.address ?? '').trim();
  if (!address) throw badField('address', 'Enter an address.');
  if (!normalizeSearch(address)) throw badField('address', 'Enter an address with letters or digits.');
  const countryId = q.countryId || undefined;
  const stateId = q.stateId || undefined;
  if (countryId != null && !COUNTRIES.some((c) => c.id === countryId)) throw badField('countryId', `Unknown country id ${countryId}.`);
  const state = stateId == null ? undefined : STATES.find((s) => s.id === stateId);
  if (stateId != null && !state) throw badField('stateId', `Unknown state id ${stateId}.`);
  if (state && countryId != null && state.countryId !== countryId)
    throw badField('stateId', `State ${stateId} is not in country ${countryId}.`);
  return ask(() => places.find({ address, countryId, stateId }, ADDRESS_SUGGESTIONS));
}

/** GET /place/FindAddressDetail: the structured parts of a suggestion; unknown place → 404. */
export async function findAddressDetail(places: AddressProvider, rawPlaceId: string | undefined) {
  const placeId = (rawPlaceId ?? '').trim();
  if (!placeId) throw badField('placeId', 'Choose an address suggestion.');
  const detail = await ask(() => places.detail(placeId));
  if (!detail) throw notFound('Unknown place.');
  return detail;
}
