/** Offer Information's address lookups (contract: places). */
import { contract, type ApiClient } from '@offerdesk/shared';

/** GET /place/FindAddress?address&countryId&stateId. */
export const findAddress = (
  api: ApiClient,
  q: { address: string; countryId?: number | null; stateId?: number | null },
  signal?: AbortSignal,
) =>
  api.send(contract.places.findAddress, {
    signal,
    query: { address: q.address, countryId: q.countryId ?? undefined, stateId: q.stateId ?? undefined },
  });

/** GET /place/FindAddressDetail?placeId. */
export const findAddressDetail = (api: ApiClient, placeId: string, signal?: AbortSignal) =>
  api.send(contract.places.findAddressDetail, { signal, query: { placeId } });
