/**
 * The offer's fields on the wire: the list item, the stored detail and the draft the client saves.
 * The draft's text limits are the form's (OFFER_TEXT_MAX); its ids are integers and its money
 * numbers: JSON bodies are never coerced from text.
 */
import { Type, type Static } from '@sinclair/typebox';
import { OFFER_TEXT_MAX } from '../domain/limits';
import { Id, INT32_MAX, NBool, NInt, NNum, NStr, Nullable, Text, Timestamp } from './schema';

export const CounterOfferSummary = Type.Object({
  id: Type.Integer(),
  statusId: Type.Integer(),
  partySideId: Type.Integer(),
  counterPrice: NNum(),
});
export type CounterOfferSummary = Static<typeof CounterOfferSummary>;

const offerItemProperties = {
  id: Type.Integer(),
  displayId: Type.String(),
  offerTypeId: Type.Unsafe<1 | 2>({ type: 'integer', enum: [1, 2], description: '1 sent (caller owns it), 2 received.' }),
  statusId: Type.Integer(),
  counterOffers: Type.Array(CounterOfferSummary),
  offerPrice: NNum(),
  propertyTypeId: NInt(),
  propertyType: NStr(),
  streetNumber: NStr(),
  street: NStr(),
  unitNumber: NStr(),
  city: NStr(),
  state: Nullable(Type.String({ description: 'State or province abbreviation.' })),
  zipCode: NStr(),
  streetAndCityAddress: Type.String(),
  stateAndZip: Type.String(),
  fullAddress: Type.String(),
  mlsNumber: NStr(),
  imageBlobLocation: NStr(),
  createdOn: Timestamp(),
  isArchived: Type.Boolean(),
  isViewed: Type.Boolean(),
  canEdit: Type.Boolean(),
};

/** An offer as the lists answer it. */
export const OfferListItem = Type.Object(offerItemProperties);
export type OfferListItem = Static<typeof OfferListItem>;

const LISTING_AGENT_KEYS = [
  'listingAgentId',
  'listingAgentFullName',
  'listingAgentFirstName',
  'listingAgentLastName',
  'listingAgentMlsId',
  'listingAgentLicenseNumber',
  'listingAgentCellPhone',
  'listingAgentHomePhone',
  'listingAgentOfficePhone',
  'listingAgentEmail',
  'coordinatorMlsId',
  'coordinatorFullName',
  'coordinatorFirstName',
  'coordinatorLastName',
  'coordinatorEmail',
  'coordinatorCellPhone',
  'coordinatorOfficePhone',
  'listingOfficeMlsId',
  'listingOfficeName',
  'listingOfficeLicenseNumber',
  'listingOfficeAddress',
  'listingOfficeState',
  'listingOfficeCity',
  'listingOfficeZip',
  'listingOfficePhone',
] as const;
type ListingAgentKey = (typeof LISTING_AGENT_KEYS)[number];

/** Longest value of one listing agent field. */
export const LISTING_AGENT_TEXT_MAX = 200;

/** The listing agent block of MLS data: listing agent, coordinator and listing office (flat text fields, nothing else). */
const agentText = () => Type.Optional(Nullable(Text(LISTING_AGENT_TEXT_MAX)));
export const ListingAgent = Type.Object(
  Object.fromEntries(LISTING_AGENT_KEYS.map((k) => [k, agentText()])) as Record<ListingAgentKey, ReturnType<typeof agentText>>,
  { additionalProperties: false, description: 'Listing agent block: listing agent, coordinator and listing office.' },
);
export type ListingAgent = Static<typeof ListingAgent>;

const detailProperties = {
  countryId: NInt(),
  directionId: NInt(),
  designatorId: NInt(),
  suffixId: NInt(),
  unitTypeId: NInt(),
  stateId: NInt(),
  county: NStr(),
  yearBuilt: NInt(),
  assessorsNumber: NStr(),
  legalDescription: NStr(),
  wasteWaterTreatmentId: NInt(),
  isHomeLocatedInHOA: NBool(),
  leadBasedPaintDisclosureId: NInt(),
  earnestMoneyDeposit: NNum(),
  earnestMoneyDepositedId: NInt(),
  formOfEarnestMoneyId: NInt(),
  formOfEarnestMoneyOtherDesc: NStr(),
  typeOfFinancingId: NInt(),
  typeOfFinancingOtherDesc: NStr(),
  downPayment: NNum(),
  sellerConcessions: NNum(),
  appraisalPaidById: NInt(),
  appraisalPaidByOtherDesc: NStr(),
  prorationOfAssessmentAndFeeId: NInt(),
  prorationOfAssessmentAndFeeOtherDesc: NStr(),
  closingDate: NStr(),
  possessionDate: NStr(),
  acceptanceDeadlineDate: NStr(),
  acceptanceDeadlineTime: NStr(),
  inspectionDaysFromCOE: NInt(),
  additionalTerms: NStr(),
  isHomeWarrantyOrdered: NBool(),
  homeWarrantyOrderedById: NInt(),
  paidById: NInt(),
  optionalCoverage: NStr(),
  costNotToExceed: NNum(),
  homeWarrantyCompanyId: NInt(),
  homeWarrantyCompanyName: NStr(),
  fromMlsData: NBool(),
  listingAgent: Nullable(ListingAgent),
  formTemplateIds: Nullable(Type.Array(Type.Integer())),
  transactionTypeId: NInt(),
  acceptedOn: NStr(),
  rejectedOn: NStr(),
  sendReminder: NBool(),
  remindTime: NStr(),
  reminderInDays: NInt(),
  reviewerFirstName: NStr(),
  reviewerLastName: NStr(),
  reviewerEmail: NStr(),
  reviewerMessage: NStr(),
  wizardStep: NStr(),
  isIncomplete: NBool(),
};

/** The stored offer fields beyond the list item (the repository selects exactly these). */
export const OfferDetailFields = Type.Object(detailProperties);
export type OfferDetailFields = Static<typeof OfferDetailFields>;

export const OfferParty = Type.Object({
  partyId: Type.Integer(),
  personId: NInt(),
  vendorId: NInt(),
  name: NStr(),
  firstName: NStr(),
  lastName: NStr(),
  email: NStr(),
  mobilePhone: NStr(),
  company: NStr(),
  roleId: Type.Integer(),
  role: NStr(),
  sideId: Type.Integer(),
  side: NStr(),
  dualSide: Type.Boolean(),
  statusId: Type.Integer(),
  viewedOn: NStr(),
  signStatus: Nullable(
    Type.Integer({
      description:
        "The party's signer status in the newest sign set holding it: 1 not signed, 2 signed, 3 declined, 4 view only; null when never shared with.",
    }),
  ),
});
export type OfferParty = Static<typeof OfferParty>;

/** One offer with its terms and parties (`stateId` is the state id, `state` its abbreviation). */
export const OfferDetail = Type.Object({
  ...offerItemProperties,
  ...detailProperties,
  contractId: Nullable(Type.Integer({ description: 'The contract holding the documents (external id = offer id).' })),
  parties: Type.Array(OfferParty),
  saleId: Nullable(Type.Integer({ description: 'The sale this offer was converted to.' })),
  saleFileNumber: NStr(),
  listingPrice: Nullable(
    Type.Number({ description: "The listing's price when the MLS listing is known locally (embedded MLS), else null." }),
  ),
  party: Nullable(
    Type.Object(
      { partyId: Type.Integer(), roleId: Type.Integer(), sideId: Type.Integer(), side: NStr() },
      { description: "The caller's own party on the offer (an agent role first); null when the caller is not a party." },
    ),
  ),
  isBuyerAgent: Type.Boolean({
    description:
      "The caller is the offer's buyer agent: the in-house buyer-side agent party whose e-mail is the caller's (or the owner while the offer names none).",
  }),
});
export type OfferDetail = Static<typeof OfferDetail>;

const optional = <T extends Parameters<typeof Type.Optional>[0]>(s: T) => Type.Optional(Nullable(s));
const idField = () => optional(Id());
const text = (max: number) => optional(Text(max));
const money = () => optional(Type.Number({ minimum: 0 }));
/** A calendar date: YYYY-MM-DD and nothing after it. */
const date = () => optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' }));

/** The draft POST /offer/createoffer takes: id -1 creates, an existing id updates; `state` is the state id. */
export const OfferDraft = Type.Object(
  {
    id: Type.Integer({ minimum: -1, maximum: INT32_MAX, description: '-1 creates a draft; else the draft to update.' }),
    propertyTypeId: idField(),
    streetNumber: text(OFFER_TEXT_MAX.streetNumber),
    directionId: idField(),
    street: text(OFFER_TEXT_MAX.street),
    designatorId: idField(),
    suffixId: idField(),
    unitNumber: text(OFFER_TEXT_MAX.unitNumber),
    unitTypeId: idField(),
    city: text(OFFER_TEXT_MAX.city),
    state: optional(Id({ description: 'State or province id.' })),
    county: text(OFFER_TEXT_MAX.county),
    zipCode: text(OFFER_TEXT_MAX.zipCode),
    countryId: idField(),
    mlsNumber: text(OFFER_TEXT_MAX.mlsNumber),
    assessorsNumber: text(OFFER_TEXT_MAX.assessorsNumber),
    legalDescription: text(OFFER_TEXT_MAX.legalDescription),
    wasteWaterTreatmentId: idField(),
    isHomeLocatedInHOA: optional(Type.Boolean()),
    yearBuilt: optional(Type.Integer({ minimum: 0, maximum: 9999 })),
    leadBasedPaintDisclosureId: idField(),
    offerPrice: money(),
    earnestMoneyDeposit: money(),
    earnestMoneyDepositedId: idField(),
    formOfEarnestMoneyId: idField(),
    formOfEarnestMoneyOtherDesc: text(OFFER_TEXT_MAX.otherDescription),
    typeOfFinancingId: idField(),
    typeOfFinancingOtherDesc: text(OFFER_TEXT_MAX.otherDescription),
    downPayment: money(),
    sellerConcessions: money(),
    appraisalPaidById: idField(),
    appraisalPaidByOtherDesc: text(OFFER_TEXT_MAX.otherDescription),
    prorationOfAssessmentAndFeeId: idField(),
    prorationOfAssessmentAndFeeOtherDesc: text(OFFER_TEXT_MAX.otherDescription),
    closingDate: date(),
    possessionDate: date(),
    acceptanceDeadlineDate: date(),
    acceptanceDeadlineTime: optional(Type.String({ pattern: '^\\d{2}:\\d{2}(:\\d{2})?$', description: 'HH:mm' })),
    inspectionDaysFromCOE: optional(Type.Integer({ minimum: 0, maximum: 9999 })),
    additionalTerms: text(OFFER_TEXT_MAX.additionalTerms),
    isHomeWarrantyOrdered: optional(Type.Boolean()),
    homeWarrantyOrderedById: idField(),
    optionalCoverage: text(OFFER_TEXT_MAX.optionalCoverage),
    costNotToExceed: money(),
    paidById: idField(),
    homeWarrantyCompanyId: idField(),
    homeWarrantyCompanyName: text(OFFER_TEXT_MAX.homeWarrantyCompanyName),
    contractId: idField(),
    fromMlsData: Type.Optional(
      Type.Boolean({ description: 'Created from MLS data: a new draft then needs only the property type and the address.' }),
    ),
    formTemplateIds: optional(Type.Array(Id(), { maxItems: 50 })),
    listingAgent: optional(ListingAgent),
  },
  { additionalProperties: false },
);
export type OfferDraft = Static<typeof OfferDraft>;
