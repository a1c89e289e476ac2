import { ROUTE_TABLE, UnavailableScreen, type RemoteRoute } from '@offerdesk/shared';
import { ImportDataPage } from './import/ImportDataPage';
import { OffersPage } from './offers/OffersPage';

/** Pattern → screen. */
const SCREENS: Record<string, RemoteRoute['Component']> = {
  '/home/:showImportModal?': OffersPage,
  '/offers': OffersPage,
  '/import-data': ImportDataPage,
};

/** Exactly the patterns the shell's route table gives this remote, each with its screen. */
export const routes: RemoteRoute[] = ROUTE_TABLE.mfOffersList.map(({ path, title }) => ({
  path,
  Component: SCREENS[path] ?? (() => <UnavailableScreen title={title} />),
}));
export default routes;
