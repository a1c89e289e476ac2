import { OfferType } from '@offerdesk/shared/domain';
import type { OfferRow } from './offersRepo';
import { EDITABLE_STATUSES } from './offersRepo';
import { LOOKUP_INDEX, nameOf } from '../lookups/lookupIndex';
import { formatAddress } from './offerAddress';

/** Turns a stored path (/media/…) into a URL on this API's origin. */
export type UrlResolver = (pathOrUrl: string) => string;

export interface MapContext {
  userId: number;
  resolveUrl: UrlResolver;
}

/** The offer item of the lists (and the head of GetById). */
export function toOfferItem(row: OfferRow, ctx: MapContext) {
  const isOwner = row.ownerUserId === ctx.userId;
  const address = formatAddress(row);
  return {
    id: row.id,
    displayId: row.displayId,
    offerTypeId: isOwner ? OfferType.sent : OfferType.received,
    statusId: row.statusId,
    counterOffers: row.counterOffers,
    offerPrice: row.offerPrice,
    propertyTypeId: row.propertyTypeId,
    propertyType: nameOf(LOOKUP_INDEX.propertyTypes, row.propertyTypeId),
    streetNumber: row.streetNumber,
    street: row.street,
    unitNumber: row.unitNumber,
    city: row.city,
    state: address.state,
    zipCode: row.zipCode,
    streetAndCityAddress: address.streetAndCityAddress,
    stateAndZip: address.stateAndZip,
    fullAddress: address.fullAddress,
    mlsNumber: row.mlsNumber,
    imageBlobLocation: row.imageBlobLocation ? ctx.resolveUrl(row.imageBlobLocation) : null,
    createdOn: row.createdOn.toISOString(),
    isArchived: row.isArchived,
    isViewed: isOwner ? true : row.isViewed,
    canEdit: isOwner && EDITABLE_STATUSES.includes(row.statusId),
  };
}

export type OfferItem = ReturnType<typeof toOfferItem>;
