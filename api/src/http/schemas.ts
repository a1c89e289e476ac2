import { LIMITS } from '@offerdesk/shared/domain';
import { OFFER_DETAIL_PROPERTIES } from '../repositories/offerColumns';

/** JSON schemas shared by the routes: validation and the OpenAPI document at /docs. */
const str = { type: 'string' } as const;
const nStr = { type: ['string', 'null'] } as const;
const int = { type: 'integer' } as const;
const nInt = { type: ['integer', 'null'] } as const;
const nNum = { type: ['number', 'null'] } as const;
const bool = { type: 'boolean' } as const;

export const errorSchema = {
  type: 'object',
  description: 'Error: code, message and, for bad input, the fields at fault.',
  properties: {
    code: str,
    message: str,
    fields: { type: 'object', additionalProperties: str },
    error: str,
  },
  required: ['code', 'message'],
} as const;

/** Standard error responses of an authenticated route. */
export const errorResponses = (...statuses: number[]) =>
  Object.fromEntries([401, ...statuses].map((s) => [s, errorSchema]));

export const lookupList = {
  type: 'array',
  items: { type: 'object', properties: { id: int, name: str }, required: ['id', 'name'], additionalProperties: true },
} as const;

export const idParams = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
  required: ['id'],
} as const;

export const offerIdQuery = {
  type: 'object',
  properties: { offerId: { type: 'integer', minimum: 1, maximum: 2147483647 } },
  required: ['offerId'],
} as const;

export const offerListQuerystring = {
  type: 'object',
  properties: {
    searchTerm: { type: 'string', maxLength: 200, description: 'Street, city, state, zip or MLS number (contains).' },
    sortByTerm: { type: 'string', enum: ['dsc', 'asc', ''], description: "'dsc' newest first (default) or 'asc'." },
    isShowArchive: { type: 'boolean', description: 'Include archived offers.' },
    selectedOfferStatus: { type: 'string', maxLength: 500, description: 'Comma-joined status ids; empty = all.' },
    pageSize: { type: 'integer', minimum: 1, maximum: LIMITS.offerPageSizeMax, default: LIMITS.offerPageSize },
    cursor: { type: 'string', maxLength: 200, description: 'X-Next-Cursor of the previous page.' },
  },
} as const;

const counterOffer = {
  type: 'object',
  properties: { id: int, statusId: int, partySideId: int, counterPrice: nNum },
} as const;

export const offerItemProperties = {
  id: int,
  displayId: str,
  offerTypeId: { type: 'integer', enum: [1, 2], description: '1 sent (caller owns it), 2 received.' },
  statusId: int,
  counterOffers: { type: 'array', items: counterOffer },
  offerPrice: nNum,
  propertyTypeId: int,
  propertyType: nStr,
  streetNumber: nStr,
  street: nStr,
  unitNumber: nStr,
  city: nStr,
  state: { ...nStr, description: 'State or province abbreviation.' },
  zipCode: nStr,
  streetAndCityAddress: str,
  stateAndZip: str,
  fullAddress: str,
  mlsNumber: nStr,
  imageBlobLocation: nStr,
  createdOn: { type: 'string', format: 'date-time' },
  isArchived: bool,
  isViewed: bool,
  canEdit: bool,
} as const;

export const offerItem = { type: 'object', properties: offerItemProperties } as const;

const offerParty = {
  type: 'object',
  properties: {
    partyId: int,
    personId: nInt,
    vendorId: nInt,
    name: nStr,
    firstName: nStr,
    lastName: nStr,
    email: nStr,
    mobilePhone: nStr,
    company: nStr,
    roleId: int,
    role: nStr,
    sideId: int,
    side: nStr,
    dualSide: bool,
    statusId: int,
    viewedOn: nStr,
  },
} as const;

export const offerDetail = {
  type: 'object',
  properties: {
    ...offerItemProperties,
    ...OFFER_DETAIL_PROPERTIES,
    contractId: { ...nInt, description: 'The contract holding the documents (external id = offer id).' },
    parties: { type: 'array', items: offerParty },
  },
} as const;
