import { routesWithScreens } from '@offerdesk/shared';
import { type RemoteRoute } from '@offerdesk/runtime';
import type { ComponentType } from 'react';
import { ContractDocumentViewerPage } from './contracts/ContractDocumentViewerPage';
import { ContractsPage } from './contracts/ContractsPage';
import { DocumentViewerPage } from './documentViewer/DocumentViewerPage';
import { OfferPage } from './offerPage/OfferPage';
import { ROUTE_MANIFEST } from './routeManifest';
import { SalePage } from './sale/SalePage';
import { SIGNING_SCREENS } from './signing/signingScreens';

/** Pattern → screen: every pattern of the route manifest has one (routesWithScreens refuses a gap). */
const SCREENS: Record<string, ComponentType> = {
  ...SIGNING_SCREENS,
  '/offer-documents/:offerId': OfferPage,
  '/document-viewer/:offerId': DocumentViewerPage,
  '/contract': ContractsPage,
  '/contract-document-viewer/:transactionContractId': ContractDocumentViewerPage,
  '/transactionDetails/:saleId': SalePage,
  '/transactionSale/:saleId': SalePage,
};

/** Exactly the patterns of this remote's route manifest, each with its screen. */
export const routes: RemoteRoute[] = routesWithScreens(ROUTE_MANIFEST, (path) => SCREENS[path]);
export default routes;
