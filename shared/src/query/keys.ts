/**
 * The first part of the query keys of the offers: the offers list owns the keys under it, and a
 * screen of another remote that changes an offer (save, cancel, import) invalidates them all.
 */
export const OFFERS_QUERY_ROOT = ['offers'] as const;

/** The first part of the contract documents workspace's keys (mf-documents): the live status refreshes them. */
export const CONTRACT_DOCUMENTS_QUERY_ROOT = ['contractDocuments'] as const;

/** The first part of the party portal's keys (mf-party-portal): `[…, 'offer', offerId, partyId, token]`. */
export const PORTAL_QUERY_ROOT = ['portal'] as const;
