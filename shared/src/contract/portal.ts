/**
 * The party portal: what buyers, sellers, their agents and the reviewer do from their links after
 * the offer was sent — view, accept, counter, reject, forward, add sellers, register, print, review.
 *
 * Every route here is `auth: 'party'`. Its credential is the party link token the page's address
 * carries as `?t=` (PARTY_LINK_PARAM), sent to the API in the X-Party-Link header (PARTY_LINK_HEADER,
 * partyLinks.ts) and never in an API address (a query `t` is refused with 400): 256 random bits,
 * base64url, only its SHA-256 kept on the server (offer_party_links). A token opens one (offer,
 * party) — or, for a reviewer token, one offer's review — and nothing else: a wrong, foreign or
 * malformed token answers 404 as for a missing offer; an expired, revoked or replaced one, or one
 * of a closed or cancelled offer, answers 410 (partyLinks.ts). Where the route says so (`bearer` in
 * its description), a signed-in agent who is a party of the offer may call it with its bearer token
 * instead of the link; it then acts as its own party on the offer (the owner as the buyer in-house agent).
 */
import { Type, type Static } from '@sinclair/typebox';
import { SIGN_TOKEN_PATTERN } from './signing';
import { defineRoute, fileResponses, responses } from './route';
import { Id, NBool, NInt, NNum, NStr, Nullable, Text, Timestamp } from './schema';

const tags = ['portal'];

/** The query parameter of the portal page's address (as mailed) carrying the party link token; API calls send it in PARTY_LINK_HEADER. */
export const PARTY_LINK_PARAM = 't';
/** A party or reviewer link token: 32 random bytes, base64url without padding (43 characters). */
export const LINK_TOKEN_PATTERN = SIGN_TOKEN_PATTERN;

/** The portal pages a link opens (docs/domain/portal.md, "Party links"); the mailed address carries the token as `?t=`. */
export const PORTAL_PAGES = [
  'view-offer',
  'offer-viewer',
  'counter-offer',
  'forward-offer',
  'add-seller-party',
  'client/register',
  'review-offer',
] as const;
export type PortalPage = (typeof PORTAL_PAGES)[number];

export const OFFER_DISPLAY_ID_MAX = 40;
export const PORTAL_MESSAGE_MAX = 2000;
export const COUNTER_TERMS_MAX = 4000;
export const SELLER_NAME_MAX = 100;
export const SELLER_EMAIL_MAX = 254;
export const SELLERS_MAX = 10;
export const MONEY_MAX = 999_999_999_999;
export const REGISTRATION_TEXT_MAX = 254;

const DisplayId = () => Text(OFFER_DISPLAY_ID_MAX, { minLength: 1, description: "the offer's display id" });
const PartyIds = () => Type.Array(Id(), { maxItems: 50, uniqueItems: true });
const Message = () => Type.Optional(Nullable(Text(PORTAL_MESSAGE_MAX)));

// ---- answers ---------------------------------------------------------------------------------

/** A counter offer as the portal shows it; `number` counts from the oldest (1). */
export const PortalCounterOffer = Type.Object({
  id: Type.Integer(),
  number: Type.Integer(),
  /** 229 Active, 230 Pending, 233 Approved */
  statusId: Type.Integer(),
  partyId: NInt(),
  partySideId: Type.Integer(),
  documentId: NInt(),
  counterPrice: NNum(),
  counterEarnestMoney: NNum(),
  counterFinancingId: NInt(),
  counterFinancing: NStr(),
  /** close of escrow, YYYY-MM-DD */
  counterCOE: NStr(),
  /** ISO date-time */
  counterAcceptanceDeadLine: NStr(),
  counterTerms: NStr(),
  createdOn: Timestamp(),
});
export type PortalCounterOffer = Static<typeof PortalCounterOffer>;

/** The caller's own party on the offer (null for a reviewer). */
export const PortalSelf = Type.Object({
  partyId: Type.Integer(),
  roleId: Type.Integer(),
  sideId: Type.Integer(),
  /** 'Buyer' or 'Seller' */
  side: Type.String(),
  name: Type.String(),
  /** The caller is the offer's owner (the buyer in-house agent who created it). */
  isOwner: Type.Boolean(),
  /** The party has signed a sign set of the offer (docs/domain/portal.md, "Sign first, registration at signing"). */
  hasSigned: Type.Boolean(),
  /** An open sign set of the offer still waits for the party's signature. */
  hasPendingSignature: Type.Boolean(),
  /** A buyer client already registered for the client app from its link. */
  isRegistered: Type.Boolean(),
});
export type PortalSelf = Static<typeof PortalSelf>;

/** Another party as the portal shows it: no e-mail or phone of the other parties, only whether there is an e-mail. */
export const PortalParty = Type.Object({
  partyId: Type.Integer(),
  name: Type.String(),
  firstName: NStr(),
  lastName: NStr(),
  roleId: Type.Integer(),
  role: Type.String(),
  sideId: Type.Integer(),
  side: Type.String(),
  dualSide: Type.Boolean(),
  hasEmail: Type.Boolean(),
  viewedOn: NStr(),
});
export type PortalParty = Static<typeof PortalParty>;

/** The card of the agent who shared the offer with the caller (the agent of the other side for an agent, of the caller's side for a client). */
export const SharedByAgent = Type.Object({
  name: Type.String(),
  company: NStr(),
  photo: NStr(),
  addressLine1: NStr(),
  workPhone: NStr(),
  mobilePhone: NStr(),
  homePhone: NStr(),
  email: NStr(),
  sideId: Type.Integer(),
  /** The clients the agent represents (names). */
  clients: Type.Array(Type.String()),
});
export type SharedByAgent = Static<typeof SharedByAgent>;

/** A document of the offer's contract as the portal lists it (the forward page sends it along by id). */
export const PortalDocument = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** 1/0 template, 2 PDF */
  documentType: Type.Integer(),
  /** Signed by every signer of a session, or marked as signed. */
  isSigned: Type.Boolean(),
  /** Never shared for signing (nor marked signed). */
  isDraft: Type.Boolean(),
});
export type PortalDocument = Static<typeof PortalDocument>;

/** The offer as a party (or the reviewer) sees it through its link (docs/domain/portal.md, "PortalOffer"). */
export const PortalOffer = Type.Object({
  id: Type.Integer(),
  displayId: Type.String(),
  statusId: Type.Integer(),
  /** The status label (docs/domain/offers.md, "Status ids and labels"; statusLabel.ts) and whether it is in the completed style. */
  statusLabel: Type.String(),
  statusCompleted: Type.Boolean(),
  /** Always false through a link: parties never edit the offer's terms. */
  canEdit: Type.Boolean(),
  isAccepted: Type.Boolean(),
  offerPrice: NNum(),
  /** The latest Active or Approved counter's price, else the offer price. */
  displayedPrice: NNum(),
  listingPrice: NNum(),
  propertyTypeId: NInt(),
  fullAddress: Type.String(),
  streetAndCityAddress: Type.String(),
  unitNumber: NStr(),
  city: NStr(),
  mlsNumber: NStr(),
  yearBuilt: NInt(),
  imageBlobLocation: NStr(),
  saleId: NInt(),
  saleFileNumber: NStr(),
  contractId: NInt(),
  counterOffers: Type.Array(PortalCounterOffer),
  /** The contract's documents in their display order (none without a contract). */
  documents: Type.Array(PortalDocument),
  parties: Type.Array(PortalParty),
  sendReminder: NBool(),
  remindTime: NStr(),
  reminderInDays: NInt(),
  earnestMoneyDeposit: NNum(),
  typeOfFinancingId: NInt(),
  typeOfFinancing: NStr(),
  closingDate: NStr(),
  additionalTerms: NStr(),
  /** ISO date-time of the acceptance deadline (date and time joined), or null */
  acceptanceDeadline: NStr(),
  acceptanceDeadlineDate: NStr(),
  acceptanceDeadlineTime: NStr(),
  rejectedOn: NStr(),
  acceptedOn: NStr(),
  /** The brokerage of the offer. */
  franchiseId: Type.Integer(),
  party: Nullable(PortalSelf),
  /** A seller-side agent still has to sign an open sign set: the sellers cannot be added or forwarded to yet. */
  listingAgentsPending: Type.Boolean(),
  sharedBy: Nullable(SharedByAgent),
  /** Reviewer fields: only for the owner and for the reviewer's own link, else null. */
  reviewerFirstName: NStr(),
  reviewerLastName: NStr(),
  reviewerEmail: NStr(),
  reviewerMessage: NStr(),
  isHomeWarrantyOrdered: NBool(),
  homeWarrantyOrderedById: NInt(),
});
export type PortalOffer = Static<typeof PortalOffer>;

/** A status change through the portal: its message (the seed's exact text) and the offer's new status. */
export const PortalActionResult = Type.Object({ message: Type.String(), statusId: Type.Integer() });
export type PortalActionResult = Static<typeof PortalActionResult>;

/**
 * POST /offer/AcceptOffer: either the latest counter of the other side was accepted ('accepted'),
 * or the party goes to sign its open sign set ('sign': the page sends it to
 * /sign-documents/{signToken}/{signSetId} with the sign token of its own address).
 */
export const AcceptOfferResult = Type.Union([
  Type.Object({ next: Type.Literal('accepted'), message: Type.String(), statusId: Type.Integer(), counterOfferId: Type.Integer() }),
  Type.Object({
    next: Type.Literal('sign'),
    message: Type.String(),
    statusId: Type.Integer(),
    contractId: Type.Integer(),
    signSetId: Type.Integer(),
    /** A new sign token of the party for that set (an earlier one stops working): the portal opens signing with it. */
    signToken: Type.String(),
  }),
]);
export type AcceptOfferResult = Static<typeof AcceptOfferResult>;

/** POST /offer/OpenSigning: the caller's open sign set and a new sign token of its own for it (an earlier one stops working). */
export const OpenSigningResult = Type.Object({ contractId: Type.Integer(), signSetId: Type.Integer(), signToken: Type.String() });
export type OpenSigningResult = Static<typeof OpenSigningResult>;

export const CounterOfferCreated = Type.Object({ message: Type.String(), statusId: Type.Integer(), counterOffer: PortalCounterOffer });
export type CounterOfferCreated = Static<typeof CounterOfferCreated>;

export const SellersAdded = Type.Object({
  message: Type.String(),
  statusId: Type.Integer(),
  sellers: Type.Array(Type.Object({ partyId: Type.Integer(), name: Type.String(), email: Type.String() })),
});
export type SellersAdded = Static<typeof SellersAdded>;

export const ReviewerAcceptResult = Type.Object({ message: Type.String(), statusId: Type.Integer(), signSetId: Type.Integer() });
export type ReviewerAcceptResult = Static<typeof ReviewerAcceptResult>;

// ---- bodies ----------------------------------------------------------------------------------

/** Who acts: the party's offer and its party id (must be the link's, else 404). */
export const OfferPartyBody = Type.Object({ offerDisplayId: DisplayId(), partyId: Id() });
export type OfferPartyBody = Static<typeof OfferPartyBody>;

/** Money as a JSON number (US dollars, no decimals; checked by the service, which names the field). */
const Money = () => Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: MONEY_MAX })));

/** The counter offer create payload (docs/domain/portal.md, "Counter values"). */
export const CounterOfferCreateBody = Type.Object({
  offerDisplayId: DisplayId(),
  partyId: Id(),
  counterPrice: Money(),
  counterEarnestMoney: Money(),
  counterFinancingId: Type.Optional(Nullable(Id())),
  /** close of escrow, YYYY-MM-DD */
  counterCOE: Type.Optional(Nullable(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' }))),
  /** agents only; ISO date-time on a 15-minute step */
  counterAcceptanceDeadLine: Type.Optional(Nullable(Type.String({ format: 'date-time' }))),
  counterTerms: Type.Optional(Nullable(Text(COUNTER_TERMS_MAX))),
});
export type CounterOfferCreateBody = Static<typeof CounterOfferCreateBody>;

/** A seller entry; the texts of docs/domain/portal.md, "Form rules", answer an empty or malformed one. */
export const SellerEntry = Type.Object({
  firstName: Text(SELLER_NAME_MAX),
  lastName: Text(SELLER_NAME_MAX),
  email: Text(SELLER_EMAIL_MAX),
  message: Type.Optional(Nullable(Text(PORTAL_MESSAGE_MAX))),
});
export type SellerEntry = Static<typeof SellerEntry>;

export const AddSellerBody = Type.Object({
  offerId: Id(),
  sellers: Type.Array(SellerEntry, { maxItems: SELLERS_MAX }),
  franchiseId: Type.Optional(Nullable(Id())),
  sellerAgentPartyId: Id(),
  signSetId: Type.Optional(Nullable(Id())),
});
export type AddSellerBody = Static<typeof AddSellerBody>;

export const ForwardToSellerAgentBody = Type.Object({
  offerDisplayId: DisplayId(),
  message: Message(),
  /** seller-side parties asked to sign (party ids) */
  signingParties: Type.Optional(PartyIds()),
  optionalRecipients: Type.Optional(PartyIds()),
  accessibleDocumentIds: Type.Optional(Type.Array(Id(), { maxItems: 200, uniqueItems: true })),
  signSetId: Type.Optional(Nullable(Id())),
  /** the acting agent's party id (must be the caller's) */
  agentId: Type.Optional(Nullable(Id())),
});
export type ForwardToSellerAgentBody = Static<typeof ForwardToSellerAgentBody>;

export const ForwardToBuyerAgentBody = Type.Object({
  offerDisplayId: DisplayId(),
  message: Message(),
  agentId: Type.Optional(Nullable(Id())),
  optionalRecipients: Type.Optional(PartyIds()),
});
export type ForwardToBuyerAgentBody = Static<typeof ForwardToBuyerAgentBody>;

/** The counter offer a forward carries to the client (one of the offer's). */
export const CounterOfferRef = Type.Object({ id: Id() });

export const ForwardToSellerBody = Type.Object({
  offerDisplayId: DisplayId(),
  agentId: Type.Optional(Nullable(Id())),
  message: Message(),
  counterOfferViewModel: Type.Optional(Nullable(CounterOfferRef)),
});
export type ForwardToSellerBody = Static<typeof ForwardToSellerBody>;

export const ForwardToBuyerBody = Type.Object({
  offerDisplayId: DisplayId(),
  agentId: Type.Optional(Nullable(Id())),
  message: Message(),
  optionalRecipients: Type.Optional(PartyIds()),
  counterOfferViewModel: Type.Optional(Nullable(CounterOfferRef)),
});
export type ForwardToBuyerBody = Static<typeof ForwardToBuyerBody>;

/** The client registration payload; every rule (docs/domain/portal.md, "Registration") is the service's, with its exact message. */
export const ClientRegisterBody = Type.Object({
  firstName: Text(REGISTRATION_TEXT_MAX),
  lastName: Text(REGISTRATION_TEXT_MAX),
  email: Text(REGISTRATION_TEXT_MAX),
  mobilePhone: Type.Optional(Nullable(Text(REGISTRATION_TEXT_MAX))),
  username: Text(REGISTRATION_TEXT_MAX),
  password: Text(REGISTRATION_TEXT_MAX),
  confirmPassword: Text(REGISTRATION_TEXT_MAX),
  offerDisplayId: DisplayId(),
});
export type ClientRegisterBody = Static<typeof ClientRegisterBody>;

export const PrintOfferBody = Type.Object({
  contractId: Id(),
  offerId: Id(),
  counterOfferId: Type.Optional(Nullable(Id())),
  signSetId: Type.Optional(Nullable(Id())),
  /** the caller's party id */
  externalPartyId: Type.Optional(Nullable(Id())),
});
export type PrintOfferBody = Static<typeof PrintOfferBody>;

// ---- routes ----------------------------------------------------------------------------------

export const RejectOfferQuery = Type.Object({ offerDisplayId: DisplayId(), partyId: Id() });
export type RejectOfferQuery = Static<typeof RejectOfferQuery>;
export const ReviewerRejectQuery = Type.Object({ offerDisplayId: DisplayId() });
export type ReviewerRejectQuery = Static<typeof ReviewerRejectQuery>;

/** A document the reviewer reviews: its id and name (its pages come from reviewerDocument). */
export const ReviewDocument = Type.Object({ id: Id(), name: Type.String() });
export type ReviewDocument = Static<typeof ReviewDocument>;

export const portalRoutes = {
  getOfferByParty: defineRoute({
    method: 'GET',
    url: '/offer/GetOfferByParty/:offerId/:partyId',
    auth: 'party',
    summary: "The offer as this party sees it: its own party, the sharing agent's card, counter offers and terms",
    description: 'Link token of this (offer, party), or bearer of an agent who is this party.',
    tags,
    schema: {
      params: Type.Object({ offerId: Id(), partyId: Id() }),
      response: responses(PortalOffer, 400, 404, 410),
    },
  }),
  getOfferByDisplayId: defineRoute({
    method: 'GET',
    url: '/offer/getOfferByDisplayId/:id',
    auth: 'party',
    summary: 'The offer by its display id, as the link (party or reviewer) or the agent party sees it',
    description: 'Link token (party or reviewer) of this offer, or bearer of an agent party of it.',
    tags,
    schema: { params: Type.Object({ id: DisplayId() }), response: responses(PortalOffer, 400, 404, 410) },
  }),
  rejectOffer: defineRoute({
    method: 'PUT',
    url: '/offer/RejectOffer',
    auth: 'party',
    summary: "A client rejects the offer (or the other side's latest counter): 'Successfully Rejected'",
    description: 'Link token of a client party, or bearer of a seller-side agent party.',
    tags,
    schema: { querystring: RejectOfferQuery, response: responses(PortalActionResult, 400, 404, 409, 410) },
  }),
  setViewedByParty: defineRoute({
    method: 'PUT',
    url: '/offer/SetOfferViewedByParty/:offerId/:partyId',
    auth: 'party',
    summary: 'The party opened the offer from its link: it is marked viewed (the first time is kept)',
    description: 'Link token (header) of this (offer, party).',
    tags,
    schema: {
      params: Type.Object({ offerId: Id(), partyId: Id() }),
      response: responses(Type.Object({ viewedOn: Timestamp() }), 400, 404, 410),
    },
  }),
  acceptOffer: defineRoute({
    method: 'POST',
    url: '/offer/AcceptOffer',
    auth: 'party',
    summary: "A client accepts: the other side's latest counter is approved, or the client is sent to sign its open sign set",
    description: 'Link token of a client party.',
    tags,
    schema: { body: OfferPartyBody, response: responses(AcceptOfferResult, 400, 404, 409, 410) },
  }),
  openSigning: defineRoute({
    method: 'POST',
    url: '/offer/OpenSigning',
    auth: 'party',
    summary: 'An agent party goes to sign its open sign set (the seller agent signs before adding sellers): the set and a new sign token',
    description: 'Link token of an agent party, or bearer of an agent party. 409 when no open set waits for its signature.',
    tags,
    schema: { body: OfferPartyBody, response: responses(OpenSigningResult, 400, 404, 409, 410) },
  }),
  createCounterOffer: defineRoute({
    method: 'POST',
    url: '/offer/CreateCounterOfferPublic',
    auth: 'party',
    summary: "A party counters: 'Counter Offer Sent' (Active from the seller side, Pending from the buyer side)",
    description: 'Link token, or bearer of an agent party (only agents set the acceptance deadline).',
    tags,
    schema: { body: CounterOfferCreateBody, response: responses(CounterOfferCreated, 400, 404, 409, 410) },
  }),
  addSeller: defineRoute({
    method: 'POST',
    url: '/offer/AddSeller',
    auth: 'party',
    summary: 'The seller agent adds the sellers and forwards the offer to them (Forwarded To Seller); each seller gets its link',
    description: 'Link token of a seller-side agent party, or its bearer.',
    tags,
    schema: { body: AddSellerBody, response: responses(SellersAdded, 400, 404, 409, 410) },
  }),
  forwardToSellerAgent: defineRoute({
    method: 'PUT',
    url: '/offer/ForwardToSellerAgent',
    auth: 'party',
    summary:
      "The buyer agent forwards the offer to the seller agent: 'Forwarded to Seller Agent.'; 404 with the message when the seller agent has no e-mail",
    description: 'Bearer of the buyer-side agent party (the owner), or its link token.',
    tags,
    schema: { body: ForwardToSellerAgentBody, response: responses(PortalActionResult, 400, 404, 409, 410) },
  }),
  forwardToBuyerAgent: defineRoute({
    method: 'PUT',
    url: '/offer/forwardToBuyerAgent',
    auth: 'party',
    summary:
      "The seller agent forwards the offer to the buyer agent: 'Forwarded to Buyer Agent.'; 404 with the message when the buyer agent has no e-mail",
    description: 'Link token of a seller-side agent party, or its bearer.',
    tags,
    schema: { body: ForwardToBuyerAgentBody, response: responses(PortalActionResult, 400, 404, 409, 410) },
  }),
  forwardToSeller: defineRoute({
    method: 'PUT',
    url: '/offer/ForwardToSeller',
    auth: 'party',
    summary:
      "The seller agent forwards the offer to its sellers: 'Forwarded to Seller.'; refused while a listing agent's signature is pending",
    description: 'Link token of a seller-side agent party, or its bearer.',
    tags,
    schema: { body: ForwardToSellerBody, response: responses(PortalActionResult, 400, 404, 409, 410) },
  }),
  forwardToBuyer: defineRoute({
    method: 'PUT',
    url: '/offer/ForwardToBuyer',
    auth: 'party',
    summary: "The buyer agent forwards the seller's counter to the buyers: 'Forwarded to Buyer.'",
    description: 'Bearer of the buyer-side agent party (the owner), or its link token.',
    tags,
    schema: { body: ForwardToBuyerBody, response: responses(PortalActionResult, 400, 404, 409, 410) },
  }),
  reviewerAccept: defineRoute({
    method: 'PUT',
    url: '/offer/ReviewerAcceptOffer/:offerId/:contractId',
    auth: 'party',
    summary: "The reviewer accepts (only while Sent for Review): 'Offer accepted and sent for signature to parties'",
    description: 'Reviewer link token only.',
    tags,
    schema: {
      params: Type.Object({ offerId: Id(), contractId: Id() }),
      response: responses(ReviewerAcceptResult, 400, 404, 409, 410),
    },
  }),
  reviewerReject: defineRoute({
    method: 'PUT',
    url: '/offer/reviewerRejectOffer',
    auth: 'party',
    summary: "The reviewer rejects (only while Sent for Review): 'Offer rejected successfully' (Reviewer Rejected)",
    description: 'Reviewer link token only.',
    tags,
    schema: { querystring: ReviewerRejectQuery, response: responses(PortalActionResult, 400, 404, 409, 410) },
  }),
  reviewerDocuments: defineRoute({
    method: 'GET',
    url: '/offer/GetOfferDocumentsForReview/:offerId',
    auth: 'party',
    summary: "The offer's documents the reviewer reviews, in the contract's order (id and name)",
    description: 'Reviewer link token (header) of this offer only; anything else answers 404 as for a missing offer.',
    tags,
    schema: {
      params: Type.Object({ offerId: Id() }),
      response: responses(Type.Array(ReviewDocument), 400, 404, 410),
    },
  }),
  reviewerDocument: defineRoute({
    method: 'GET',
    url: '/offer/DownloadOfferDocumentForReview/:offerId/:documentId',
    auth: 'party',
    summary: 'One document of the offer as the reviewer reviews it: the PDF, a template document filled with the offer',
    description: 'Reviewer link token (header) of this offer only; a document of another offer answers 404.',
    tags,
    produces: 'application/pdf',
    schema: {
      params: Type.Object({ offerId: Id(), documentId: Id() }),
      response: fileResponses(400, 404, 410),
    },
  }),
  registerClient: defineRoute({
    method: 'POST',
    url: '/client/Register',
    auth: 'party',
    summary: "A buyer client registers: 'Registration is successful. Please check your email for the client mobile app invite.'",
    description: "Link token of a buyer-side client party of the offer. 400 { message, fields } with the seed's exact messages.",
    tags,
    schema: {
      body: ClientRegisterBody,
      response: responses(Type.Object({ message: Type.String() }), 400, 404, 409, 410),
    },
  }),
  printOffer: defineRoute({
    method: 'POST',
    url: '/offer/PrintOffer',
    auth: 'party',
    summary: "The offer's documents in one PDF, with the chosen counter offer's values on a cover page",
    description: 'Link token (party or reviewer) of this offer, or bearer of an agent party of it.',
    tags,
    produces: 'application/pdf',
    schema: { body: PrintOfferBody, response: fileResponses(400, 404, 410) },
  }),
};

/** The portal address a link opens: `/{page}/{…segments}?t={token}` (empty segments dropped). */
export function portalPath(page: PortalPage, segments: ReadonlyArray<string | number | null | undefined>, token: string): string {
  const parts = segments.filter((s) => s !== null && s !== undefined && s !== '').map((s) => encodeURIComponent(String(s)));
  return `/${[page, ...parts].join('/')}?${PARTY_LINK_PARAM}=${encodeURIComponent(token)}`;
}
