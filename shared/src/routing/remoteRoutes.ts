/** The remotes of the suite, by their Module Federation names. */
export const REMOTES = ['mfOffersList', 'mfOfferWizard', 'mfParties', 'mfDocuments', 'mfPartyPortal'] as const;
export type RemoteName = (typeof REMOTES)[number];

/**
 * Which remote owns which route (the route tables of seed 000 §2 and seed 001 §2). The shell
 * uses this to load only the remote the current address needs; each remote exposes the same
 * patterns with its screens (`./routes`), and a test keeps the two in step.
 * `public`: party-link pages that work without an agent session.
 */
export const ROUTE_TABLE: Record<RemoteName, { path: string; public?: boolean; title: string }[]> = {
  mfOffersList: [
    { path: '/home/:showImportModal?', title: 'Offers' },
    { path: '/offers', title: 'Offers' },
    { path: '/import-data', title: 'Create Offer' },
  ],
  mfOfferWizard: [
    { path: '/create-offer/:offerId?', title: 'Create Offer' },
    { path: '/assign-documents', title: 'Create Offer' },
    { path: '/offer-details', title: 'Create Offer' },
    { path: '/document-review/:offerId', title: 'Create Offer' },
    { path: '/send-offer/:offerId', title: 'Create Offer' },
    { path: '/offer-success', title: 'Create Offer' },
  ],
  mfParties: [{ path: '/assign-parties', title: 'Create Offer' }],
  mfDocuments: [
    { path: '/offer-documents/:offerId', title: 'Offer' },
    { path: '/document-viewer/:offerId', title: 'Offer' },
    { path: '/contract', title: 'Contract' },
    { path: '/contract-document-viewer/:transactionContractId', title: 'Contract' },
    { path: '/sign-assigner/:contractId/:documentId?', title: 'Signing' },
    { path: '/sign-documents/:signToken/:signSetId', title: 'Signing', public: true },
    { path: '/document-preview/:contractId/:signSetId', title: 'Signing', public: true },
    { path: '/no-documents', title: 'Signing', public: true },
    { path: '/sign-contract-documents/:contractId/:partyId', title: 'Signing' },
  ],
  mfPartyPortal: [
    { path: '/view-offer/:offerId/:partyId/:contractId?/:signSetId?/:signToken?', title: 'Offer', public: true },
    { path: '/offer-viewer/:offerId/:contractId/:partyId/:signSetId?/:signToken?', title: 'Offer', public: true },
    { path: '/counter-offer/:offerId/:partyId?', title: 'Counter Offer', public: true },
    { path: '/forward-offer/:offerId/:partyId/:contractId?/:signSetId?/:signToken?', title: 'Forward Offer', public: true },
    { path: '/add-seller-party/:offerId/:partyId/:signSetId?', title: 'Add Seller', public: true },
    { path: '/client/register/:offerId/:partyId', title: 'Register', public: true },
    { path: '/review-offer/:offerId', title: 'Review Offer', public: true },
  ],
};
