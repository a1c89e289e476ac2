import { ROUTE_TABLE, UnavailableScreen, type RemoteRoute } from '@offerdesk/shared';
import { OffersPage } from './offers/OffersPage';

/** Pattern → screen. The Create Offer page (/import-data) comes with the import dialog. */
const SCREENS: Record<string, RemoteRoute['Component']> = {
  '/home/:showImportModal?': OffersPage,
  '/offers': OffersPage,
  '/import-data': () => <UnavailableScreen title="Create Offer" />,
};

/** Exactly the patterns the shell's route table gives this remote, each with its screen. */
export const routes: RemoteRoute[] = ROUTE_TABLE.mfOffersList.map(({ path, title }) => ({
  path,
  Component: SCREENS[path] ?? (() => <UnavailableScreen title={title} />),
}));
export default routes;
