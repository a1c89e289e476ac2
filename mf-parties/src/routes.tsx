import { routesWithScreens } from '@offerdesk/shared';
import { type RemoteRoute } from '@offerdesk/runtime';
import type { ComponentType } from 'react';
import { PartiesPage } from './parties/PartiesPage';
import { ReleaseCheckScreen } from './ReleaseCheckScreen';
import { RELEASE_CHECK_ROUTE, ROUTE_MANIFEST } from './routeManifest';

/** Pattern → screen: every pattern of the route manifest has one (routesWithScreens refuses a gap). */
const SCREENS: Record<string, ComponentType> = {
  '/assign-parties': PartiesPage,
  [RELEASE_CHECK_ROUTE.path]: ReleaseCheckScreen,
};

/** Exactly the patterns of this remote's route manifest, each with its screen. */
export const routes: RemoteRoute[] = routesWithScreens(ROUTE_MANIFEST, (path) => SCREENS[path]);
export default routes;
