import { mainApi } from '@offerdesk/shared';
import { sessionStore } from '@offerdesk/runtime';
import { findRouteOwner, type RouteMap } from './routeMap';

/**
 * Starts the API reads the screen at this address makes first (its manifest's `prefetch`) while
 * its remote's code loads, when an agent is signed in: the screen's client takes the answers.
 */
export function prefetchFirstReads(map: RouteMap, pathname: string): void {
  const route = findRouteOwner(map, pathname);
  if (!route?.prefetch || route.public || !sessionStore.getState().session) return;
  const api = mainApi();
  for (const path of route.prefetch) api.prefetch(path);
}
