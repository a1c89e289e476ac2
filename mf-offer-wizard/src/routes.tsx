import { routesWithScreens } from '@offerdesk/shared';
import { type RemoteRoute } from '@offerdesk/runtime';
import { ROUTE_MANIFEST } from './routeManifest';
import type { ComponentType } from 'react';
import { OfferInformationPage } from './offerInformation/OfferInformationPage';
import { AddDocumentsPage } from './documents/AddDocumentsPage';
import { FormInfoPage } from './formInfo/FormInfoPage';
import { DocumentReviewPage } from './review/DocumentReviewPage';
import { SharePage } from './share/SharePage';
import { SuccessPage } from './success/SuccessPage';

/** The screens of this remote by route pattern (the patterns of its route manifest). */
const SCREENS: Record<string, ComponentType> = {
  '/create-offer/:offerId?': OfferInformationPage,
  '/assign-documents': AddDocumentsPage,
  '/offer-details': FormInfoPage,
  '/document-review/:offerId': DocumentReviewPage,
  '/send-offer/:offerId': SharePage,
  '/offer-success': SuccessPage,
};

export const routes: RemoteRoute[] = routesWithScreens(ROUTE_MANIFEST, (path) => SCREENS[path]);
export default routes;
