import type { Lookup, StateLookup } from '../../domain/lookups';
import type { OfferInformationDraft } from '../../schemas/offerInformation';
import type { ApiClient } from '../client';
import type { OfferListItem } from '../types';

/** GET /offer/getOfferLookupData/ (seed 000 §3 Lookups). */
export interface OfferLookupData {
  propertyTypes: Lookup[];
  states: StateLookup[];
  countries: { id: number; code?: string; name: string }[];
  directions: Lookup[];
  designators: Lookup[];
  suffixes: Lookup[];
  unitTypes: Lookup[];
  formOfEarnestMoneyTypes: Lookup[];
  financingTypes: Lookup[];
  appraisalsPaidBy: Lookup[];
  prorationOfAssessmentsAndFees: Lookup[];
  leadBasedPaintDisclosures: Lookup[];
  wasteWaterTreatments: Lookup[];
  earnestMoneyDeposits: Lookup[];
  homeWarrantyPaidBy: Lookup[];
  homeWarrantyPlanToBeOrderedBy: Lookup[];
  defaultState?: StateLookup | null;
}

/** The listing agent block of MLS data (seed 000 §3); kept as the server gives it. */
export type ListingAgent = Record<string, unknown>;

/** The offer draft POST /offer/createoffer takes (seed 000 §3): id -1 creates, an existing id updates. */
export interface OfferDraft extends OfferInformationDraft {
  id: number;
  formTemplateIds?: number[];
  contractId?: number | null;
  fromMlsData?: boolean;
  listingAgent?: ListingAgent | null;
  homeWarrantyCompanyId?: number | null;
  homeWarrantyCompanyName?: string | null;
}

/** An offer as GET /offer/GetById and POST /offer/createoffer answer it: the list item plus the draft fields (`stateId` is the state id, `state` its name). */
export interface OfferDetail extends OfferListItem {
  stateId?: number | null;
  countryId?: number | null;
  fromMlsData?: boolean | null;
  formTemplateIds?: number[] | null;
  [field: string]: unknown;
}

/** POST /offer/createoffer: the answer is the offer. */
export const createOffer = (api: ApiClient, draft: OfferDraft) => api.post<OfferDetail>('/offer/createoffer', { body: draft });

/** GET /offer/GetById/{id}. */
export const getOfferById = (api: ApiClient, id: number, signal?: AbortSignal) => api.get<OfferDetail>(`/offer/GetById/${id}`, { signal });

/** PUT /offer/SaveAsIncomplete {offerId plus extra}. */
export const saveAsIncomplete = (api: ApiClient, offerId: number, extra: Record<string, unknown> = {}) =>
  api.put<unknown>('/offer/SaveAsIncomplete', { body: { offerId, ...extra } });

export const getOfferLookupData = (api: ApiClient, signal?: AbortSignal) => api.get<OfferLookupData>('/offer/getOfferLookupData/', { signal });

/** GET /offer/isFormBuilderEnabled: whether the Form Info step exists. */
export const isFormBuilderEnabled = (api: ApiClient, signal?: AbortSignal) => api.get<boolean>('/offer/isFormBuilderEnabled', { signal });

/** One suggestion of GET /place/FindAddress. */
export interface AddressSuggestion {
  placeId: string;
  /** The one-line address shown in the list. */
  description: string;
}

/** GET /place/FindAddressDetail: the structured parts of one place. */
export interface AddressDetail {
  streetNumber?: string | null;
  direction?: string | Lookup | null;
  designator?: string | Lookup | null;
  route?: string | null;
  city?: string | null;
  county?: string | null;
  /** A name, an abbreviation, an id or a state lookup. */
  state?: string | number | Partial<StateLookup> | null;
  zipCode?: string | null;
  unitLotNo?: string | null;
  countryId?: number | null;
}

function toSuggestions(raw: unknown): AddressSuggestion[] {
  const list = Array.isArray(raw) ? raw : raw && typeof raw === 'object' && Array.isArray((raw as { items?: unknown }).items) ? (raw as { items: unknown[] }).items : [];
  return list
    .map((r) => {
      const o = (r ?? {}) as Record<string, unknown>;
      const placeId = o.placeId ?? o.place_id ?? o.id;
      const description = o.description ?? o.address ?? o.label ?? o.text;
      return placeId != null && description ? { placeId: String(placeId), description: String(description) } : null;
    })
    .filter((s): s is AddressSuggestion => s !== null);
}

/** GET /place/FindAddress?address&countryId&stateId. */
export async function findAddress(
  api: ApiClient,
  q: { address: string; countryId?: number | null; stateId?: number | null },
  signal?: AbortSignal,
): Promise<AddressSuggestion[]> {
  return toSuggestions(await api.get<unknown>('/place/FindAddress', { signal, query: { address: q.address, countryId: q.countryId, stateId: q.stateId } }));
}

/** GET /place/FindAddressDetail?placeId. */
export const findAddressDetail = (api: ApiClient, placeId: string, signal?: AbortSignal) =>
  api.get<AddressDetail>('/place/FindAddressDetail', { signal, query: { placeId } });

/** MLS data (seed 000 §3). Lookup-valued parts may come as names or as {id, name}. */
export interface MlsData {
  streetNumber?: string | null;
  streetName?: string | null;
  city?: string | null;
  state?: { id?: number; name?: string; abbreviation?: string } | string | null;
  zipCode?: string | null;
  county?: string | null;
  countryId?: number | null;
  yearBuilt?: number | string | null;
  price?: number | string | null;
  mlsNumber?: string | null;
  mlsName?: string | null;
  direction?: string | Lookup | null;
  designator?: string | Lookup | null;
  suffix?: string | Lookup | null;
  unit?: string | null;
  unitType?: string | Lookup | null;
  legalDescription?: string | null;
  propertyType?: { id?: number; name?: string } | null;
  listingAgent?: ListingAgent | null;
  [field: string]: unknown;
}

/** One MLS search result (seed 000 §3). */
export interface MlsSearchResult extends MlsData {
  mls_id?: string;
  org_id?: string;
  address?: string;
  zip?: string;
  type?: string;
  courtesy?: string;
  listing_price?: number;
  status?: string;
  photo?: string | null;
}

/** GET /mlsLookup/getMlsDataByStreetOrMlsNumber?keywords (numeric input). */
export const getMlsDataByStreetOrMlsNumber = (api: ApiClient, keywords: string, signal?: AbortSignal) =>
  api.get<MlsSearchResult[]>('/mlsLookup/getMlsDataByStreetOrMlsNumber', { signal, query: { keywords } });

/** GET /mlsLookup/getMlsDataByAddress?address&filterByAgentMlsProviders (non-numeric input). */
export const getMlsDataByAddress = (api: ApiClient, address: string, signal?: AbortSignal) =>
  api.get<MlsSearchResult[]>('/mlsLookup/getMlsDataByAddress', { signal, query: { address, filterByAgentMlsProviders: true } });

/** GET /mlsLookup/GetMlsListing?mlsId&mlsName: the full MLS data of one listing. */
export const getMlsListing = (api: ApiClient, mlsId: string, mlsName?: string | null, signal?: AbortSignal) =>
  api.get<MlsData>('/mlsLookup/GetMlsListing', { signal, query: { mlsId, mlsName: mlsName ?? undefined } });
