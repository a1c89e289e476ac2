/**
 * The offer's signing reads: every document of the offer in one download, a party's contract ids
 * through its link, and the contract's parties with their sign status.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Party } from './parties';
import { defineRoute, fileResponses, responses } from './route';
import { Id, Timestamp } from './schema';
import { SignToken } from './signing';

const tags = ['signing'];

/** A party's contract ids (docs/domain/signing.md, "A party's contract ids"): the sign set the link opens, as that party sees it. */
export const PartyContractIds = Type.Object({
  contractId: Type.Integer(),
  signSetId: Type.Integer(),
  /** The token the caller presented (never another party's: only token hashes are stored). */
  signToken: Type.String(),
  sharedOn: Timestamp(),
  /** The party holds at least one signature, initials or date field of the set. */
  hasSignHolderForParty: Type.Boolean(),
  isPartySigned: Type.Boolean(),
  /** The set is still open (Shared or PendingSignature) and a signer has not signed yet. */
  hasPendingSignature: Type.Boolean(),
  documents: Type.Array(Type.Object({ id: Type.Integer(), sharedOn: Timestamp() })),
});
export type PartyContractIds = Static<typeof PartyContractIds>;

/**
 * Party sign status in lists (docs/domain/signing.md, "Parties by contract"): 0 N/A (not in a sign set), 1 not signed, 2 signed, 3
 * declined, 4 view only.
 */
export const PartySignStatus = { NotApplicable: 0, NotSigned: 1, Signed: 2, Declined: 3, ViewOnly: 4 } as const;

/** A party of the contract's offer with its status in the newest sign set of the contract that holds it. */
export const ContractParty = Type.Object({
  ...Party.properties,
  signStatus: Type.Integer({ minimum: 0, maximum: 4 }),
  viewedOn: Type.Union([Timestamp(), Type.Null()]),
});
export type ContractParty = Static<typeof ContractParty>;

export const offerSigningReadRoutes = {
  downloadAllDocuments: defineRoute({
    method: 'GET',
    url: '/offer/downloadAllDocuments/:offerId',
    auth: 'agent',
    summary:
      'Every document of the offer in its newest state (signed copies where signed) and the certificates of completed sign sets, in one PDF',
    tags,
    produces: 'application/pdf',
    schema: { params: Type.Object({ offerId: Id() }), response: fileResponses(400, 401, 404, 409) },
  }),
  partyContractIds: defineRoute({
    method: 'GET',
    url: '/offer/GetOfferContractIdsFromExternalId/:offerId/:partyId/:contractId',
    auth: 'party',
    summary: "The contract ids of the party's link: its sign set, whether it holds fields, has signed, and whether signatures are pending",
    tags,
    schema: {
      params: Type.Object({ offerId: Id(), partyId: Id(), contractId: Id() }),
      querystring: Type.Object({ signSetId: Id(), signToken: SignToken() }),
      response: responses(PartyContractIds, 400, 404),
    },
  }),
  contractParties: defineRoute({
    method: 'GET',
    url: '/offer/GetOfferPartiesByContract/:contractId',
    auth: 'signing',
    summary: "The parties of the contract's offer with their sign status and when they first viewed the documents",
    tags,
    schema: { params: Type.Object({ contractId: Id() }), response: responses(Type.Array(ContractParty), 400, 401, 404) },
  }),
};
