/**
 * The agent's offer page: the offer's and the contract's activities, the contract (documents,
 * required-field count, activities), converting an accepted offer to a sale and submitting a
 * signed document of a sale to the broker for review; the offer's mails still waiting to be sent.
 */
import { Type, type Static } from '@sinclair/typebox';
import { OfferDocument } from './documents';
import { defineRoute, responses } from './route';
import { Id, NStr, Text, Timestamp } from './schema';

const tags = ['offer page'];

/** One activity as the page shows it: the formatted text and when. */
export const OfferActivity = Type.Object({
  id: Type.Integer(),
  action: Type.String({ description: "The activity's action, e.g. 'offer.convertedToSale'." }),
  activity: Type.String({ description: 'The human text of the activity.' }),
  actorName: NStr(),
  createdOn: Timestamp(),
});
export type OfferActivity = Static<typeof OfferActivity>;

/** The contract of an offer (docs/domain/offers.md, "Contract"): its documents, their open required fields and its activities. */
export const OfferContract = Type.Object({
  contractId: Type.Integer(),
  externalId: Type.Integer({ description: 'The offer id.' }),
  documents: Type.Array(OfferDocument),
  requiredFields: Type.Integer({ description: 'Signing holders of the documents not yet assigned to a party.' }),
  activities: Type.Array(OfferActivity),
});
export type OfferContract = Static<typeof OfferContract>;

export const SUBMITTED_MESSAGE = 'Submitted';
/** The 409 code of Convert to Sale when the offer lacks parties a sale needs; the message holds one line per missing item. */
export const PARTIES_INCOMPLETE = 'parties_incomplete';
export const SubmitDocumentResult = Type.Object({ documentId: Type.Integer(), isSubmitted: Type.Boolean(), message: Type.String() });

/** A mail of the offer not sent yet (docs/domain/mail.md#mails-still-waiting). */
export const WaitingMail = Type.Object({
  id: Type.Integer(),
  to: Type.String(),
  subject: Type.String(),
  queuedOn: Timestamp(),
  attempts: Type.Integer({ description: 'How many times sending it was tried so far (0: not tried yet).' }),
});
export type WaitingMail = Static<typeof WaitingMail>;

const idParams = Type.Object({ id: Id() });

export const offerPageRoutes = {
  offerActivities: defineRoute({
    method: 'GET',
    url: '/offer/GetOfferActivitiesByExternalId/:id',
    auth: 'agent',
    summary: 'Every activity of the offer (id = offer id), newest first: the Activities tab',
    tags,
    schema: { params: idParams, response: responses(Type.Array(OfferActivity), 400, 401, 404) },
  }),
  contractActivities: defineRoute({
    method: 'GET',
    url: '/docapi/contract/getContractActivitiesByExternalId/:id',
    auth: 'agent',
    summary:
      "The document API's activities of the offer's contract (id = offer id): its documents, Form Info and signing only, newest first",
    tags,
    schema: { params: idParams, response: responses(Type.Array(OfferActivity), 400, 401, 404) },
  }),
  contractByExternalId: defineRoute({
    method: 'GET',
    url: '/offer/getOfferContractByExternalId/:id',
    auth: 'agent',
    summary: "The offer's contract (id = offer id): documents, required-field count and contract activities (made when missing)",
    tags,
    schema: { params: idParams, response: responses(OfferContract, 400, 401, 404) },
  }),
  contractByDisplayId: defineRoute({
    method: 'GET',
    url: '/offer/getOfferContractByOfferDisplayId/:id',
    auth: 'agent',
    summary: "The offer's contract by the offer's public display id",
    tags,
    schema: {
      params: Type.Object({ id: Text(64, { minLength: 1, pattern: '^[A-Za-z0-9_-]+$' }) }),
      response: responses(OfferContract, 400, 401, 404),
    },
  }),
  convertToSale: defineRoute({
    method: 'POST',
    url: '/offer/ConvertToSale/:offerId',
    auth: 'agent',
    summary: 'Converts an accepted offer without a sale into a sale with a file number (owner only); answers the sale id',
    description:
      '409 when the offer is not accepted or already has a sale. The parties the sale still needs (docs/domain/sales.md, "Parties a sale needs") are recorded with the conversion, not refused.',
    tags,
    schema: {
      params: Type.Object({ offerId: Id() }),
      response: responses(Type.Integer({ description: 'The sale id.' }), 400, 401, 404, 409),
    },
  }),
  waitingMails: defineRoute({
    method: 'GET',
    url: '/offer/GetWaitingMails/:id',
    auth: 'agent',
    summary: "The offer's mails not sent yet (id = offer id), oldest first: the offer page's list of mails still waiting",
    description: "The owner's only: anyone else who may read the offer gets an empty list.",
    tags,
    schema: { params: idParams, response: responses(Type.Array(WaitingMail), 400, 401, 404) },
  }),
  submitDocumentForReview: defineRoute({
    method: 'PUT',
    url: '/offer/SubmitDocumentForReview/:saleId/:offerId/:documentId',
    auth: 'agent',
    summary: "Submits a Signed document of the offer's sale to the broker for review (owner only); 'Submitted'",
    description: "409 when the document is not Signed; 404 when the sale is not the offer's.",
    tags,
    schema: {
      params: Type.Object({ saleId: Id(), offerId: Id(), documentId: Id() }),
      response: responses(SubmitDocumentResult, 400, 401, 404, 409),
    },
  }),
};
