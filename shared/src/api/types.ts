import type { MlsListing, OfferListItem } from '../contract';

/** The wire shapes are the contract's (one definition for the API and every front end). */
export type {
  AddressDetail,
  AddressSuggestion,
  AuthenticatedAgent,
  CounterOfferSummary,
  FormTemplate,
  ListingAgent,
  LookupItem,
  MlsDocument,
  MlsListing,
  MlsSearchResult,
  OfferDetail,
  OfferDraft,
  OfferListItem,
  OfferLookupData,
  AvailableDocument,
  OfferDocument,
  MlsDocumentRef,
  OfferForm,
  FormItem,
  FormField,
  CheckBoxField,
  RadioGroup,
  FormTemplatesResult,
  SetCustomFieldsBody,
  OfferParty,
  OfferActivity,
  OfferContract,
  AcceptedTerms,
  Sale,
  AgentContract,
  AddedParty,
  Brokerage,
  BrokerageInput,
  OfferPartyForm,
  OfferPartyFormAnswer,
  Party,
  PartyRef,
  SaveAgentBody,
  SaveClientBody,
  SaveOfferPartyBody,
  SaveVendorContactBody,
  UpdatePartyBody,
  VendorSummary,
  PortalOffer,
  PortalCounterOffer,
  PortalParty,
  PortalSelf,
  SharedByAgent,
  AcceptOfferResult,
  DocumentField,
  DocumentFields,
  PartyCredentials,
  SignatureMark,
  SignBody,
  IssueSigningGrantBody,
  SigningGrant,
  SigningPurpose,
  SigningSession,
  SignerDocument,
  SignerHolder,
  SignerView,
  SignSetSummary,
  ContractDocument,
  SharedParty,
  AddDocumentsBody,
  AddPartyBody,
  AddSellerBody,
  ClientRegisterBody,
  CounterOfferCreateBody,
  ForwardToBuyerAgentBody,
  ForwardToBuyerBody,
  ForwardToSellerAgentBody,
  ForwardToSellerBody,
  PrintOfferBody,
  ResendBody,
  SaveReviewerBody,
  SaveVendorBody,
  ShareCompletedBody,
  ShareDocumentsBody,
  ShareSelectedBody,
} from '../contract';
export type { PartyReminder, ReminderParty, Reviewer, ShareOfferBody } from '../contract';
/** What the signing pages check before asking: a link's token shape and the decline reason's length. */
export { DECLINE_REASON_MAX, SIGN_TOKEN_PATTERN } from '../contract';
/** Limits and messages the contract documents screens share with the API. */
export { VOID_REASON_MAX, ONLY_PDF_MESSAGE, DOCUMENTS_SHARED_MESSAGE } from '../contract';
/** The party link's query parameter (page addresses), its request header, the portal's paths and why a link opens nothing any more. */
export { PARTY_LINK_PARAM, PARTY_LINK_HEADER, PARTY_LINK_GONE, portalPath } from '../contract';
export type { LinkAgent, PartyLinkBody, PartyLinkStatus } from '../contract';

export type SortByTerm = 'dsc' | 'asc';

/** The offers list's filters as the list screen holds them (the status filter as ids). */
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

/** The MLS data of one listing (GET /mlsLookup/GetMlsListing) as the wizard keeps it. */
export type MlsData = MlsListing;
