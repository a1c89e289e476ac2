import { currentLocation, renderRoutesAt } from '@offerdesk/shared/testing';
import { routes } from '../routes';

/** Renders this remote's routes at `path` with a fresh server-state cache. */
export const renderAt = (path: string) => renderRoutesAt(routes, path);
export { currentLocation };
