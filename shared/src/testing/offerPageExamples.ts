/** Wire examples of the offer page: the offer as GetById answers it, its parties and activities. */
import { OfferDetailFields, type AgentContract, type OfferActivity, type OfferDetail, type OfferParty, type Sale } from '../contract';
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
    isBuyerAgent: true,
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

/** A sale of the example offer (9), accepted on its own terms. */
export function exampleSale(overrides: Partial<Sale> = {}): Sale {
  return {
    saleId: 3,
    fileNumber: 'S-000003',
    createdOn: '2026-03-09T10:00:00.000Z',
    offerId: 9,
    contractId: 77,
    terms: {
      price: 425000,
      earnestMoneyDeposit: 5000,
      typeOfFinancing: 'Conventional',
      closingDate: '2026-04-30',
      additionalTerms: null,
      acceptedOn: null,
      counterOfferNumber: null,
    },
    ...overrides,
  };
}

/** A contract of the agent's contracts list: the example offer's, a draft without a sale. */
export function exampleAgentContract(overrides: Partial<AgentContract> = {}): AgentContract {
  return {
    contractId: 77,
    offerId: 9,
    fullAddress: '12 Elm St, Phoenix, AZ 85004',
    statusLabel: 'Draft',
    statusCompleted: false,
    offerTypeId: 1,
    documentCount: 2,
    draftCount: 2,
    saleId: null,
    saleFileNumber: null,
    updatedOn: '2026-03-07T09:05:00.000Z',
    ...overrides,
  };
}
