import type { RouteManifest } from '@offerdesk/shared';
/** The screens this remote serves; its build publishes this as routes.json next to remoteEntry.js. */
export const ROUTE_MANIFEST: RouteManifest = {
  remote: 'mfDocuments',
  area: 'Documents',
  routes: [
    { path: '/offer-documents/:offerId', title: 'Offer' },
    { path: '/document-viewer/:offerId', title: 'Offer', ownBreadcrumb: true },
    { path: '/contract', title: 'Contracts', ownBreadcrumb: true },
    { path: '/contract-document-viewer/:transactionContractId', title: 'Contract', ownBreadcrumb: true },
    { path: '/transactionDetails/:saleId', title: 'Sale', ownBreadcrumb: true },
    { path: '/transactionSale/:saleId', title: 'Sale', ownBreadcrumb: true },
    { path: '/sign-assigner/:contractId/:documentId?', title: 'Signing' },
    { path: '/sign-documents/:signToken/:signSetId', title: 'Signing', public: true },
    { path: '/document-preview/:contractId/:signSetId?', title: 'Signing', public: true },
    { path: '/no-documents', title: 'Signing', public: true },
    { path: '/sign-contract-documents/:contractId/:partyId', title: 'Signing' },
  ],
};
