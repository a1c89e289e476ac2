/** MLS search, one listing's MLS data, and the documents of the embedded MLS. */
import { Type, type Static } from '@sinclair/typebox';
import { LIMITS } from '../domain/limits';
import { ListingAgent } from './offerFields';
import { defineRoute, fileResponses, responses } from './route';
import { NInt, NNum, NStr, Nullable, Text } from './schema';

const described = (description: string) => Type.String({ description });
const nDescribed = (description: string) => Nullable(Type.String({ description }));

const searchResultProperties = {
  mls_id: described("The listing's key within its MLS: what GetMlsListing opens (the MLS number, or a RESO ListingKey)."),
  mlsNumber: described('MLS number as the MLS shows it (for the embedded MLS the same as mls_id).'),
  org_id: described('The MLS (organisation), e.g. ARMLS.'),
  mlsName: described('The MLS (same as org_id).'),
  address: described("Street line, e.g. '123 N Main St Apt 4'."),
  city: NStr(),
  stateId: NInt(),
  zip: NStr(),
  countryId: NInt(),
  type: nDescribed('Property type name.'),
  propertyTypeId: NInt(),
  courtesy: nDescribed('Listing office.'),
  price: NNum(),
  listing_price: NNum(),
  status: NStr(),
  photo: nDescribed('Photo URL.'),
  streetNumber: NStr(),
  streetName: NStr(),
  direction: nDescribed("Pre-direction name ('N')."),
  directionId: NInt(),
  designator: nDescribed("Street type name ('St')."),
  designatorId: NInt(),
  suffix: nDescribed("Post-direction name ('NW')."),
  suffixId: NInt(),
  unit: NStr(),
  unitType: NStr(),
  unitTypeId: NInt(),
  county: NStr(),
};

/** One MLS search result: mls_id (its key) with mlsNumber, price/listing_price, and the address parts, lookups as names with their ids. */
export const MlsSearchResult = Type.Object({
  ...searchResultProperties,
  state: nDescribed('State or province abbreviation.'),
});
export type MlsSearchResult = Static<typeof MlsSearchResult>;

export const MlsDocument = Type.Object({ object_id: Type.String(), content_url: Type.String(), content_desc: Type.String() });
export type MlsDocument = Static<typeof MlsDocument>;

export const StateRef = Type.Object({ id: Type.Integer(), name: Type.String(), abbreviation: Type.String() });

/** The MLS data of one listing: the search result's fields, the listing agent block and the documents. */
export const MlsListing = Type.Object({
  ...searchResultProperties,
  state: Nullable(StateRef),
  zipCode: NStr(),
  yearBuilt: NInt(),
  propertyType: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
  legalDescription: NStr(),
  publicRemarks: NStr(),
  listingAgent: ListingAgent,
  documents: Type.Array(MlsDocument),
});
export type MlsListing = Static<typeof MlsListing>;

const SearchResults = Type.Array(MlsSearchResult, { maxItems: LIMITS.mlsResults });
const tags = ['mls'];

export const mlsRoutes = {
  byAddress: defineRoute({
    method: 'GET',
    url: '/mlsLookup/getMlsDataByAddress',
    auth: 'agent',
    summary: 'MLS listings by address (prefix, then every word); at most 25, de-duplicated; none → 404 with the message to show',
    tags,
    schema: {
      querystring: Type.Object({
        address: Type.Optional(Text(200, { description: 'Property address or part of it (non-numeric input of the import dialog).' })),
        filterByAgentMlsProviders: Type.Optional(
          Type.Boolean({ description: 'Only the MLSs the agent belongs to (the embedded MLS: every agent belongs to all).' }),
        ),
      }),
      response: responses(SearchResults, 400, 401, 404, 502),
    },
  }),
  byNumber: defineRoute({
    method: 'GET',
    url: '/mlsLookup/getMlsDataByStreetOrMlsNumber',
    auth: 'agent',
    summary: 'MLS listings by MLS number (exact, then prefix) or street number; at most 25; none → 404',
    tags,
    schema: {
      querystring: Type.Object({ keywords: Type.Optional(Text(40, { description: 'MLS number (exact or prefix) or street number.' })) }),
      response: responses(SearchResults, 400, 401, 404, 502),
    },
  }),
  listing: defineRoute({
    method: 'GET',
    url: '/mlsLookup/GetMlsListing',
    auth: 'agent',
    summary: 'The MLS data of one listing: address parts, listing agent block and MLS documents',
    tags,
    schema: {
      querystring: Type.Object({
        mlsId: Type.Optional(Text(64, { description: 'The mls_id of a search result (or an MLS number).' })),
        mlsName: Type.Optional(Text(60, { description: 'The MLS (org_id of the search result); optional.' })),
      }),
      response: responses(MlsListing, 400, 401, 404, 502),
    },
  }),
  document: defineRoute({
    method: 'GET',
    url: '/mls/documents/:objectId.pdf',
    auth: 'public',
    summary: 'An MLS document of the embedded MLS (PDF)',
    tags,
    produces: 'application/pdf',
    schema: {
      params: Type.Object({ objectId: Type.String({ pattern: '^[A-Za-z0-9-]{1,40}$' }) }),
      response: fileResponses(400, 404),
    },
  }),
};
