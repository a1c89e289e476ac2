import type { RouteManifest } from '@offerdesk/shared';
/** The screens this remote serves; its build publishes this as routes.json next to remoteEntry.js. */
export const ROUTE_MANIFEST: RouteManifest = {
  remote: 'mfOffersList',
  area: 'Offers',
  routes: [
    { path: '/home/:showImportModal?', title: 'Offers' },
    { path: '/offers', title: 'Offers' },
    { path: '/import-data', title: 'Create Offer' },
  ],
};
