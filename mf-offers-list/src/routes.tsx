import { ROUTE_TABLE, UnavailableScreen, type RemoteRoute } from '@offerdesk/shared';

export const routes: RemoteRoute[] = ROUTE_TABLE.mfOffersList.map(({ path, title }) => ({
  path,
  Component: () => <UnavailableScreen title={title} />,
}));
export default routes;
