import type { OfferStatusId, OfferTypeId } from '../domain/offerStatus';

export interface CounterOfferSummary {
  id: number;
  statusId: number;
  partySideId: number;
  counterPrice: number | null;
}

/** An offer as the lists return it (GET /offer/getAll, GET /offer/GetReceivedOffers). */
export interface OfferListItem {
  id: number;
  displayId: string;
  offerTypeId: OfferTypeId;
  statusId: OfferStatusId | number;
  counterOffers: CounterOfferSummary[];
  offerPrice: number | null;
  propertyTypeId: number | null;
  propertyType: string | null;
  streetNumber: string | null;
  street: string | null;
  unitNumber: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  streetAndCityAddress: string;
  stateAndZip: string;
  fullAddress: string;
  mlsNumber: string | null;
  imageBlobLocation: string | null;
  createdOn: string;
  isArchived: boolean;
  isViewed: boolean;
  canEdit: boolean;
}

export type SortByTerm = 'dsc' | 'asc';

export interface OfferListQuery {
  searchTerm: string;
  sortByTerm: SortByTerm;
  isShowArchive: boolean;
  selectedOfferStatus: number[];
  pageSize?: number;
  cursor?: string | null;
}

export interface OfferListPage {
  items: OfferListItem[];
  nextCursor: string | null;
}

export interface LookupItem {
  id: number;
  name: string;
}

export interface AuthenticatedAgent {
  userId: number;
  personId: number;
  userName: string;
  firstName: string;
  lastName: string;
  name: string;
  email: string;
  brokerageId: number;
  brokerageName: string;
  isInhouseAgent: boolean;
  photo: string | null;
}
