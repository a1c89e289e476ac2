/** Lookup lists: offer form, transaction form, party form, offer statuses. */
import { Type, type Static } from '@sinclair/typebox';
import { defineRoute, responses } from './route';
import { TransactionType } from '../domain/documents';
import { LookupItem, Nullable } from './schema';

export const StateLookupItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  abbreviation: Type.String(),
  countryId: Type.Integer(),
});
export const CountryLookupItem = Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String() });

/** A lookup list; the server answers its constant (read-only) lists as they are. */
const list = <T extends typeof LookupItem | typeof StateLookupItem | typeof CountryLookupItem>(item: T) =>
  Type.Unsafe<ReadonlyArray<Static<T>>>(Type.Array(item));

const partyCommon = {
  vendorTypes: list(LookupItem),
  requiredVendorTypes: list(LookupItem),
  genders: list(LookupItem),
  countries: list(CountryLookupItem),
  states: list(StateLookupItem),
  addressTypes: list(LookupItem),
  taxEntityTypes: list(LookupItem),
};

export const OfferLookupData = Type.Object({
  propertyTypes: list(LookupItem),
  directions: list(LookupItem),
  designators: list(LookupItem),
  suffixes: list(LookupItem),
  unitTypes: list(LookupItem),
  formOfEarnestMoneyTypes: list(LookupItem),
  financingTypes: list(LookupItem),
  appraisalsPaidBy: list(LookupItem),
  prorationOfAssessmentsAndFees: list(LookupItem),
  leadBasedPaintDisclosures: list(LookupItem),
  wasteWaterTreatments: list(LookupItem),
  earnestMoneyDeposits: list(LookupItem),
  homeWarrantyPaidBy: list(LookupItem),
  homeWarrantyPlanToBeOrderedBy: list(LookupItem),
  ...partyCommon,
  defaultState: Nullable(StateLookupItem),
});
export type OfferLookupData = Static<typeof OfferLookupData>;

export const TransactionLookupData = Type.Object({
  transactionType: Nullable(LookupItem),
  transactionTypes: list(LookupItem),
  propertyTypes: list(LookupItem),
  states: list(StateLookupItem),
  countries: list(CountryLookupItem),
  directions: list(LookupItem),
  designators: list(LookupItem),
  suffixes: list(LookupItem),
  unitTypes: list(LookupItem),
  financingTypes: list(LookupItem),
});
export type TransactionLookupData = Static<typeof TransactionLookupData>;

export const PartyLookupData = Type.Object({
  roles: list(LookupItem),
  ...partyCommon,
  partyRequirements: Type.Object({
    emailRequiredForBrokerage: Type.Boolean(),
    phoneRequiredForBrokerage: Type.Boolean(),
    emailRequiredForOutside: Type.Boolean(),
    phoneRequiredForOutside: Type.Boolean(),
  }),
});
export type PartyLookupData = Static<typeof PartyLookupData>;

const tags = ['lookups'];

export const lookupRoutes = {
  offerLookupData: defineRoute({
    method: 'GET',
    url: '/offer/getOfferLookupData',
    auth: 'agent',
    summary: 'Offer form lookups',
    tags,
    schema: { response: responses(OfferLookupData, 401) },
  }),
  transactionLookupData: defineRoute({
    method: 'GET',
    url: '/TransactionBase/GetLookupData',
    auth: 'agent',
    summary: 'Transaction form lookups',
    tags,
    schema: {
      querystring: Type.Object({
        transactionType: Type.Integer({
          minimum: TransactionType.Listing,
          maximum: TransactionType.Referral,
          description: '1 Listing, 2 Sale, 3 Rental, 4 Referral.',
        }),
      }),
      response: responses(TransactionLookupData, 400, 401),
    },
  }),
  partyLookupData: defineRoute({
    method: 'GET',
    url: '/transactionParty/getPartyLookupData',
    auth: 'agent',
    summary: 'Party form lookups and the brokerage party requirements',
    tags,
    schema: { response: responses(PartyLookupData, 401) },
  }),
  formBuilderEnabled: defineRoute({
    method: 'GET',
    url: '/offer/isFormBuilderEnabled',
    auth: 'agent',
    summary: 'Whether the Form Info step is on',
    tags,
    schema: { response: responses(Type.Boolean(), 401) },
  }),
  offerStatuses: defineRoute({
    method: 'GET',
    url: '/offer/getOfferStatus',
    auth: 'agent',
    summary: 'Offer statuses',
    tags,
    schema: { response: responses(Type.Array(LookupItem), 401) },
  }),
};
