import { UnavailableScreen } from '@offerdesk/shared';
import { type RemoteRoute } from '@offerdesk/runtime';
import { ROUTE_MANIFEST } from './routeManifest';
import { SIGNING_SCREENS } from './signing/signingScreens';

/** The screens of this remote by route pattern; the patterns without one are filled by a later release. */
export const routes: RemoteRoute[] = ROUTE_MANIFEST.routes.map(({ path, title }) => ({
  path,
  Component: SIGNING_SCREENS[path] ?? (() => <UnavailableScreen title={title} />),
}));
export default routes;
