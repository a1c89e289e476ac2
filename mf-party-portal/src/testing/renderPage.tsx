import { currentLocation, renderRoutesAt } from '@offerdesk/shared/testing';
import { routes } from '../routes';

/** Renders the portal's routes at `path` with a fresh server-state cache, as the standalone runner does. */
export const renderAt = (path: string) => renderRoutesAt(routes, path);
export { currentLocation };
