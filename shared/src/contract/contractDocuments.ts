/**
 * The contract documents list and the document viewer: a contract's documents with their state,
 * owner, place and signing session (parties, sign status, viewed), reorder, marking signed,
 * uploading a signed copy, resending a signer's request, sharing by e-mail or as completed
 * documents, and the contract (transactionBase) variants of share, void and remove.
 */
import { Type, type Static } from '@sinclair/typebox';
import { defineRoute, responses } from './route';
import { Id, NInt, NStr, StringEnum, Text, Timestamp } from './schema';
import { SHARE_MESSAGE_MAX } from '../domain/sharing';
import { ShareDocumentsBody, SignSetSummary, VOID_REASON_MAX } from './signing';

const tags = ['contract documents'];

export const SharedParty = Type.Object({
  /** the offer party id */
  externalId: Type.Integer(),
  name: Type.String(),
  email: NStr(),
  roleId: Type.Integer(),
  sideId: Type.Integer(),
  /** 1 not signed, 2 signed, 3 declined, 4 view only */
  signStatus: Type.Integer(),
  viewedOn: Type.Union([Timestamp(), Type.Null()]),
  /** Its turn has come in an open session: the request may be sent again. */
  canResendEmail: Type.Boolean(),
});
export type SharedParty = Static<typeof SharedParty>;

export const ContractDocument = Type.Object({
  id: Type.Integer(),
  contractId: Type.Integer(),
  name: Type.String(),
  /** 'Template' (0/1) or 'PDF' (2) */
  documentType: StringEnum(['Template', 'PDF'] as const),
  /** 'Offer' or 'Sale' */
  type: Type.String(),
  /** Draft, Shared, PendingSignature, Signed, DeclinedToSign or Voided */
  status: Type.String(),
  /** the person id of the agent who added it */
  externalUserId: NInt(),
  /** The caller added it (externalUserId is the caller's person id). */
  isOwner: Type.Boolean(),
  displayOrder: Type.Integer(),
  sharedOn: Type.Union([Timestamp(), Type.Null()]),
  sharedSignSet: NInt(),
  sharedSignSetCategory: NStr(),
  /** the state of that session: Shared, PendingSignature, Signed, DeclinedToSign, Voided */
  sharedSignSetStatus: NStr(),
  sharedParties: Type.Array(SharedParty),
  signedOn: Type.Union([Timestamp(), Type.Null()]),
  /** Pages of the document's PDF (docs/domain/documents.md, "Page count"); null when it could not be counted. */
  pageCount: NInt(),
});
export type ContractDocument = Static<typeof ContractDocument>;

export const ResendBody = Type.Object({
  offerId: Id(),
  category: Text(50),
  signSetId: Id(),
  party: Id({ description: 'the offer party to ask again' }),
});
export type ResendBody = Static<typeof ResendBody>;

export const SHARE_EMAIL_MAX = 254;
export const DOCUMENTS_SHARED_MESSAGE = 'Documents shared successfully';

export const ShareSelectedBody = Type.Object({
  mailId: Text(SHARE_EMAIL_MAX, { minLength: 3 }),
  message: Text(SHARE_MESSAGE_MAX, { minLength: 1 }),
  documents: Type.Array(Id(), { minItems: 1, maxItems: 50, uniqueItems: true }),
  contractId: Id(),
  agentName: Type.Optional(Text(200)),
});
export type ShareSelectedBody = Static<typeof ShareSelectedBody>;

export const ShareCompletedBody = Type.Object({
  contractId: Id(),
  offerId: Id(),
  parties: Type.Array(Id(), { minItems: 1, maxItems: 50, uniqueItems: true }),
  documents: Type.Array(Id(), { minItems: 1, maxItems: 50, uniqueItems: true }),
  agentName: Type.Optional(Text(200)),
});
export type ShareCompletedBody = Static<typeof ShareCompletedBody>;

const DocumentRef = Type.Object({ contractId: Id(), documentId: Id() });
const Done = Type.Object({ message: Type.String() });

export const contractDocumentRoutes = {
  bySale: defineRoute({
    method: 'GET',
    url: '/offer/getOfferDocumentsBySale/:contractId',
    auth: 'agent',
    summary: "A contract's documents in their order, with state, owner and signing session (received offers: the caller's own uploads)",
    tags,
    schema: { params: Type.Object({ contractId: Id() }), response: responses(Type.Array(ContractDocument), 400, 401, 404) },
  }),
  byExternalId: defineRoute({
    method: 'GET',
    url: '/docapi/contract/getDocumentsByExternalId/:id',
    auth: 'agent',
    summary: 'The documents of the contract whose external id (the offer id) is given, as getOfferDocumentsBySale answers them',
    tags,
    schema: { params: Type.Object({ id: Id() }), response: responses(Type.Array(ContractDocument), 400, 401, 404) },
  }),
  reorder: defineRoute({
    method: 'PUT',
    url: '/offer/ReorderOfferDocuments',
    auth: 'agent',
    summary: 'Moves a document to a 1-based place within its group (plain or in a signing session) and renumbers the group from 1',
    tags,
    schema: {
      querystring: Type.Object({ ...DocumentRef.properties, newOrder: Type.Integer({ minimum: 1, maximum: 1000 }) }),
      response: responses(Type.Array(Type.Object({ id: Type.Integer(), displayOrder: Type.Integer() })), 400, 401, 404),
    },
  }),
  markSigned: defineRoute({
    method: 'PUT',
    url: '/offer/MarkOfferDocumentSigned',
    auth: 'agent',
    summary: 'Marks a draft PDF document signed (signed outside OfferDesk)',
    tags,
    schema: { querystring: DocumentRef, response: responses(ContractDocument, 400, 401, 404, 409) },
  }),
  uploadSigned: defineRoute({
    method: 'POST',
    url: '/offer/UploadSignedDocument',
    auth: 'agent',
    summary:
      "Replaces a document that is not Signed with its signed copy (multipart field 'file', checked as AddOfferDocument checks) and marks it signed",
    tags,
    consumes: ['multipart/form-data'],
    schema: { querystring: DocumentRef, response: responses(ContractDocument, 400, 401, 404, 409, 413) },
  }),
  addDocument: defineRoute({
    method: 'POST',
    url: '/contract/addDocument',
    auth: 'agent',
    summary: "Uploads a PDF (multipart field 'postedFileTemplate') to the contract of the offer externalContractId",
    tags,
    consumes: ['multipart/form-data'],
    schema: {
      querystring: Type.Object({ externalContractId: Id({ description: 'the offer id' }) }),
      response: responses(ContractDocument, 400, 401, 404, 409, 413),
    },
  }),
  resendOffer: defineRoute({
    method: 'POST',
    url: '/offer/resendOffer',
    auth: 'agent',
    summary: 'Sends a signer whose turn it is a new link (the old one stops working); 404 with the reason otherwise',
    tags,
    schema: { body: ResendBody, response: responses(Done, 400, 401, 404) },
  }),
  resendSmartDoc: defineRoute({
    method: 'POST',
    url: '/transactionBase/resendSmartDoc',
    auth: 'agent',
    summary: 'resendOffer for a contract session',
    tags,
    schema: { body: ResendBody, response: responses(Done, 400, 401, 404) },
  }),
  shareSelected: defineRoute({
    method: 'POST',
    url: '/offer/ShareSelectedOfferDocuments',
    auth: 'party',
    summary:
      'E-mails the documents (as PDF attachments: a signed copy once signed by all, else as they are now) with the message to an address',
    description:
      'Bearer of an agent who owns the offer or is a party of it (its visible documents), or the link token (X-Party-Link) of a party of ' +
      "the contract's offer (documents signed by all parties only: 409 otherwise).",
    tags,
    schema: { body: ShareSelectedBody, response: responses(Done, 400, 404, 409, 410) },
  }),
  shareCompleted: defineRoute({
    method: 'POST',
    url: '/offer/ShareCompletedOfferDocuments',
    auth: 'agent',
    summary: 'E-mails documents signed by all in one signing session (the sealed package) to parties of the offer',
    tags,
    schema: { body: ShareCompletedBody, response: responses(Done, 400, 401, 404, 409) },
  }),
  shareSmart: defineRoute({
    method: 'POST',
    url: '/transactionBase/ShareSmartDocuments',
    auth: 'agent',
    summary: "shareDocuments for a contract: the offer is the contract's (offerId, when sent, must be it); category Session by default",
    tags,
    schema: {
      body: Type.Object({ ...ShareDocumentsBody.properties, offerId: Type.Optional(Id()) }),
      response: responses(SignSetSummary, 400, 401, 404, 409),
    },
  }),
  voidSmart: defineRoute({
    method: 'PUT',
    url: '/transactionBase/VoidSmartDocuments',
    auth: 'agent',
    summary: 'Voids the open signing sessions holding these documents of the contract (externalId = the contract id), with the reason',
    tags,
    schema: {
      body: Type.Object({
        externalId: Id({ description: 'the contract id' }),
        documentIds: Type.Array(Id(), { minItems: 1, maxItems: 200 }),
        message: Text(VOID_REASON_MAX, { minLength: 1 }),
      }),
      response: responses(Type.Object({ voided: Type.Integer() }), 400, 401, 404, 409),
    },
  }),
  removeSmart: defineRoute({
    method: 'PUT',
    url: '/transactionBase/removeSmartDocuments',
    auth: 'agent',
    summary: "Removes Draft or Shared documents from the contract (the caller's own, or any as the offer's owner)",
    tags,
    schema: {
      body: Type.Object({ contractId: Id(), documentIds: Type.Array(Id(), { minItems: 1, maxItems: 200 }) }),
      response: responses(Type.Object({ removed: Type.Integer(), message: Type.String() }), 400, 401, 404, 409),
    },
  }),
};
