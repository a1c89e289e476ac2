import type { RouteManifest } from '@offerdesk/shared';
/** The screens this remote serves; its build publishes this as routes.json next to remoteEntry.js. */
export const ROUTE_MANIFEST: RouteManifest = {
  remote: 'mfPartyPortal',
  area: 'Offer portal',
  routes: [
    { path: '/view-offer/:offerId/:partyId/:contractId?/:signSetId?/:signToken?', title: 'Offer', public: true },
    { path: '/offer-viewer/:offerId/:contractId/:partyId/:signSetId?/:signToken?', title: 'Offer', public: true },
    { path: '/counter-offer/:offerId/:partyId?', title: 'Counter Offer', public: true },
    { path: '/forward-offer/:offerId/:partyId/:contractId?/:signSetId?/:signToken?', title: 'Forward Offer', public: true },
    { path: '/add-seller-party/:offerId/:partyId/:signSetId?', title: 'Add Seller', public: true },
    { path: '/client/register/:offerId/:partyId', title: 'Register', public: true },
    { path: '/review-offer/:offerId', title: 'Review Offer', public: true },
    { path: '/verify', title: 'Verify a Document', public: true },
  ],
};
