import type { OfferLookupData } from '@offerdesk/shared/contract';
import { currentLocation, exampleOfferLookupData, renderRoutesAt } from '@offerdesk/shared/testing';
import { routes } from '../routes';

export const LOOKUPS: OfferLookupData = exampleOfferLookupData();

/** Renders this remote's routes at `path` with a fresh server-state cache. */
export const renderAt = (path: string) => renderRoutesAt(routes, path);
export { currentLocation };
