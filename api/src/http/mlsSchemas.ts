/** JSON schemas of the MLS, place and form-template routes (validation and OpenAPI). */
const str = { type: 'string' } as const;
const nStr = { type: ['string', 'null'] } as const;
const nInt = { type: ['integer', 'null'] } as const;
const nNum = { type: ['number', 'null'] } as const;
const int = { type: 'integer' } as const;
const bool = { type: 'boolean' } as const;

const searchResultProperties = {
  mls_id: { ...str, description: 'MLS number.' },
  mlsNumber: { ...str, description: 'MLS number (same as mls_id).' },
  org_id: { ...str, description: 'The MLS (organisation), e.g. ARMLS.' },
  mlsName: { ...str, description: 'The MLS (same as org_id).' },
  address: { ...str, description: "Street line, e.g. '123 N Main St Apt 4'." },
  city: nStr,
  state: { ...nStr, description: 'State or province abbreviation.' },
  stateId: nInt,
  zip: nStr,
  countryId: nInt,
  type: { ...nStr, description: 'Property type name.' },
  propertyTypeId: nInt,
  courtesy: { ...nStr, description: 'Listing office.' },
  price: nNum,
  listing_price: nNum,
  status: nStr,
  photo: { ...nStr, description: 'Photo URL.' },
  streetNumber: nStr,
  streetName: nStr,
  direction: nStr,
  designator: nStr,
  suffix: nStr,
  unit: nStr,
  unitType: nStr,
  county: nStr,
} as const;

export const mlsSearchResults = {
  type: 'array',
  maxItems: 25,
  items: { type: 'object', properties: searchResultProperties },
} as const;

const listingAgentKeys = [
  'listingAgentId', 'listingAgentFullName', 'listingAgentFirstName', 'listingAgentLastName', 'listingAgentMlsId',
  'listingAgentLicenseNumber', 'listingAgentCellPhone', 'listingAgentHomePhone', 'listingAgentOfficePhone', 'listingAgentEmail',
  'coordinatorMlsId', 'coordinatorFullName', 'coordinatorFirstName', 'coordinatorLastName', 'coordinatorEmail',
  'coordinatorCellPhone', 'coordinatorOfficePhone', 'listingOfficeMlsId', 'listingOfficeName', 'listingOfficeLicenseNumber',
  'listingOfficeAddress', 'listingOfficeState', 'listingOfficeCity', 'listingOfficeZip', 'listingOfficePhone',
] as const;

export const mlsListing = {
  type: 'object',
  properties: {
    ...searchResultProperties,
    state: { type: ['object', 'null'], properties: { id: int, name: str, abbreviation: str } },
    zipCode: nStr,
    yearBuilt: nInt,
    propertyType: { type: ['object', 'null'], properties: { id: int, name: str } },
    legalDescription: nStr,
    publicRemarks: nStr,
    listingAgent: {
      type: 'object',
      description: 'Listing agent block: listing agent, coordinator and listing office.',
      properties: Object.fromEntries(listingAgentKeys.map((k) => [k, nStr])),
    },
    documents: {
      type: 'array',
      items: { type: 'object', properties: { object_id: str, content_url: str, content_desc: str } },
    },
  },
} as const;

const text = (maxLength: number, description: string) => ({ type: 'string', maxLength, description }) as const;

export const mlsAddressQuery = {
  type: 'object',
  properties: {
    address: text(200, 'Property address or part of it (non-numeric input of the import dialog).'),
    filterByAgentMlsProviders: { type: 'boolean', description: "Only the MLSs the agent belongs to (the embedded MLS: every agent belongs to all)." },
  },
} as const;

export const mlsNumberQuery = {
  type: 'object',
  properties: { keywords: text(40, 'MLS number (exact or prefix) or street number.') },
} as const;

export const mlsListingQuery = {
  type: 'object',
  properties: { mlsId: text(40, 'MLS number.'), mlsName: text(60, 'The MLS (org_id); optional.') },
} as const;

export const findAddressQuery = {
  type: 'object',
  properties: {
    address: text(200, 'What the agent typed.'),
    countryId: { type: 'integer', minimum: 0, maximum: 1000, description: '1 US, 2 Canada; 0 or absent: any.' },
    stateId: { type: 'integer', minimum: 0, maximum: 100000, description: 'State or province id; 0 or absent: any.' },
  },
} as const;

export const addressSuggestions = {
  type: 'array',
  items: { type: 'object', properties: { placeId: str, description: str } },
} as const;

export const findAddressDetailQuery = {
  type: 'object',
  properties: { placeId: text(2100, 'placeId of a FindAddress suggestion.') },
} as const;

export const addressDetail = {
  type: 'object',
  properties: {
    streetNumber: nStr,
    direction: { ...nStr, description: "Pre-direction name ('N')." },
    directionId: nInt,
    designator: { ...nStr, description: "Street type name ('St')." },
    designatorId: nInt,
    suffix: nStr,
    suffixId: nInt,
    route: { ...nStr, description: 'Street name.' },
    city: nStr,
    county: nStr,
    state: { type: ['object', 'null'], description: 'State or province: id, abbreviation, name.', properties: { id: int, abbreviation: str, name: str } },
    stateId: nInt,
    countryId: nInt,
    zipCode: nStr,
    unitLotNo: nStr,
    unitType: nStr,
  },
} as const;

export const formTemplateList = {
  type: 'array',
  items: {
    type: 'object',
    properties: { id: int, name: str, isAgentTemplate: bool, transactionTypeId: nInt, propertyTypeId: nInt },
  },
} as const;
