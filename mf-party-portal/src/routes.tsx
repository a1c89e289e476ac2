import type { RemoteRoute } from '@offerdesk/runtime';
import { routesWithScreens } from '@offerdesk/shared';
import type { ComponentType } from 'react';
import { AddSellerPage } from './addSeller/AddSellerPage';
import { CounterOfferPage } from './counter/CounterOfferPage';
import { ForwardOfferPage } from './forward/ForwardOfferPage';
import { LandingPage } from './landing/LandingPage';
import { inPortalPage } from './layout/PortalPage';
import { RegisterPage } from './register/RegisterPage';
import { ReviewOfferPage } from './review/ReviewOfferPage';
import { ROUTE_MANIFEST } from './routeManifest';
import { VerifyPage } from './verify/VerifyPage';
import { ViewerPage } from './viewer/ViewerPage';

/** Each screen of this remote by the first segment of its route pattern. */
const SCREENS: Record<string, ComponentType> = {
  'view-offer': LandingPage,
  'offer-viewer': ViewerPage,
  'counter-offer': CounterOfferPage,
  'forward-offer': ForwardOfferPage,
  'add-seller-party': AddSellerPage,
  client: RegisterPage,
  'review-offer': ReviewOfferPage,
  verify: VerifyPage,
};

/** The screens of this remote by route pattern (the manifest's order). */
export const routes: RemoteRoute[] = routesWithScreens(ROUTE_MANIFEST, (path) => {
  const screen = SCREENS[path.split('/')[1]];
  return screen && inPortalPage(screen);
});
export default routes;
