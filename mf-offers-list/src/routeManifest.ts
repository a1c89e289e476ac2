import type { RouteManifest } from '@offerdesk/shared';

/**
 * The reads the Offers page makes first with the default filter on the Sent tab (a test holds
 * them to the page's own requests): the shell starts them while this remote's code loads.
 */
export const OFFERS_PAGE_FIRST_READS = [
  '/offer/getAll?searchTerm=&sortByTerm=dsc&isShowArchive=false&selectedOfferStatus=&pageSize=20',
  '/offer/getOfferStatus',
  '/offer/GetReceivedOffersUnviewedCount',
];

/** The Offers page's first paint script, next to routes.json (src/firstPaint). */
export const OFFERS_FIRST_PAINT_FILE = 'firstPaint.js';

/** The screens this remote serves; its build publishes this as routes.json next to remoteEntry.js. */
export const ROUTE_MANIFEST: RouteManifest = {
  remote: 'mfOffersList',
  area: 'Offers',
  routes: [
    { path: '/home/:showImportModal?', title: 'Offers', prefetch: OFFERS_PAGE_FIRST_READS, firstPaint: OFFERS_FIRST_PAINT_FILE },
    { path: '/offers', title: 'Offers', prefetch: OFFERS_PAGE_FIRST_READS, firstPaint: OFFERS_FIRST_PAINT_FILE },
    { path: '/import-data', title: 'Create Offer' },
    { path: '/settings/webhooks', title: 'Webhooks', outsideOffers: true },
    { path: '/settings/signing-consent', title: 'Signing Consent', outsideOffers: true },
    { path: '/compare-offers/:offerId', title: 'Compare Offers' },
  ],
};
