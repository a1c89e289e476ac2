import { UnavailableScreen } from '@offerdesk/shared';
import { type RemoteRoute } from '@offerdesk/runtime';
import { ROUTE_MANIFEST } from './routeManifest';

/** The screens of this remote by route pattern; each one is filled by a later release. */
export const routes: RemoteRoute[] = ROUTE_MANIFEST.routes.map(({ path, title }) => ({
  path,
  Component: () => <UnavailableScreen title={title} />,
}));
export default routes;
