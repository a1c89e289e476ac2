/**
 * Signing: sign sets (documents of a contract shared for signature with their signers and order),
 * the signer's view through its capability token, viewed time and void.
 */
import { Type, type Static } from '@sinclair/typebox';
import { SigningOrder } from '../domain/documents';
import { defineRoute, fileResponses, responses } from './route';
import { Id, NInt, NStr, StringEnum, Text, Timestamp } from './schema';

const tags = ['signing'];

/** A signer's capability token: 32 random bytes, base64url without padding. */
export const SIGN_TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';
export const SignToken = () => Type.String({ pattern: SIGN_TOKEN_PATTERN, minLength: 43, maxLength: 43 });
/**
 * What every party-token route reads from its query string: the signer's token, or — for an agent
 * signing as its own party from the workspace (`/sign-contract-documents`) — the party id with the
 * agent's bearer (the party must be the signed-in agent's person). Neither opens nothing: 404.
 */
export const PartyCredentials = Type.Object({
  signSetId: Id(),
  signToken: Type.Optional(SignToken()),
  partyId: Type.Optional(Id({ description: "the signer's party: with the bearer of the agent who is that party" })),
});
export type PartyCredentials = Static<typeof PartyCredentials>;

export const SIGN_SET_MESSAGE_MAX = 2000;
export const VOID_REASON_MAX = 500;

export const SignSetParty = Type.Object({
  partyId: Type.Integer(),
  name: Type.String(),
  roleId: Type.Integer(),
  sideId: Type.Integer(),
  signOrder: Type.Integer(),
  /** 1 not signed, 2 signed, 3 declined, 4 view only */
  signStatus: Type.Integer(),
  viewedOn: Type.Union([Timestamp(), Type.Null()]),
  signedOn: Type.Union([Timestamp(), Type.Null()]),
});
export type SignSetParty = Static<typeof SignSetParty>;

export const SignSetSummary = Type.Object({
  id: Type.Integer(),
  contractId: Type.Integer(),
  offerId: Type.Integer(),
  category: Type.String(),
  signingOrder: Type.Integer(),
  /** document state id: 2 Shared, 3 Signed, 5 PendingSignature, 6 DeclinedToSign, 7 Voided */
  status: Type.Integer(),
  voidReason: NStr(),
  createdOn: Timestamp(),
  documents: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  parties: Type.Array(SignSetParty),
});
export type SignSetSummary = Static<typeof SignSetSummary>;

/**
 * The party's consent to do business electronically: the text it is asked to agree to (that of the
 * brokerage whose agent shared the set) with its version (the first 16 hex digits of its SHA-256),
 * and whether it has agreed (and not withdrawn since).
 */
export const SigningConsentView = Type.Object({
  text: Type.String(),
  version: Type.String(),
  given: Type.Boolean(),
  givenOn: Type.Union([Timestamp(), Type.Null()]),
  /** The party withdrew its last consent (and has not agreed again). */
  withdrawn: Type.Boolean(),
});
export type SigningConsentView = Static<typeof SigningConsentView>;

/** What a signer sees of its sign set: the set and itself (never another set or another offer). */
export const SignerView = Type.Object({
  signSet: SignSetSummary,
  party: Type.Object({
    partyId: Type.Integer(),
    name: Type.String(),
    signStatus: Type.Integer(),
    /** Whether the party may sign now (its turn in a one-by-one set, the set still open). */
    isTurn: Type.Boolean(),
  }),
  consent: SigningConsentView,
});
export type SignerView = Static<typeof SignerView>;

export const ShareDocumentsBody = Type.Object({
  offerId: Id(),
  contractId: Id(),
  documents: Type.Array(Id(), { minItems: 1, maxItems: 200, uniqueItems: true }),
  /** In signing order (one by one); a view-only party receives the documents without signing. */
  parties: Type.Array(Type.Object({ partyId: Id(), viewOnly: Type.Optional(Type.Boolean()) }), { minItems: 1, maxItems: 50 }),
  signingOrder: Type.Optional(Type.Union([Type.Literal(SigningOrder.OneByOne), Type.Literal(SigningOrder.AllTogether)])),
  category: Type.Optional(StringEnum(['Offer', 'Session'])),
  message: Type.Optional(Type.Union([Text(SIGN_SET_MESSAGE_MAX), Type.Null()])),
});
export type ShareDocumentsBody = Static<typeof ShareDocumentsBody>;

export const VoidDocumentsBody = Type.Object({
  externalId: Id({ description: 'the offer id' }),
  documentIds: Type.Array(Id(), { minItems: 1, maxItems: 200 }),
  message: Text(VOID_REASON_MAX, { minLength: 1 }),
});
export type VoidDocumentsBody = Static<typeof VoidDocumentsBody>;

export const signingRoutes = {
  shareDocuments: defineRoute({
    method: 'POST',
    url: '/offer/shareDocuments',
    auth: 'agent',
    summary: "Shares the contract's documents for signature: a sign set with its signers in order, each with its own link",
    tags,
    schema: { body: ShareDocumentsBody, response: responses(SignSetSummary, 400, 401, 404, 409) },
  }),
  voidDocuments: defineRoute({
    method: 'PUT',
    url: '/offer/voidDocuments',
    auth: 'agent',
    summary: 'Voids the open sign sets holding these documents, with the reason; their links stop working for signing',
    tags,
    schema: { body: VoidDocumentsBody, response: responses(Type.Object({ voided: Type.Integer() }), 400, 401, 404) },
  }),
  signingSessions: defineRoute({
    method: 'GET',
    url: '/offer/getOfferSigningSessions/:contractId',
    auth: 'agent',
    summary: "The contract's sign sets, newest first, with their documents and signers",
    tags,
    schema: { params: Type.Object({ contractId: Id() }), response: responses(Type.Array(SignSetSummary), 400, 401, 404) },
  }),
  signerView: defineRoute({
    method: 'GET',
    url: '/offer/GetSignSetByToken',
    auth: 'party',
    summary: 'What a signer sees of its sign set through its link',
    tags,
    schema: { querystring: PartyCredentials, response: responses(SignerView, 400, 404) },
  }),
  contractSignSetForParty: defineRoute({
    method: 'GET',
    url: '/offer/GetContractSignSetForParty/:contractId/:partyId',
    auth: 'signing',
    summary:
      'The sign set of the contract the signed-in agent signs as this party (its own): the open one still waiting for it, else the newest holding it; null when none',
    tags,
    schema: {
      params: Type.Object({ contractId: Id(), partyId: Id() }),
      response: responses(Type.Object({ signSetId: Type.Union([Type.Integer(), Type.Null()]) }), 400, 401, 404),
    },
  }),
  setViewedOn: defineRoute({
    method: 'PUT',
    url: '/offer/SetViewedOnByParty',
    auth: 'party',
    summary: 'Records when the signer first opened its sign set',
    tags,
    schema: { querystring: PartyCredentials, response: responses(Type.Object({ viewedOn: Timestamp() }), 400, 404) },
  }),
};

/** A signing holder of a document and the party it belongs to. */
export const DocumentField = Type.Object({
  name: Type.String(),
  kind: StringEnum(['Signature', 'Initials', 'Date']),
  role: Type.String(),
  page: Type.Integer(),
  x: Type.Number(),
  y: Type.Number(),
  width: Type.Number(),
  height: Type.Number(),
  partyId: NInt(),
  /** 'role': the party the holder's role names; 'agent': the agent's choice; null: nobody yet */
  assignedBy: Type.Union([StringEnum(['role', 'agent']), Type.Null()]),
  /** The agent left the holder out of signing. */
  leftOut: Type.Boolean(),
});
export type DocumentField = Static<typeof DocumentField>;

/** A document's holders and its count of fields still to assign (total minus assigned). */
export const DocumentFields = Type.Object({
  documentId: Type.Integer(),
  name: Type.String(),
  total: Type.Integer(),
  assigned: Type.Integer(),
  requiredFields: Type.Integer(),
  fields: Type.Array(DocumentField),
});
export type DocumentFields = Static<typeof DocumentFields>;

export const FIELD_NAME_MAX = 100;

export const fieldRoutes = {
  documentFields: defineRoute({
    method: 'GET',
    url: '/offer/GetOfferDocumentFields/:contractId',
    auth: 'signing',
    summary: "The signing holders of the contract's documents, the party of each, and each document's count of fields still to assign",
    tags,
    schema: { params: Type.Object({ contractId: Id() }), response: responses(Type.Array(DocumentFields), 400, 401, 404) },
  }),
  assignField: defineRoute({
    method: 'PUT',
    url: '/offer/AssignDocumentField',
    auth: 'signing',
    summary: 'Assigns a signing holder to a party of the offer, or leaves it out (partyId null)',
    tags,
    schema: {
      body: Type.Object({
        contractId: Id(),
        documentId: Id(),
        fieldName: Text(FIELD_NAME_MAX, { minLength: 1 }),
        partyId: Type.Union([Id(), Type.Null()]),
      }),
      response: responses(DocumentFields, 400, 401, 404, 409),
    },
  }),
  markAssigned: defineRoute({
    method: 'POST',
    url: '/offer/markOfferdocumentassigned',
    auth: 'signing',
    summary: 'Marks the document assigned: the holders still without a party are left out of signing',
    tags,
    schema: {
      body: Type.Object({ contractId: Id(), documentId: Id(), offerId: Id() }),
      response: responses(DocumentFields, 400, 401, 404, 409),
    },
  }),
};

/** Room for a drawn signature's PNG data URL (the server allows 256 KB of PNG). */
export const SIGNATURE_DATA_URL_MAX = 360_000;
export const TYPED_SIGNATURE_MAX = 100;
export const DECLINE_REASON_MAX = 500;

/** A drawn (PNG data URL) or typed signature or initials. */
export const SignatureMark = Type.Object({
  type: StringEnum(['typed', 'drawn']),
  value: Type.String({ minLength: 1, maxLength: SIGNATURE_DATA_URL_MAX, pattern: '^[^\\u0000]*$' }),
});
export type SignatureMark = Static<typeof SignatureMark>;
export const SignBody = Type.Object({ signature: SignatureMark, initials: SignatureMark });
export type SignBody = Static<typeof SignBody>;

export const partySigningRoutes = {
  sign: defineRoute({
    method: 'POST',
    url: '/offer/SignDocumentsByParty',
    auth: 'party',
    summary:
      "Signs the set's documents: the signature and initials stamped into every holder of the signer, the date into its date holders",
    tags,
    schema: { querystring: PartyCredentials, body: SignBody, response: responses(SignerView, 400, 404, 409) },
  }),
  giveConsent: defineRoute({
    method: 'POST',
    url: '/offer/GiveSigningConsentByParty',
    auth: 'party',
    summary: "Records the party's consent to do business electronically (the text version it read, the time, address and user agent)",
    tags,
    schema: {
      querystring: PartyCredentials,
      body: Type.Object({ version: Type.String({ pattern: '^[0-9a-f]{16}$' }) }),
      response: responses(SignerView, 400, 404, 409),
    },
  }),
  withdrawConsent: defineRoute({
    method: 'POST',
    url: '/offer/WithdrawSigningConsentByParty',
    auth: 'party',
    summary: "Withdraws the party's consent before it signs; the agent who shared the documents is told",
    tags,
    schema: { querystring: PartyCredentials, response: responses(SignerView, 400, 404, 409) },
  }),
  decline: defineRoute({
    method: 'POST',
    url: '/offer/DeclineSignSetByParty',
    auth: 'party',
    summary: 'Declines to sign the set, with the reason',
    tags,
    schema: {
      querystring: PartyCredentials,
      body: Type.Object({ reason: Text(DECLINE_REASON_MAX, { minLength: 1 }) }),
      response: responses(SignerView, 400, 404, 409),
    },
  }),
};

/** A holder the signer still fills in one document of its set, where it sits (PDF points, page 1-based). */
export const SignerHolder = Type.Object({
  name: Type.String(),
  kind: StringEnum(['Signature', 'Initials', 'Date']),
  page: Type.Integer(),
  x: Type.Number(),
  y: Type.Number(),
  width: Type.Number(),
  height: Type.Number(),
});
export type SignerHolder = Static<typeof SignerHolder>;
/** Each document of the signer's set, in order, with the signer's holders still to fill in it. */
export const SignerDocument = Type.Object({ documentId: Type.Integer(), name: Type.String(), holders: Type.Array(SignerHolder) });
export type SignerDocument = Static<typeof SignerDocument>;

/** The signer's view of the set's documents: what to render and where its holders are. */
export const partySigningDocumentRoutes = {
  signerDocuments: defineRoute({
    method: 'GET',
    url: '/offer/GetSignSetDocumentsByParty',
    auth: 'party',
    summary: "The set's documents in order, each with the holders the signer still fills and where they sit",
    tags,
    schema: { querystring: PartyCredentials, response: responses(Type.Array(SignerDocument), 400, 404) },
  }),
  signerDocumentPdf: defineRoute({
    method: 'GET',
    url: '/offer/DownloadSignSetDocumentByParty',
    auth: 'party',
    summary: "One document of the signer's set as a PDF, with every signature stamped so far (the sealed copy once every signer signed)",
    tags,
    produces: 'application/pdf',
    schema: { querystring: Type.Object({ ...PartyCredentials.properties, documentId: Id() }), response: fileResponses(400, 404) },
  }),
};

export const signSetFileRoutes = {
  certificate: defineRoute({
    method: 'GET',
    url: '/offer/DownloadOfferCertificate/:id',
    auth: 'agent',
    summary:
      'The sealed certificate of completion of a signed sign set, kept since its completion: the address, its documents with the SHA-256 of each sealed copy, its signers and every event',
    tags,
    produces: 'application/pdf',
    schema: { params: Type.Object({ id: Id({ description: 'the sign set id' }) }), response: fileResponses(400, 401, 404, 409) },
  }),
  signSetPdf: defineRoute({
    method: 'GET',
    url: '/offer/DownloadOfferSignSet/:id',
    auth: 'agent',
    summary: "The sign set's documents in one PDF, with every signature stamped so far",
    tags,
    produces: 'application/pdf',
    schema: { params: Type.Object({ id: Id({ description: 'the sign set id' }) }), response: fileResponses(400, 401, 404) },
  }),
};
