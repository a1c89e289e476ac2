/**
 * The MLS provider interface (embedded or RESO, chosen by configuration) and the shapes it answers:
 * MLS search result, MLS data with the listing agent block, MLS document. Paths starting with '/'
 * (photos, documents of the embedded MLS) are made absolute with the configured public API URL.
 */

import type { ListingAgent, MlsDocument, MlsListing, MlsSearchResult } from '@offerdesk/shared/contract';

/** The shapes the provider answers are the contract's. */
export type { MlsDocument, MlsListing, MlsSearchResult };
/** Listing agent block: listing agent, coordinator and listing office. */
export type ListingAgentBlock = Required<ListingAgent>;

export interface MlsProvider {
  /** 'embedded' or 'reso'. */
  readonly kind: string;
  /** Listings whose address starts with or contains the words of `address` (normalised input). */
  searchByAddress(address: string, limit: number): Promise<MlsSearchResult[]>;
  /** Listings whose MLS number equals or starts with `keywords`, then those with that street number. */
  searchByNumber(keywords: string, limit: number): Promise<MlsSearchResult[]>;
  /** One listing by MLS number, within the MLS `mlsName` when given; null when unknown. */
  getListing(mlsId: string, mlsName?: string): Promise<MlsListing | null>;
}

/** The provider could not answer (network, upstream error): the routes answer 502, never 500. */
export class MlsUnavailableError extends Error {}
