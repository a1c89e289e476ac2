import type { RouteManifest } from '@offerdesk/shared';
/** The screens this remote serves; its build publishes this as routes.json next to remoteEntry.js. */
export const ROUTE_MANIFEST: RouteManifest = {
  remote: 'mfOfferWizard',
  area: 'Offer creation',
  routes: [
    { path: '/create-offer/:offerId?', title: 'Create Offer' },
    { path: '/assign-documents', title: 'Create Offer' },
    { path: '/offer-details', title: 'Create Offer' },
    { path: '/document-review/:offerId', title: 'Create Offer' },
    { path: '/send-offer/:offerId', title: 'Create Offer' },
    { path: '/offer-success', title: 'Create Offer' },
  ],
};
