/** Wire examples of the offer page: the offer as GetById answers it, its parties and activities. */
import { OfferDetailFields, type OfferActivity, type OfferDetail, type OfferParty } from '../contract';
import { exampleOfferListItem } from './wireExamples';

/** Every stored detail field null, as a bare offer answers it. */
const NO_DETAILS = Object.fromEntries(Object.keys(OfferDetailFields.properties).map((k) => [k, null])) as unknown as OfferDetailFields;

export function exampleOfferDetail(overrides: Partial<OfferDetail> = {}): OfferDetail {
  return {
    ...exampleOfferListItem({ id: 9, statusId: 159 }),
    ...NO_DETAILS,
    yearBuilt: 1998,
    formTemplateIds: [],
    contractId: 77,
    parties: [],
    saleId: null,
    saleFileNumber: null,
    listingPrice: 430000,
    party: { partyId: 1, roleId: 4, sideId: 1, side: 'Buyer' },
    ...overrides,
  };
}

export function exampleOfferParty(overrides: Partial<OfferParty> = {}): OfferParty {
  return {
    partyId: 1,
    personId: 1,
    vendorId: null,
    name: 'Alex Morgan',
    firstName: 'Alex',
    lastName: 'Morgan',
    email: 'alex@summit.example',
    mobilePhone: null,
    company: 'Summit Realty Group',
    roleId: 4,
    role: 'Inhouse Agent',
    sideId: 1,
    side: 'Buyer',
    dualSide: false,
    statusId: 1,
    viewedOn: null,
    signStatus: null,
    ...overrides,
  };
}

export function exampleOfferActivity(overrides: Partial<OfferActivity> = {}): OfferActivity {
  return {
    id: 1,
    action: 'offer.created',
    activity: 'Alex Morgan created the offer',
    actorName: 'Alex Morgan',
    createdOn: '2026-03-07T09:05:00.000Z',
    ...overrides,
  };
}
