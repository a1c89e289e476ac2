/**
 * The MLS provider interface (DESIGN "Back end": MLS) and the shapes of seed 000 §3: MLS search
 * result, MLS data with the listing agent block, MLS document. Paths starting with '/' (photos,
 * documents of the embedded MLS) are resolved against the caller's origin by the routes.
 */

/** Listing agent block (seed 000 §3): listing agent, coordinator and listing office. */
export interface ListingAgentBlock {
  listingAgentId: string | null;
  listingAgentFullName: string | null;
  listingAgentFirstName: string | null;
  listingAgentLastName: string | null;
  listingAgentMlsId: string | null;
  listingAgentLicenseNumber: string | null;
  listingAgentCellPhone: string | null;
  listingAgentHomePhone: string | null;
  listingAgentOfficePhone: string | null;
  listingAgentEmail: string | null;
  coordinatorMlsId: string | null;
  coordinatorFullName: string | null;
  coordinatorFirstName: string | null;
  coordinatorLastName: string | null;
  coordinatorEmail: string | null;
  coordinatorCellPhone: string | null;
  coordinatorOfficePhone: string | null;
  listingOfficeMlsId: string | null;
  listingOfficeName: string | null;
  listingOfficeLicenseNumber: string | null;
  listingOfficeAddress: string | null;
  listingOfficeState: string | null;
  listingOfficeCity: string | null;
  listingOfficeZip: string | null;
  listingOfficePhone: string | null;
}

/** An MLS document (seed 000 §3). */
export interface MlsDocument {
  object_id: string;
  content_url: string;
  content_desc: string;
}

/** One MLS search result (seed 000 §3 "MLS search result"): both name pairs, and the structured address parts. */
export interface MlsSearchResult {
  mls_id: string;
  mlsNumber: string;
  org_id: string;
  mlsName: string;
  /** Street line: '123 N Main St Apt 4'. */
  address: string;
  city: string | null;
  /** State or province abbreviation. */
  state: string | null;
  stateId: number | null;
  zip: string | null;
  countryId: number | null;
  /** Property type name. */
  type: string | null;
  propertyTypeId: number | null;
  courtesy: string | null;
  price: number | null;
  listing_price: number | null;
  status: string | null;
  photo: string | null;
  streetNumber: string | null;
  streetName: string | null;
  direction: string | null;
  designator: string | null;
  suffix: string | null;
  unit: string | null;
  unitType: string | null;
  county: string | null;
}

/** The full MLS data of one listing (seed 000 §3 "MLS data"), what GetMlsListing answers. */
export interface MlsListing extends Omit<MlsSearchResult, 'state'> {
  state: { id: number; name: string; abbreviation: string } | null;
  zipCode: string | null;
  yearBuilt: number | null;
  propertyType: { id: number; name: string } | null;
  legalDescription: string | null;
  publicRemarks: string | null;
  listingAgent: ListingAgentBlock;
  documents: MlsDocument[];
}

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
