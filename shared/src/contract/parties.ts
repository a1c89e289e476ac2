/**
 * The parties of an offer: search, assignment to the buyer and seller sides, creation of clients,
 * outside agents, brokerages, vendors and vendor contacts, the missing-information form, and the
 * merge fields saved with the parties. Every write that creates a contact names the offer whose
 * Parties step it serves (offerId): only that offer's owner may write.
 */
import { Type, type Static } from '@sinclair/typebox';
import { LIMITS } from '../domain/limits';
import { defineRoute, responses } from './route';
import { Id, NBool, NInt, NStr, Nullable, Text } from './schema';

const tags = ['parties'];

/** Text limits of a party's fields. */
export const PARTY_TEXT_MAX = {
  name: 100,
  email: 254,
  phone: 16,
  address: 200,
  city: 100,
  zip: 10,
  url: 500,
  code: 50,
  company: 200,
  message: 2000,
} as const;

const OptText = (max: number) => Type.Optional(Nullable(Text(max)));
const OptId = () => Type.Optional(Nullable(Id()));
const SideInput = Type.Unsafe<0 | 1 | 2>({ type: 'integer', enum: [0, 1, 2], description: '1 buyer, 2 seller, 0 both.' });
const OneSide = Type.Unsafe<1 | 2>({ type: 'integer', enum: [1, 2], description: '1 buyer, 2 seller.' });
const RoleId = Type.Integer({ minimum: 1, maximum: 999, description: 'Party role id.' });

/** A party as the screens show it: a search result (partyId null) or a party of the offer. */
export const Party = Type.Object({
  partyId: NInt(),
  personId: NInt(),
  vendorId: NInt(),
  name: Type.String(),
  firstName: NStr(),
  lastName: NStr(),
  email: NStr(),
  company: NStr(),
  companyEmail: NStr(),
  companyPhone: NStr(),
  roleId: Type.Integer(),
  role: Type.String(),
  sideId: NInt(),
  side: NStr(),
  dualSide: Type.Boolean(),
  workPhone: NStr(),
  mobilePhone: NStr(),
  homePhone: NStr(),
  faxPhone: NStr(),
  addressLine1: NStr(),
  addressLine2: NStr(),
  city: NStr(),
  stateId: NInt(),
  state: NStr(),
  zipCode: NStr(),
  countryId: NInt(),
  mlsId: NStr(),
  licenseNumber: NStr(),
  vendorTypeId: NInt(),
  vendorType: NStr(),
  isFavoriteVendor: Type.Boolean(),
  isVendorApproved: Type.Boolean(),
  isAffiliate: Type.Boolean(),
  canEdit: Type.Boolean(),
});
export type Party = Static<typeof Party>;

/** What addParty answers per side the party went to. */
export const AddedParty = Type.Object({
  sideId: Type.Integer(),
  partyId: Type.Integer(),
  state: NStr(),
  city: NStr(),
  zipCode: NStr(),
  addressLine1: NStr(),
  workPhone: NStr(),
  isVendorApproved: Type.Boolean(),
});
export type AddedParty = Static<typeof AddedParty>;

/** A party to assign: a person (client, agent, vendor contact) or a vendor company, in a role. */
export const PartyRef = Type.Object({
  personId: OptId(),
  vendorId: OptId(),
  roleId: RoleId,
  sideId: Type.Optional(SideInput),
});
export type PartyRef = Static<typeof PartyRef>;

export const AddPartyBody = Type.Object({ offerId: Id(), party: PartyRef, dualSide: Type.Optional(Type.Boolean()) });
export type AddPartyBody = Static<typeof AddPartyBody>;

const address = {
  addressLine1: OptText(PARTY_TEXT_MAX.address),
  addressLine2: OptText(PARTY_TEXT_MAX.address),
  city: OptText(PARTY_TEXT_MAX.city),
  stateId: OptId(),
  zipCode: OptText(PARTY_TEXT_MAX.zip),
  countryId: OptId(),
};
const businessAddress = {
  businessAddressLine1: OptText(PARTY_TEXT_MAX.address),
  businessAddressLine2: OptText(PARTY_TEXT_MAX.address),
  businessCity: OptText(PARTY_TEXT_MAX.city),
  businessStateId: OptId(),
  businessZipCode: OptText(PARTY_TEXT_MAX.zip),
  businessCountryId: OptId(),
};
const homeAddress = {
  homeAddressLine1: OptText(PARTY_TEXT_MAX.address),
  homeAddressLine2: OptText(PARTY_TEXT_MAX.address),
  homeCity: OptText(PARTY_TEXT_MAX.city),
  homeStateId: OptId(),
  homeZipCode: OptText(PARTY_TEXT_MAX.zip),
  homeCountryId: OptId(),
};

const personFields = {
  firstName: Text(PARTY_TEXT_MAX.name),
  lastName: Text(PARTY_TEXT_MAX.name),
  email: OptText(PARTY_TEXT_MAX.email),
  mobilePhone: OptText(PARTY_TEXT_MAX.phone),
};

/** Create New Client; the saved client comes back as a Party with role 'Client'. */
export const SaveClientBody = Type.Object({
  offerId: Id({ description: 'The offer whose Parties step creates the client.' }),
  partySide: OneSide,
  ...personFields,
  gender: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
  dob: Type.Optional(Nullable(Type.String({ format: 'date', maxLength: 10 }))),
  personalUrl: OptText(PARTY_TEXT_MAX.url),
  ...address,
  ...businessAddress,
  companyName: OptText(PARTY_TEXT_MAX.company),
  isEmailRequired: Type.Optional(Type.Boolean()),
  isPhoneRequired: Type.Optional(Type.Boolean()),
});
export type SaveClientBody = Static<typeof SaveClientBody>;

/** An outside brokerage. */
export const Brokerage = Type.Object({
  partyId: Type.Integer(),
  company: Type.String(),
  ein: NStr(),
  email: NStr(),
  workPhone: NStr(),
  faxPhone: NStr(),
  addressLine1: NStr(),
  addressLine2: NStr(),
  city: NStr(),
  stateId: NInt(),
  state: NStr(),
  zipCode: NStr(),
  countryId: NInt(),
});
export type Brokerage = Static<typeof Brokerage>;

export const BrokerageInput = Type.Object({
  company: Text(PARTY_TEXT_MAX.company),
  ein: OptText(PARTY_TEXT_MAX.code),
  email: OptText(PARTY_TEXT_MAX.email),
  workPhone: Text(PARTY_TEXT_MAX.phone),
  faxPhone: OptText(PARTY_TEXT_MAX.phone),
  addressLine1: Text(PARTY_TEXT_MAX.address),
  addressLine2: OptText(PARTY_TEXT_MAX.address),
  city: Text(PARTY_TEXT_MAX.city),
  stateId: Id(),
  zipCode: Text(PARTY_TEXT_MAX.zip),
  countryId: OptId(),
});
export type BrokerageInput = Static<typeof BrokerageInput>;
export const SaveBrokerageBody = Type.Object({ offerId: Id(), ...BrokerageInput.properties });

/** Create An Outside Agent: an existing brokerage (brokerageId) or a new one (brokerageId 0 and brokerageData). */
export const SaveAgentBody = Type.Object({
  offerId: Id(),
  partySide: OneSide,
  firstName: Text(PARTY_TEXT_MAX.name),
  lastName: Text(PARTY_TEXT_MAX.name),
  mobilePhone: Text(PARTY_TEXT_MAX.phone),
  email: Text(PARTY_TEXT_MAX.email),
  mlsId: OptText(PARTY_TEXT_MAX.code),
  licenseNumber: OptText(PARTY_TEXT_MAX.code),
  brokerageId: Type.Integer({ minimum: 0, maximum: 2147483647 }),
  brokerageData: Type.Optional(Nullable(BrokerageInput)),
});
export type SaveAgentBody = Static<typeof SaveAgentBody>;

export const VendorSummary = Type.Object({
  partyId: Type.Integer(),
  company: Type.String(),
  type: Type.Object({ id: Type.Integer(), name: Type.String() }),
  ein: NStr(),
  email: NStr(),
  workPhone: NStr(),
  addressLine1: NStr(),
  city: NStr(),
  state: NStr(),
  zipCode: NStr(),
});
export type VendorSummary = Static<typeof VendorSummary>;

export const SaveVendorBody = Type.Object({
  offerId: Id(),
  EIN: OptText(PARTY_TEXT_MAX.code),
  type: Type.Integer({ minimum: 1, maximum: 16, description: 'Vendor type id.' }),
  company: Text(PARTY_TEXT_MAX.company),
});
export type SaveVendorBody = Static<typeof SaveVendorBody>;

export const SaveVendorContactBody = Type.Object({
  offerId: Id(),
  partySide: OneSide,
  firstName: Text(PARTY_TEXT_MAX.name),
  lastName: Text(PARTY_TEXT_MAX.name),
  email: Text(PARTY_TEXT_MAX.email),
  mobilePhone: OptText(PARTY_TEXT_MAX.phone),
  workPhone: OptText(PARTY_TEXT_MAX.phone),
  faxPhone: OptText(PARTY_TEXT_MAX.phone),
  ...homeAddress,
  ...address,
  vendorId: Id(),
});
export type SaveVendorContactBody = Static<typeof SaveVendorContactBody>;

/** The missing-information / edit form of a party. */
const offerPartyFormProps = {
  transactionPartyId: OptId(),
  firstName: OptText(PARTY_TEXT_MAX.name),
  lastName: OptText(PARTY_TEXT_MAX.name),
  email: OptText(PARTY_TEXT_MAX.email),
  address1: OptText(PARTY_TEXT_MAX.address),
  address2: OptText(PARTY_TEXT_MAX.address),
  city: OptText(PARTY_TEXT_MAX.city),
  state: OptId(),
  zipCode: OptText(PARTY_TEXT_MAX.zip),
  addressType: Type.Optional(Type.Integer({ minimum: 1, maximum: 5 })),
  personPhone: OptText(PARTY_TEXT_MAX.phone),
  workPhone: OptText(PARTY_TEXT_MAX.phone),
  faxPhone: OptText(PARTY_TEXT_MAX.phone),
  companyName: OptText(PARTY_TEXT_MAX.company),
  companyEmail: OptText(PARTY_TEXT_MAX.email),
  companyEin: OptText(PARTY_TEXT_MAX.code),
  taxEntityType: OptId(),
  companyAddress1: OptText(PARTY_TEXT_MAX.address),
  companyAddress2: OptText(PARTY_TEXT_MAX.address),
  companyCity: OptText(PARTY_TEXT_MAX.city),
  companyState: OptId(),
  companyZipCode: OptText(PARTY_TEXT_MAX.zip),
  licenseNumber: OptText(PARTY_TEXT_MAX.code),
  mlsId: OptText(PARTY_TEXT_MAX.code),
  transactionPartyRoleId: Type.Optional(RoleId),
  transactionPartySideId: Type.Optional(SideInput),
  personId: OptId(),
  vendorId: OptId(),
};
export const OfferPartyForm = Type.Object(offerPartyFormProps);
export type OfferPartyForm = Static<typeof OfferPartyForm>;

export const OfferPartyFormAnswer = Type.Object({ name: Type.String(), isEmailUnDeliverable: NBool(), ...offerPartyFormProps });
export type OfferPartyFormAnswer = Static<typeof OfferPartyFormAnswer>;

export const SaveOfferPartyBody = Type.Object({
  ...offerPartyFormProps,
  offerId: Id(),
  /** false: only edit the contact (a search result's pencil), assign nothing. */
  isOfferParty: Type.Optional(Type.Boolean()),
  transactionPartyRoleId: RoleId,
  transactionPartySideId: SideInput,
});
export type SaveOfferPartyBody = Static<typeof SaveOfferPartyBody>;

export const UpdatePartyBody = Type.Object({ ...offerPartyFormProps, offerId: Id(), transactionPartyId: Id() });
export type UpdatePartyBody = Static<typeof UpdatePartyBody>;

export const MergeFieldItem = Type.Object({ key: Text(200), value: Text(2000) });
export const SetPartiesBody = Type.Object({
  externalId: Id({ description: 'The offer id.' }),
  parties: Type.Optional(Type.Array(Type.Object({}, { additionalProperties: true, maxProperties: 80 }), { maxItems: 100 })),
  mergeFields: Type.Optional(Type.Array(MergeFieldItem, { maxItems: 500 })),
});
export const SetPartiesResult = Type.Object({
  externalId: Type.Integer(),
  mergeFields: Type.Array(Type.Object({ key: Type.String(), value: Type.String() })),
});

export const ContractPartyBody = Type.Object({
  contractId: Id(),
  party: Type.Object({ ...PartyRef.properties, partyId: OptId() }),
  dualSide: Type.Optional(Type.Boolean()),
});

const offerQuery = Type.Object({ offerId: Id() });

export const partyRoutes = {
  search: defineRoute({
    method: 'GET',
    url: '/TransactionBase/SearchPartiesByRole',
    auth: 'agent',
    summary: 'Parties of a role the caller may assign: favourites first; at most one affiliate (trusted service provider)',
    tags,
    schema: {
      querystring: Type.Object({
        q: Type.Optional(Text(100)),
        r: RoleId,
        recs: Type.Optional(Type.Integer({ minimum: 1, maximum: LIMITS.partySearchRecords, default: LIMITS.partySearchRecords })),
      }),
      response: responses(Type.Array(Party), 400, 401),
    },
  }),
  add: defineRoute({
    method: 'POST',
    url: '/offer/addParty',
    auth: 'agent',
    summary: 'Assign a party to the buyer side, the seller side or both (owner; draft or reviewer-rejected)',
    description:
      '400 codes: already_assigned, client_both_sides, both_sides_blocked, duplicate_email, missing_information (fields: the missing items).',
    tags,
    schema: { body: AddPartyBody, response: responses(Type.Array(AddedParty), 400, 401, 404, 409) },
  }),
  remove: defineRoute({
    method: 'DELETE',
    url: '/offer/removeParty',
    auth: 'agent',
    summary: "Remove a party of the offer; answers the offer's parties",
    tags,
    schema: { querystring: Type.Object({ offerId: Id(), partyId: Id() }), response: responses(Type.Array(Party), 400, 401, 404, 409) },
  }),
  ofOffer: defineRoute({
    method: 'GET',
    url: '/offer/getPartiesByOffer',
    auth: 'agent',
    summary: 'The parties of an offer (owner or party)',
    tags,
    schema: { querystring: offerQuery, response: responses(Type.Array(Party), 400, 401, 404) },
  }),
  changeSide: defineRoute({
    method: 'PUT',
    url: '/offer/ChangePartySide',
    auth: 'agent',
    summary: "Move a party of the offer to the other side; answers the offer's parties",
    tags,
    schema: {
      querystring: Type.Object({ partyId: Id(), offerId: Id(), partySideId: OneSide }),
      response: responses(Type.Array(Party), 400, 401, 404, 409),
    },
  }),
  favourite: defineRoute({
    method: 'PUT',
    url: '/TransactionBase/SaveFavoriteVendor',
    auth: 'agent',
    summary: "Toggle the caller's favourite star of a vendor (vendorId) or vendor contact (personId)",
    tags,
    schema: {
      querystring: Type.Object({ vendorId: Type.Optional(Id()), personId: Type.Optional(Id()) }),
      response: responses(Type.Object({ isFavoriteVendor: Type.Boolean() }), 400, 401, 404),
    },
  }),
  saveClient: defineRoute({
    method: 'POST',
    url: '/client/saveClient',
    auth: 'agent',
    summary: 'Create a client (answers it as a party of the chosen side, not yet assigned)',
    tags,
    schema: { body: SaveClientBody, response: responses(Party, 400, 401, 404) },
  }),
  searchBrokerages: defineRoute({
    method: 'GET',
    url: '/OutsideAgent/SearchBrokerages',
    auth: 'agent',
    summary: 'Outside brokerages by name (more than 2 characters)',
    tags,
    schema: {
      querystring: Type.Object({ q: Text(100, { minLength: LIMITS.brokerageSearchMinLength }) }),
      response: responses(Type.Array(Brokerage), 400, 401),
    },
  }),
  saveBrokerage: defineRoute({
    method: 'POST',
    url: '/OutsideAgent/SaveBrokerage',
    auth: 'agent',
    summary: 'Create an outside brokerage',
    tags,
    schema: { body: SaveBrokerageBody, response: responses(Brokerage, 400, 401, 404) },
  }),
  saveAgent: defineRoute({
    method: 'POST',
    url: '/OutsideAgent/SaveAgent',
    auth: 'agent',
    summary: 'Create an outside agent (with a new brokerage when brokerageId is 0)',
    tags,
    schema: { body: SaveAgentBody, response: responses(Party, 400, 401, 404) },
  }),
  searchVendors: defineRoute({
    method: 'GET',
    url: '/VendorContact/SearchVendors',
    auth: 'agent',
    summary: 'Vendor companies by name',
    tags,
    schema: { querystring: Type.Object({ q: Type.Optional(Text(100)) }), response: responses(Type.Array(VendorSummary), 400, 401) },
  }),
  saveVendor: defineRoute({
    method: 'POST',
    url: '/vendorcontact/savevendor',
    auth: 'agent',
    summary: 'Create a vendor company; answers its partyId',
    tags,
    schema: { body: SaveVendorBody, response: responses(VendorSummary, 400, 401, 404) },
  }),
  saveVendorContact: defineRoute({
    method: 'POST',
    url: '/vendorcontact/savevendorcontact',
    auth: 'agent',
    summary: 'Create a contact of a vendor company (answers it as a party of the chosen side, not yet assigned)',
    tags,
    schema: { body: SaveVendorContactBody, response: responses(Party, 400, 401, 404) },
  }),
  offerParty: defineRoute({
    method: 'GET',
    url: '/offer/getOfferParty/:id',
    auth: 'agent',
    summary: "A party of an offer in the missing-information form's shape (this transaction's details)",
    tags,
    schema: {
      params: Type.Object({ id: Id({ description: 'The offer party id (its externalId).' }) }),
      response: responses(OfferPartyFormAnswer, 400, 401, 404),
    },
  }),
  getParty: defineRoute({
    method: 'GET',
    url: '/TransactionBase/GetParty',
    auth: 'agent',
    summary: "A searchable contact in the missing-information form's shape",
    tags,
    schema: {
      querystring: Type.Object({ role: RoleId, personId: Type.Optional(Id()), vendorId: Type.Optional(Id()) }),
      response: responses(OfferPartyFormAnswer, 400, 401, 404),
    },
  }),
  update: defineRoute({
    method: 'PUT',
    url: '/offer/updateParty',
    auth: 'agent',
    summary: "Change a party's information for this transaction only",
    description: "400 'EmailUnDeliverable' / 'CompanyEmailUnDeliverable' when an address cannot receive mail.",
    tags,
    schema: { body: UpdatePartyBody, response: responses(Party, 400, 401, 404, 409) },
  }),
  saveOfferParty: defineRoute({
    method: 'POST',
    url: '/offer/saveOfferParty',
    auth: 'agent',
    summary: "Complete a contact's missing information and assign it to the side(s) given",
    description: "400 'EmailUnDeliverable' / 'CompanyEmailUnDeliverable'; the assignment rules of addParty apply.",
    tags,
    schema: {
      querystring: Type.Object({ signSetId: Type.Optional(Id()) }),
      body: SaveOfferPartyBody,
      response: responses(Type.Array(AddedParty), 400, 401, 404, 409),
    },
  }),
  updateEmail: defineRoute({
    method: 'PUT',
    url: '/offer/updatePartyEmail',
    auth: 'agent',
    summary: "Set a party's e-mail for this transaction",
    tags,
    schema: {
      querystring: Type.Object({ id: Id({ description: 'The offer party id.' }), email: Text(PARTY_TEXT_MAX.email) }),
      response: responses(Party, 400, 401, 404, 409),
    },
  }),
  setParties: defineRoute({
    method: 'POST',
    url: '/custominput/setParties',
    auth: 'agent',
    summary: "Save the merge fields of the offer's parties (computed from the assigned parties)",
    tags,
    schema: { body: SetPartiesBody, response: responses(SetPartiesResult, 400, 401, 404, 409) },
  }),
  contractAdd: defineRoute({
    method: 'POST',
    url: '/documentsign/addParty',
    auth: 'agent',
    summary: "Assign a party through the offer's contract (same rules as addParty)",
    tags,
    schema: { body: ContractPartyBody, response: responses(Type.Array(AddedParty), 400, 401, 404, 409) },
  }),
  contractRemove: defineRoute({
    method: 'POST',
    url: '/documentsign/removeParty',
    auth: 'agent',
    summary: "Remove a party through the offer's contract",
    tags,
    schema: {
      body: Type.Object({ contractId: Id(), party: Type.Object({ partyId: Id() }) }),
      response: responses(Type.Array(Party), 400, 401, 404, 409),
    },
  }),
};
