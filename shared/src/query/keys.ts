/**
 * The first part of the query keys of the offers: the offers list owns the keys under it, and a
 * screen of another remote that changes an offer (save, cancel, import) invalidates them all.
 */
export const OFFERS_QUERY_ROOT = ['offers'] as const;
