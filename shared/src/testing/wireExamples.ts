/** Complete wire values of the contract for component and unit tests: each example overridable field by field. */
import type {
  AddressDetail,
  ListingAgent,
  MlsListing,
  MlsSearchResult,
  OfferListItem,
  OfferLookupData,
  Party,
  PartyLookupData,
} from '../contract';
import {
  ADDRESS_TYPES,
  APPRAISALS_PAID_BY,
  COUNTRIES,
  DESIGNATORS,
  DIRECTIONS,
  EARNEST_MONEY_DEPOSITS,
  FINANCING_TYPES,
  FORM_OF_EARNEST_MONEY_TYPES,
  DEFAULT_PARTY_REQUIREMENTS,
  GENDERS,
  HOME_WARRANTY_PAID_BY,
  HOME_WARRANTY_PLAN_TO_BE_ORDERED_BY,
  LEAD_BASED_PAINT_DISCLOSURES,
  PROPERTY_TYPES,
  PRORATION_OF_ASSESSMENTS_AND_FEES,
  REQUIRED_VENDOR_TYPES,
  STATES,
  SUFFIXES,
  TAX_ENTITY_TYPES,
  UNIT_TYPES,
  VENDOR_TYPES,
  WASTE_WATER_TREATMENTS,
} from '../domain';

/** The contract's routes, for test kits that answer them over HTTP (msw). */
export { contract, type RouteDef } from '../contract';

/** The offer lookups as the API answers them (the domain's lists; no default state unless given). */
export function exampleOfferLookupData(overrides: Partial<OfferLookupData> = {}): OfferLookupData {
  return {
    propertyTypes: PROPERTY_TYPES,
    directions: DIRECTIONS,
    designators: DESIGNATORS,
    suffixes: SUFFIXES,
    unitTypes: UNIT_TYPES,
    formOfEarnestMoneyTypes: FORM_OF_EARNEST_MONEY_TYPES,
    financingTypes: FINANCING_TYPES,
    appraisalsPaidBy: APPRAISALS_PAID_BY,
    prorationOfAssessmentsAndFees: PRORATION_OF_ASSESSMENTS_AND_FEES,
    leadBasedPaintDisclosures: LEAD_BASED_PAINT_DISCLOSURES,
    wasteWaterTreatments: WASTE_WATER_TREATMENTS,
    earnestMoneyDeposits: EARNEST_MONEY_DEPOSITS,
    homeWarrantyPaidBy: HOME_WARRANTY_PAID_BY,
    homeWarrantyPlanToBeOrderedBy: HOME_WARRANTY_PLAN_TO_BE_ORDERED_BY,
    vendorTypes: VENDOR_TYPES,
    requiredVendorTypes: REQUIRED_VENDOR_TYPES,
    genders: GENDERS,
    countries: COUNTRIES,
    states: STATES,
    addressTypes: ADDRESS_TYPES,
    taxEntityTypes: TAX_ENTITY_TYPES,
    defaultState: null,
    ...overrides,
  };
}

export function exampleMlsSearchResult(overrides: Partial<MlsSearchResult> = {}): MlsSearchResult {
  return {
    mls_id: '6001',
    mlsNumber: '6001',
    org_id: 'demo',
    mlsName: 'demo',
    address: '12 Elm St',
    city: 'Phoenix',
    state: 'AZ',
    stateId: 3,
    zip: '85004',
    countryId: 1,
    type: 'Residential',
    propertyTypeId: 1,
    courtesy: 'Demo Realty',
    price: 425000,
    listing_price: 425000,
    status: 'Active',
    photo: null,
    streetNumber: '12',
    streetName: 'Elm',
    direction: null,
    directionId: null,
    designator: 'St',
    designatorId: 1,
    suffix: null,
    suffixId: null,
    unit: null,
    unitType: null,
    unitTypeId: null,
    county: 'Maricopa',
    ...overrides,
  };
}

export function exampleListingAgent(overrides: Partial<ListingAgent> = {}): ListingAgent {
  return { listingAgentFullName: 'Lisa Brown', listingAgentMlsId: 'AZ1001', listingOfficeName: 'Demo Realty', ...overrides };
}

/** The MLS data of one listing; `state` follows stateId unless given. */
export function exampleMlsListing(overrides: Partial<MlsListing> = {}): MlsListing {
  const base = exampleMlsSearchResult();
  return {
    ...base,
    state: { id: 3, name: 'Arizona', abbreviation: 'AZ' },
    zipCode: base.zip,
    yearBuilt: 1990,
    propertyType: { id: 1, name: 'Residential' },
    legalDescription: null,
    publicRemarks: null,
    listingAgent: exampleListingAgent(),
    documents: [],
    ...overrides,
  };
}

export function exampleAddressDetail(overrides: Partial<AddressDetail> = {}): AddressDetail {
  return {
    streetNumber: '10',
    direction: 'W',
    directionId: 4,
    designator: 'Rd',
    designatorId: 6,
    suffix: null,
    suffixId: null,
    route: 'Camelback',
    city: 'Phoenix',
    county: 'Maricopa',
    state: { id: 3, abbreviation: 'AZ', name: 'Arizona' },
    stateId: 3,
    countryId: 1,
    zipCode: '85013',
    unitLotNo: '',
    unitType: null,
    ...overrides,
  };
}

export function exampleOfferListItem(overrides: Partial<OfferListItem> = {}): OfferListItem {
  return {
    id: 1,
    displayId: 'OD-1',
    offerTypeId: 1,
    statusId: 1,
    counterOffers: [],
    offerPrice: 425000,
    propertyTypeId: 1,
    propertyType: 'Residential',
    streetNumber: '12',
    street: 'Elm',
    unitNumber: null,
    city: 'Phoenix',
    state: 'AZ',
    zipCode: '85004',
    streetAndCityAddress: '12 Elm St, Phoenix',
    stateAndZip: 'AZ 85004',
    fullAddress: '12 Elm St, Phoenix, AZ 85004',
    mlsNumber: '6001',
    imageBlobLocation: null,
    createdOn: '2026-01-05T10:00:00.000Z',
    isArchived: false,
    isViewed: true,
    canEdit: true,
    ...overrides,
  };
}

/** A party: a search result (partyId null) unless overridden. */
export function exampleParty(overrides: Partial<Party> = {}): Party {
  return {
    partyId: null,
    personId: 11,
    vendorId: null,
    name: 'Emily Carter',
    firstName: 'Emily',
    lastName: 'Carter',
    email: 'emily.carter@mail.example',
    company: null,
    companyEmail: null,
    companyPhone: null,
    roleId: 1,
    role: 'Client',
    sideId: null,
    side: null,
    dualSide: false,
    workPhone: null,
    mobilePhone: '4805554400',
    homePhone: null,
    faxPhone: null,
    addressLine1: '100 W Elm St',
    addressLine2: null,
    city: 'Phoenix',
    stateId: 3,
    state: 'Arizona',
    zipCode: '85013',
    countryId: 1,
    mlsId: null,
    licenseNumber: null,
    vendorTypeId: null,
    vendorType: null,
    isFavoriteVendor: false,
    isVendorApproved: true,
    isAffiliate: false,
    canEdit: true,
    ...overrides,
  };
}

/** The party form lookups with the default requirement settings. */
export function examplePartyLookupData(overrides: Partial<PartyLookupData> = {}): PartyLookupData {
  return {
    ...(exampleOfferLookupData() as unknown as PartyLookupData),
    roles: [],
    partyRequirements: { ...DEFAULT_PARTY_REQUIREMENTS },
    ...overrides,
  };
}
