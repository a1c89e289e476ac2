import { ROUTE_TABLE, UnavailableScreen, type RemoteRoute } from '@offerdesk/shared';

/** The screens of this remote by route pattern; each one is filled by a later release. */
export const routes: RemoteRoute[] = ROUTE_TABLE.mfPartyPortal.map(({ path, title }) => ({
  path,
  Component: () => <UnavailableScreen title={title} />,
}));
export default routes;
